import { dateRangeFilters, selectFilter } from '../../../components/list';
import { advertStatusChoices } from '../../../domain/advertStatuses';

const F = 'banners.filters.';

/** The filters of /marketing/banners (GetBanners: status, dateFrom, dateTo), kept in the URL. */
export const bannerFilters = [
  selectFilter('status', `${F}status`, advertStatusChoices, `${F}allStatuses`),
  ...dateRangeFilters(['dateFrom', `${F}dateFrom`], ['dateTo', `${F}dateTo`]),
];
