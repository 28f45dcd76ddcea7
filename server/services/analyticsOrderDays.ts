import type { AnalyticsPeriod } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { all } from '../db/query.js';
import type { AnalyticsRange } from './analyticsRange.js';
import { MARKET_ID, MARKETS, type MarketRules } from './analyticsRules.js';

/** One row of `analytics_orders_daily`: orders created that day now in `statusId`. */
export interface OrderDayRow {
  day: string;
  market: number;
  statusId: number;
  count: number;
  amount: number;
}

/** The seller's daily order totals over both periods of the range (one read). */
export function orderDays(db: Db, sellerId: number, range: AnalyticsRange): OrderDayRow[] {
  return all<OrderDayRow>(
    db,
    `SELECT day, market, status_id AS statusId, orders_count AS count, amount
     FROM analytics_orders_daily WHERE seller_id = ? AND day BETWEEN ? AND ?`,
    sellerId,
    range.previousPeriod.dateFrom,
    range.period.dateTo,
  );
}

export const inPeriod = (period: AnalyticsPeriod) => (row: { day: string }) =>
  row.day >= period.dateFrom && row.day <= period.dateTo;

export const marketOfRow = (row: OrderDayRow): MarketRules =>
  MARKETS.find((m) => MARKET_ID[m.name] === row.market) ?? MARKETS[0]!;

/** Σ count and Σ amount of the rows `pick` keeps. */
export function totals(
  rows: readonly OrderDayRow[],
  pick: (row: OrderDayRow, market: MarketRules) => boolean,
) {
  let count = 0;
  let amount = 0;
  for (const row of rows) {
    if (!pick(row, marketOfRow(row))) continue;
    count += row.count;
    amount += row.amount;
  }
  return { count, amount };
}

/** Rows grouped by day. */
export function rowsByDay<Row extends { day: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const map = new Map<string, Row[]>();
  for (const row of rows) {
    const list = map.get(row.day);
    if (list) list.push(row);
    else map.set(row.day, [row]);
  }
  return map;
}
