import { Create, NumberInput, SimpleForm, minValue, type RaRecord } from 'react-admin';
import { OrderLinesInput } from '../../app/components/order-form/OrderLinesInput';
import { OrderPartiesInputs } from '../../app/components/order-form/OrderPartiesInputs';
import { CouponCodeInput } from '../../app/components/order-form/CouponCodeInput';
import { couponBody, linesBody, partiesBody } from '../../app/components/order-form/lines';
import { twoDecimals } from '../../app/validation';

/** The POST body (docs/contract/console.md, wholesale-orders): nothing else is sent; the coupon when typed. */
function toWholesaleOrderBody(data: RaRecord) {
  const deliveryAmount =
    typeof data.deliveryAmount === 'number' ? { deliveryAmount: data.deliveryAmount } : {};
  return {
    ...partiesBody(data),
    ...deliveryAmount,
    ...couponBody(data),
    lines: linesBody(data, 'priceForOne'),
  };
}

const defaults = { shippingMethodId: 1, deliveryMethodId: 1, lines: [{ quantity: 1 }] };

/** The buyer places a wholesale order: the seller's active wholesale products (type 2). */
export function WholesaleOrderCreate() {
  return (
    <Create title="console.create.wholesaleOrder" transform={toWholesaleOrderBody} redirect="show">
      <SimpleForm defaultValues={defaults}>
        <OrderPartiesInputs />
        <NumberInput source="deliveryAmount" validate={[minValue(0), twoDecimals]} />
        <OrderLinesInput productTypeId={2} priceSource="priceForOne" />
        <CouponCodeInput />
      </SimpleForm>
    </Create>
  );
}
