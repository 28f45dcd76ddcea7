import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MoneyText } from '../../../components/format';

/**
 * The buyer's coupon of an order and its discount (docs/contract/marketing.md "Coupons in orders
 * (console)"): two rows above the order's total. Left out when the order has no coupon or the
 * server does not tell (the fields are additions); a missing discount shows '----'.
 */
export function CouponRows({
  couponCode,
  discountAmount,
}: {
  couponCode: string | null | undefined;
  discountAmount: number | null | undefined;
}) {
  const translate = useTranslate();
  if (typeof couponCode !== 'string' || couponCode.trim() === '') return null;
  const row = { display: 'flex', justifyContent: 'space-between', gap: 3, py: 0.5 } as const;
  return (
    <>
      <Box sx={row}>
        <Typography variant="body2" color="text.secondary">
          {translate('orders.detail.coupon')}
        </Typography>
        <Typography variant="body2">{couponCode}</Typography>
      </Box>
      <Box sx={row}>
        <Typography variant="body2" color="text.secondary">
          {translate('orders.detail.couponDiscount')}
        </Typography>
        <MoneyText value={discountAmount} />
      </Box>
    </>
  );
}
