import { useWatch } from 'react-hook-form';
import {
  ArrayInput,
  AutocompleteInput,
  NumberInput,
  ReferenceInput,
  SimpleFormIterator,
  maxValue,
  minValue,
  required,
  type Validator,
} from 'react-admin';
import { PICKER_SORT } from '../../app/choices';
import { integer, positive, twoDecimals } from '../../app/validation';

const MAX_LINES = 50;
const MAX_QUANTITY = 1_000_000;
const MAX_PRICE = 100_000_000;

const linesCount: Validator = (value: unknown) => {
  if (!Array.isArray(value) || value.length === 0) return 'ra.validation.required';
  return value.length > MAX_LINES
    ? { message: 'console.validation.maxLines', args: { max: MAX_LINES } }
    : undefined;
};

/** A wholesale product of the chosen seller that is not blocked (the server refuses inactive ones). */
function LineProductInput() {
  const sellerId: unknown = useWatch({ name: 'sellerId' });
  const chosen = sellerId !== undefined && sellerId !== null && sellerId !== '';
  return (
    <ReferenceInput
      source="productId"
      reference="products"
      sort={PICKER_SORT.products}
      filter={{ sellerId, productTypeId: 2, isBlocked: false }}
      enableGetChoices={() => chosen}
    >
      <AutocompleteInput
        label="console.orderRequests.lines.productId"
        validate={required()}
        disabled={!chosen}
        helperText={chosen ? false : 'console.orderRequests.lines.chooseSellerFirst'}
        sx={{ minWidth: 320 }}
      />
    </ReferenceInput>
  );
}

/** The requested lines (1..50): product, quantity 1..1 000 000, an optional wished price per unit. */
export function RequestLinesInput() {
  return (
    <ArrayInput source="lines" label="console.orderRequests.lines.title" validate={linesCount}>
      <SimpleFormIterator inline disableReordering>
        <LineProductInput />
        <NumberInput
          source="quantity"
          label="console.orderRequests.lines.quantity"
          validate={[required(), integer, minValue(1), maxValue(MAX_QUANTITY)]}
        />
        <NumberInput
          source="targetPrice"
          label="console.orderRequests.lines.targetPrice"
          validate={[positive, twoDecimals, maxValue(MAX_PRICE)]}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
