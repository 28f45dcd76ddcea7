import type { OrderTimelineActor, OrderTimelineEvent, OrderTimelineMarket } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one, placeholders } from '../db/query.js';
import { moscowDayOf, OPEN_DISPUTE_STATUSES, toKopecks } from '../../rules/index.js';
import { commissionPercentage } from './financesTotals.js';
import { sliceSafeDeal, type Market } from './financesRules.js';
import { COMMENT_AUTHOR_SQL, COMMENT_FROM } from './ordersComments.js';
import { RETAIL_TABLES, WHOLESALE_TABLES, type OrderTables } from './ordersCommon.js';
import { OVERDUE_RULES, sweepOverdue } from './ordersSweep.js';
import { safeDealEvents, type TimelineOrder } from './orderTimelineMoney.js';
import { uploadUrl } from '../lib/uploads.js';

/**
 * The order timeline (docs/contract/orders.md "Timeline"): every event of one of the seller's
 * orders, newest first, read from what the database already keeps: the status history (with its
 * actor, migration 029), the payment, the safe-deal steps of rules/payouts.ts, the buyer's asks
 * (the console's log), comments, files and the order's disputes.
 */

interface OrderRow {
  id: number;
  status_id: number;
  total_amount: number;
  created_at: string;
  paid_at: string | null;
}

const TABLES: Record<Market, OrderTables> = { wholesale: WHOLESALE_TABLES, retail: RETAIL_TABLES };
const IS_RETAIL: Record<Market, number> = { wholesale: 0, retail: 1 };
// Retail orders are paid when placed (rules/payouts.ts).
const PAID_AT: Record<Market, string> = { wholesale: 'o.paid_at', retail: 'o.created_at' };

const OVERDUE_STATUSES: Record<Market, ReadonlySet<number>> = {
  wholesale: new Set(OVERDUE_RULES.filter((r) => r.table === 'wholesale_orders').map((r) => r.to)),
  retail: new Set(OVERDUE_RULES.filter((r) => r.table === 'retail_orders').map((r) => r.to)),
};

const ACTORS: readonly OrderTimelineActor[] = ['buyer', 'seller', 'admin', 'system'];
const actorOf = (value: string | null): OrderTimelineActor | null =>
  ACTORS.find((actor) => actor === value) ?? null;

interface HistoryRow {
  status_id: number;
  created_at: string;
  actor: string | null;
}

/** `rows`: the order's history, oldest first. */
function statusEvents(market: Market, rows: readonly HistoryRow[]): OrderTimelineEvent[] {
  return rows.map((row, index) => ({
    at: row.created_at,
    kind: 'status',
    // Rows written before migration 029 name nobody: the first one is the buyer placing the
    // order, an overdue status is the sweep's.
    actor:
      actorOf(row.actor) ??
      (index === 0 ? 'buyer' : OVERDUE_STATUSES[market].has(row.status_id) ? 'system' : null),
    title: 'Статус заказа изменён',
    statusId: row.status_id,
  }));
}

function paymentEvents(order: OrderRow): OrderTimelineEvent[] {
  if (order.paid_at === null) return [];
  return [
    {
      at: order.paid_at,
      kind: 'payment',
      actor: 'buyer',
      title: 'Покупатель оплатил заказ',
      amount: order.total_amount,
    },
  ];
}

const REQUESTS: Record<string, { request: string; title: string }> = {
  'request-pay-renewal': { request: 'payRenewal', title: 'Покупатель попросил продлить срок оплаты' },
  'request-dispatch-extension': {
    request: 'dispatchExtension',
    title: 'Покупатель попросил перенести срок отправки',
  },
};

function requestEvents(db: Db, market: Market, orderId: number): OrderTimelineEvent[] {
  const rows = all<{ action: string; days: number | null; date: string | null; created_at: string }>(
    db,
    `SELECT action, days, date, created_at FROM console_actions
     WHERE market = ? AND order_id = ? AND action IN (${Object.keys(REQUESTS)
       .map(() => '?')
       .join(', ')})`,
    market,
    orderId,
    ...Object.keys(REQUESTS),
  );
  return rows.flatMap((row) => {
    const kind = REQUESTS[row.action];
    if (!kind) return [];
    return [
      {
        at: row.created_at,
        kind: 'request' as const,
        actor: 'buyer' as const,
        title: kind.title,
        request: kind.request,
        days: row.days,
        expectedDate: row.date === null ? null : moscowDayOf(Date.parse(row.date)),
      },
    ];
  });
}

function commentEvents(db: Db, market: Market, orderId: number): OrderTimelineEvent[] {
  if (market === 'retail') return [];
  const rows = all<{ comment: string; created_at: string; author_name: string; is_seller: number }>(
    db,
    `SELECT c.comment, c.created_at, ${COMMENT_AUTHOR_SQL} AS author_name, s.id IS NOT NULL AS is_seller
     FROM ${COMMENT_FROM} WHERE c.order_id = ?`,
    orderId,
  );
  return rows.map((row) => ({
    at: row.created_at,
    kind: 'comment',
    actor: row.is_seller === 1 ? 'seller' : 'buyer',
    actorName: row.author_name,
    title: 'Комментарий',
    details: row.comment,
  }));
}

