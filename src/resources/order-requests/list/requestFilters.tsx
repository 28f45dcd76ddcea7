import { ProductType } from '../../../api/products';
import { dateRangeFilters, selectFilter, textFilter } from '../../../components/list';
import { shippingMethodChoices } from '../../../domain';
import {
  ORDER_REQUEST_ALL_STATUSES_KEY,
  orderRequestStatusChoices,
} from '../../../domain/orderRequestStatuses';
import { CategoryFilterInput } from '../../products/list/CategoryFilterInput';
import {
  RequestBuyerFilterInput,
  RequestCountryFilterInput,
  RequestProductFilterInput,
} from './OptionFilterInputs';

const F = 'orderRequests.list.filters.';

/** A request number: digits only (an exact id). */
export const REQUEST_NUMBER_PATTERN = /^\d{1,9}$/;

export const validateRequestNumber = (value: unknown): string | undefined =>
  value === undefined || value === null || value === '' || REQUEST_NUMBER_PATTERN.test(String(value).trim())
    ? undefined
    : `${F}requestIdInvalid`;

/** Values that mean "no filter" (spec section 5: status 0 / 1, country -1) show the empty choice. */
const emptyWhen =
  (...none: readonly number[]) =>
  (value: unknown): unknown =>
    value === undefined || value === null || none.includes(Number(value)) ? '' : value;

/** The filters of /requests (spec section 3 "Order request filter"), kept in the URL. */
export const requestFilters = [
  textFilter('requestId', `${F}requestId`, {
    validate: validateRequestNumber,
    slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 9 } },
    sx: { width: 160 },
  }),
  selectFilter('statusId', `${F}status`, orderRequestStatusChoices, ORDER_REQUEST_ALL_STATUSES_KEY, {
    format: emptyWhen(0, 1),
  }),
  <RequestBuyerFilterInput key="buyerId" source="buyerId" label={`${F}buyer`} alwaysOn />,
  <RequestProductFilterInput key="productId" source="productId" label={`${F}product`} alwaysOn />,
  <CategoryFilterInput
    key="categoryId"
    source="categoryId"
    label={`${F}category`}
    typeId={ProductType.Wholesale}
    alwaysOn
  />,
  <RequestCountryFilterInput
    key="countryId"
    source="countryId"
    label={`${F}country`}
    format={emptyWhen(0, -1)}
    alwaysOn
  />,
  selectFilter('shippingMethodId', `${F}shippingMethod`, shippingMethodChoices, `${F}allMethods`),
  ...dateRangeFilters(['dateFrom', `${F}dateFrom`], ['dateTo', `${F}dateTo`]),
];
