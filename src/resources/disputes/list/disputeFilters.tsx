import { dateRangeFilters, selectFilter, textFilter } from '../../../components/list';
import { disputeStatusChoices } from '../../../domain/disputeStatuses';
import { validateOrderNumber } from '../../retail-orders/RetailFilters';

const F = 'disputes.list.filters.';

/** The filters of both dispute lists (docs/contract/disputes.md), kept in the URL. */
export const disputeFilters = [
  selectFilter('statusId', `${F}status`, disputeStatusChoices, `${F}allStatuses`, { sx: { minWidth: 260 } }),
  textFilter('orderNumber', `${F}orderNumber`, {
    validate: validateOrderNumber,
    slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 7, autoComplete: 'off' } },
    sx: { width: 170 },
  }),
  ...dateRangeFilters(['dateFrom', `${F}dateFrom`], ['dateTo', `${F}dateTo`]),
];
