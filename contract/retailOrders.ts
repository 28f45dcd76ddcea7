import type { Pagination, PagedReply } from './envelope.js';
import type { DeliveryMethodId, RetailStatusId, ShippingMethodId } from './statuses.js';

/** Retail orders under `/seller/api/RetailOrder/...` and `Order/GetRetailOrderInfo` (docs/contract/orders.md "Retail orders"). */

/** Optional sort of both retail lists (an addition to the specification's filters). */
export type RetailOrderSortColumn = 'id' | 'creationDate' | 'buyerName' | 'amount' | 'retailOrderStatus';

/** Body of `RetailOrder/GetRetailOrdersAndFilter`. */
export interface RetailOrderFilterBody {
  retailOrderId: number | null;
  /** `RetailFilterStatusId` codes; null, [] or a list containing 0 = all. */
  retailOrderStatuses: number[] | null;
  startDate: string | null;
  endDate: string | null;
  pagination: Pagination;
  productName: string | null;
  /** Digits of the order number, at most 7 (or a number); "" = no filter. */
  number: string | number | null;
  sellerId: number;
  column?: RetailOrderSortColumn;
  sortByAscending?: boolean;
}

/** Body of `RetailOrder/GetGeneralRetailOrdersAndFilter` (spec section 3 "Retail order search"). */
export interface GeneralRetailOrderFilterBody {
  sellerId: number;
  dateFrom: string | null;
  dateTo: string | null;
  pagination: Pagination;
  /** Order number, buyer name or product name. */
  searchValue: string | null;
  column?: RetailOrderSortColumn;
  sortByAscending?: boolean;
}

/** A row of both retail lists; fields the specification does not name are ours and optional. */
export interface RetailOrderListItem {
  id: number;
  /** 7 digits. */
  number?: string;
  creationDate: string;
  buyerName: string;
  /** The first line's product. */
  productName: string | null;
  productsCount?: number;
  amount: number;
  retailOrderStatus: RetailStatusId;
  deliveryMethodId: DeliveryMethodId;
  shipingMethodId: ShippingMethodId;
}

/** `data` of both retail list calls: newest first unless `column` is sent. */
export type RetailOrderListReply = PagedReply<RetailOrderListItem>;

export interface RetailOrderProduct {
  retailOrderProductsId: number;
  productId: number | null;
  productName: string;
  quantity: number;
  price: number;
  amount: number;
  image: string | null;
}

/** The shipping info stored by `AddInfoForShipping`. */
export interface RetailShippingInfo {
  pickupDate: string | null;
  driverPhone: string | null;
  deliveryMethodId: DeliveryMethodId | null;
  shippingMethodId: ShippingMethodId | null;
  /** URLs `/seller/uploads/<name>`. */
  images: string[];
  /** The images' original names by URL (an addition; docs/contract/orders.md "Uploaded file names"). */
  fileNames?: Record<string, string>;
}

export interface RetailOrderBuyer {
  /** The buyer's user id, for 'Написать покупателю' (docs/contract/realtime.md "Chat"). */
  id: number;
  fullName: string;
  phoneNumber: string | null;
  email: string | null;
}

export interface RetailOrderHistoryItem {
  retailOrderStatus: RetailStatusId;
  date: string;
}

/**
 * `data` of `GET Order/GetRetailOrderInfo`: the list item plus the detail. The specification
 * shows none of this reply; the blocks and fields it names nowhere are ours and optional.
 */
export interface RetailOrder extends RetailOrderListItem {
  buyer?: RetailOrderBuyer | null;
  /** Null when the buyer collects (shipping method 2). */
  deliveryAddress?: string | null;
  products?: RetailOrderProduct[];
  /** Null until AddInfoForShipping. */
  shippingInfo?: RetailShippingInfo | null;
  cdekOfficeAddress: string | null;
  imIds?: string[];
  /** Deadlines of statuses 1, 2 and 3. */
  readinessDeadline?: string | null;
  shippingDeadline?: string | null;
  deliveryDeadline?: string | null;
  /** The seller's reason of a cancel (status 6), an addition to the specification; null otherwise. */
  declinePurpose?: string | null;
  /**
   * The buyer's coupon (null without one) and the rubles it took off (0 without one); `amount` is
   * after the discount. Additions (docs/contract/marketing.md "Coupons in orders (console)").
   */
  couponCode?: string | null;
  discountAmount?: number;
  /** Oldest first. */
  history?: RetailOrderHistoryItem[];
}

/**
 * `data` of `GET Order/GetRetailOrderInfo` as any server that honours the specification may answer
 * it: the specification leaves its parts open, so a client must expect each to be missing (issue
 * 8.27). The reference server answers the whole `RetailOrder`.
 */
export type RetailOrderReply = Partial<Omit<RetailOrder, 'shippingInfo'>> & {
  shippingInfo?: Partial<RetailShippingInfo> | null;
};

/** Body of `RetailOrder/ChangeRetailOrderStatus` (field `ImIds` spelled so). */
export interface ChangeRetailOrderStatusBody {
  /** A number (the server also accepts digits). */
  retailOrderId: number | string;
  /** The target `RetailStatusId` (2, 3, 4 or 6). */
  retailOrderStatus: number;
  cdekOfficeAddress: string | null;
  ImIds: string[] | null;
  /**
   * The seller's reason of a cancel (to 6), at most 500 characters: an addition to the
   * specification's body (docs/contract/orders.md). The back office always sends one with a cancel.
   */
  declinePurpose?: string | null;
}

/** The `json` part of `RetailOrder/AddInfoForShipping` (spec section 3 "Retail shipping info"); images go in `File` parts. */
export interface RetailShippingInfoJson {
  pickupDate: string;
  /** Prefix plus number; absent when `deliveryMethodId` is 3. */
  driverPhone?: string;
  /** Line ids of the order (the server also accepts one id or null). */
  retailOrderProductsId: number[];
  /** A `ShippingMethodId`. */
  shippingMethodId: number;
  orderId: number;
  /** The order's `DeliveryMethodId`. */
  deliveryMethodId: number;
}
