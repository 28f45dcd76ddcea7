import type { GetListParams, GetListResult } from 'react-admin';
import {
  acceptDisputeReturn,
  addDisputeComment,
  declineDispute,
  getDisputeMessages,
  getDisputesByFilter,
  type Dispute,
} from '../../api/disputes';
import {
  buildDeclineDisputeFormData,
  buildDisputeCommentFormData,
  buildDisputeFilterBody,
  marketOf,
  type DeclineDisputeInput,
  type DisputeCommentInput,
} from '../../api/disputesPayloads';
import { toListPage } from '../../api/list';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';
import type { SellerScope } from '../../dataProvider/scope';
import { filterOf, recordIdOf, scalar } from '../../dataProvider/params';

/** The `disputes` resource: disputes and returns of both markets (docs/contract/disputes.md). */
export const DISPUTES_RESOURCE = 'disputes';

export interface DisputeIdParams {
  disputeId: number;
}

/** A comment as the page sends it: the user comes from the seller's scope. */
export type AddDisputeCommentParams = Omit<DisputeCommentInput, 'userId'>;

export type DisputesDataProvider = ResourceDataProvider<typeof disputesHandler>;

/** GetDisputesByFilter for a list query; the market is the list's permanent filter `isRetail`. */
export async function getDisputeList(
  params: GetListParams,
  { sellerId }: SellerScope,
): Promise<GetListResult<Dispute>> {
  const filter = filterOf(params);
  const isRetail = marketOf(filter.isRetail);
  if (isRetail === null) throw new Error(`${DISPUTES_RESOURCE}: the list names no market (isRetail)`);
  const body = buildDisputeFilterBody({
    sellerId,
    isRetail,
    statusId: scalar(filter.statusId),
    orderNumber: scalar(filter.orderNumber),
    dateFrom: scalar(filter.dateFrom),
    dateTo: scalar(filter.dateTo),
    page: params.pagination?.page,
    pageSize: params.pagination?.perPage,
  });
  return toListPage(await getDisputesByFilter(body), body.pagination);
}

export const disputesHandler = defineHandler((scope: SellerScope) => ({
  getList: (params: GetListParams) => getDisputeList(params, scope),
  decline: (p: DeclineDisputeInput) => declineDispute(buildDeclineDisputeFormData(p)),
  acceptReturn: (p: DisputeIdParams) => acceptDisputeReturn(recordIdOf(p.disputeId, DISPUTES_RESOURCE)),
  messages: (p: DisputeIdParams) => getDisputeMessages(recordIdOf(p.disputeId, DISPUTES_RESOURCE)),
  addComment: (p: AddDisputeCommentParams) =>
    addDisputeComment(buildDisputeCommentFormData({ ...p, userId: scope.userId })),
}));
