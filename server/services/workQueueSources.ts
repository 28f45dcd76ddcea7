import type { WorkQueueItem, WorkQueueKind } from '../../contract/index.js';
import {
  dispatchDeadlineAfterPayment,
  DisputeStatus,
  OrderRequestStatus,
  RetailStatus,
  shipByOf,
  TenderStatus,
  WholesaleStatus,
  type WeeklySchedule,
} from '../../rules/index.js';
import type { Db } from '../db/index.js';
import { all, scalar, type SqlValue } from '../db/query.js';
import { iso } from '../lib/time.js';
import { BUYER_NAME_SQL } from './ordersCommon.js';

/**
 * Where each kind of the work queue comes from (docs/contract/work-queue.md "Kinds"): one indexed
 * read of the listed rows (deadline order, at most `limit`) and one count per kind, the caller's
 * rows only.
 */

export interface QueueScope {
  sellerId: number;
  userId: number;
  now: number;
  limit: number;
  schedule: WeeklySchedule;
  holidays: readonly string[];
}

export interface KindRows {
  items: WorkQueueItem[];
  count: number;
}

/** Tenders closing within this many hours enter the queue (those the seller has not bid on). */
export const TENDER_CLOSING_HOURS = 72;
const SUBJECT_LENGTH = 120;

const EMPTY: Omit<WorkQueueItem, 'kind' | 'key' | 'createdAt' | 'dueAt'> = {
  orderId: null,
  orderNumber: null,
  deliveryMethodId: null,
  requestId: null,
  tenderId: null,
  disputeId: null,
  isRetail: null,
  reviewId: null,
  chatId: null,
  buyerName: null,
  subject: null,
  suggestedDays: null,
  unreadCount: null,
};

const item = (
  kind: WorkQueueKind,
  id: number,
  fields: Partial<WorkQueueItem> & Pick<WorkQueueItem, 'createdAt' | 'dueAt'>,
): WorkQueueItem => ({ ...EMPTY, ...fields, kind, key: `${kind}-${id}` });

const subjectOf = (text: string | null): string | null =>
  text === null ? null : text.length > SUBJECT_LENGTH ? `${text.slice(0, SUBJECT_LENGTH - 1)}…` : text;

interface OrderRow {
  id: number;
  number: string | null;
  buyer_name: string | null;
  created_at: string;
  due: string | null;
}

interface KindQuery<Row> {
  /** The kind's table with its alias, as the count reads it: `retail_orders o`. */
  from: string;
  /** What the listed rows add to `from` (the buyer's join), if anything. */
  join?: string;
  select: string;
  where: string;
  params: SqlValue[];
  /**
   * The statuses of the kind, each read on its own: an index `(seller_id, status_id, deadline)`
   * gives one status's rows in deadline order, but `status_id IN (…)` has every row of all of them
   * sorted before the LIMIT (21,000 retail orders to accept at 100,000 orders).
   */
  statuses?: { column: string; ids: readonly number[] };
  orderBy: string;
  toItem: (row: Row) => WorkQueueItem;
}

/** The first `limit` rows of a kind in deadline order, and how many there are in all. */
function kindRows<Row>(db: Db, q: QueueScope, kind: KindQuery<Row>): KindRows {
  const from = kind.join === undefined ? kind.from : `${kind.from} ${kind.join}`;
  const list = (where: string) =>
    `SELECT ${kind.select} FROM ${from} WHERE ${where} ORDER BY ${kind.orderBy} LIMIT ?`;
  const statuses = kind.statuses;
  const rows =
    statuses === undefined
      ? all<Row>(db, list(kind.where), ...kind.params, q.limit)
      : all<Row>(
          db,
          // Each status's first rows from its index, merged on the selected `due`.
          `${statuses.ids
            .map(() => `SELECT * FROM (${list(`${kind.where} AND ${statuses.column} = ?`)})`)
            .join(' UNION ALL ')} ORDER BY due LIMIT ?`,
          ...statuses.ids.flatMap((id) => [...kind.params, id, q.limit]),
          q.limit,
        );
  const countWhere =
    statuses === undefined
      ? kind.where
      : `${kind.where} AND ${statuses.column} IN (${statuses.ids.map(() => '?').join(', ')})`;
  return {
    count: scalar(
      db,
      `SELECT COUNT(*) AS value FROM ${kind.from} WHERE ${countWhere}`,
      ...kind.params,
      ...(statuses?.ids ?? []),
    ),
    items: rows.map(kind.toItem),
  };
}

const BUYER_JOIN = 'JOIN users u ON u.id = o.buyer_id';

interface OrderKind<Row extends OrderRow> {
  table: 'retail_orders' | 'wholesale_orders';
  /** The number the order pages show: the retail number, or the wholesale order's id. */
  number: string;
  /** The deadline column the kind is read in order of. */
  due: string;
  statuses: readonly number[];
  /** More columns of the row, and a condition beyond the seller and the statuses. */
  select?: string;
  where?: string;
  /** What the kind's item adds to (or changes in) an order's item. */
  more?: (row: Row, q: QueueScope) => Partial<WorkQueueItem>;
}

