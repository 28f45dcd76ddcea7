import { useWatch } from 'react-hook-form';
import { Create, SimpleForm, TextInput, maxLength, required, type RaRecord } from 'react-admin';
import { SELLER_DELIVERS } from '../../app/choices';
import { OrderLinesInput } from '../../app/components/order-form/OrderLinesInput';
import { OrderPartiesInputs } from '../../app/components/order-form/OrderPartiesInputs';
import { CouponCodeInput } from '../../app/components/order-form/CouponCodeInput';
import { couponBody, linesBody, partiesBody } from '../../app/components/order-form/lines';
import { notBlank } from '../../app/validation';

/** The POST body (docs/contract/console.md, retail-orders): the address only when the seller delivers, the coupon when typed. */
function toRetailOrderBody(data: RaRecord) {
  const parties = partiesBody(data);
  const address = typeof data.deliveryAddress === 'string' ? data.deliveryAddress.trim() : '';
  return {
    ...parties,
    ...(parties.shippingMethodId === SELLER_DELIVERS ? { deliveryAddress: address } : {}),
    ...couponBody(data),
    lines: linesBody(data, 'price'),
  };
}

/** Shown and required when the seller delivers (shipping method 1). */
function DeliveryAddressInput() {
  const shippingMethodId: unknown = useWatch({ name: 'shippingMethodId' });
  if (shippingMethodId !== SELLER_DELIVERS) return null;
  return (
    <TextInput
      source="deliveryAddress"
      multiline
      fullWidth
      validate={[required(), notBlank, maxLength(300)]}
    />
  );
}

const defaults = { shippingMethodId: 1, deliveryMethodId: 1, lines: [{ quantity: 1 }] };

/** The buyer places a retail order: the seller's active retail products (type 1). */
export function RetailOrderCreate() {
  return (
    <Create title="console.create.retailOrder" transform={toRetailOrderBody} redirect="show">
      <SimpleForm defaultValues={defaults}>
        <OrderPartiesInputs />
        <DeliveryAddressInput />
        <OrderLinesInput productTypeId={1} priceSource="price" />
        <CouponCodeInput />
      </SimpleForm>
    </Create>
  );
}
