import { SearchInput, SelectArrayInput, useListContext, useTranslate } from 'react-admin';
import { hasSpecificRetailFilter, isValidOrderNumber } from '../../api/retailOrdersPayloads';
import { retailStatusChoices } from '../../domain';
import { dateRangeFilters, FILTER_LOOK, textFilter } from '../../components/list';

const F = 'orders.list.filters.';

/** react-admin's filter form hides helper texts; these inputs show theirs (messages, hints). */
const showHelperText = { '&& .MuiFormHelperText-root': { display: 'block', maxWidth: 280 } } as const;

/** Digits only, at most 7 (spec section 9); an invalid number is shown and never sent. */
export const validateOrderNumber = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' || isValidOrderNumber(String(value))
    ? undefined
    : 'orders.validation.orderNumber';

type Scalar = string | number | undefined;
const scalarOf = (value: unknown): Scalar =>
  typeof value === 'string' || typeof value === 'number' ? value : undefined;

/** The search box: GetGeneralRetailOrdersAndFilter's searchValue; off while specific filters are set. */
function RetailSearchInput({ source }: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const values = filterValues as Record<string, unknown>;
  const specific = hasSpecificRetailFilter({
    sellerId: 1,
    number: scalarOf(values.number),
    productName: scalarOf(values.productName),
    statuses: Array.isArray(values.statuses) ? (values.statuses as Scalar[]) : scalarOf(values.statuses),
  });
  return (
    <SearchInput
      source={source}
      placeholder={translate(`${F}searchPlaceholder`)}
      disabled={specific}
      helperText={specific ? `${F}searchDisabled` : false}
      {...FILTER_LOOK}
      sx={{ minWidth: 280, ...showHelperText }}
    />
  );
}

export const retailFilters = [
  <RetailSearchInput key="searchValue" source="searchValue" alwaysOn />,
  textFilter('number', `${F}number`, {
    validate: validateOrderNumber,
    slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 7 } },
    sx: { width: 170 },
  }),
  textFilter('productName', `${F}productName`),
  <SelectArrayInput
    key="statuses"
    source="statuses"
    label={`${F}statuses`}
    choices={retailStatusChoices}
    helperText={false}
    {...FILTER_LOOK}
    sx={{ minWidth: 220 }}
    alwaysOn
  />,
  ...dateRangeFilters(['dateFrom', `${F}dateFrom`], ['dateTo', `${F}dateTo`]),
];