function fileEvents(db: Db, market: Market, orderId: number): OrderTimelineEvent[] {
  const rows = all<{ file_name: string; original_name: string | null; created_at: string }>(
    db,
    'SELECT file_name, original_name, created_at FROM order_files WHERE is_retail = ? AND order_id = ? ORDER BY id',
    IS_RETAIL[market],
    orderId,
  );
  // Order files are the seller's uploads (procurations, shipping documents).
  return rows.map((row) => ({
    at: row.created_at,
    kind: 'file',
    actor: 'seller',
    title: 'Файл к заказу',
    file: { url: uploadUrl(row.file_name), name: row.original_name },
  }));
}

const DISPUTE_ACTIONS: Record<string, { actor: OrderTimelineActor; title: string }> = {
  open: { actor: 'buyer', title: 'Покупатель открыл спор' },
  decline: { actor: 'seller', title: 'Продавец отклонил претензию' },
  deadline: { actor: 'system', title: 'Продавец не ответил в срок: спор передан в арбитраж' },
  acceptReturn: { actor: 'seller', title: 'Продавец принял возврат' },
  withdraw: { actor: 'buyer', title: 'Покупатель отозвал спор' },
  decideForBuyer: { actor: 'admin', title: 'Арбитраж решил спор в пользу покупателя' },
  decideForSeller: { actor: 'admin', title: 'Арбитраж решил спор в пользу продавца' },
};

function disputeEvents(db: Db, market: Market, orderId: number): OrderTimelineEvent[] {
  const rows = all<{ action: string; comment: string | null; created_at: string }>(
    db,
    `SELECT h.action, h.comment, h.created_at FROM dispute_history h JOIN disputes d ON d.id = h.dispute_id
     WHERE d.is_retail = ? AND d.order_id = ? ORDER BY h.created_at, h.id`,
    IS_RETAIL[market],
    orderId,
  );
  return rows.map((row) => {
    const known = DISPUTE_ACTIONS[row.action];
    return {
      at: row.created_at,
      kind: 'dispute',
      actor: known?.actor ?? null,
      title: known?.title ?? 'Спор по заказу',
      action: row.action,
      details: row.comment,
    };
  });
}

/** The order as the safe-deal rule reads it. */
function timelineOrder(db: Db, market: Market, sellerId: number, order: OrderRow): TimelineOrder {
  const open = one<{ value: number }>(
    db,
    `SELECT COUNT(*) AS value FROM disputes WHERE is_retail = ? AND order_id = ?
     AND status_id IN (${placeholders(OPEN_DISPUTE_STATUSES)})`,
    IS_RETAIL[market],
    order.id,
    ...OPEN_DISPUTE_STATUSES,
  );
  const payout = one<{ id: number; paid_at: string; amount_kopecks: number }>(
    db,
    `SELECT sp.id, sp.paid_at, p.amount_kopecks FROM seller_payout_orders p
     JOIN seller_payouts sp ON sp.id = p.payout_id WHERE p.is_retail = ? AND p.order_id = ?`,
    IS_RETAIL[market],
    order.id,
  );
  return {
    market,
    id: order.id,
    totalKopecks: toKopecks(order.total_amount),
    percentage: commissionPercentage(db, sellerId),
    safeDeal: sliceSafeDeal(market, order.status_id, (open?.value ?? 0) > 0),
    paidAt: order.paid_at,
    payout: payout ? { id: payout.id, paidAt: payout.paid_at, amountKopecks: payout.amount_kopecks } : null,
  };
}

/**
 * Newest first. Events of one instant keep the reverse of the order they happen in, which is the
 * order they are gathered in: status, payment, safe-deal steps (held, released, paid, refunded),
 * asks, comments, files, disputes.
 */
function newestFirst(events: readonly OrderTimelineEvent[]): OrderTimelineEvent[] {
  return events
    .map((event, index) => ({ event, index, ms: Date.parse(event.at) }))
    .sort((a, b) => b.ms - a.ms || b.index - a.index)
    .map(({ event }) => event);
}

/** The timeline of one of the seller's orders, newest first; null when the order is not the seller's. */
export function orderTimeline(
  db: Db,
  now: number,
  sellerId: number,
  market: OrderTimelineMarket,
  orderId: number,
): OrderTimelineEvent[] | null {
  sweepOverdue(db, now);
  const order = one<OrderRow>(
    db,
    `SELECT o.id, o.status_id, o.total_amount, o.created_at, ${PAID_AT[market]} AS paid_at
     FROM ${TABLES[market].orders} o WHERE o.id = ? AND o.seller_id = ?`,
    orderId,
    sellerId,
  );
  if (!order) return null;
  const history = all<HistoryRow>(
    db,
    `SELECT status_id, created_at, actor FROM ${TABLES[market].history} WHERE order_id = ? ORDER BY created_at, id`,
    orderId,
  );
  return newestFirst([
    ...statusEvents(market, history),
    ...paymentEvents(order),
    ...safeDealEvents(timelineOrder(db, market, sellerId, order), history, now),
    ...requestEvents(db, market, orderId),
    ...commentEvents(db, market, orderId),
    ...fileEvents(db, market, orderId),
    ...disputeEvents(db, market, orderId),
  ]);
}
