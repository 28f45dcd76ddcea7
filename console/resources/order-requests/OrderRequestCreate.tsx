import { useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  Create,
  DateInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  minValue,
  required,
  type Validator,
} from 'react-admin';
import { PICKER_SORT, SELLER_DELIVERS, shippingMethodChoices } from '../../app/choices';
import { checkFutureDay } from '../../app/components/buyer-actions/checks';
import { integer, notBlank } from '../../app/validation';
import { toRequestBody, type RequestFormValues } from './choices';
import { RequestLinesInput } from './RequestLinesInput';
import { BuyerInput } from '../../app/components/BuyerInput';

/** The answer deadline: a day after today, within a year (the server takes the end of that Moscow day). */
const futureDay: Validator = (value: unknown) => (value ? checkFutureDay(String(value)) : undefined);

/** When the seller delivers, a city or an address is needed. */
const placeGiven: Validator = (_value: unknown, values: RequestFormValues) =>
  values.shippingMethodId === SELLER_DELIVERS &&
  typeof values.cityId !== 'number' &&
  !values.deliveryAddress?.trim()
    ? 'console.orderRequests.placeRequired'
    : undefined;

/** The delivery place, asked only when the seller delivers (shipping method 1). */
function PlaceInputs() {
  const shippingMethodId: unknown = useWatch({ name: 'shippingMethodId' });
  if (shippingMethodId !== SELLER_DELIVERS) return null;
  return (
    <>
      <NumberInput
        source="cityId"
        validate={[integer, minValue(1)]}
        helperText="console.orderRequests.cityHint"
      />
      <TextInput source="deliveryAddress" fullWidth validate={[placeGiven, notBlank, maxLength(300)]} />
    </>
  );
}

const defaults = { shippingMethodId: SELLER_DELIVERS, lines: [{ quantity: 1 }] };

/** A buyer sends a request for an offer to a seller: the seller's wholesale products. */
export function OrderRequestCreate() {
  return (
    <Create title="console.orderRequests.create" transform={toRequestBody} redirect="show">
      <SimpleForm defaultValues={defaults}>
        <ReferenceInput source="sellerId" reference="sellers" sort={PICKER_SORT.sellers}>
          <AutocompleteInput validate={required()} />
        </ReferenceInput>
        <BuyerInput source="buyerId" isRequired />
        <SelectInput source="shippingMethodId" choices={shippingMethodChoices} validate={required()} />
        <PlaceInputs />
        <DateInput source="deadline" validate={[required(), futureDay]} />
        <TextInput source="comment" multiline minRows={2} fullWidth validate={[notBlank, maxLength(1000)]} />
        <RequestLinesInput />
      </SimpleForm>
    </Create>
  );
}
