import type { AnalyticsPeriod } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { all } from '../db/query.js';
import type { AnalyticsRange } from './analyticsRange.js';
import { MARKET_ID, MARKETS, type MarketRules } from './analyticsRules.js';

/** Reads of `analytics_orders_daily`, aggregated in SQL so a year comes back as a few hundred rows. */

/** Orders of one period (current or previous) now in `statusId`. */
export interface StatusTotal {
  current: number;
  market: number;
  statusId: number;
  count: number;
  amount: number;
}

/** Totals per (period, market, status) over both periods of the range (one read). */
export function statusTotals(db: Db, sellerId: number, range: AnalyticsRange): StatusTotal[] {
  return all<StatusTotal>(
    db,
    `SELECT day >= ? AS current, market, status_id AS statusId, SUM(orders_count) AS count, SUM(amount) AS amount
     FROM analytics_orders_daily WHERE seller_id = ? AND day BETWEEN ? AND ? GROUP BY 1, 2, 3`,
    range.period.dateFrom,
    sellerId,
    range.previousPeriod.dateFrom,
    range.period.dateTo,
  );
}

/** The rule's statuses as a SQL list of numbers (constants of analyticsRules.ts, never user input). */
const list = (ids: readonly number[]): string => ids.map((id) => String(Math.trunc(Number(id)))).join(', ');

/** SQL condition: the row's status is in the rule's set for its market. */
export function statusRule(
  pick: (m: MarketRules) => readonly number[],
  markets: readonly MarketRules[] = MARKETS,
): string {
  return `(${markets.map((m) => `(market = ${MARKET_ID[m.name]} AND status_id IN (${list(pick(m))}))`).join(' OR ')})`;
}

/** Per day and market of a period: orders and Σ total of the rows `condition` keeps. */
export interface DayTotal {
  day: string;
  market: number;
  count: number;
  amount: number;
  /** Orders the second condition keeps (e.g. cancelled). */
  flagged: number;
}

export function dayTotals(
  db: Db,
  sellerId: number,
  period: AnalyticsPeriod,
  condition: string,
  flagged = 'FALSE',
): DayTotal[] {
  return all<DayTotal>(
    db,
    `SELECT day, market, SUM(orders_count) AS count, SUM(amount) AS amount,
       SUM(CASE WHEN ${flagged} THEN orders_count ELSE 0 END) AS flagged
     FROM analytics_orders_daily WHERE seller_id = ? AND day BETWEEN ? AND ? AND ${condition} GROUP BY 1, 2`,
    sellerId,
    period.dateFrom,
    period.dateTo,
  );
}

export const inPeriod = (period: AnalyticsPeriod) => (row: { day: string }) =>
  row.day >= period.dateFrom && row.day <= period.dateTo;

/** Rows grouped by day. */
export function rowsByDay<Row extends { day: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const map = new Map<string, Row[]>();
  for (const row of rows) {
    const entry = map.get(row.day);
    if (entry) entry.push(row);
    else map.set(row.day, [row]);
  }
  return map;
}
