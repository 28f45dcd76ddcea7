import { placeholders, type SqlValue } from '../db/query.js';
import { OPEN_DISPUTE_ORDERS_SQL, openDisputeParams } from './disputesFinance.js';
import { BUYER_NAME_MATCH, pushCreatedRange, type DateRange } from './ordersCommon.js';
import { MARKETS, type Market, type StatusFilter } from './financesRules.js';

/**
 * What a finance call asks for, and the WHERE that every finance query shares.
 *
 * Every query is `seller_id = ? AND status_id IN (...)` (+ id, creation range, buyer): the
 * safe-deal status derives from the status id, so the order-status and safe-deal filters become
 * one status-id list, and `(seller_id, status_id, created_at, total_amount, buyer_id)` covers the
 * summary, a `GROUP BY status_id` whose per-status counts also place the page when the sort key
 * itself derives from the status (safe-deal status, payment / commission null or not).
 */

export type FinanceColumn =
  | 'id'
  | 'invoiceNumber'
  | 'orderCreationDate'
  | 'buyerName'
  | 'total'
  | 'percentage'
  | 'ndsPrice'
  | 'payment'
  | 'commission'
  | 'orderStatusId'
  | 'safeDealStatusId';

export interface FinanceQuery {
  sellerId: number;
  /** The order number the filter names: the order id (wholesale) or `number` (retail). */
  orderId: number | null;
  /** From `filterStatuses`: the order-status and safe-deal filters as status lists. */
  statuses: StatusFilter;
  /** Lower-cased substring of the buyer's name. */
  buyerName: string | null;
  range: DateRange;
}

export interface FinanceSort {
  column: FinanceColumn;
  ascending: boolean;
}

export interface Condition {
  sql: string;
  params: SqlValue[];
}

const statusIn = (statuses: readonly number[]): Condition => ({
  sql: statuses.length === 1 ? 'o.status_id = ?' : `o.status_id IN (${placeholders(statuses)})`,
  params: [...statuses],
});

/**
 * The status part of a WHERE: statuses admitted with or without a dispute need no dispute test
 * (so a filter without a safe-deal status is the plain `status_id IN (...)`); the others test
 * the order against the seller's open disputes.
 */
function statusCondition(market: Market, sellerId: number, filter: StatusFilter): Condition {
  const both = filter.plain.filter((id) => filter.disputed.includes(id));
  const plainOnly = filter.plain.filter((id) => !filter.disputed.includes(id));
  const disputedOnly = filter.disputed.filter((id) => !filter.plain.includes(id));
  const open = openDisputeParams(sellerId, market === 'retail');
  const parts: Condition[] = [];
  if (both.length > 0) parts.push(statusIn(both));
  for (const [ids, test] of [
    [plainOnly, 'NOT IN'],
    [disputedOnly, 'IN'],
  ] as const) {
    if (ids.length === 0) continue;
    const status = statusIn(ids);
    parts.push({
      sql: `(${status.sql} AND o.id ${test} ${OPEN_DISPUTE_ORDERS_SQL})`,
      params: [...status.params, ...open],
    });
  }
  if (parts.length === 1 && parts[0]) return parts[0];
  return { sql: `(${parts.map((p) => p.sql).join(' OR ')})`, params: parts.flatMap((p) => p.params) };
}

/** The WHERE of every finance query; `filter` never admits nothing here. */
export function condition(market: Market, q: FinanceQuery, filter: StatusFilter): Condition {
  const where = ['o.seller_id = ?'];
  const params: SqlValue[] = [q.sellerId];
  const status = statusCondition(market, q.sellerId, filter);
  where.push(status.sql);
  params.push(...status.params);
  if (q.orderId !== null) {
    const { orderNumber } = MARKETS[market];
    where.push(`${orderNumber.sql} = ?`);
    params.push(orderNumber.param(q.orderId));
  }
  pushCreatedRange(where, params, q.range);
  if (q.buyerName) {
    where.push(BUYER_NAME_MATCH);
    params.push(q.buyerName);
  }
  return { sql: where.join(' AND '), params };
}
