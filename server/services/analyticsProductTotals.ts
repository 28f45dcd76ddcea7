import type { AnalyticsPeriod, ProductsDay, ProductsSummary } from '../../contract/index.js';
import type { Db, SqlValue } from '../db/query.js';
import { all, one } from '../db/query.js';
import { money } from './analyticsCommon.js';

/**
 * Reads of the sold-lines tables shared by the products and categories calls. A product's sums
 * over a period are two rows of `analytics_products_running` (running totals by day): the latest
 * row on or before the last day minus the latest row before the first day, for every product of
 * `analytics_products_seen`. A period of any length costs four primary-key seeks per product that
 * ever sold.
 */

/** The running-totals row of `p.product_id` on or before (`<=`) / before (`<`) a day. */
const latest = (alias: string, cmp: '<=' | '<'): string =>
  `analytics_products_running ${alias} ON ${alias}.seller_id = p.seller_id AND ${alias}.product_id = p.product_id
     AND ${alias}.day = (SELECT MAX(day) FROM analytics_products_running
       WHERE seller_id = p.seller_id AND product_id = p.product_id AND day ${cmp} ?)`;

/**
 * SQL of the per-product sums of a period (`product_id, quantity, amount, lines`), products with
 * a sold line only, and its parameters. `amount` is rounded to kopecks: a difference of two
 * running sums carries float noise that must not break ties. Callers joining it to `products`
 * write `CROSS JOIN` so SQLite keeps this list as the outer loop (else it walks every product).
 */
export function soldProductsSql(
  sellerId: number,
  period: AnalyticsPeriod,
): { sql: string; params: SqlValue[] } {
  return {
    sql: `SELECT p.product_id, hi.quantity - IFNULL(lo.quantity, 0) AS quantity,
        round(hi.amount - IFNULL(lo.amount, 0), 2) AS amount, hi.lines_count - IFNULL(lo.lines_count, 0) AS lines
      FROM analytics_products_seen p CROSS JOIN ${latest('hi', '<=')} LEFT JOIN ${latest('lo', '<')}
      WHERE p.seller_id = ? AND hi.lines_count - IFNULL(lo.lines_count, 0) > 0`,
    params: [period.dateTo, period.dateFrom, sellerId],
  };
}

export interface ProductTotal {
  productId: number;
  quantity: number;
  amount: number;
  lines: number;
}

/** Per product sold in the period. */
export function productTotals(db: Db, sellerId: number, period: AnalyticsPeriod): ProductTotal[] {
  const sold = soldProductsSql(sellerId, period);
  return all<ProductTotal>(
    db,
    `SELECT product_id AS productId, quantity, amount, lines FROM (${sold.sql})`,
    ...sold.params,
  );
}

/** The summary of a period without its rows (one row back from SQL). */
export function productsSummary(db: Db, sellerId: number, period: AnalyticsPeriod): ProductsSummary {
  const sold = soldProductsSql(sellerId, period);
  const row = one<{ products: number; quantity: number | null; amount: number | null }>(
    db,
    `SELECT COUNT(*) AS products, SUM(quantity) AS quantity, SUM(amount) AS amount FROM (${sold.sql})`,
    ...sold.params,
  );
  return { productsSold: row?.products ?? 0, quantitySold: row?.quantity ?? 0, revenue: money(row?.amount ?? 0) };
}

/** Σ product revenue of a period (the base of `share`), from the all-products table. */
export function productRevenue(db: Db, sellerId: number, period: AnalyticsPeriod): number {
  return (
    one<{ value: number | null }>(
      db,
      `SELECT SUM(amount) AS value FROM analytics_sold_daily WHERE seller_id = ? AND day BETWEEN ? AND ?`,
      sellerId,
      period.dateFrom,
      period.dateTo,
    )?.value ?? 0
  );
}

/** Sold quantity and revenue per day of the range, every day present. */
export function productSeries(db: Db, sellerId: number, days: readonly string[]): ProductsDay[] {
  const rows = all<ProductsDay>(
    db,
    `SELECT day AS date, quantity AS quantitySold, amount AS revenue
     FROM analytics_sold_daily WHERE seller_id = ? AND day BETWEEN ? AND ?`,
    sellerId,
    days[0] ?? '',
    days[days.length - 1] ?? '',
  );
  const byDay = new Map(rows.map((row) => [row.date, row]));
  return days.map((date) => {
    const row = byDay.get(date);
    return { date, quantitySold: row?.quantitySold ?? 0, revenue: money(row?.revenue ?? 0) };
  });
}
