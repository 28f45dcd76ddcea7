import type { Db } from '../db/index.js';
import { all, one, placeholders, run, scalar, type SqlValue } from '../db/query.js';
import {
  addDaysToDay,
  moscowDayOf,
  PAYOUT_HOLD_DAYS,
  PAYOUT_ORDERS_SHOWN,
  startOfMoscowDay,
  payoutEntry,
  payoutSchedule,
  releasedForPayout,
  rublesAmount,
  toKopecks,
  toRubles,
  type PayoutEntry,
  type PayoutMarket,
  type PayoutOrder,
  type PayoutSchedule,
} from '../../rules/index.js';
import { iso } from '../lib/time.js';
import { openDisputeParams } from './disputesFinance.js';
import { commissionPercentage } from './financesTotals.js';
import { RETAIL_SAFE_DEAL, sliceSafeDeal, WHOLESALE_SAFE_DEAL, type Market } from './financesRules.js';
import { notifySeller } from './notify.js';
import { sweepOverdue } from './ordersSweep.js';

/**
 * Payouts (docs/contract/payouts.md): the schedule is computed on every call from the seller's
 * orders, their status history and the payouts made (`seller_payouts`, migration 024) by the rule
 * of rules/payouts.ts; a payout is written by the console's administrator (`payReleased`).
 */

interface OrderRow {
  id: number;
  number: string;
  status_id: number;
  total_amount: number;
  reserved_at: string;
  sent_at: string | null;
  refunded_at: string | null;
  payout_id: number | null;
  paid_at: string | null;
  paid_kopecks: number | null;
}

const TABLES: Record<Market, { orders: string; history: string; number: string; reserved: string }> = {
  wholesale: {
    orders: 'wholesale_orders',
    history: 'wholesale_order_history',
    // The wholesale order number is its id (docs/contract/finances.md).
    number: 'CAST(o.id AS TEXT)',
    reserved: 'COALESCE(o.paid_at, o.created_at)',
  },
  // Retail orders are paid when placed.
  retail: {
    orders: 'retail_orders',
    history: 'retail_order_history',
    number: 'o.number',
    reserved: 'o.created_at',
  },
};

const SAFE_DEAL: Record<Market, typeof WHOLESALE_SAFE_DEAL> = {
  wholesale: WHOLESALE_SAFE_DEAL,
  retail: RETAIL_SAFE_DEAL,
};

/**
 * The orders of one market that may have a schedule day at or after `since` (an ISO instant): an
 * order's day is never before the instant of its own event (created or paid, a status entered,
 * a payout), and a sent order's day is `PAYOUT_HOLD_DAYS` after its event, so the caller passes
 * the start of the period less those days. Every status change (paying too) writes a history
 * row, so the orders created since, the orders with a history row since and the orders of a
 * payout since are a superset of those with a day in the period.
 */
function candidatesSql(market: Market): string {
  const t = TABLES[market];
  return `SELECT c.id FROM ${t.orders} c WHERE c.seller_id = ? AND c.created_at >= ?
    UNION SELECT h.order_id FROM ${t.history} h WHERE h.created_at >= ?
    UNION SELECT po.order_id FROM seller_payout_orders po JOIN seller_payouts ps ON ps.id = po.payout_id
      WHERE po.is_retail = ? AND ps.seller_id = ? AND ps.paid_at >= ?`;
}

/**
 * Every order of one market of the seller with money in the deal (safe deal 1..3, or paid out);
 * `scope` narrows it (see `OrderScope`, `candidatesSql`).
 */
/** Which orders of a market to read: every one, the candidates of a period from `since`, or by id. */
export type OrderScope = { since: string } | { ids: readonly number[] } | null;

function scopeSql(market: Market, sellerId: number, scope: OrderScope): { sql: string; params: SqlValue[] } {
  if (scope === null) return { sql: '', params: [] };
  if ('ids' in scope)
    return { sql: ' AND o.id IN (SELECT value FROM json_each(?))', params: [JSON.stringify(scope.ids)] };
  const { since } = scope;
  const isRetail = market === 'retail' ? 1 : 0;
  return {
    sql: ` AND o.id IN (${candidatesSql(market)})`,
    params: [sellerId, since, since, isRetail, sellerId, since],
  };
}

