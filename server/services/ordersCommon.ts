import type { Db } from '../db/index.js';
import { all, one, run, scalar, type SqlValue } from '../db/query.js';
import type { AcceptedBody, PagedReply, Pagination as WirePagination } from '../../contract/index.js';
import { ApiStatus, fail, type Envelope } from '../lib/envelope.js';
import {
  DAY_MS,
  dayFilterBounds,
  iso,
  parseWireInstant,
  wireDeadline,
  type DayBounds,
  type WireInstant,
} from '../lib/time.js';
import { announceOrderStatus, type OrderActor, type OrderMarket } from './notifyOrders.js';
import { sweepOverdue } from './ordersSweep.js';

/** Shared pieces of the wholesale and retail order services (docs/contract/orders.md). */

export const ORDER_NOT_FOUND = 'Заказ не найден';
export const ACTION_NOT_ALLOWED = 'Действие недоступно для текущего статуса заказа';
export const ORDER_IS_PAID = 'Заказ оплачен: отклонить его нельзя';

/** Body status of an action that conflicts with the payment state (spec section 8: warning modal). */
export const PAYMENT_CONFLICT = -20;

export { DeliveryMethod, ShippingMethod } from '../../rules/index.js';

/** Dates in the future that the server accepts (deadlines, pick-up days) are at most this far away. */
export const MAX_AHEAD_DAYS = 365;

export const orderNotFound = (): Envelope<never> => fail(ApiStatus.invalid, ORDER_NOT_FOUND);
export const actionNotAllowed = (): Envelope<never> => fail(ApiStatus.invalid, ACTION_NOT_ALLOWED);
export const invalid = (message: string): Envelope<never> => fail(ApiStatus.invalid, message);

/** A buyer's display name: the company for business buyers, else first and last name. */
export const BUYER_NAME_SQL = `COALESCE(NULLIF(u.company_name, ''), TRIM(u.first_name || ' ' || u.last_name))`;

/**
 * Orders whose buyer's display name contains the bound, lower-cased text (needs `casefold`):
 * buyers are matched once per query (not per order), then looked up by id.
 */
export const BUYER_NAME_MATCH = `o.buyer_id IN (SELECT u.id FROM users u WHERE instr(casefold(${BUYER_NAME_SQL}), ?) > 0)`;

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

/**
 * `yyyy-MM-dd` (a Moscow day), optionally with a time and a zone (a time without a zone is read
 * as UTC). Parsed by `server/lib/time.ts`.
 */
export const WIRE_DATE_PATTERN =
  '^\\d{4}-\\d{2}-\\d{2}(T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?(Z|[+-]\\d{2}:\\d{2})?)?$';
export const wireDate = { type: 'string', pattern: WIRE_DATE_PATTERN, maxLength: 40 } as const;
export const nullableWireDate = {
  type: ['string', 'null'],
  pattern: WIRE_DATE_PATTERN,
  maxLength: 40,
} as const;

/** A date from the wire (`server/lib/time.ts`): a bare day is a Moscow day. */
export type WireDate = WireInstant;

/** Parses a wire date; null when it does not match the pattern or is not a real calendar date. */
export const parseWireDate = parseWireInstant;

/** A deadline from the wire: a bare day means the end of that Moscow day. */
export const deadlineOf = wireDeadline;

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

/** Inclusive `from` and exclusive `until` (ISO) of a creation-day filter, or null. */
export type DateRange = DayBounds;

export type RangeCheck = { ok: true; range: DateRange } | { ok: false; message: string };

/**
 * A creation-day filter: each end names a Moscow day (a bare `yyyy-MM-dd`, or an instant, which
 * stands for its Moscow day); `to` includes its whole day. Empty strings count as no filter.
 */
export function dateRange(
  fromField: string,
  from: string | null | undefined,
  toField: string,
  to: string | null | undefined,
): RangeCheck {
  const fromDate = from ? parseWireDate(from) : null;
  if (from && !fromDate) return { ok: false, message: `Field '${fromField}' is not a valid date` };
  const toDate = to ? parseWireDate(to) : null;
  if (to && !toDate) return { ok: false, message: `Field '${toField}' is not a valid date` };
  return { ok: true, range: dayFilterBounds(fromDate, toDate) };
}

