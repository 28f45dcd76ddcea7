import type {
  DataProvider,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetOneParams,
  GetOneResult,
} from 'react-admin';
import { toListPage } from '../../api/list';
import { createOrderFromTender, type CreatedOrderReply, type OfferOrderValues } from '../../api/offerOrders';
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
import type { ResourceHandler } from '../compose';
import type { SellerScope } from '../scope';
import { deletedRecord, filterOf, listWindowOf, recordIdOf, scalar } from './params';
import { expectTrueReply } from './saveReply';

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

export interface TenderProposalsActions {
  decline(resource: string, params: DeclineTenderProposalBody): Promise<boolean>;
  createOrder(resource: string, params: CreateTenderOrderParams): Promise<CreatedOrderReply>;
}

export type TenderProposalsDataProvider = DataProvider & TenderProposalsActions;

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

export const tenderProposalsHandler = (scope: SellerScope): ResourceHandler => ({
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
});
