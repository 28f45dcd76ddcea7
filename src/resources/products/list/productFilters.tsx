import { NullableBooleanInput, SearchInput, useTranslate } from 'react-admin';
import type { ProductTypeId } from '../../../api/products';
import { priceOrNull } from '../../../api/productsListBody';
import { FILTER_LOOK, selectFilter, textFilter } from '../../../components/list';
import { productStatusChoices } from '../../../domain';
import { CategoryFilterInput } from './CategoryFilterInput';

const F = 'products.list.filters.';

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** A price is a non-negative number; 'from' may not exceed 'to' (values from a link too). */
const validatePrice = (value: unknown, values: Record<string, unknown>): string | undefined => {
  if (isBlank(value)) return undefined;
  if (priceOrNull(value) === null) return `${F}priceInvalid`;
  const from = priceOrNull(values.priceFrom);
  const to = priceOrNull(values.priceTo);
  return from !== null && to !== null && from > to ? `${F}priceRangeInverted` : undefined;
};

const priceProps = {
  validate: validatePrice,
  slotProps: { htmlInput: { inputMode: 'decimal' as const } },
  sx: { width: 140 },
};

/** The search box: a substring of the name or of a vendor code. */
function ProductSearchInput({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return (
    <SearchInput
      source={source}
      placeholder={translate(`${F}search`)}
      {...FILTER_LOOK}
      sx={{ minWidth: 260 }}
    />
  );
}

/** The filters of a product list (docs/contract/products.md "Lists"), kept in the URL. */
export const productFilters = (typeId: ProductTypeId) => [
  <ProductSearchInput key="searchValue" source="searchValue" alwaysOn />,
  selectFilter('status', `${F}status`, productStatusChoices, 'products.status.0'),
  <CategoryFilterInput
    key="categoryId"
    source="categoryId"
    label={`${F}category`}
    typeId={typeId}
    alwaysOn
  />,
  textFilter('priceFrom', `${F}priceFrom`, priceProps),
  textFilter('priceTo', `${F}priceTo`, priceProps),
  <NullableBooleanInput
    key="inStock"
    source="inStock"
    label={`${F}inStock`}
    nullLabel={`${F}inStockAll`}
    trueLabel={`${F}inStockYes`}
    falseLabel={`${F}inStockNo`}
    helperText={false}
    alwaysOn
    {...FILTER_LOOK}
    sx={{ minWidth: 170 }}
  />,
];