/** A kind of orders: the seller's orders in the kind's statuses, by the kind's deadline. */
const orderKind =
  <Row extends OrderRow>(kind: WorkQueueKind, order: OrderKind<Row>) =>
  (db: Db, q: QueueScope): KindRows =>
    kindRows<Row>(db, q, {
      from: `${order.table} o`,
      join: BUYER_JOIN,
      select: `o.id, ${order.number} AS number, ${BUYER_NAME_SQL} AS buyer_name, o.created_at, ${order.due} AS due${
        order.select === undefined ? '' : `, ${order.select}`
      }`,
      where: order.where === undefined ? 'o.seller_id = ?' : `o.seller_id = ? AND ${order.where}`,
      params: [q.sellerId],
      statuses: { column: 'o.status_id', ids: order.statuses },
      orderBy: order.due,
      toItem: (row) =>
        item(kind, row.id, {
          orderId: row.id,
          orderNumber: row.number,
          buyerName: row.buyer_name,
          createdAt: row.created_at,
          dueAt: row.due,
          ...order.more?.(row, q),
        }),
    });

/** Retail orders waiting to be accepted (1 new, 7 readiness overdue): by the readiness deadline. */
const acceptOrders = orderKind<OrderRow>('acceptOrder', {
  table: 'retail_orders',
  number: 'o.number',
  due: 'o.readiness_deadline',
  statuses: [RetailStatus.NotSent, RetailStatus.ReadinessOverdue],
});

interface PaidRow extends OrderRow {
  paid_at: string | null;
  delivery_method_id: number;
}

/** The ship-by of a paid order: its dispatch deadline (or the one payment sets) on the store's schedule. */
function shipByOfRow(row: PaidRow, q: QueueScope): string | null {
  const paidAt = row.paid_at === null ? null : Date.parse(row.paid_at);
  const deadline =
    row.due !== null ? Date.parse(row.due) : paidAt !== null ? dispatchDeadlineAfterPayment(paidAt) : null;
  return deadline === null
    ? null
    : iso(shipByOf({ deadline, paidAt, schedule: q.schedule, holidays: q.holidays }));
}

/** Paid wholesale orders not sent yet (2, 21): by the ship-by of the store's schedule. */
const shipOrders = orderKind<PaidRow>('shipOrder', {
  table: 'wholesale_orders',
  number: 'CAST(o.id AS TEXT)',
  due: 'o.dispatch_deadline',
  statuses: [WholesaleStatus.NotSent, WholesaleStatus.SendingOverdue],
  select: 'o.paid_at, o.delivery_method_id',
  more: (row, q) => ({
    deliveryMethodId: row.delivery_method_id,
    createdAt: row.paid_at ?? row.created_at,
    dueAt: shipByOfRow(row, q),
  }),
});

/** Unpaid wholesale orders whose buyer asked for more days to pay (1, 9): by the payment deadline. */
const payRenewals = orderKind<OrderRow & { days: number; delivery_method_id: number }>('payRenewal', {
  table: 'wholesale_orders',
  number: 'CAST(o.id AS TEXT)',
  due: 'o.payment_deadline',
  statuses: [WholesaleStatus.NotPaid, WholesaleStatus.PaymentOverdue],
  select: 'o.pay_renewal_days AS days, o.delivery_method_id',
  where: 'o.pay_renewal_days IS NOT NULL',
  more: (row) => ({ suggestedDays: row.days, deliveryMethodId: row.delivery_method_id }),
});

/** New order requests (2) the seller has not answered: by the buyer's deadline. */
const requests = (db: Db, q: QueueScope): KindRows =>
  kindRows<OrderRow>(db, q, {
    from: 'order_requests o',
    join: BUYER_JOIN,
    select: `o.id, NULL AS number, ${BUYER_NAME_SQL} AS buyer_name, o.created_at, o.deadline AS due`,
    where: 'o.seller_id = ? AND o.status_id = ? AND o.deleted_by_seller = 0',
    params: [q.sellerId, OrderRequestStatus.New],
    orderBy: 'o.deadline IS NULL, o.deadline',
    toItem: (row) =>
      item('request', row.id, {
        requestId: row.id,
        buyerName: row.buyer_name,
        createdAt: row.created_at,
        dueAt: row.due,
      }),
  });

