import type { Pagination, PagedReply } from './envelope.js';

/**
 * The seller's buyers under `/seller/api/SellerSettings/...` (docs/contract/buyers.md): the
 * people and companies who ordered from the seller.
 */

/** `orderTypeId` of the buyer filter (spec section 3): 1 retail, 2 wholesale. */
export type BuyerOrderTypeId = 1 | 2;

/**
 * Body of `SellerSettings/GetBuyersByFilter`: the specification's buyer filter (`country` ..
 * `pagination`) plus three additions (`sellerId`, `searchValue`, `buyerIds`). Every key present,
 * empty filters null; `-1` counts as null for `country` and `userTypeId` (spec section 5).
 */
export interface BuyerFilterBody {
  /** A country id, or null / -1 for every country. */
  country: number | null;
  /** A user type id (7 individual, 8 company, 9 entrepreneur), or null / -1 for every type. */
  userTypeId: number | null;
  /** A `BuyerOrderTypeId`: buyers with orders of that market; null = either market. */
  orderTypeId: number | null;
  /** `yyyy-MM-dd` (a Moscow day): buyers whose last order is on that day or later. */
  lastOrderDate: string | null;
  /** Buyers with at least this many orders. */
  ordersCount: number | null;
  /** Buyers who spent at least this many rubles. */
  spentAmount: number | null;
  pagination: Pagination;
  /** Addition: the caller's seller id, as in every list body (another seller's answers -1). */
  sellerId: number;
  /** Addition: a case-insensitive part of the buyer's name (at most 100 characters). */
  searchValue: string | null;
  /** Addition: only these buyers (at most 100 ids), e.g. to name the buyers chosen in a filter. */
  buyerIds: number[] | null;
}

/** A row of the buyer list; the figures count the seller's orders of the markets asked for. */
export interface BuyerListItem {
  id: number;
  /** The company name of a business buyer, else first and last name (as on the orders). */
  buyerName: string;
  userTypeId: number | null;
  countryId: number | null;
  ordersCount: number;
  /** Rubles: the totals of the orders that were not declined or cancelled. */
  spentAmount: number;
  /** ISO date-time of the latest order. */
  lastOrderDate: string;
}

/** `data` of `GetBuyersByFilter`: sorted by name, then id. */
export type BuyerListReply = PagedReply<BuyerListItem>;

/** Sort additions of `GetBuyersByFilter` (docs/contract/disputes.md "Buyers"). */
export interface BuyerSort {
  column: 'buyerName' | 'spentAmount' | 'lastOrderDate' | 'ordersCount' | null;
  sortByAscending: boolean | null;
}

export interface BuyerMarketTotals {
  ordersCount: number;
  spentAmount: number;
}

/** `data` of `POST SellerSettings/GetSingleBuyer?buyerId=` (the optional fields are ours). */
export interface BuyerDetail {
  id: number;
  buyerName: string;
  fullName?: string;
  companyName?: string | null;
  userTypeId: number | null;
  countryId: number | null;
  countryName?: string | null;
  city: string | null;
  email: string;
  phoneNumber?: string | null;
  registrationDate?: string;
  ordersCount: number;
  spentAmount: number;
  lastOrderDate: string | null;
  averageCheck?: number | null;
  wholesale?: BuyerMarketTotals;
  retail?: BuyerMarketTotals;
  /** Null until the chat with the buyer exists. */
  chatId: number | null;
}

/** Body of `POST SellerSettings/GetBuyerOrders`. */
export interface BuyerOrdersBody {
  sellerId: number | null;
  buyerId: number;
  /** 1 retail, 2 wholesale, null both. */
  orderTypeId: number | null;
  pagination: Pagination;
}

/** A buyer's order; `number` and `totalAmount` are ours. */
export interface BuyerOrder {
  id: number;
  isRetail: boolean;
  /** The invoice number (wholesale) or the retail number. */
  number?: string;
  creationDate: string;
  statusId: number;
  totalAmount?: number;
}

export type BuyerOrdersReply = PagedReply<BuyerOrder>;
