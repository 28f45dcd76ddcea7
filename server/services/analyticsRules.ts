import type { RetailStatusId, WholesaleStatusId } from '../../contract/index.js';
import { RetailStatus as R, WholesaleStatus as W } from '../../rules/index.js';

/**
 * What each analytics figure counts, per market (docs/contract/analytics.md "Numbers").
 * `sold` and `shipped` are also compiled into the triggers of migration 016: changing them needs
 * a new migration that recreates those triggers and rebuilds the daily totals.
 */

export type MarketName = 'retail' | 'wholesale';
/** The `market` column of the daily totals. */
export const MARKET_ID = { retail: 1, wholesale: 2 } as const satisfies Record<MarketName, number>;

export interface MarketRules {
  name: MarketName;
  orders: 'retail_orders' | 'wholesale_orders';
  lines: 'retail_order_products' | 'wholesale_order_products';
  history: 'retail_order_history' | 'wholesale_order_history';
  /** Every status id, in id order (byStatus). */
  statuses: readonly number[];
  /**
   * Paid and not cancelled: revenue, buyers, products, funnel "paid", and the dashboard's sales
   * figures (server/services/dashboard.ts), so its figures and its sales chart count the same orders.
   */
  sold: readonly number[];
  cancelled: readonly number[];
  overdue: readonly number[];
  /** Reached on shipping (time to ship; funnel "shipped"). */
  shipped: readonly number[];
  completed: readonly number[];
}

const WHOLESALE_ALL: readonly WholesaleStatusId[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 21, 22, 23, 24];
const RETAIL_ALL: readonly RetailStatusId[] = [1, 2, 3, 4, 5, 6, 7, 15, 16];

export const WHOLESALE_RULES: MarketRules = {
  name: 'wholesale',
  orders: 'wholesale_orders',
  lines: 'wholesale_order_products',
  history: 'wholesale_order_history',
  statuses: WHOLESALE_ALL,
  sold: [
    W.NotSent,
    W.ReadyToSend,
    W.ReadyToShip,
    W.InTransit,
    W.Shipped,
    W.Completed,
    W.ShipmentOverdue,
    W.SendingOverdue,
    W.ReadinessOverdue,
    W.DeliveryOverdue,
  ],
  cancelled: [W.Declined, W.Cancelled],
  overdue: [W.ShipmentOverdue, W.PaymentOverdue, W.SendingOverdue, W.ReadinessOverdue, W.DeliveryOverdue],
  shipped: [W.InTransit, W.Shipped, W.Completed, W.DeliveryOverdue],
  completed: [W.Completed],
};

export const RETAIL_RULES: MarketRules = {
  name: 'retail',
  orders: 'retail_orders',
  lines: 'retail_order_products',
  history: 'retail_order_history',
  statuses: RETAIL_ALL,
  sold: RETAIL_ALL.filter((s) => s !== R.Cancelled),
  cancelled: [R.Cancelled],
  overdue: [R.ReadinessOverdue, R.ShippingOverdue, R.DeliveryOverdue],
  shipped: [R.InTransit, R.Delivered, R.Completed, R.DeliveryOverdue],
  completed: [R.Completed],
};

export const MARKETS: readonly MarketRules[] = [RETAIL_RULES, WHOLESALE_RULES];

/** Order requests (statuses 2..8, server/lib/statuses.ts). */
export const REQUEST_RULES = {
  statuses: [2, 3, 4, 5, 6, 7, 8],
  /** A proposal or a rejection was sent. */
  answered: [3, 4, 5, 6, 7],
  converted: [4],
  /** The history entries that are the seller's answer. */
  answerEntries: [3, 5],
} as const;

/** The seller's tender proposals (statuses 1..5). */
export const TENDER_RULES = {
  won: [2, 5],
  lost: [3],
  pending: [1],
  withdrawn: [4],
} as const;

/** The most days one call covers (both ends included). */
export const MAX_RANGE_DAYS = 366;
/** How many entries the top / bottom breakdowns carry. */
export const TOP_COUNT = 10;