export function marketOrders(
  db: Db,
  market: Market,
  sellerId: number,
  percentage: number,
  scope: OrderScope,
): PayoutOrder[] {
  const t = TABLES[market];
  const sd = SAFE_DEAL[market];
  const isRetail = market === 'retail' ? 1 : 0;
  const unpaid = sd[4];
  const unpaidSql =
    unpaid.length > 0 ? ` AND (o.status_id NOT IN (${placeholders(unpaid)}) OR p.payout_id IS NOT NULL)` : '';
  const scoped = scopeSql(market, sellerId, scope);
  // The seller's few open disputes, read once (a per-order subquery would scan the disputes).
  const disputed = new Set(
    all<{ order_id: number }>(
      db,
      `SELECT d.order_id FROM disputes d WHERE d.seller_id = ? AND d.is_retail = ? AND d.status_id IN (?, ?)`,
      ...openDisputeParams(sellerId, market === 'retail'),
    ).map((row) => row.order_id),
  );
  const rows = all<OrderRow>(
    db,
    `SELECT o.id, ${t.number} AS number, o.status_id, o.total_amount, ${t.reserved} AS reserved_at,
       (SELECT MIN(h.created_at) FROM ${t.history} h
         WHERE h.order_id = o.id AND h.status_id IN (${placeholders(sd[2])})) AS sent_at,
       (SELECT MAX(h.created_at) FROM ${t.history} h
         WHERE h.order_id = o.id AND h.status_id IN (${placeholders(sd[3])})) AS refunded_at,
       p.payout_id, sp.paid_at, p.amount_kopecks AS paid_kopecks
     FROM ${t.orders} o
     LEFT JOIN seller_payout_orders p ON p.is_retail = ? AND p.order_id = o.id
     LEFT JOIN seller_payouts sp ON sp.id = p.payout_id
     WHERE o.seller_id = ?${unpaidSql}${scoped.sql}`,
    ...sd[2],
    ...sd[3],
    isRetail,
    sellerId,
    ...unpaid,
    ...scoped.params,
  );
  return rows.map((row) => ({
    market,
    id: row.id,
    number: row.number,
    totalKopecks: toKopecks(row.total_amount),
    percentage,
    safeDeal: sliceSafeDeal(market, row.status_id, disputed.has(row.id)),
    reservedAt: row.reserved_at,
    sentAt: row.sent_at,
    refundedAt: row.refunded_at,
    payout:
      row.payout_id !== null && row.paid_at !== null
        ? { id: row.payout_id, paidAt: row.paid_at, amountKopecks: row.paid_kopecks ?? 0 }
        : null,
  }));
}

/**
 * Where the money of the seller's orders stands at `now` (both markets): every order, or with
 * `fromDay` (`yyyy-MM-dd`) only the candidates of a period starting that Moscow day.
 */
export function payoutEntries(
  db: Db,
  sellerId: number,
  now: number,
  fromDay: string | null = null,
): PayoutEntry[] {
  const percentage = commissionPercentage(db, sellerId);
  const today = moscowDayOf(now);
  const sinceDay = fromDay === null ? null : addDaysToDay(fromDay, -PAYOUT_HOLD_DAYS);
  const since = sinceDay === null ? null : startOfMoscowDay(sinceDay);
  return (['wholesale', 'retail'] as const).flatMap((market) =>
    marketOrders(db, market, sellerId, percentage, since === null ? null : { since }).flatMap((order) => {
      const entry = payoutEntry(order, today);
      return entry ? [entry] : [];
    }),
  );
}

/** The schedule of the Moscow days `from`..`to` (inclusive), after the overdue sweep. */
export function sellerPayoutSchedule(
  db: Db,
  sellerId: number,
  now: number,
  from: string,
  to: string,
): PayoutSchedule {
  sweepOverdue(db, now);
  return payoutSchedule(payoutEntries(db, sellerId, now, from), from, to);
}

