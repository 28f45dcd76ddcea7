import { useFormContext, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  AutocompleteInput,
  NumberInput,
  ReferenceInput,
  SimpleFormIterator,
  maxValue,
  minValue,
  required,
  useSourceContext,
  type Validator,
} from 'react-admin';
import { PICKER_SORT } from '../../choices';
import type { ProductRecord } from '../../records';
import { integer, positive, twoDecimals } from '../../validation';

/** The line's price field: `priceForOne` (wholesale) or `price` (retail). */
export type PriceSource = 'priceForOne' | 'price';

const MAX_LINES = 50;
const MAX_QUANTITY = 100_000;

const linesCount: Validator = (value: unknown) => {
  if (!Array.isArray(value) || value.length === 0) return 'ra.validation.required';
  return value.length > MAX_LINES
    ? { message: 'console.validation.maxLines', args: { max: MAX_LINES } }
    : undefined;
};

/** A product of the chosen seller and of the order's type; choosing one fills in its price. */
function LineProductInput({
  productTypeId,
  priceSource,
}: {
  productTypeId: 1 | 2;
  priceSource: PriceSource;
}) {
  const sellerId: unknown = useWatch({ name: 'sellerId' });
  const { setValue } = useFormContext();
  const sourceContext = useSourceContext();
  const chosen = sellerId !== undefined && sellerId !== null && sellerId !== '';
  return (
    <ReferenceInput
      source="productId"
      reference="products"
      sort={PICKER_SORT.products}
      filter={{ sellerId, productTypeId, isBlocked: false }}
      enableGetChoices={() => chosen}
    >
      <AutocompleteInput
        label="console.lines.productId"
        validate={required()}
        disabled={!chosen}
        helperText={chosen ? false : 'console.lines.chooseSellerFirst'}
        sx={{ minWidth: 320 }}
        onChange={(_value, product: ProductRecord | '') => {
          if (product && product.price != null) {
            setValue(sourceContext.getSource(priceSource), product.price, {
              shouldDirty: true,
              shouldValidate: true,
            });
          }
        }}
      />
    </ReferenceInput>
  );
}

/** The order's lines (1..50): product, quantity 1..100000, price > 0 (kopecks at most). */
export function OrderLinesInput({
  productTypeId,
  priceSource,
}: {
  productTypeId: 1 | 2;
  priceSource: PriceSource;
}) {
  return (
    <ArrayInput source="lines" label="console.lines.title" validate={linesCount}>
      <SimpleFormIterator inline disableReordering>
        <LineProductInput productTypeId={productTypeId} priceSource={priceSource} />
        <NumberInput
          source="quantity"
          label="console.lines.quantity"
          validate={[required(), integer, minValue(1), maxValue(MAX_QUANTITY)]}
        />
        <NumberInput
          source={priceSource}
          label={`console.lines.${priceSource}`}
          validate={[required(), positive, twoDecimals]}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}
