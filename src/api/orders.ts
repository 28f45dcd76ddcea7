import { unchecked } from './decode';
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
  WholesaleOrderReply,
  WholesaleOrderSortColumn,
} from '../../contract';
import { isApiError, type ApiError } from './errors';
import { withShippingMethod, type WholesaleOrderDetail } from './orderDetails';
import { request, type RequestOptions } from './http';
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

export { EMPTY_SHIPPING_DETAILS, withShippingMethod, type WholesaleOrderDetail } from './orderDetails';

/**
 * Status -1 of an order action: the server refused it and says why in `errorMessage` (a stale tab,
 * a file that is not what it claims to be). The action calls `handle` it (src/api/http.ts): it
 * rejects without leaving the page, so the modal shows the message and keeps what was typed.
 * Every other failure follows the error catalogue (-20 the warning modals, the rest /error-page).
 */
export const ACTION_REFUSED_STATUS = -1;

/** The `request()` options of every order action (wholesale and retail). */
export const ACTION_OPTIONS: Pick<RequestOptions, 'handles'> = { handles: [ACTION_REFUSED_STATUS] };

/** A refusal of an order action (status -1), with the server's message when it gave one. */
export const isActionRefusal = (error: unknown): error is ApiError =>
  isApiError(error) && error.status === ACTION_REFUSED_STATUS;

export const getAllOrdersByFilter = (
  body: WholesaleOrderFilterBody,
): Promise<PagedResult<WholesaleOrderListItem>> =>
  request('Order/GetAllOrdersByFilter', unchecked<PagedResult<WholesaleOrderListItem>>(), { body });

/** The order as the page reads it: every part the specification leaves open may be missing (issue 8.27). */
export const getOrderById = async (id: number): Promise<WholesaleOrderDetail> =>
  withShippingMethod(await request('Order/GetOrderById', unchecked<WholesaleOrderReply | null>(), { query: { id } }), id);

export const declineOrderById = (id: number, declinePurpose: string): Promise<boolean> =>
  request('Order/DeclineOrderById', unchecked<boolean>(), { query: { id, declinePurpose }, ...ACTION_OPTIONS });

export const acceptPayRenewalRequest = (orderId: number, suggestedDays: number): Promise<boolean> =>
  request('Order/AcceptPayRenewalRequest', unchecked<boolean>(), { query: { orderId, suggestedDays }, ...ACTION_OPTIONS });

/** The query name is spelled `prolonagationDate` (spec section 7). */
export const dispatchProlongation = (orderId: number, prolonagationDate: string): Promise<boolean> =>
  request('Order/DispatchProlongation', unchecked<boolean>(), {
    query: { orderId, prolonagationDate },
    ...ACTION_OPTIONS,
  });

export const acceptDispatchDeadline = (orderId: number, extendingDate: string): Promise<boolean> =>
  request('Order/AcceptDispatchDeadline', unchecked<boolean>(), { query: { orderId, extendingDate }, ...ACTION_OPTIONS });

export const readyToSent = (payload: ReadyToSendPayload): Promise<boolean> =>
  request('Order/ReadyToSent', unchecked<boolean>(), { body: payload, ...ACTION_OPTIONS });

export const orderDispatched = (id: number): Promise<boolean> =>
  request('Order/OrderDispatched', unchecked<boolean>(), { query: { id }, ...ACTION_OPTIONS });

/** Multipart in-transit form (build it with `buildInTransitFormData`). */
export const orderInTransit = (form: FormData): Promise<boolean> =>
  request('Order/OrderInTransit', unchecked<boolean>(), { body: form, ...ACTION_OPTIONS });

export const orderDelivered = (orderId: number): Promise<boolean> =>
  request('Order/OrderDelivered', unchecked<boolean>(), { query: { orderId }, ...ACTION_OPTIONS });

/** The buyer's review of the order, or null. A failure hides the block only (silent). */
export const getReviewByOrderId = (orderId: number): Promise<OrderReview | null> =>
  request('Order/GetReviewByOrderId', unchecked<OrderReview | null>(), { query: { orderId }, onFailure: 'silent' }).then(
    (review) => review ?? null,
  );
