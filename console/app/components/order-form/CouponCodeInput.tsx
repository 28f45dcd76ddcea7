import { TextInput, maxLength } from 'react-admin';

/** The seller's coupon code the buyer types (optional; a code that does not apply is the server's refusal). */
export function CouponCodeInput() {
  return <TextInput source="couponCode" validate={maxLength(40)} helperText={false} />;
}
