import { decoder, ignoreData, maybeRecord, num, paged, v, type Decoded, type Paged } from './decode';
import type {
  ReadyToSendAddress,
  ReadyToSendBody,
  WholesaleOrderFilterBody,
  WholesaleOrderSortColumn,
} from '../../contract';
import { isApiError, type ApiError } from './errors';
import {
  filled,
  wholesaleOrderDecoder,
  wholesaleOrderRow,
  type WholesaleOrderDetail,
  type WholesaleOrderRow,
} from './orderDetails';
import { request, type RequestOptions } from './http';

/** The wire shapes of this module's bodies (contract/orders.ts). */
export type { ReadyToSendAddress, WholesaleOrderFilterBody };

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

/** The decoded replies of this module (src/api/orderDetails.ts). */
export {
  type OrderAmountsDetail,
  type OrderBuyerDetail,
  type OrderShippingDetails,
  type WholesaleOrderDetail,
  type WholesaleOrderRow,
  type WholesaleProductLine,
} from './orderDetails';

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

const decodeWholesaleList = decoder(paged(wholesaleOrderRow));

/** The wholesale list: rows without an id are left out; a missing page count is 1. */
export const getAllOrdersByFilter = (body: WholesaleOrderFilterBody): Promise<Paged<WholesaleOrderRow>> =>
  request('Order/GetAllOrdersByFilter', decodeWholesaleList, { body });

/** The order as the page reads it: every part the specification leaves open may be missing (issue 8.27). */
export const getOrderById = (id: number): Promise<WholesaleOrderDetail> =>
  request('Order/GetOrderById', wholesaleOrderDecoder(id), { query: { id } });

/*
 * The actions: the specification reads nothing of their replies (ours answer `data: true`), so a
 * status-1 reply is the success whatever its data.
 */

export const declineOrderById = (id: number, declinePurpose: string): Promise<void> =>
  request('Order/DeclineOrderById', ignoreData, { query: { id, declinePurpose }, ...ACTION_OPTIONS });

export const acceptPayRenewalRequest = (orderId: number, suggestedDays: number): Promise<void> =>
  request('Order/AcceptPayRenewalRequest', ignoreData, {
    query: { orderId, suggestedDays },
    ...ACTION_OPTIONS,
  });

/** The query name is spelled `prolonagationDate` (spec section 7). */
export const dispatchProlongation = (orderId: number, prolonagationDate: string): Promise<void> =>
  request('Order/DispatchProlongation', ignoreData, {
    query: { orderId, prolonagationDate },
    ...ACTION_OPTIONS,
  });

export const acceptDispatchDeadline = (orderId: number, extendingDate: string): Promise<void> =>
  request('Order/AcceptDispatchDeadline', ignoreData, {
    query: { orderId, extendingDate },
    ...ACTION_OPTIONS,
  });

export const readyToSent = (payload: ReadyToSendPayload): Promise<void> =>
  request('Order/ReadyToSent', ignoreData, { body: payload, ...ACTION_OPTIONS });

export const orderDispatched = (id: number): Promise<void> =>
  request('Order/OrderDispatched', ignoreData, { query: { id }, ...ACTION_OPTIONS });

/** Multipart in-transit form (build it with `buildInTransitFormData`). */
export const orderInTransit = (form: FormData): Promise<void> =>
  request('Order/OrderInTransit', ignoreData, { body: form, ...ACTION_OPTIONS });

export const orderDelivered = (orderId: number): Promise<void> =>
  request('Order/OrderDelivered', ignoreData, { query: { orderId }, ...ACTION_OPTIONS });

/**
 * The buyer's review of an order (the specification names the call, not its reply; ours is
 * docs/contract/orders.md "Comments and review"). A review with neither a rating nor a text is
 * no review: the block is left out.
 */
const orderReview = v.pipe(
  maybeRecord({ id: num, rating: num, text: filled, buyerName: filled, creationDate: filled }),
  v.transform((review) => (review && (review.rating !== null || review.text !== null) ? review : null)),
);
export type OrderReview = NonNullable<Decoded<typeof orderReview>>;
const decodeOrderReview = decoder(orderReview);

/** The buyer's review of the order, or null. A failure hides the block only (silent). */
export const getReviewByOrderId = (orderId: number): Promise<OrderReview | null> =>
  request('Order/GetReviewByOrderId', decodeOrderReview, { query: { orderId }, onFailure: 'silent' });
