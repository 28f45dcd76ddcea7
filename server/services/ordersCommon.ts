import type { Db } from '../db/index.js';
import { ApiStatus, fail, type Envelope } from '../lib/envelope.js';
import { DAY_MS, iso } from '../lib/time.js';

/** Shared pieces of the wholesale and retail order services (docs/contract/orders.md). */

export const ORDER_NOT_FOUND = 'Заказ не найден';
export const ACTION_NOT_ALLOWED = 'Действие недоступно для текущего статуса заказа';
export const ORDER_IS_PAID = 'Заказ оплачен: отклонить его нельзя';

/** Body status of an action that conflicts with the payment state (spec section 8: warning modal). */
export const PAYMENT_CONFLICT = -20;

export const ShippingMethod = { seller: 1, pickup: 2 } as const;
export const DeliveryMethod = { motor: 1, cdek: 2, post: 3 } as const;

/** Dates in the future that the server accepts (deadlines, pick-up days) are at most this far away. */
export const MAX_AHEAD_DAYS = 365;

export const orderNotFound = (): Envelope<never> => fail(ApiStatus.invalid, ORDER_NOT_FOUND);
export const actionNotAllowed = (): Envelope<never> => fail(ApiStatus.invalid, ACTION_NOT_ALLOWED);
export const invalid = (message: string): Envelope<never> => fail(ApiStatus.invalid, message);

/** A buyer's display name: the company for business buyers, else first and last name. */
export const BUYER_NAME_SQL = `COALESCE(NULLIF(u.company_name, ''), TRIM(u.first_name || ' ' || u.last_name))`;

/**
 * `casefold(text)`: lower case for every alphabet (SQLite's own lower() folds ASCII only), so
 * searches find 'иванова' in 'Иванова'. Registered once per connection.
 */
const withFunctions = new WeakSet<Db>();
export function registerSqlFunctions(db: Db): void {
  if (withFunctions.has(db)) return;
  db.function('casefold', { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  withFunctions.add(db);
}

// Dates -------------------------------------------------------------------------------------------

/** `yyyy-MM-dd`, optionally with a time and a zone (a time without a zone is read as UTC). */
export const WIRE_DATE_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})?)?$';
const WIRE_DATE = new RegExp(WIRE_DATE_PATTERN);
export const wireDate = { type: 'string', pattern: WIRE_DATE_PATTERN, maxLength: 40 } as const;
export const nullableWireDate = {
  type: ['string', 'null'],
  pattern: WIRE_DATE_PATTERN,
  maxLength: 40,
} as const;

export interface WireDate {
  /** The instant: midnight UTC of the day for a date without a time. */
  ms: number;
  dateOnly: boolean;
}

/** Parses a wire date; null when it does not match the pattern or is not a real calendar date. */
export function parseWireDate(text: string): WireDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/.exec(text.trim());
  if (!match) return null;
  const [, y, m, d, time] = match;
  const year = Number(y);
  const month = Number(m);
  const day = Number(d);
  const midnight = Date.UTC(year, month - 1, day);
  const check = new Date(midnight);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  if (!time) return { ms: midnight, dateOnly: true };
  if (!WIRE_DATE.test(text.trim())) return null;
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(time) ? text.trim() : `${text.trim()}Z`;
  const ms = Date.parse(zoned);
  return Number.isNaN(ms) ? null : { ms, dateOnly: false };
}

/** A deadline from the wire: a bare day means the end of that day (UTC). */
export const deadlineOf = (date: WireDate): number => (date.dateOnly ? date.ms + DAY_MS - 1 : date.ms);

export type DeadlineCheck = { ok: true; at: string } | { ok: false; message: string };

/** A date that must lie in the future and at most `MAX_AHEAD_DAYS` ahead; answers the stored ISO. */
export function futureDeadline(field: string, text: string, now: number): DeadlineCheck {
  const date = parseWireDate(text);
  if (!date) return { ok: false, message: `Field '${field}' is not a valid date` };
  const at = deadlineOf(date);
  if (at <= now) return { ok: false, message: `Field '${field}' must be in the future` };
  if (at > now + MAX_AHEAD_DAYS * DAY_MS) {
    return { ok: false, message: `Field '${field}' must be at most ${MAX_AHEAD_DAYS} days ahead` };
  }
  return { ok: true, at: iso(at) };
}

export interface DateRange {
  /** Inclusive lower bound (ISO) or null. */
  from: string | null;
  /** Exclusive upper bound (ISO) or null. */
  until: string | null;
}

export type RangeCheck = { ok: true; range: DateRange } | { ok: false; message: string };

/** A creation-date filter: a bare `to` day includes the whole day. Empty strings count as no filter. */
export function dateRange(
  fromField: string,
  from: string | null | undefined,
  toField: string,
  to: string | null | undefined,
): RangeCheck {
  const range: DateRange = { from: null, until: null };
  if (from) {
    const date = parseWireDate(from);
    if (!date) return { ok: false, message: `Field '${fromField}' is not a valid date` };
    range.from = iso(date.ms);
  }
  if (to) {
    const date = parseWireDate(to);
    if (!date) return { ok: false, message: `Field '${toField}' is not a valid date` };
    range.until = iso(date.dateOnly ? date.ms + DAY_MS : date.ms + 1);
  }
  return { ok: true, range };
}

// Pagination ----------------------------------------------------------------------------------

export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;

export const paginationSchema = {
  type: ['object', 'null'],
  properties: {
    page: { type: ['integer', 'null'], minimum: 1, maximum: 1_000_000 },
    pageSize: { type: ['integer', 'null'], minimum: 1, maximum: MAX_PAGE_SIZE },
  },
} as const;

export interface Pagination {
  page?: number | null;
  pageSize?: number | null;
}

export interface PageWindow {
  page: number;
  pageSize: number;
  offset: number;
}

export function pageWindow(pagination: Pagination | null | undefined): PageWindow {
  const page = pagination?.page ?? 1;
  const pageSize = pagination?.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

export interface ListPage<T> {
  results: T[];
  /** At least 1 (spec section 9: default page count 1). */
  pageCount: number;
  rowCount: number;
}

export const listPage = <T>(results: T[], rowCount: number, pageSize: number): ListPage<T> => ({
  results,
  pageCount: Math.max(1, Math.ceil(rowCount / pageSize)),
  rowCount,
});

// Small helpers ---------------------------------------------------------------------------------

export const round2 = (value: number): number => Math.round(value * 100) / 100;

/** Trimmed text, or null for null, undefined and blank strings. */
export const textOrNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};
