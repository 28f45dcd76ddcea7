import { dateRangeFilters, selectFilter } from '../../../components/list';
import { tenderProposalStatusChoices, tenderStatusChoices } from '../../../domain/tenderStatuses';
import { searchFilter } from '../shared/SearchFilterInput';

const F = 'tenders.my.filters.';

/** The filters of /tenders/my-tenders, kept in the URL. */
export const proposalFilters = [
  searchFilter(`${F}search`),
  selectFilter('statusId', `${F}status`, tenderProposalStatusChoices, `${F}allStatuses`),
  selectFilter('tenderStatusId', `${F}tenderStatus`, tenderStatusChoices, `${F}allTenderStatuses`),
  ...dateRangeFilters(['dateFrom', `${F}dateFrom`], ['dateTo', `${F}dateTo`]),
];
