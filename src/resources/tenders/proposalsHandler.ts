import type {
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetOneParams,
  GetOneResult,
} from 'react-admin';
import { toListPage } from '../../api/list';
import { createOrderFromTender, type OfferOrderValues } from '../../api/offerOrders';
import {
  declineTenderProposal,
  deleteTenderProposal,
  getTenderProposalById,
  getTenderProposalsByFilter,
  type DeclineTenderProposalBody,
  type TenderProposal,
  type TenderProposalListItem,
} from '../../api/tenders';
import { buildTenderProposalFilterBody } from '../../api/tendersPayloads';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';
import type { SellerScope } from '../../dataProvider/scope';
import { deletedRecord, filterOf, listWindowOf, recordIdOf, scalar } from '../../dataProvider/params';
import { expectTrueReply } from '../../dataProvider/saveReply';

/**
 * The `tender-proposals` resource: the seller's proposals (docs/contract/requests-tenders.md
 * "Tenders"): getList GetTenderProposalsByFilter, getOne GetTenderProposalById, delete
 * DeleteTenderProposal, `decline` (DeclineTenderProposal) and `createOrder` (Tender/CreateAnOrder
 * of a won proposal) as custom actions.
 */
export const TENDER_PROPOSALS_RESOURCE = 'tender-proposals';

export interface CreateTenderOrderParams {
  tenderId: number;
  values: OfferOrderValues;
}

export type TenderProposalsDataProvider = ResourceDataProvider<typeof tenderProposalsHandler>;

export async function getTenderProposalsPage(
  params: GetListParams,
  { sellerId }: SellerScope,
): Promise<GetListResult<TenderProposalListItem>> {
  const filter = filterOf(params);
  const body = buildTenderProposalFilterBody({
    sellerId,
    statusId: scalar(filter.statusId),
    tenderStatusId: scalar(filter.tenderStatusId),
    searchValue: scalar(filter.searchValue),
    dateFrom: scalar(filter.dateFrom),
    dateTo: scalar(filter.dateTo),
    ...listWindowOf(params),
  });
  return toListPage(await getTenderProposalsByFilter(body), body.pagination);
}

export const tenderProposalsHandler = defineHandler((scope: SellerScope) => ({
  getList: (params: GetListParams) => getTenderProposalsPage(params, scope),
  getOne: async (params: GetOneParams): Promise<GetOneResult<TenderProposal>> => ({
    data: await getTenderProposalById(recordIdOf(params.id, TENDER_PROPOSALS_RESOURCE)),
  }),
  delete: async (params: DeleteParams): Promise<DeleteResult> => {
    const id = recordIdOf(params.id, TENDER_PROPOSALS_RESOURCE);
    expectTrueReply(await deleteTenderProposal(id), 'DeleteTenderProposal');
    return deletedRecord(params.previousData, id);
  },
  decline: (body: DeclineTenderProposalBody) => declineTenderProposal(body),
  createOrder: (p: CreateTenderOrderParams) => createOrderFromTender(p.tenderId, p.values),
}));
