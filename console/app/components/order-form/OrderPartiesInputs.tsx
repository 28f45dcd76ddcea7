import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { AutocompleteInput, ReferenceInput, SelectInput, required } from 'react-admin';
import { BUYER_COLLECTS, PICKER_SORT, deliveryMethodChoices, shippingMethodChoices } from '../../choices';
import { BuyerInput } from '../BuyerInput';

/**
 * Seller, buyer, shipping and delivery method of a new order (both markets). The buyer collects
 * (shipping 2) only with delivery method 1, so the delivery select is then fixed to 1.
 */
export function OrderPartiesInputs() {
  const { setValue } = useFormContext();
  const shippingMethodId: unknown = useWatch({ name: 'shippingMethodId' });
  const collects = shippingMethodId === BUYER_COLLECTS;
  useEffect(() => {
    if (collects) setValue('deliveryMethodId', 1);
  }, [collects, setValue]);
  return (
    <>
      <ReferenceInput source="sellerId" reference="sellers" sort={PICKER_SORT.sellers}>
        <AutocompleteInput validate={required()} />
      </ReferenceInput>
      <BuyerInput source="buyerId" isRequired />
      <SelectInput source="shippingMethodId" choices={shippingMethodChoices} validate={required()} />
      <SelectInput
        source="deliveryMethodId"
        choices={deliveryMethodChoices}
        validate={required()}
        readOnly={collects}
      />
    </>
  );
}
