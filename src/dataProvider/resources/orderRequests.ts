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
import { createOrderFromRequest, type CreatedOrderReply, type OfferOrderValues } from '../../api/offerOrders';
import {
  createOrderProposal,
  deleteOrderRequest,
  getAllOrderRequests,
  getOrderRequestById,
  getOrderRequestFilterOptions,
  rejectOrderRequest,
  updateOrderProposal,
  type OrderRequest,
  type OrderRequestFilterOptions,
  type OrderRequestListItem,
} from '../../api/orderRequests';
import {
  buildOrderRequestFilterBody,
  buildProposalBody,
  type ProposalInput,
} from '../../api/orderRequestsPayloads';
import type { ResourceHandler } from '../compose';
import type { SellerScope } from '../scope';
import { deletedRecord, filterOf, listWindowOf, recordIdOf, scalar } from './params';

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

/** The custom actions of `order-requests`: `dataProvider.<action>('order-requests', params)`. */
export interface OrderRequestsActions {
  filterOptions(resource: string): Promise<OrderRequestFilterOptions>;
  createProposal(resource: string, params: ProposalInput): Promise<boolean>;
  updateProposal(resource: string, params: ProposalInput): Promise<boolean>;
  reject(resource: string, params: RejectParams): Promise<boolean>;
  createOrder(resource: string, params: CreateOrderParams): Promise<CreatedOrderReply>;
}

export type OrderRequestsDataProvider = DataProvider & OrderRequestsActions;

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

export const orderRequestsHandler = (scope: SellerScope): ResourceHandler => ({
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
});
