import type { Pagination } from './envelope.js';

/**
 * The payouts of the safe-deal orders (docs/contract/payouts.md): all calls are ours (not in the
 * specification). Amounts in rubles with two decimals, days `yyyy-MM-dd` (Moscow days).
 */

export type PayoutStateName = 'held' | 'released' | 'paid' | 'refunded';
export type PayoutMarketName = 'wholesale' | 'retail';
export type PayoutFileFormat = 'xlsx' | 'csv';

/** `POST Finances/GetPayoutSchedule`. */
export interface PayoutScheduleBody {
  /** First Moscow day of the period, inclusive. */
  dateFrom: string;
  /** Last Moscow day of the period, inclusive. */
  dateTo: string;
}

export interface PayoutFigures {
  held: number;
  released: number;
  paid: number;
  refunded: number;
}

export interface PayoutScheduleOrder {
  market: PayoutMarketName;
  /** The internal order id (the link to the order page). */
  orderId: number;
  /** The number the order screens show. */
  number: string;
  state: PayoutStateName;
  amount: number;
  releaseDate: string | null;
  payoutId: number | null;
}

export interface PayoutScheduleDay extends PayoutFigures {
  date: string;
  /** The day's first orders (at most `PAYOUT_ORDERS_SHOWN`), in the schedule's order. */
  orders: PayoutScheduleOrder[];
  /** Every order of the day (ours, may be missing: then `orders` is all of them). */
  ordersCount?: number;
}

export interface PayoutScheduleReply {
  dateFrom: string;
  dateTo: string;
  holdDays: number;
  totals: PayoutFigures;
  days: PayoutScheduleDay[];
}

/** `POST Finances/GetPayouts`. */
export interface PayoutHistoryBody {
  pagination?: Pagination | null;
}

export interface PayoutHistoryOrder {
  market: PayoutMarketName;
  orderId: number;
  number: string;
  amount: number;
}

export interface PayoutRecord {
  id: number;
  /** ISO instant of the payout. */
  paidAt: string;
  amount: number;
  ordersCount: number;
  /** The payout's first orders (at most `PAYOUT_ORDERS_SHOWN`); `ordersCount` counts them all. */
  orders: PayoutHistoryOrder[];
}

export interface PayoutHistoryReply {
  results: PayoutRecord[];
  pageCount: number;
  rowCount: number;
}
