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
import { all, scalar } from '../db/query.js';
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

/** Retail orders waiting to be accepted (1 new, 7 readiness overdue): by the readiness deadline. */
function acceptOrders(db: Db, q: QueueScope): KindRows {
  const statuses = [RetailStatus.NotSent, RetailStatus.ReadinessOverdue];
  const where = 'o.seller_id = ? AND o.status_id IN (?, ?)';
  const rows = all<OrderRow>(
    db,
    `SELECT o.id, o.number, ${BUYER_NAME_SQL} AS buyer_name, o.created_at, o.readiness_deadline AS due
     FROM retail_orders o JOIN users u ON u.id = o.buyer_id
     WHERE ${where} ORDER BY o.readiness_deadline LIMIT ?`,
    q.sellerId,
    ...statuses,
    q.limit,
  );
  return {
    count: scalar(
      db,
      `SELECT COUNT(*) AS value FROM retail_orders o WHERE ${where}`,
      q.sellerId,
      ...statuses,
    ),
    items: rows.map((row) =>
      item('acceptOrder', row.id, {
        orderId: row.id,
        orderNumber: row.number,
        buyerName: row.buyer_name,
        createdAt: row.created_at,
        dueAt: row.due,
      }),
    ),
  };
}

interface PaidRow extends OrderRow {
  paid_at: string | null;
  delivery_method_id: number;
}

/** Paid wholesale orders not sent yet (2, 21): by the ship-by of the store's schedule. */
function shipOrders(db: Db, q: QueueScope): KindRows {
  const statuses = [WholesaleStatus.NotSent, WholesaleStatus.SendingOverdue];
  const where = 'o.seller_id = ? AND o.status_id IN (?, ?)';
  const rows = all<PaidRow>(
    db,
    `SELECT o.id, o.invoice_number AS number, ${BUYER_NAME_SQL} AS buyer_name, o.created_at,
       o.dispatch_deadline AS due, o.paid_at, o.delivery_method_id
     FROM wholesale_orders o JOIN users u ON u.id = o.buyer_id
     WHERE ${where} ORDER BY o.dispatch_deadline LIMIT ?`,
    q.sellerId,
    ...statuses,
    q.limit,
  );
  return {
    count: scalar(
      db,
      `SELECT COUNT(*) AS value FROM wholesale_orders o WHERE ${where}`,
      q.sellerId,
      ...statuses,
    ),
    items: rows.map((row) => {
      const paidAt = row.paid_at === null ? null : Date.parse(row.paid_at);
      const deadline =
        row.due !== null
          ? Date.parse(row.due)
          : paidAt !== null
            ? dispatchDeadlineAfterPayment(paidAt)
            : null;
      const dueAt =
        deadline === null
          ? null
          : iso(shipByOf({ deadline, paidAt, schedule: q.schedule, holidays: q.holidays }));
      return item('shipOrder', row.id, {
        orderId: row.id,
        deliveryMethodId: row.delivery_method_id,
        orderNumber: row.number,
        buyerName: row.buyer_name,
        createdAt: row.paid_at ?? row.created_at,
        dueAt,
      });
    }),
  };
}

/** Unpaid wholesale orders whose buyer asked for more days to pay (1, 9): by the payment deadline. */
function payRenewals(db: Db, q: QueueScope): KindRows {
  const where = 'o.seller_id = ? AND o.pay_renewal_days IS NOT NULL AND o.status_id IN (?, ?)';
  const statuses = [WholesaleStatus.NotPaid, WholesaleStatus.PaymentOverdue];
  const rows = all<OrderRow & { days: number; delivery_method_id: number }>(
    db,
    `SELECT o.id, o.invoice_number AS number, ${BUYER_NAME_SQL} AS buyer_name, o.created_at,
       o.payment_deadline AS due, o.pay_renewal_days AS days, o.delivery_method_id
     FROM wholesale_orders o JOIN users u ON u.id = o.buyer_id
     WHERE ${where} ORDER BY o.payment_deadline LIMIT ?`,
    q.sellerId,
    ...statuses,
    q.limit,
  );
  return {
    count: scalar(
      db,
      `SELECT COUNT(*) AS value FROM wholesale_orders o WHERE ${where}`,
      q.sellerId,
      ...statuses,
    ),
    items: rows.map((row) =>
      item('payRenewal', row.id, {
        orderId: row.id,
        orderNumber: row.number,
        buyerName: row.buyer_name,
        suggestedDays: row.days,
        deliveryMethodId: row.delivery_method_id,
        createdAt: row.created_at,
        dueAt: row.due,
      }),
    ),
  };
}

