import type {
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetOneParams,
  GetOneResult,
} from 'react-admin';
import { toListPage } from '../../api/list';
import { createOrderFromRequest, type OfferOrderValues } from '../../api/offerOrders';
import {
  createOrderProposal,
  deleteOrderRequest,
  getAllOrderRequests,
  getOrderRequestById,
  getOrderRequestFilterOptions,
  rejectOrderRequest,
  updateOrderProposal,
  type OrderRequest,
  type OrderRequestListItem,
} from '../../api/orderRequests';
import {
  buildOrderRequestFilterBody,
  buildProposalBody,
  type ProposalInput,
} from '../../api/orderRequestsPayloads';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';
import type { SellerScope } from '../../dataProvider/scope';
import { deletedRecord, filterOf, listWindowOf, recordIdOf, scalar } from '../../dataProvider/params';

/** The `order-requests` resource (docs/contract/requests-tenders.md "Order requests"). */
export const ORDER_REQUESTS_RESOURCE = 'order-requests';

export interface RejectParams {
  orderRequestId: number;
  rejectReason: string;
}

export interface CreateOrderParams {
  orderRequestId: number;
  values: OfferOrderValues;
}

export type OrderRequestsDataProvider = ResourceDataProvider<typeof orderRequestsHandler>;

/** GetAllOrderRequests for a react-admin list query (the page is `data.orderRequests`). */
export async function getOrderRequestsList(
  params: GetListParams,
  { sellerId }: SellerScope,
): Promise<GetListResult<OrderRequestListItem>> {
  const filter = filterOf(params);
  const body = buildOrderRequestFilterBody({
    sellerId,
    statusId: scalar(filter.statusId),
    buyerId: scalar(filter.buyerId),
    productId: scalar(filter.productId),
    categoryId: scalar(filter.categoryId),
    countryId: scalar(filter.countryId),
    shippingMethodId: scalar(filter.shippingMethodId),
    requestId: scalar(filter.requestId),
    dateFrom: scalar(filter.dateFrom),
    dateTo: scalar(filter.dateTo),
    ...listWindowOf(params),
  });
  const reply = await getAllOrderRequests(body);
  return toListPage(reply.orderRequests, body.pagination);
}

export const orderRequestsHandler = defineHandler((scope: SellerScope) => ({
  getList: (params: GetListParams) => getOrderRequestsList(params, scope),
  getOne: async (params: GetOneParams): Promise<GetOneResult<OrderRequest>> => ({
    data: await getOrderRequestById(recordIdOf(params.id, ORDER_REQUESTS_RESOURCE)),
  }),
  delete: async (params: DeleteParams): Promise<DeleteResult> => {
    const id = recordIdOf(params.id, ORDER_REQUESTS_RESOURCE);
    await deleteOrderRequest(id);
    return deletedRecord(params.previousData, id);
  },
  filterOptions: () => getOrderRequestFilterOptions(scope.sellerId),
  createProposal: (p: ProposalInput) => createOrderProposal(buildProposalBody(p)),
  updateProposal: (p: ProposalInput) => updateOrderProposal(buildProposalBody(p)),
  reject: (p: RejectParams) =>
    rejectOrderRequest({ orderRequestId: p.orderRequestId, rejectReason: p.rejectReason.trim() }),
  createOrder: (p: CreateOrderParams) => createOrderFromRequest(p.orderRequestId, p.values),
}));
