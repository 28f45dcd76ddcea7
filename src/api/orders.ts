import { request } from './http';
import type { Pagination, PagedResult } from './types';

/** Wholesale orders (docs/contract/orders.md, spec section 7 "Orders"). Paths under /seller/api. */

/** `column` of GetAllOrdersByFilter. */
export const ORDER_SORT_COLUMNS = ['id', 'creationDate', 'buyerName', 'totalAmount', 'statusId'] as const;
export type OrderSortColumn = (typeof ORDER_SORT_COLUMNS)[number];

/** Body of `Order/GetAllOrdersByFilter`: every key present, empty filters null. */
export interface WholesaleOrderFilterBody {
  buyerId: number | null;
  sellerId: number;
  statusId: number | null;
  dateFrom: string | null;
  dateTo: string | null;
  pagination: Pagination;
  shippingMethodId: number | null;
  column: OrderSortColumn;
  sortByAscending: boolean;
}

/** A row of the wholesale list (note the spelling `shipingMethodId`, spec section 3). */
export interface WholesaleOrderListItem {
  id: number;
  invoiceNumber: string | null;
  creationDate: string;
  buyerId: number;
  buyerName: string;
  statusId: number;
  shipingMethodId: number;
  deliveryMethodId: number | null;
  totalAmount: number;
  productsCount: number;
  isPaid: boolean;
  paymentDeadline: string | null;
  dispatchDeadline: string | null;
  deliveryDeadline: string | null;
}

export interface OrderBuyer {
  id: number;
  fullName: string;
  companyName: string | null;
  email: string | null;
  phoneNumber: string | null;
  city: string | null;
}

export interface WholesaleOrderProduct {
  id: number;
  productId: number | null;
  productName: string;
  vendoreCode: string | null;
  quantity: number;
  measureUnit: string;
  priceForOne: number;
  withNDS: boolean;
  ndsPrice: number;
  amount: number;
  image: string | null;
}

export interface OrderAmounts {
  productsAmount: number;
  deliveryAmount: number;
  ndsPrice: number;
  totalAmount: number;
}

/** Spec section 3 "Ready-to-send address". */
export interface ReadyToSendAddress {
  countryId: number;
  regionId: number;
  cityId: number;
  street: string;
  houseNumber: string;
  apartmentOrOficeNumber: string | null;
  postalIndex: string | null;
}

export interface ShippingDetails {
  /** Copied by the client from the order's top-level `shipingMethodId` (spec section 3). */
  shippingMethodId: number | null;
  deliveryMethodId: number | null;
  address: ReadyToSendAddress | null;
  dispatchDay: string | null;
  readyDays: number | null;
  transportMark: string | null;
  transportNumber: string | null;
  driverFulname: string | null;
  driverPhone: string | null;
  voyageNumber: string | null;
  trackCode: string | null;
  additionalInfo: string | null;
  pickUpDate: string | null;
  procurationFiles: string[];
}

export interface WholesaleOrderHistoryItem {
  statusId: number;
  date: string;
}

/** Reply of `Order/GetOrderById`. */
export interface WholesaleOrder extends WholesaleOrderListItem {
  buyer: OrderBuyer | null;
  products: WholesaleOrderProduct[];
  amounts: OrderAmounts;
  shippingDetails: ShippingDetails;
  payRenewalRequest: { suggestedDays: number } | null;
  dispatchDeadlineRequest: { extendingDate: string } | null;
  declinePurpose: string | null;
  history: WholesaleOrderHistoryItem[];
}

export interface OrderReview {
  id: number;
  rating: number;
  text: string;
  buyerName: string | null;
  creationDate: string;
}

/** Ready-to-send body: delivery method 3 sends the dispatch day only, any other ready days + address. */
export type ReadyToSendPayload =
  | { orderId: number; dispatchDay: string }
  | { orderId: number; readyDays: number; address: ReadyToSendAddress };

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
