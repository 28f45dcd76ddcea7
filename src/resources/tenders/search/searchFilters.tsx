import { ProductType } from '../../../api/products';
import { dateRangeFilters, selectFilter } from '../../../components/list';
import { tenderSearchStatusChoices } from '../../../domain/tenderStatuses';
import { CategoryFilterInput } from '../../products/list/CategoryFilterInput';
import { searchFilter } from '../shared/SearchFilterInput';
import { CountryFilterInput } from './CountryFilterInput';
import { FlagFilterInput } from './FlagFilterInput';

const F = 'tenders.search.filters.';

const flag = (source: string, label: string) => (
  <FlagFilterInput key={source} source={source} label={label} alwaysOn />
);

/**
 * The filters of /tenders/search, kept in the URL: search text, the category (of the store's
 * wholesale catalogue, with its sub-categories), the delivery country, the status (empty = open
 * tenders, the server's default), only new ones, those without the seller's proposal, publish days.
 */
export const tenderSearchFilters = [
  searchFilter(`${F}search`),
  <CategoryFilterInput
    key="productCategoryId"
    source="productCategoryId"
    label={`${F}category`}
    typeId={ProductType.Wholesale}
    alwaysOn
  />,
  <CountryFilterInput key="countryId" source="countryId" label={`${F}country`} alwaysOn />,
  selectFilter('statusId', `${F}status`, tenderSearchStatusChoices, 'tenders.status.1'),
  ...dateRangeFilters(['dateFrom', `${F}dateFrom`], ['dateTo', `${F}dateTo`]),
  flag('onlyNew', `${F}onlyNew`),
  flag('withoutMyProposal', `${F}withoutMyProposal`),
];
