import { isValid, parseISO } from 'date-fns';
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

/** The marketplace's clock: Moscow time, UTC+3 all year since 2014. */
export const MOSCOW_UTC_OFFSET_MINUTES = 180;

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** The Moscow calendar day of an instant, `yyyy-MM-dd`. */
export function moscowDayOf(instant: Date): string {
  const moscow = new Date(instant.getTime() + MOSCOW_UTC_OFFSET_MINUTES * 60_000);
  return `${pad(moscow.getUTCFullYear(), 4)}-${pad(moscow.getUTCMonth() + 1)}-${pad(moscow.getUTCDate())}`;
}

const pickedDayOf = (date: Date): string =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

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
    const instant = new Date(value);
    return Number.isFinite(value) && isValid(instant) ? moscowDayOf(instant) : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  if (text === '') return null;
  if (DAY_ONLY.test(text)) return isValid(parseISO(text)) ? text : null;
  const instant = parseISO(text);
  return isValid(instant) ? moscowDayOf(instant) : null;
}
