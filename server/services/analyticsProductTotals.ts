import type { AnalyticsPeriod, ProductsDay, ProductsSummary } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { all, one } from '../db/query.js';
import { money } from './analyticsCommon.js';

/** Reads of `analytics_products_daily` shared by the products and categories calls. */

export interface ProductTotal {
  productId: number;
  quantity: number;
  amount: number;
  lines: number;
}

/** Per product sold in the period (grouped along the (seller, product, day) index, no sort). */
export function productTotals(db: Db, sellerId: number, period: AnalyticsPeriod): ProductTotal[] {
  return all<ProductTotal>(
    db,
    `SELECT product_id AS productId, SUM(quantity) AS quantity, SUM(amount) AS amount, SUM(lines_count) AS lines
     FROM analytics_products_daily INDEXED BY analytics_products_daily_product
     WHERE seller_id = ? AND day BETWEEN ? AND ? GROUP BY product_id`,
    sellerId,
    period.dateFrom,
    period.dateTo,
  );
}

export function productsSummaryOf(totals: readonly ProductTotal[]): ProductsSummary {
  let quantity = 0;
  let amount = 0;
  let sold = 0;
  for (const t of totals) {
    if (t.lines <= 0) continue;
    sold++;
    quantity += t.quantity;
    amount += t.amount;
  }
  return { productsSold: sold, quantitySold: quantity, revenue: money(amount) };
}

/** Σ product revenue of a period (the base of `share`). */
export function productRevenue(db: Db, sellerId: number, period: AnalyticsPeriod): number {
  return (
    one<{ value: number | null }>(
      db,
      `SELECT SUM(amount) AS value FROM analytics_products_daily WHERE seller_id = ? AND day BETWEEN ? AND ?`,
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
    `SELECT day AS date, SUM(quantity) AS quantitySold, SUM(amount) AS revenue
     FROM analytics_products_daily WHERE seller_id = ? AND day BETWEEN ? AND ? GROUP BY day`,
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
