import type {
  OrderBuyer,
  OrderAmounts,
  OrderReview,
  ReadyToSendAddress,
  ReadyToSendBody,
  ShippingDetails,
  WholesaleOrder,
  WholesaleOrderFilterBody,
  WholesaleOrderHistoryItem,
  WholesaleOrderListItem,
  WholesaleOrderProduct,
  WholesaleOrderSortColumn,
} from '../../contract';
import { request } from './http';
import type { PagedResult } from './types';

/** The wire shapes of this module (contract/orders.ts, contract/comments.ts). */
export type {
  OrderBuyer,
  OrderAmounts,
  OrderReview,
  ReadyToSendAddress,
  ShippingDetails,
  WholesaleOrder,
  WholesaleOrderFilterBody,
  WholesaleOrderHistoryItem,
  WholesaleOrderListItem,
  WholesaleOrderProduct,
};

/** Wholesale orders (docs/contract/orders.md, spec section 7 "Orders"). Paths under /seller/api. */

/** `column` of GetAllOrdersByFilter. */
export type OrderSortColumn = WholesaleOrderSortColumn;
export const ORDER_SORT_COLUMNS = [
  'id',
  'creationDate',
  'buyerName',
  'totalAmount',
  'statusId',
] as const satisfies readonly OrderSortColumn[];

/** Ready-to-send body: delivery method 3 sends the dispatch day only, any other ready days + address. */
export type ReadyToSendPayload = ReadyToSendBody;

export const EMPTY_SHIPPING_DETAILS: ShippingDetails = {
  shippingMethodId: null,
  deliveryMethodId: null,
  address: null,
  dispatchDay: null,
  readyDays: null,
  transportMark: null,
  transportNumber: null,
  driverFulname: null,
  driverPhone: null,
  voyageNumber: null,
  trackCode: null,
  additionalInfo: null,
  pickUpDate: null,
  procurationFiles: [],
};

/** The order as read, with `shippingDetails.shippingMethodId` taken from top-level `shipingMethodId`. */
export function withShippingMethod(order: WholesaleOrder): WholesaleOrder {
  const details: ShippingDetails = { ...EMPTY_SHIPPING_DETAILS, ...(order.shippingDetails ?? {}) };
  return {
    ...order,
    products: order.products ?? [],
    history: order.history ?? [],
    shippingDetails: {
      ...details,
      procurationFiles: details.procurationFiles ?? [],
      shippingMethodId: order.shipingMethodId,
    },
  };
}

export const getAllOrdersByFilter = (
  body: WholesaleOrderFilterBody,
): Promise<PagedResult<WholesaleOrderListItem>> =>
  request<PagedResult<WholesaleOrderListItem>>('Order/GetAllOrdersByFilter', { body });

export const getOrderById = async (id: number): Promise<WholesaleOrder> =>
  withShippingMethod(await request<WholesaleOrder>('Order/GetOrderById', { query: { id } }));

export const declineOrderById = (id: number, declinePurpose: string): Promise<boolean> =>
  request<boolean>('Order/DeclineOrderById', { query: { id, declinePurpose } });

export const acceptPayRenewalRequest = (orderId: number, suggestedDays: number): Promise<boolean> =>
  request<boolean>('Order/AcceptPayRenewalRequest', { query: { orderId, suggestedDays } });

/** The query name is spelled `prolonagationDate` (spec section 7). */
export const dispatchProlongation = (orderId: number, prolonagationDate: string): Promise<boolean> =>
  request<boolean>('Order/DispatchProlongation', { query: { orderId, prolonagationDate } });

export const acceptDispatchDeadline = (orderId: number, extendingDate: string): Promise<boolean> =>
  request<boolean>('Order/AcceptDispatchDeadline', { query: { orderId, extendingDate } });

export const readyToSent = (payload: ReadyToSendPayload): Promise<boolean> =>
  request<boolean>('Order/ReadyToSent', { body: payload });

export const orderDispatched = (id: number): Promise<boolean> =>
  request<boolean>('Order/OrderDispatched', { query: { id } });

/** Multipart in-transit form (build it with `buildInTransitFormData`). */
export const orderInTransit = (form: FormData): Promise<boolean> =>
  request<boolean>('Order/OrderInTransit', { body: form });

export const orderDelivered = (orderId: number): Promise<boolean> =>
  request<boolean>('Order/OrderDelivered', { query: { orderId } });

/** The buyer's review of the order, or null. A failure hides the block only (silent). */
export const getReviewByOrderId = (orderId: number): Promise<OrderReview | null> =>
  request<OrderReview | null>('Order/GetReviewByOrderId', { query: { orderId }, onFailure: 'silent' }).then(
    (review) => review ?? null,
  );
