import { isValid } from 'date-fns';
import { dayKey, moscowDayOf, parseDayKey, parseInstant } from '../../rules';
import type { Pagination } from './types';

/**
 * What every list call shares: the pagination of a body, the reading of a paged reply and the
 * one rule that turns a filter value into the day sent on the wire.
 */

/** Spec section 9: lists start on page 1 with 12 rows unless a screen says otherwise. */
export const DEFAULT_PAGE_SIZE = 12;

/** The body's pagination: positive whole numbers, page 1 and the default size otherwise. */
export const pagination = (
  page?: number,
  pageSize?: number,
  defaultSize = DEFAULT_PAGE_SIZE,
): Pagination => ({
  page: page && page > 0 ? Math.floor(page) : 1,
  pageSize: pageSize && pageSize > 0 ? Math.floor(pageSize) : defaultSize,
});

/** A page of a list as react-admin's getList answers it, with the server's page count in `meta`. */
export interface ListPage<Row> {
  data: Row[];
  total: number;
  meta: { pageCount: number };
}

/**
 * A paged reply as a list page. `total` is the server's rowCount; a server that sends no rowCount
 * gets an estimate from its page count that keeps react-admin's page checks and the pager (which
 * reads `meta.pageCount`) consistent.
 */
export function toListPage<Row>(
  reply: { results?: Row[]; pageCount?: number; rowCount?: number | null } | null | undefined,
  asked: Pagination,
): ListPage<Row> {
  const data = reply?.results ?? [];
  const pageCount = reply?.pageCount ?? 1;
  const rowCount = reply?.rowCount;
  let total: number;
  if (typeof rowCount === 'number') total = rowCount;
  else if (asked.page >= pageCount) total = (asked.page - 1) * asked.pageSize + data.length;
  else total = pageCount * asked.pageSize;
  return { data, total, meta: { pageCount } };
}

/** The marketplace's clock (rules/moscowTime.ts): the Moscow calendar day of an instant, `yyyy-MM-dd`. */
export { moscowDayOf };

/**
 * The day a calendar picked, `yyyy-MM-dd`: the pickers hand over midnight of the picked day in
 * the browser's zone, so its local fields are the day the seller clicked.
 */
export const pickedDayOf = (date: Date): string =>
  dayKey({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });

/** A `yyyy-MM-dd` day as the Date a calendar shows for it (local midnight of that day), or null. */
export function pickerDateOf(day: string | null | undefined): Date | null {
  const parsed = day ? parseDayKey(day) : null;
  return parsed ? new Date(parsed.year, parsed.month - 1, parsed.day) : null;
}

/**
 * The day a filter value stands for, as `yyyy-MM-dd` (the only form days travel in), or null for
 * an empty or unreadable value. The rule:
 * - `yyyy-MM-dd` is that day as written (it is what the URL and the pickers keep);
 * - a date-time (ISO text or a number of milliseconds) is an instant: its Moscow calendar day,
 *   so `2026-01-01T22:30:00Z` is 2026-01-02, whatever the browser's time zone;
 * - a Date is a day picked in a calendar (midnight of the picked day in the browser's zone):
 *   the picked day.
 * The server reads a day as that Moscow day, from 00:00 to 24:00 Moscow time.
 */
export function filterDay(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isValid(value) ? pickedDayOf(value) : null;
  if (typeof value === 'number') {
    return Number.isFinite(value) && isValid(new Date(value)) ? moscowDayOf(value) : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (parseDayKey(text)) return text;
  const instant = parseInstant(text);
  return instant === null ? null : moscowDayOf(instant);
}
