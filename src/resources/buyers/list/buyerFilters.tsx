import { SearchInput, useTranslate } from 'react-admin';
import { BUYER_ORDER_TYPE, BUYER_SEARCH_MAX_LENGTH, BUYER_USER_TYPES } from '../../../api/buyersPayloads';
import { DateFilterInput, FILTER_LOOK, selectFilter, textFilter } from '../../../components/list';
import { showNoSelection } from '../shared';
import { CountryFilterInput } from './CountryFilterInput';

const F = 'buyers.filters.';

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** A whole number of orders, 0 or more (a value from a link too); the server reads at most 10^9. */
const COUNT = /^\d{1,9}$/;
/** Rubles, 0 or more, kopecks with a comma or a point. */
const AMOUNT = /^\d{1,12}(?:[.,]\d{1,2})?$/;

const validateOrdersCount = (value: unknown): string | undefined =>
  isBlank(value) || COUNT.test(String(value).trim()) ? undefined : `${F}ordersCountInvalid`;

const validateSpentAmount = (value: unknown): string | undefined =>
  isBlank(value) || AMOUNT.test(String(value).trim()) ? undefined : `${F}spentAmountInvalid`;

const validateSearch = (value: unknown) =>
  typeof value === 'string' && value.trim().length > BUYER_SEARCH_MAX_LENGTH
    ? { message: `${F}searchTooLong`, args: { max: BUYER_SEARCH_MAX_LENGTH } }
    : undefined;

/** The name search box (its rule is a prop, so the list page also checks a value from a link). */
function BuyerSearchInput({
  source,
  validate,
}: {
  source: string;
  validate: typeof validateSearch;
  alwaysOn?: boolean;
}) {
  const translate = useTranslate();
  return (
    <SearchInput
      source={source}
      placeholder={translate(`${F}search`)}
      validate={validate}
      {...FILTER_LOOK}
      sx={{ minWidth: 240 }}
    />
  );
}

const userTypeChoices = BUYER_USER_TYPES.map((id) => ({ id, name: `buyers.userTypes.${id}` }));
const marketChoices = [
  { id: BUYER_ORDER_TYPE.wholesale, name: 'buyers.markets.2' },
  { id: BUYER_ORDER_TYPE.retail, name: 'buyers.markets.1' },
];

/** The buyer filter of spec section 3 plus the name search, kept in the URL. */
export const buyerFilters = [
  <BuyerSearchInput key="searchValue" source="searchValue" validate={validateSearch} alwaysOn />,
  <CountryFilterInput key="country" source="country" label={`${F}country`} alwaysOn />,
  selectFilter('userTypeId', `${F}userType`, userTypeChoices, `${F}allUserTypes`, {
    format: showNoSelection,
  }),
  selectFilter('orderTypeId', `${F}market`, marketChoices, `${F}allMarkets`),
  <DateFilterInput key="lastOrderDate" source="lastOrderDate" label={`${F}lastOrderDate`} alwaysOn />,
  textFilter('ordersCount', `${F}ordersCount`, {
    validate: validateOrdersCount,
    slotProps: { htmlInput: { inputMode: 'numeric' as const } },
    sx: { width: 140 },
  }),
  textFilter('spentAmount', `${F}spentAmount`, {
    validate: validateSpentAmount,
    slotProps: { htmlInput: { inputMode: 'decimal' as const } },
    sx: { width: 170 },
  }),
];
