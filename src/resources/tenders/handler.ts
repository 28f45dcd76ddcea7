import type { GetListParams, GetListResult, GetOneParams, GetOneResult } from 'react-admin';
import { toListPage } from '../../api/list';
import {
  createTenderProposal,
  getAllTenders,
  getProductsForTenderProposal,
  getTenderById,
  type Tender,
  type TenderListItem,
  type TenderProposalBody,
} from '../../api/tenders';
import { buildTenderFilterBody } from '../../api/tendersPayloads';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';
import type { SellerScope } from '../../dataProvider/scope';
import { filterOf, listWindowOf, recordIdOf, scalar } from '../../dataProvider/params';

/**
 * The `tenders` resource (docs/contract/requests-tenders.md "Tenders"): getList GetAllTenders,
 * getOne GetTenderById, and the proposal form's calls as custom actions.
 */
export const TENDERS_RESOURCE = 'tenders';

export type TendersDataProvider = ResourceDataProvider<typeof tendersHandler>;

/** GetAllTenders for a list query; the page passes the stored last visit as `lastVisitDate`. */
export async function getTenderSearchPage(
  params: GetListParams,
  { sellerId }: SellerScope,
): Promise<GetListResult<TenderListItem>> {
  const filter = filterOf(params);
  const body = buildTenderFilterBody({
    sellerId,
    searchValue: scalar(filter.searchValue),
    productCategoryId: scalar(filter.productCategoryId),
    countryId: scalar(filter.countryId),
    statusId: scalar(filter.statusId),
    onlyNew: filter.onlyNew,
    withoutMyProposal: filter.withoutMyProposal,
    lastVisitDate: filter.lastVisitDate,
    dateFrom: scalar(filter.dateFrom),
    dateTo: scalar(filter.dateTo),
    ...listWindowOf(params),
  });
  return toListPage(await getAllTenders(body), body.pagination);
}

export const tendersHandler = defineHandler((scope: SellerScope) => ({
  getList: (params: GetListParams) => getTenderSearchPage(params, scope),
  getOne: async (params: GetOneParams): Promise<GetOneResult<Tender>> => ({
    data: await getTenderById(recordIdOf(params.id, TENDERS_RESOURCE)),
  }),
  productsForProposal: () => getProductsForTenderProposal(scope.storeId),
  createProposal: (body: TenderProposalBody) => createTenderProposal(body),
}));
