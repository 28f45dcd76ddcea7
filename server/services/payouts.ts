import type { Db } from '../db/index.js';
import { all, one, placeholders, run, scalar, type SqlValue } from '../db/query.js';
import {
  basisPoints,
  moscowDayOf,
  PAYOUT_ORDERS_SHOWN,
  rublesAmount,
  toKopecks,
  toRubles,
  type PayoutMarket,
  type PayoutOrder,
} from '../../rules/index.js';
import { iso } from '../lib/time.js';
import { commissionPercentage } from './financesTotals.js';
import { RETAIL_SAFE_DEAL, sliceSafeDeal, WHOLESALE_SAFE_DEAL, type Market } from './financesRules.js';
import { notifySeller } from './notify.js';
import { sweepOverdue } from './ordersSweep.js';
import { disputedOrders, sellerPartSql, withoutDisputed } from './payoutsFacts.js';

/**
 * Payouts (docs/contract/payouts.md): the rule's reading of given orders (rules/payouts.ts over
 * the orders, their status history and the payouts made, `seller_payouts`, migration 024), the
 * payout history, and the payout the console's administrator writes (`payReleased`), which reads
 * the released orders from the payout facts (migration 025).
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

/** Which orders of a market the rule reads: the given ids, or (null) every one, as the tests' rule. */
export type OrderScope = { ids: readonly number[] } | null;

/** Every order of one market of the seller with money in the deal (safe deal 1..3, or paid out). */
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
  const scoped =
    scope === null
      ? { sql: '', params: [] }
      : { sql: ' AND o.id IN (SELECT value FROM json_each(?))', params: [JSON.stringify(scope.ids)] };
  // The seller's few open disputes, read once (a per-order subquery would scan the disputes).
  const disputed = new Set(disputedOrders(db, sellerId)[market]);
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
 * The seller's released orders at `now` and the amount each is paid, from the facts: sent, their
 * release day reached, no open dispute (`releasedForPayout` of the rule; the server test compares
 * them). SQL with its parameters, selecting `is_retail, order_id, amount`.
 */
function releasedSql(db: Db, sellerId: number, now: number): { sql: string; params: SqlValue[] } {
  const excluded = withoutDisputed('sent', disputedOrders(db, sellerId));
  return {
    sql: `SELECT is_retail, order_id, ${sellerPartSql('kopecks', 'CAST(? AS INTEGER)')} AS amount
      FROM order_payout_facts WHERE seller_id = ? AND kind = 'sent' AND day <= ?${excluded.sql}`,
    params: [basisPoints(commissionPercentage(db, sellerId)), sellerId, moscowDayOf(now), ...excluded.params],
  };
}

/**
 * The console's 'Выплатить': pays every released order of the seller at `now` in one payout (one
 * transaction); null when nothing is released.
 */
export function payReleased(db: Db, sellerId: number, now: number): number | null {
  sweepOverdue(db, now);
  return db.transaction(() => {
    const released = releasedSql(db, sellerId, now);
    const { count, amountKopecks } = one<{ count: number; amountKopecks: number }>(
      db,
      `SELECT COUNT(*) AS count, COALESCE(SUM(amount), 0) AS amountKopecks FROM (${released.sql})`,
      ...released.params,
    ) ?? { count: 0, amountKopecks: 0 };
    if (count === 0) return null;
    const payoutId = Number(
      run(
        db,
        'INSERT INTO seller_payouts (seller_id, amount_kopecks, orders_count, paid_at) VALUES (?, ?, ?, ?)',
        sellerId,
        amountKopecks,
        count,
        iso(now),
      ).lastInsertRowid,
    );
    // Materialized first: each line's trigger moves its order's facts from 'sent' to 'paid'.
    run(
      db,
      `INSERT INTO seller_payout_orders (payout_id, is_retail, order_id, amount_kopecks)
       WITH released AS MATERIALIZED (${released.sql})
       SELECT ?, is_retail, order_id, amount FROM released ORDER BY is_retail, order_id`,
      ...released.params,
      payoutId,
    );
    notifySeller(
      db,
      sellerId,
      {
        kind: 'payment',
        title: 'Выплата от маркетплейса',
        text: `Маркетплейс выплатил вам ${rublesAmount(toRubles(amountKopecks))} руб. за заказов: ${count}.`,
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
