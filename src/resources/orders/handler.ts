import type { GetListParams, GetListResult, GetOneParams, GetOneResult } from 'react-admin';
import {
  acceptDispatchDeadline,
  acceptPayRenewalRequest,
  declineOrderById,
  dispatchProlongation,
  getAllOrdersByFilter,
  getOrderById,
  getReviewByOrderId,
  orderDelivered,
  orderDispatched,
  orderInTransit,
  readyToSent,
  type WholesaleOrderDetail,
  type WholesaleOrderRow,
} from '../../api/orders';
import {
  buildInTransitFormData,
  buildReadyToSendPayload,
  buildWholesaleListRequest,
  keepRows,
  type InTransitInput,
  type ReadyToSendInput,
} from '../../api/ordersPayloads';
import { toListPage } from '../../api/list';
import { getOrderTimeline, type OrderTimelineBody } from '../../api/orderTimeline';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';
import type { SellerScope } from '../../dataProvider/scope';
import { filterOf, listWindowOf, recordIdOf, scalar } from '../../dataProvider/params';

/** The `orders` resource: wholesale orders (docs/contract/orders.md "Wholesale orders"). */
export const ORDERS_RESOURCE = 'orders';

export interface DeclineOrderParams {
  orderId: number;
  declinePurpose: string;
}
export interface PayRenewalParams {
  orderId: number;
  suggestedDays: number;
}
export interface ProlongationParams {
  orderId: number;
  /** ISO date-time. */
  prolonagationDate: string;
}
export interface DispatchDeadlineParams {
  orderId: number;
  extendingDate: string;
}
export interface OrderIdParams {
  orderId: number;
}

export type OrdersDataProvider = ResourceDataProvider<typeof ordersHandler>;

/**
 * GetAllOrdersByFilter for a react-admin list query. Pseudo-statuses 30/31 keep only the rows of
 * their shipping method from the page the server answers; `total` and `meta.pageCount` stay the
 * server's (the pages of status 6), as in the product the specification describes.
 */
export async function getWholesaleList(
  params: GetListParams,
  { sellerId }: SellerScope,
): Promise<GetListResult<WholesaleOrderRow>> {
  const filter = filterOf(params);
  const { body, keepShippingMethodId } = buildWholesaleListRequest({
    sellerId,
    statusId: scalar(filter.statusId),
    buyerId: scalar(filter.buyerId),
    dateFrom: scalar(filter.dateFrom),
    dateTo: scalar(filter.dateTo),
    shippingMethodId: scalar(filter.shippingMethodId),
    ...listWindowOf(params),
  });
  const listPage = toListPage(await getAllOrdersByFilter(body), body.pagination);
  return { ...listPage, data: keepRows(listPage.data, keepShippingMethodId) };
}

export const ordersHandler = defineHandler((scope: SellerScope) => ({
  getList: (params: GetListParams) => getWholesaleList(params, scope),
  getOne: async (params: GetOneParams): Promise<GetOneResult<WholesaleOrderDetail>> => ({
    data: await getOrderById(recordIdOf(params.id, ORDERS_RESOURCE)),
  }),
  declineOrder: (p: DeclineOrderParams) => declineOrderById(p.orderId, p.declinePurpose),
  acceptPayRenewal: (p: PayRenewalParams) => acceptPayRenewalRequest(p.orderId, p.suggestedDays),
  prolongDispatch: (p: ProlongationParams) => dispatchProlongation(p.orderId, p.prolonagationDate),
  acceptDispatchDeadline: (p: DispatchDeadlineParams) => acceptDispatchDeadline(p.orderId, p.extendingDate),
  readyToSend: (p: ReadyToSendInput) => readyToSent(buildReadyToSendPayload(p)),
  markDispatched: (p: OrderIdParams) => orderDispatched(p.orderId),
  markInTransit: (p: InTransitInput) => orderInTransit(buildInTransitFormData(p)),
  markDelivered: (p: OrderIdParams) => orderDelivered(p.orderId),
  getReview: (p: OrderIdParams) => getReviewByOrderId(p.orderId),
  /** The timeline of a wholesale or retail order; null when the server has no timeline. */
  getTimeline: (p: OrderTimelineBody) => getOrderTimeline(p),
}));
