import type { Db, SqlValue } from '../db/query.js';
import { all, placeholders } from '../db/query.js';
import { round2 } from './ordersCommon.js';

/** Rounding and shares of docs/contract/analytics.md "Numbers". */
export const money = round2;
export const round1 = (value: number): number => Math.round(value * 10) / 10;
/** part / whole in percent, one decimal; 0 when whole is 0. */
export const share = (part: number, whole: number): number => (whole > 0 ? round1((part * 100) / whole) : 0);
/** Mean hours from a sum of seconds, one decimal; null when count is 0. */
export const meanHours = (seconds: number, count: number): number | null =>
  count > 0 ? round1(seconds / count / 3600) : null;

/** `status_id IN (...)` with its values bound. */
export function statusIn(column: string, ids: readonly number[]): { sql: string; params: SqlValue[] } {
  return { sql: `${column} IN (${placeholders(ids)})`, params: [...ids] };
}

/** Rows grouped by a key, as a Map (series lookups). */
export function byKey<Row, K>(rows: readonly Row[], key: (row: Row) => K): Map<K, Row> {
  return new Map(rows.map((row) => [key(row), row]));
}

/** `all` with a readonly parameter list. */
export const rows = <Row>(db: Db, sql: string, params: readonly SqlValue[]): Row[] =>
  all<Row>(db, sql, ...params);