/** Adds the creation-range conditions on `o.created_at` (inclusive from, exclusive until). */
export function pushCreatedRange(where: string[], params: SqlValue[], range: DateRange): void {
  if (range.from) {
    where.push('o.created_at >= ?');
    params.push(range.from);
  }
  if (range.until) {
    where.push('o.created_at < ?');
    params.push(range.until);
  }
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

/** `pagination` as a body may carry it (either key absent or null). */
export type Pagination = AcceptedBody<WirePagination>;

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

/** A list reply; `pageCount` is at least 1 (spec section 9: default page count 1). */
export type ListPage<T> = PagedReply<T>;

export const listPage = <T>(results: T[], rowCount: number, pageSize: number): ListPage<T> => ({
  results,
  pageCount: Math.max(1, Math.ceil(rowCount / pageSize)),
  rowCount,
});

export interface OrdersPageQuery {
  /** The orders table, aliased `o`. */
  table: string;
  /** The selected columns over `o` and `u` (the buyer). */
  columns: string;
  /** The WHERE over `o` and its parameters. */
  where: string;
  params: readonly SqlValue[];
  /** The ORDER BY, ending with `o.id` so the order is total. */
  order: string;
  /** A join the inner ORDER BY needs (the buyer, to sort by name), else ''. */
  sortJoin: string;
  window: PageWindow;
  /**
   * The indexes the page's ids and the COUNT read (`INDEXED BY`), when the list has indexes in
   * its sort orders; else SQLite chooses (without statistics it may walk the wrong one).
   */
  indexes?: { page: string; count: string };
}

const indexedBy = (index: string | undefined): string => (index ? `INDEXED BY ${index}` : '');

/**
 * One page of a seller's orders: `rowCount` is a COUNT with the same WHERE; the page's ids are
 * chosen first and only those rows are joined with their buyer.
 */
export function ordersPage<Row, Item>(
  db: Db,
  q: OrdersPageQuery,
  toItem: (row: Row) => Item,
): ListPage<Item> {
  const rowCount = scalar(
    db,
    `SELECT COUNT(*) AS value FROM ${q.table} o ${indexedBy(q.indexes?.count)} WHERE ${q.where}`,
    ...q.params,
  );
  const rows =
    q.window.offset >= rowCount
      ? []
      : all<Row>(
          db,
          `SELECT ${q.columns}
           FROM (SELECT o.id FROM ${q.table} o ${indexedBy(q.indexes?.page)} ${q.sortJoin} WHERE ${q.where}
                 ORDER BY ${q.order} LIMIT ? OFFSET ?) page
           JOIN ${q.table} o ON o.id = page.id
           JOIN users u ON u.id = o.buyer_id
           ORDER BY ${q.order}`,
          ...q.params,
          q.window.pageSize,
          q.window.offset,
        );
  return listPage(rows.map(toItem), rowCount, q.window.pageSize);
}

// One order -------------------------------------------------------------------------------------

/** The tables of one market's orders. */
export interface OrderTables {
  orders: 'wholesale_orders' | 'retail_orders';
  history: 'wholesale_order_history' | 'retail_order_history';
}

export const WHOLESALE_TABLES: OrderTables = {
  orders: 'wholesale_orders',
  history: 'wholesale_order_history',
};
export const RETAIL_TABLES: OrderTables = { orders: 'retail_orders', history: 'retail_order_history' };

/** One of the seller's orders: `columns` over `o`, and over `u` (the buyer) when `withBuyer`. */
export function findSellerOrder<Row>(
  db: Db,
  tables: OrderTables,
  columns: string,
  sellerId: number,
  orderId: number,
  withBuyer = false,
): Row | undefined {
  const buyer = withBuyer ? ' JOIN users u ON u.id = o.buyer_id' : '';
  return one<Row>(
    db,
    `SELECT ${columns} FROM ${tables.orders} o${buyer} WHERE o.id = ? AND o.seller_id = ?`,
    orderId,
    sellerId,
  );
}

/** An order's status history, oldest first; `Status` is the market's status id type. */
export const statusHistory = <Status extends number = number>(
  db: Db,
  tables: OrderTables,
  orderId: number,
): { status_id: Status; created_at: string }[] =>
  all<{ status_id: Status; created_at: string }>(
    db,
    `SELECT status_id, created_at FROM ${tables.history} WHERE order_id = ? ORDER BY created_at, id`,
    orderId,
  );

// Actions ---------------------------------------------------------------------------------------

const isRefusal = <C extends object>(value: Envelope<never> | C): value is Envelope<never> =>
  'errorMessage' in value;

export type Decision<Row, C> = { ok: false; refusal: Envelope<never> } | { ok: true; order: Row; change: C };

/** The overdue sweep, the seller's order (else 'Заказ не найден'), then the action's decision. */
export function decideAction<Row, C extends object>(
  db: Db,
  now: number,
  find: () => Row | undefined,
  decide: (order: Row, now: number) => Envelope<never> | C,
): Decision<Row, C> {
  sweepOverdue(db, now);
  const order = find();
  if (!order) return { ok: false, refusal: orderNotFound() };
  const change = decide(order, now);
  return isRefusal(change) ? { ok: false, refusal: change } : { ok: true, order, change };
}

/** The status and order columns an allowed action changes; column names are code constants. */
export interface StatusChange {
  /** The new status; a history row is written when it differs from the current one. */
  to?: number;
  set?: Partial<Record<string, SqlValue>>;
}

/** Who a history row names (migration 029): the overdue sweep is the system. */
export type HistoryActor = 'seller' | 'buyer' | 'admin' | 'system';
export const historyActorOf = (actor: OrderActor): HistoryActor => (actor === 'sweep' ? 'system' : actor);

/**
 * Writes the history row (on a new status) and one UPDATE of the changed columns; a new status
 * is announced to the seller (`OrderStatusChanged`, and a notification unless the seller acted).
 */
export function applyStatusChange(
  db: Db,
  tables: OrderTables,
  order: { id: number; status_id: number },
  change: StatusChange,
  at: string,
  actor: OrderActor,
): void {
  const set: [string, SqlValue][] = Object.entries(change.set ?? {}).map(([c, v]) => [c, v ?? null]);
  if (change.to !== undefined && change.to !== order.status_id) {
    set.push(['status_id', change.to]);
    run(
      db,
      `INSERT INTO ${tables.history} (order_id, status_id, created_at, actor) VALUES (?, ?, ?, ?)`,
      order.id,
      change.to,
      at,
      historyActorOf(actor),
    );
  }
  if (set.length > 0) {
    run(
      db,
      `UPDATE ${tables.orders} SET ${set.map(([c]) => `${c} = ?`).join(', ')} WHERE id = ?`,
      ...set.map(([, v]) => v),
      order.id,
    );
  }
  if (change.to !== undefined && change.to !== order.status_id) {
    announceOrderStatus(db, marketOf(tables), order.id, change.to, actor, at);
  }
}

export const marketOf = (tables: OrderTables): OrderMarket =>
  tables.orders === 'wholesale_orders' ? 'wholesale' : 'retail';

// Small helpers ---------------------------------------------------------------------------------

/**
 * Phones are kept and answered as digits (issue 8.20; the client formats them): '+7 (912)
 * 345-67-89', '8 912 345-67-89' and '912 345-67-89' all become '79123456789' (a Russian number
 * of 10 digits gains the 7, a leading 8 becomes 7); other numbers keep their digits. Null for none.
 */
export function phoneDigits(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  if (digits === '') return null;
  if (digits.length === 10) return `7${digits}`;
  if (digits.length === 11 && digits.startsWith('8')) return `7${digits.slice(1)}`;
  return digits;
}

/** Rubles rounded to kopecks: the one rule of rules/money.ts. */
export { roundRubles as round2 } from '../../rules/index.js';

/** Trimmed text, or null for null, undefined and blank strings. */
export const textOrNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

export const fullName = (p: { last_name: string; first_name: string; middle_name: string | null }): string =>
  [p.last_name, p.first_name, p.middle_name].filter(Boolean).join(' ');