export interface PayoutHistoryItem {
  id: number;
  paidAt: string;
  amountKopecks: number;
  ordersCount: number;
  orders: { market: PayoutMarket; orderId: number; number: string; amountKopecks: number }[];
}

/** The seller's payouts, newest first, one page. */
export function payoutHistory(
  db: Db,
  sellerId: number,
  window: { offset: number; pageSize: number },
): { rows: PayoutHistoryItem[]; rowCount: number } {
  const rowCount = scalar(db, 'SELECT COUNT(*) AS value FROM seller_payouts WHERE seller_id = ?', sellerId);
  const payouts = all<{ id: number; paid_at: string; amount_kopecks: number; orders_count: number }>(
    db,
    `SELECT id, paid_at, amount_kopecks, orders_count FROM seller_payouts WHERE seller_id = ?
     ORDER BY paid_at DESC, id DESC LIMIT ? OFFSET ?`,
    sellerId,
    window.pageSize,
    window.offset,
  );
  if (payouts.length === 0) return { rows: [], rowCount };
  // A payout's first orders only (it may have paid thousands; `orders_count` counts them all).
  const lines = payouts.flatMap((payout) =>
    all<{
      payout_id: number;
      is_retail: number;
      order_id: number;
      amount_kopecks: number;
      number: string | null;
    }>(
      db,
      `SELECT p.payout_id, p.is_retail, p.order_id, p.amount_kopecks,
         CASE WHEN p.is_retail = 1 THEN (SELECT r.number FROM retail_orders r WHERE r.id = p.order_id)
              ELSE CAST(p.order_id AS TEXT) END AS number
       FROM seller_payout_orders p WHERE p.payout_id = ? ORDER BY p.is_retail, p.order_id LIMIT ?`,
      payout.id,
      PAYOUT_ORDERS_SHOWN,
    ),
  );
  return {
    rowCount,
    rows: payouts.map((payout) => ({
      id: payout.id,
      paidAt: payout.paid_at,
      amountKopecks: payout.amount_kopecks,
      ordersCount: payout.orders_count,
      orders: lines
        .filter((line) => line.payout_id === payout.id)
        .map((line) => ({
          market: line.is_retail === 1 ? ('retail' as const) : ('wholesale' as const),
          orderId: line.order_id,
          number: line.number ?? String(line.order_id),
          amountKopecks: line.amount_kopecks,
        })),
    })),
  };
}

/**
 * The console's 'Выплатить': pays every released order of the seller at `now` in one payout (one
 * transaction); null when nothing is released.
 */
export function payReleased(db: Db, sellerId: number, now: number): number | null {
  sweepOverdue(db, now);
  return db.transaction(() => {
    const { entries, amountKopecks } = releasedForPayout(payoutEntries(db, sellerId, now));
    if (entries.length === 0) return null;
    const payoutId = Number(
      run(
        db,
        'INSERT INTO seller_payouts (seller_id, amount_kopecks, orders_count, paid_at) VALUES (?, ?, ?, ?)',
        sellerId,
        amountKopecks,
        entries.length,
        iso(now),
      ).lastInsertRowid,
    );
    for (const entry of entries) {
      run(
        db,
        'INSERT INTO seller_payout_orders (payout_id, is_retail, order_id, amount_kopecks) VALUES (?, ?, ?, ?)',
        payoutId,
        entry.market === 'retail' ? 1 : 0,
        entry.id,
        entry.amountKopecks,
      );
    }
    notifySeller(
      db,
      sellerId,
      {
        kind: 'payment',
        title: 'Выплата от маркетплейса',
        text: `Маркетплейс выплатил вам ${rublesAmount(toRubles(amountKopecks))} руб. за заказов: ${entries.length}.`,
        link: '/finances/payouts',
      },
      iso(now),
    );
    return payoutId;
  })();
}

/** Whether a seller exists (the console's payout names one). */
export const sellerExists = (db: Db, sellerId: number): boolean =>
  one<{ id: number }>(db, 'SELECT id FROM sellers WHERE id = ?', sellerId) !== undefined;