/** New order requests (2) the seller has not answered: by the buyer's deadline. */
function requests(db: Db, q: QueueScope): KindRows {
  const where = 'o.seller_id = ? AND o.status_id = ? AND o.deleted_by_seller = 0';
  const rows = all<OrderRow>(
    db,
    `SELECT o.id, NULL AS number, ${BUYER_NAME_SQL} AS buyer_name, o.created_at, o.deadline AS due
     FROM order_requests o JOIN users u ON u.id = o.buyer_id
     WHERE ${where} ORDER BY o.deadline IS NULL, o.deadline LIMIT ?`,
    q.sellerId,
    OrderRequestStatus.New,
    q.limit,
  );
  return {
    count: scalar(
      db,
      `SELECT COUNT(*) AS value FROM order_requests o WHERE ${where}`,
      q.sellerId,
      OrderRequestStatus.New,
    ),
    items: rows.map((row) =>
      item('request', row.id, {
        requestId: row.id,
        buyerName: row.buyer_name,
        createdAt: row.created_at,
        dueAt: row.due,
      }),
    ),
  };
}

/** Open tenders closing within `TENDER_CLOSING_HOURS` without a live proposal of the seller. */
function tenders(db: Db, q: QueueScope): KindRows {
  const where = `t.status_id = ? AND t.deadline > ? AND t.deadline <= ?
    AND NOT EXISTS (SELECT 1 FROM tender_proposals p WHERE p.tender_id = t.id AND p.seller_id = ? AND p.is_deleted = 0)`;
  const params = [TenderStatus.Open, iso(q.now), iso(q.now + TENDER_CLOSING_HOURS * 3_600_000), q.sellerId];
  const rows = all<{
    id: number;
    title: string;
    buyer_name: string | null;
    publish_date: string;
    deadline: string;
  }>(
    db,
    `SELECT t.id, t.title, ${BUYER_NAME_SQL} AS buyer_name, t.publish_date, t.deadline
     FROM tenders t JOIN users u ON u.id = t.buyer_id WHERE ${where} ORDER BY t.deadline LIMIT ?`,
    ...params,
    q.limit,
  );
  return {
    count: scalar(db, `SELECT COUNT(*) AS value FROM tenders t WHERE ${where}`, ...params),
    items: rows.map((row) =>
      item('tender', row.id, {
        tenderId: row.id,
        buyerName: row.buyer_name,
        subject: subjectOf(row.title),
        createdAt: row.publish_date,
        dueAt: row.deadline,
      }),
    ),
  };
}

/** Open disputes the seller has not answered (1): by the answer deadline. */
function disputes(db: Db, q: QueueScope): KindRows {
  const where = 'd.seller_id = ? AND d.status_id = ?';
  const rows = all<{
    id: number;
    order_id: number | null;
    is_retail: number;
    number: string | null;
    buyer_name: string | null;
    created_at: string;
    due: string | null;
  }>(
    db,
    `SELECT d.id, d.order_id, d.is_retail, d.created_at, d.answer_deadline AS due,
       CASE WHEN d.is_retail = 1 THEN (SELECT r.number FROM retail_orders r WHERE r.id = d.order_id)
            ELSE (SELECT w.invoice_number FROM wholesale_orders w WHERE w.id = d.order_id) END AS number,
       (SELECT ${BUYER_NAME_SQL} FROM users u WHERE u.id = d.buyer_id) AS buyer_name
     FROM disputes d WHERE ${where} ORDER BY d.answer_deadline IS NULL, d.answer_deadline LIMIT ?`,
    q.sellerId,
    DisputeStatus.Open,
    q.limit,
  );
  return {
    count: scalar(
      db,
      `SELECT COUNT(*) AS value FROM disputes d WHERE ${where}`,
      q.sellerId,
      DisputeStatus.Open,
    ),
    items: rows.map((row) =>
      item('dispute', row.id, {
        disputeId: row.id,
        orderId: row.order_id,
        orderNumber: row.number,
        isRetail: row.is_retail === 1,
        buyerName: row.buyer_name,
        createdAt: row.created_at,
        dueAt: row.due,
      }),
    ),
  };
}

/** Reviews without an answer of the seller: oldest first (no deadline). */
function reviews(db: Db, q: QueueScope): KindRows {
  const where = `r.seller_id = ?
    AND NOT EXISTS (SELECT 1 FROM review_comments c WHERE c.review_id = r.id AND c.author_role = 'seller')`;
  const rows = all<{ id: number; text: string; buyer_name: string | null; created_at: string }>(
    db,
    `SELECT r.id, r.text, r.created_at, (SELECT ${BUYER_NAME_SQL} FROM users u WHERE u.id = r.buyer_id) AS buyer_name
     FROM reviews r WHERE ${where} ORDER BY r.created_at, r.id LIMIT ?`,
    q.sellerId,
    q.limit,
  );
  return {
    count: scalar(db, `SELECT COUNT(*) AS value FROM reviews r WHERE ${where}`, q.sellerId),
    items: rows.map((row) =>
      item('review', row.id, {
        reviewId: row.id,
        buyerName: row.buyer_name,
        subject: subjectOf(row.text),
        createdAt: row.created_at,
        dueAt: null,
      }),
    ),
  };
}

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
