import type { SafeDealStatusId } from '../../contract/index.js';
import type { SqlValue } from '../db/query.js';
import {
  RETAIL_STATUS_IDS,
  RetailStatus as R,
  SafeDealStatus,
  WHOLESALE_STATUS_IDS,
  WholesaleStatus as W,
} from '../../rules/index.js';

/**
 * The finance rules (docs/contract/finances.md) as data: the two markets, the safe-deal status of
 * each order status, and the status filter that the order-status and safe-deal filters become.
 *
 * Disputes (docs/contract/disputes.md): an order with an open dispute (1, 2) has safe-deal
 * status 1 whatever its status. So a filter is a `StatusFilter` (statuses for orders without an
 * open dispute, statuses for orders with one).
 */

export type SafeDealId = SafeDealStatusId;
export const SAFE_DEAL_IDS: readonly SafeDealId[] = [1, 2, 3, 4];

/** The wholesale finance filter's 'Доставлен': orders delivered to the buyer (6 shipped, 7 completed). */
export const DELIVERED_FILTER_STATUS = 100;
const DELIVERED_STATUS_IDS: readonly number[] = [W.Shipped, W.Completed];

export type Market = 'wholesale' | 'retail';

interface MarketDef {
  table: 'wholesale_orders' | 'retail_orders';
  statusIds: readonly number[];
  safeDealOf: ReadonlyMap<number, SafeDealId>;
  /** The invoice number (wholesale) or the order number (retail): code constants. */
  invoiceSql: string;
  /**
   * What the finance filter's `orderId` names: the order id (wholesale, whose order number is
   * its id) or the order number (retail, `number`, as the retail order screens show it).
   */
  orderNumber: { sql: string; param: (value: number) => SqlValue };
  ndsSql: string;
}

const safeDealMap = (groups: Record<SafeDealId, readonly number[]>): ReadonlyMap<number, SafeDealId> =>
  new Map(SAFE_DEAL_IDS.flatMap((sd) => groups[sd].map((status) => [status, sd] as const)));

/** Safe-deal status by order status (contract "Calculations"). */
export const WHOLESALE_SAFE_DEAL: Record<SafeDealId, readonly number[]> = {
  1: [W.NotSent, W.ReadyToSend, W.ReadyToShip, W.ShipmentOverdue, W.SendingOverdue, W.ReadinessOverdue],
  2: [W.InTransit, W.Shipped, W.Completed, W.DeliveryOverdue],
  3: [W.Cancelled],
  4: [W.NotPaid, W.PaymentOverdue, W.Declined],
};
export const RETAIL_SAFE_DEAL: Record<SafeDealId, readonly number[]> = {
  1: [R.NotSent, R.ReadyToShip, R.ReadinessOverdue, R.ShippingOverdue],
  2: [R.InTransit, R.Delivered, R.Completed, R.DeliveryOverdue],
  3: [R.Cancelled],
  4: [],
};

export const MARKETS: Record<Market, MarketDef> = {
  wholesale: {
    table: 'wholesale_orders',
    statusIds: WHOLESALE_STATUS_IDS,
    safeDealOf: safeDealMap(WHOLESALE_SAFE_DEAL),
    invoiceSql: 'o.invoice_number',
    ndsSql: 'o.nds_amount',
    orderNumber: { sql: 'o.id', param: (value) => value },
  },
  retail: {
    table: 'retail_orders',
    statusIds: RETAIL_STATUS_IDS,
    safeDealOf: safeDealMap(RETAIL_SAFE_DEAL),
    invoiceSql: 'o.number',
    ndsSql: '0',
    // Numbers are stored as text of 7 digits (`1000001`).
    orderNumber: { sql: 'o.number', param: (value) => String(value) },
  },
};

/** Order statuses a finance filter may name: the market's ids; wholesale also 100. */
export const financeStatusIds = (market: Market): readonly number[] =>
  market === 'wholesale' ? [...WHOLESALE_STATUS_IDS, DELIVERED_FILTER_STATUS] : RETAIL_STATUS_IDS;

export const safeDealOf = (market: Market, statusId: number): SafeDealId | null =>
  MARKETS[market].safeDealOf.get(statusId) ?? null;

/** Commission and payment exist while the money is reserved or sent (safe-deal 1 and 2). */
export const isPaidOut = (sd: SafeDealId | null): boolean =>
  sd === SafeDealStatus.Reserved || sd === SafeDealStatus.Sent;

/**
 * The orders a filter admits by status: orders without an open dispute whose status is in
 * `plain`, and orders with an open dispute (safe-deal 1) whose status is in `disputed`.
 */
export interface StatusFilter {
  plain: readonly number[];
  disputed: readonly number[];
}

/**
 * The filter of an order status (null = all, 100 = 6 and 7) and a safe-deal status (null = all):
 * the order status's ids, kept by the safe-deal status (from the status, or 1 for an open
 * dispute). May admit nothing (e.g. 'not paid' and 7).
 */
export function filterStatuses(
  market: Market,
  orderStatusId: number | null,
  safeDeal: number | null,
): StatusFilter {
  const def = MARKETS[market];
  let ids: readonly number[] = def.statusIds;
  if (orderStatusId !== null) {
    ids =
      market === 'wholesale' && orderStatusId === DELIVERED_FILTER_STATUS
        ? DELIVERED_STATUS_IDS
        : def.statusIds.filter((id) => id === orderStatusId);
  }
  return {
    plain: safeDeal === null ? [...ids] : ids.filter((id) => def.safeDealOf.get(id) === safeDeal),
    disputed: safeDeal === null || safeDeal === SafeDealStatus.Reserved ? [...ids] : [],
  };
}

export const admitsNothing = (filter: StatusFilter): boolean =>
  filter.plain.length === 0 && filter.disputed.length === 0;

/** The safe-deal status of an order: 1 while it has an open dispute, else from its status. */
export const sliceSafeDeal = (market: Market, statusId: number, disputed: boolean): SafeDealId | null =>
  disputed ? SafeDealStatus.Reserved : safeDealOf(market, statusId);
