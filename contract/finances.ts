import type { Branded } from './brand.js';
import type { Pagination, PagedReply } from './envelope.js';
import type { RetailStatusId, SafeDealStatusId, WholesaleStatusId } from './statuses.js';

/**
 * Finances under `/seller/api/Finances/...` (docs/contract/finances.md). Brand-prefixed names are
 * `Branded<...>` keys (see brand.ts). Amounts are rubles with two decimals; dates in replies ISO 8601.
 */

/** `column` of the three finance calls (the retail calls take the wholesale names). */
export type FinanceSortColumn =
  | 'id'
  | 'orderId'
  | 'invoiceNumber'
  | 'orderCreationDate'
  | 'buyerName'
  | 'totalAmountForTheOrderFromBuyer'
  | Branded<'Percentage'>
  | 'ndsPrice'
  | 'paymentToTheSeller'
  | 'orderStatusId'
  | Branded<'SafeDealStatusId'>;

/** `{brand}SafeDealStatusId` of a filter body: a `SafeDealStatusId`, or null (0 counts as null). */
export type SafeDealStatusFilter = Record<Branded<'SafeDealStatusId'>, number | null>;

/**
 * Body of `GetOrderFinances`, `RetailOrderFinances` and `RetailOrderFinancesTotals`: every key
 * present, an empty filter is null; days `yyyy-MM-dd`.
 */
export type FinanceFilterBody = {
  sellerId: number;
  /** Exact order number: a number, or a string of at most 7 digits ("" = none). */
  orderId: number | string | null;
  /** Wholesale: a `WholesaleFinanceFilterStatusId` (100 = 'Доставлен'); retail: a `RetailStatusId`; null = all. */
  orderStatusId: number | null;
  /** Case-insensitive substring, at most 20 characters. */
  buyerName: string | null;
  orderCreationDateFrom: string | null;
  /** Inclusive. */
  orderCreationDateTo: string | null;
  column: FinanceSortColumn;
  sortByAscending: boolean;
  pagination: Pagination;
} & SafeDealStatusFilter;

/** The earlier form of the filter, also accepted: `id` = orderId, `status` = orderStatusId. */
export type EarlierFinanceFilterBody = {
  id: number | string | null;
  status: number | null;
  buyerName: string | null;
  creationDateFrom: string | null;
  creationDateTo: string | null;
  pagination: Pagination;
} & SafeDealStatusFilter;

/** The summary figures, over every row that matches the filter (all pages). */
export type FinanceSummary = {
  totalAmountOfOrders: number;
  amountFromSales: number;
  nowReserved: number;
  refunds: number;
} & Record<Branded<'ComissionPrice'>, number>;

/** A wholesale finance row as the contract's server writes it (reading A of spec section 3). */
export type WholesaleFinanceRow = {
  orderId: number;
  invoiceNumber: string | null;
  orderCreationDate: string;
  buyerName: string;
  /** A signed link `/seller/invoices/<orderId>.pdf?expires=…&signature=…`. */
  invoicePath: string;
  totalAmountForTheOrderFromBuyer: number;
  /** Null (shown '----') for safe-deal 3 and 4. */
  paymentToTheSeller: number | null;
  orderStatusId: WholesaleStatusId;
  /** The VAT inside the total. */
  ndsPrice: number;
  /** Ours: the order's open dispute (1, 2), the payout is held, safe-deal 1 (docs/contract/disputes.md); else null. */
  disputeId?: number | null;
} & Record<Branded<'Percentage'>, number> &
  Record<Branded<'SafeDealStatusId'>, SafeDealStatusId | null>;

/** `data` of `GetOrderFinances`. */
export type WholesaleFinancesReply = FinanceSummary & {
  pageCount: number;
} & Record<Branded<'SafeDealWholesaleOrders'>, PagedReply<WholesaleFinanceRow>>;

/** A retail finance row. */
export type RetailFinanceRow = {
  id: number;
  /** Ours: the retail order number as the retail order screens show it (`1000001`); `orderId` filters by it. */
  number?: string;
  creationDate: string;
  buyerName: string;
  amount: number;
  /** Null for safe-deal 3. */
  paymentToTheSeller: number | null;
  commission: number | null;
  statusId: RetailStatusId;
  /** Ours: the order's open dispute (1, 2), the payout is held, safe-deal 1 (docs/contract/disputes.md); else null. */
  disputeId?: number | null;
} & Record<Branded<'SafeDealStatusId'>, SafeDealStatusId | null>;

/** `data` of `RetailOrderFinances`. */
export type RetailFinancesReply = PagedReply<RetailFinanceRow>;

/** `data` of `RetailOrderFinancesTotals`: the summary and the `rowCount` of the same filter. */
export type RetailFinanceTotalsReply = FinanceSummary & { ordersCount: number };