/** Open tenders closing within `TENDER_CLOSING_HOURS` without a live proposal of the seller. */
const tenders = (db: Db, q: QueueScope): KindRows =>
  kindRows<{ id: number; title: string; buyer_name: string | null; publish_date: string; deadline: string }>(
    db,
    q,
    {
      from: 'tenders t',
      join: 'JOIN users u ON u.id = t.buyer_id',
      select: `t.id, t.title, ${BUYER_NAME_SQL} AS buyer_name, t.publish_date, t.deadline`,
      where: `t.status_id = ? AND t.deadline > ? AND t.deadline <= ?
    AND NOT EXISTS (SELECT 1 FROM tender_proposals p WHERE p.tender_id = t.id AND p.seller_id = ? AND p.is_deleted = 0)`,
      params: [TenderStatus.Open, iso(q.now), iso(q.now + TENDER_CLOSING_HOURS * 3_600_000), q.sellerId],
      orderBy: 't.deadline',
      toItem: (row) =>
        item('tender', row.id, {
          tenderId: row.id,
          buyerName: row.buyer_name,
          subject: subjectOf(row.title),
          createdAt: row.publish_date,
          dueAt: row.deadline,
        }),
    },
  );

interface DisputeRow extends OrderRow {
  order_id: number | null;
  is_retail: number;
}

/** Open disputes the seller has not answered (1): by the answer deadline. */
const disputes = (db: Db, q: QueueScope): KindRows =>
  kindRows<DisputeRow>(db, q, {
    from: 'disputes d',
    select: `d.id, d.order_id, d.is_retail, d.created_at, d.answer_deadline AS due,
       CASE WHEN d.is_retail = 1 THEN (SELECT r.number FROM retail_orders r WHERE r.id = d.order_id)
            ELSE CAST(d.order_id AS TEXT) END AS number,
       (SELECT ${BUYER_NAME_SQL} FROM users u WHERE u.id = d.buyer_id) AS buyer_name`,
    where: 'd.seller_id = ? AND d.status_id = ?',
    params: [q.sellerId, DisputeStatus.Open],
    orderBy: 'd.answer_deadline IS NULL, d.answer_deadline',
    toItem: (row) =>
      item('dispute', row.id, {
        disputeId: row.id,
        orderId: row.order_id,
        orderNumber: row.number,
        isRetail: row.is_retail === 1,
        buyerName: row.buyer_name,
        createdAt: row.created_at,
        dueAt: row.due,
      }),
  });

/** Reviews without an answer of the seller: oldest first (no deadline). */
const reviews = (db: Db, q: QueueScope): KindRows =>
  kindRows<{ id: number; text: string; buyer_name: string | null; created_at: string }>(db, q, {
    from: 'reviews r',
    select: `r.id, r.text, r.created_at, (SELECT ${BUYER_NAME_SQL} FROM users u WHERE u.id = r.buyer_id) AS buyer_name`,
    // A literal 0, so the partial index of unanswered reviews (migration 030) answers it.
    where: 'r.seller_id = ? AND r.seller_answered = 0',
    params: [q.sellerId],
    orderBy: 'r.created_at, r.id',
    toItem: (row) =>
      item('review', row.id, {
        reviewId: row.id,
        buyerName: row.buyer_name,
        subject: subjectOf(row.text),
        createdAt: row.created_at,
        dueAt: null,
      }),
  });

/** Chats with messages the seller has not read: one item per chat, oldest unread first. */
function chats(db: Db, q: QueueScope): KindRows {
  const rows = all<{
    id: number;
    unread: number;
    first_unread: string;
    text: string | null;
    buyer_name: string | null;
  }>(
    db,
    `SELECT c.id, COUNT(m.id) AS unread, MIN(m.created_at) AS first_unread,
       (SELECT lm.text FROM chat_messages lm WHERE lm.chat_id = c.id AND lm.to_user_id = ? AND lm.is_read = 0
        ORDER BY lm.id DESC LIMIT 1) AS text,
       (SELECT ${BUYER_NAME_SQL} FROM users u WHERE u.id = c.buyer_user_id) AS buyer_name
     FROM chats c JOIN chat_messages m ON m.chat_id = c.id AND m.to_user_id = ? AND m.is_read = 0
     WHERE c.seller_user_id = ? GROUP BY c.id ORDER BY first_unread`,
    q.userId,
    q.userId,
    q.userId,
  );
  return {
    count: rows.length,
    items: rows.slice(0, q.limit).map((row) =>
      item('chat', row.id, {
        chatId: row.id,
        buyerName: row.buyer_name,
        subject: subjectOf(row.text),
        unreadCount: row.unread,
        createdAt: row.first_unread,
        dueAt: null,
      }),
    ),
  };
}

/** Every kind with its source, in the order kinds rank among items due at the same moment. */
export const WORK_QUEUE_SOURCES: Readonly<Record<WorkQueueKind, (db: Db, q: QueueScope) => KindRows>> = {
  shipOrder: shipOrders,
  acceptOrder: acceptOrders,
  payRenewal: payRenewals,
  dispute: disputes,
  request: requests,
  tender: tenders,
  chat: chats,
  review: reviews,
};
