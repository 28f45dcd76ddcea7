import type { Pagination, PagedReply } from './envelope.js';
import type { DeliveryMethodId, ShippingMethodId, WholesaleStatusId } from './statuses.js';

/**
 * Wholesale orders under `/seller/api/Order/...` (docs/contract/orders.md "Wholesale orders").
 * Dates are ISO 8601 strings; filter dates `yyyy-MM-dd`.
 */

/** `column` of `GetAllOrdersByFilter`. */
export type WholesaleOrderSortColumn = 'id' | 'creationDate' | 'buyerName' | 'totalAmount' | 'statusId';

/** Body of `Order/GetAllOrdersByFilter`: every key present, empty filters null. */
export interface WholesaleOrderFilterBody {
  buyerId: number | null;
  sellerId: number;
  /** A `WholesaleFilterStatusId` (pseudo-statuses 30..32 included); null or 0 = all. */
  statusId: number | null;
  dateFrom: string | null;
  dateTo: string | null;
  pagination: Pagination;
  /** A `ShippingMethodId`, or null. */
  shippingMethodId: number | null;
  column: WholesaleOrderSortColumn;
  sortByAscending: boolean;
}

/**
 * A row of the wholesale list (note the spelling `shipingMethodId`, spec section 3). Fields the
 * specification does not name are ours and optional (`?`): a server of the specification may
 * leave them out, and the client reads them through its decoders (src/api/orderDetails.ts).
 */
export interface WholesaleOrderListItem {
  id: number;
  /** `yyyy-NNNNNN`. */
  invoiceNumber: string | null;
  creationDate: string;
  buyerId: number;
  buyerName: string;
  statusId: WholesaleStatusId;
  shipingMethodId: ShippingMethodId;
  deliveryMethodId: DeliveryMethodId;
  totalAmount?: number;
  productsCount?: number;
  isPaid?: boolean;
  paymentDeadline?: string | null;
  dispatchDeadline?: string | null;
  deliveryDeadline?: string | null;
}

/** `data` of `GetAllOrdersByFilter`. */
export type WholesaleOrderListReply = PagedReply<WholesaleOrderListItem>;

/** The buyer block of an order: ours (the whole block is optional in `WholesaleOrder`). */
export interface OrderBuyer {
  id: number;
  /** Last, first and middle name. */
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
  /** The VAT part of `amount`. */
  ndsPrice: number;
  amount: number;
  image: string | null;
}

export interface OrderAmounts {
  productsAmount: number;
  deliveryAmount: number;
  ndsPrice: number;
  /** After the coupon's discount: productsAmount + deliveryAmount - discountAmount. */
  totalAmount: number;
  /**
   * Rubles the buyer's coupon took off (0 without one). An addition (docs/contract/marketing.md
   * "Coupons in orders (console)"); a server without it leaves it out.
   */
  discountAmount?: number;
}

/** Spec section 3 "Ready-to-send address": the `address` of `ReadyToSent` and of the order's shipping details. */
export interface ReadyToSendAddress {
  countryId: number;
  regionId: number;
  cityId: number;
  street: string;
  houseNumber: string;
  apartmentOrOficeNumber?: string | null;
  postalIndex?: string | null;
}

/** `shippingDetails` of the order: always an object, fields null until ReadyToSent / OrderInTransit fill them. */
export interface ShippingDetails {
  /** Null on the wire; the client copies the order's top-level `shipingMethodId` here (spec section 3). */
  shippingMethodId: ShippingMethodId | null;
  deliveryMethodId: DeliveryMethodId | null;
  /** Ours (as are the in-transit fields below): the specification names the keys of its forms only. */
  address?: ReadyToSendAddress | null;
  /** The address in words (region and city by name), written by the server. */
  addressText?: string | null;
  dispatchDay: string | null;
  readyDays: number | null;
  transportMark?: string | null;
  transportNumber?: string | null;
  driverFulname?: string | null;
  driverPhone: string | null;
  voyageNumber?: string | null;
  trackCode?: string | null;
  additionalInfo?: string | null;
  pickUpDate?: string | null;
  /** URLs `/seller/uploads/<name>`. */
  procurationFiles?: string[];
  /**
   * The names the files had on the seller's computer, by URL (an addition; docs/contract/orders.md
   * "Uploaded file names"). A URL without a name here is shown by its stored name.
   */
  fileNames?: Record<string, string>;
}

export interface WholesaleOrderHistoryItem {
  statusId: WholesaleStatusId;
  date: string;
}

/**
 * `data` of `Order/GetOrderById`: the list item fields plus the detail. The specification names
 * `shippingDetails` (and `declinePurpose` of the decline call); every other block is ours.
 */
export interface WholesaleOrder extends WholesaleOrderListItem {
  buyer?: OrderBuyer | null;
  products?: WholesaleOrderProduct[];
  amounts?: OrderAmounts;
  shippingDetails: ShippingDetails;
  /** The buyer's pending request for more days to pay (orders 1, 9). */
  payRenewalRequest?: { suggestedDays: number } | null;
  /** A pending request to move the dispatch / shipment deadline (orders 3, 22, 4, 8). */
  dispatchDeadlineRequest?: { extendingDate: string } | null;
  declinePurpose: string | null;
  /** The code of the buyer's coupon (null without one): an addition, see `OrderAmounts.discountAmount`. */
  couponCode?: string | null;
  /** Oldest first. */
  history?: WholesaleOrderHistoryItem[];
}

/**
 * `data` of `Order/GetOrderById` as any server that honours the specification may answer it. The
 * specification names only `shippingDetails` (whose `shippingMethodId` comes from the top-level
 * `shipingMethodId`) and leaves every other part open, so a client must expect each to be missing
 * (issue 8.27). The reference server answers the whole `WholesaleOrder`.
 */
export type WholesaleOrderReply = Partial<Omit<WholesaleOrder, 'shippingDetails'>> & {
  shippingDetails?: Partial<ShippingDetails> | null;
};

/**
 * Body of `Order/ReadyToSent`: delivery method 3 sends the dispatch day only, any other the ready
 * days and the address. `orderId` is a number (the server also accepts digits).
 */
export type ReadyToSendBody = ReadyToSendByDispatchDay | ReadyToSendByReadyDays;

/** Ready-to-send of delivery method 3: the ready-by day. */
export interface ReadyToSendByDispatchDay {
  orderId: number | string;
  dispatchDay: string;
}

/** Ready-to-send of delivery methods 1 and 2: days to get ready (1..60) and where the goods leave from. */
export interface ReadyToSendByReadyDays {
  orderId: number | string;
  readyDays: number;
  address: ReadyToSendAddress;
}

/** Field names of the `Order/OrderInTransit` multipart form (spec section 3 "In-transit form"). */
export type InTransitFormField =
  | 'ShippingMethodId'
  | 'OrderId'
  | 'TransportMark'
  | 'TransportNumber'
  | 'DriverFulname'
  | 'DriverPhone'
  | 'ProcurationFiles'
  | 'VoyageNumber'
  | 'TrackCode'
  | 'AdditionalInfo'
  | 'PickUpDate'
  | 'DeliveryMethodId';
