import type { AnalyticsPeriod, ProductsDay, ProductsSummary } from '../../contract/index.js';
import type { Db, SqlValue } from '../db/query.js';
import { all, one } from '../db/query.js';
import { money } from './analyticsCommon.js';

/**
 * Reads of the sold-lines tables shared by the products and categories calls. A range is read as
 * its whole months from `analytics_products_monthly` plus its partial first and last months day
 * by day from `analytics_products_daily`, so a year is about 12 rows per product, not 365.
 */

const dayMs = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);
const dayText = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;
function monthEnd(day: string): string {
  const d = new Date(dayMs(monthStart(day)));
  d.setUTCMonth(d.getUTCMonth() + 1);
  return dayText(d.getTime() - 86_400_000);
}
/** An empty BETWEEN range. */
const NONE: [string, string] = ['9', '0'];

/** The parts of a period: [first, last] of the whole months and of the two partial months. */
export function periodParts(period: AnalyticsPeriod): {
  months: [string, string];
  head: [string, string];
  tail: [string, string];
} {
  const { dateFrom: from, dateTo: to } = period;
  if (from.slice(0, 7) === to.slice(0, 7)) {
    const whole = from === monthStart(from) && to === monthEnd(to);
    return whole
      ? { months: [from.slice(0, 7), to.slice(0, 7)], head: NONE, tail: NONE }
      : { months: NONE, head: [from, to], tail: NONE };
  }
  const head: [string, string] = from === monthStart(from) ? NONE : [from, monthEnd(from)];
  const tail: [string, string] = to === monthEnd(to) ? NONE : [monthStart(to), to];
  const firstMonth =
    head === NONE ? from.slice(0, 7) : dayText(dayMs(monthEnd(from)) + 86_400_000).slice(0, 7);
  const lastMonth = tail === NONE ? to.slice(0, 7) : dayText(dayMs(monthStart(to)) - 86_400_000).slice(0, 7);
  return { months: firstMonth <= lastMonth ? [firstMonth, lastMonth] : NONE, head, tail };
}

/**
 * SQL of the per-product sums of a period (`product_id, quantity, amount, lines`), products with
 * a sold line only, and its parameters.
 */
export function soldProductsSql(
  sellerId: number,
  period: AnalyticsPeriod,
): { sql: string; params: SqlValue[] } {
  const { months, head, tail } = periodParts(period);
  const cols = 'product_id, quantity, amount, lines_count';
  return {
    sql: `SELECT product_id, SUM(quantity) AS quantity, SUM(amount) AS amount, SUM(lines_count) AS lines FROM (
        SELECT ${cols} FROM analytics_products_monthly WHERE seller_id = ? AND month BETWEEN ? AND ?
        UNION ALL SELECT ${cols} FROM analytics_products_daily WHERE seller_id = ? AND day BETWEEN ? AND ?
        UNION ALL SELECT ${cols} FROM analytics_products_daily WHERE seller_id = ? AND day BETWEEN ? AND ?)
      GROUP BY product_id HAVING SUM(lines_count) > 0`,
    params: [sellerId, ...months, sellerId, ...head, sellerId, ...tail],
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

export function productsSummaryOf(totals: readonly ProductTotal[]): ProductsSummary {
  let quantity = 0;
  let amount = 0;
  for (const t of totals) {
    quantity += t.quantity;
    amount += t.amount;
  }
  return { productsSold: totals.length, quantitySold: quantity, revenue: money(amount) };
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
