import {
  AutocompleteInput,
  Create,
  DateTimeInput,
  FormDataConsumer,
  NumberInput,
  SelectInput,
  SimpleForm,
  TextInput,
  maxLength,
  maxValue,
  minValue,
  required,
} from 'react-admin';
import { SELLER_DELIVERS, shippingMethodChoices } from '../../app/choices';
import { integer, notBlank, positive, twoDecimals } from '../../app/validation';
import { futureDeadline, tenderBody } from './form';
import { useTenderOptions } from './useTenderOptions';
import { BuyerInput } from '../../app/components/BuyerInput';

const defaults = { shippingMethodId: SELLER_DELIVERS };
const count = (max: number) => [required(), integer, minValue(1), maxValue(max)];

/** A buyer publishes a tender: open from now until its deadline (docs/contract/console.md, "tenders"). */
export function TenderCreate() {
  const { options, isPending } = useTenderOptions();
  return (
    <Create title="console.tenders.create" transform={tenderBody} redirect="show">
      <SimpleForm defaultValues={defaults}>
        <BuyerInput source="buyerId" isRequired />
        <TextInput source="title" validate={[required(), notBlank, maxLength(200)]} fullWidth />
        <TextInput
          source="description"
          validate={[required(), notBlank, maxLength(4000)]}
          multiline
          minRows={3}
          fullWidth
        />
        <AutocompleteInput
          source="categoryId"
          choices={options.categories}
          isPending={isPending}
          validate={required()}
        />
        <NumberInput source="quantity" validate={count(1_000_000)} />
        <SelectInput
          source="measureUnit"
          choices={options.measureUnits}
          isPending={isPending}
          validate={required()}
        />
        <NumberInput
          source="budgetPerUnit"
          validate={[required(), positive, twoDecimals, maxValue(100_000_000)]}
        />
        <NumberInput source="deliveryDays" validate={count(365)} />
        <SelectInput source="shippingMethodId" choices={shippingMethodChoices} validate={required()} />
        <AutocompleteInput
          source="cityId"
          choices={options.cities}
          isPending={isPending}
          validate={required()}
        />
        <FormDataConsumer>
          {({ formData }) =>
            formData.shippingMethodId === SELLER_DELIVERS && (
              <TextInput source="address" validate={[notBlank, maxLength(300)]} fullWidth />
            )
          }
        </FormDataConsumer>
        <DateTimeInput source="deadline" validate={[required(), futureDeadline()]} />
      </SimpleForm>
    </Create>
  );
}
