import type { Db } from '../db/index.js';
import { one, placeholders, scalar } from '../db/query.js';
import { toRubles } from '../../rules/index.js';
import { MARKET_ID, RETAIL_RULES, WHOLESALE_RULES } from './analyticsRules.js';

/**
 * The dashboard's sales and buyers from a few rows each, not from every order of the seller
 * (README "Dashboard"): at 100,000 orders the sums read 250,000 index entries (25 ms).
 */

/**
 * Paid orders (the `sold` statuses of analyticsRules.ts, the orders the sales chart counts) from
 * the totals the triggers of migration 022 keep per month and status.
 */
const PAID_TOTALS = `
  SELECT SUM(amount_kopecks) AS kopecks, SUM(orders_count) AS count FROM order_totals_monthly
   WHERE seller_id = ? AND month >= ?
     AND ((market = ? AND status_id IN (${placeholders(WHOLESALE_RULES.sold)}))
       OR (market = ? AND status_id IN (${placeholders(RETAIL_RULES.sold)})))`;

/** Paid orders created in the Moscow month `fromMonth` (`yyyy-MM`) or later; '' for all. */
export function paidSales(db: Db, sellerId: number, fromMonth: string): { total: number; count: number } {
  const row = one<{ kopecks: number | null; count: number | null }>(
    db,
    PAID_TOTALS,
    sellerId,
    fromMonth,
    MARKET_ID.wholesale,
    ...WHOLESALE_RULES.sold,
    MARKET_ID.retail,
    ...RETAIL_RULES.sold,
  );
  return { total: toRubles(row?.kopecks ?? 0), count: row?.count ?? 0 };
}

/**
 * The seller's distinct buyers of one market as a recursive skip over `(seller_id, buyer_id)`:
 * each step seeks the next buyer id, so the cost is one seek per buyer, not one read per order.
 */
const buyersOf = (table: 'wholesale_orders' | 'retail_orders', name: string): string => `
  ${name}(id) AS (
    SELECT MIN(buyer_id) FROM ${table} WHERE seller_id = ?
    UNION ALL
    SELECT (SELECT MIN(buyer_id) FROM ${table} WHERE seller_id = ? AND buyer_id > ${name}.id)
      FROM ${name} WHERE ${name}.id IS NOT NULL)`;

const BUYERS_COUNT = `WITH RECURSIVE
  ${buyersOf('wholesale_orders', 'wholesale_buyers')},
  ${buyersOf('retail_orders', 'retail_buyers')}
  SELECT COUNT(*) AS value FROM (SELECT id FROM wholesale_buyers UNION SELECT id FROM retail_buyers)
   WHERE id IS NOT NULL`;

/** Every buyer who ever ordered from the seller, in either market. */
export const buyersCount = (db: Db, sellerId: number): number =>
  scalar(db, BUYERS_COUNT, sellerId, sellerId, sellerId, sellerId);
