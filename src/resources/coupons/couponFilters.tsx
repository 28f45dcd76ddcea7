import { SelectInput } from 'react-admin';
import { COUPON_STATUSES, MARKET_TYPES } from '../../api/couponsPayloads';
import { FILTER_LOOK, selectFilter, textFilter } from '../../components/list';

const F = 'coupons.filters.';

/** Status, part of the code and market; kept in the URL by ListPage. */
export const couponFilters = [
  // The status ids are words, so not the numeric `Choice` of selectFilter.
  <SelectInput
    key="status"
    source="status"
    label={`${F}status`}
    choices={COUPON_STATUSES.map((id) => ({ id, name: `coupons.status.${id}` }))}
    emptyText={`${F}allStatuses`}
    helperText={false}
    {...FILTER_LOOK}
    sx={{ minWidth: 210 }}
    alwaysOn
  />,
  textFilter('code', `${F}code`),
  selectFilter(
    'marketType',
    `${F}market`,
    MARKET_TYPES.map((id) => ({ id, name: `coupons.market.${id}` })),
    `${F}allMarkets`,
  ),
];
