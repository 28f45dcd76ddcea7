import type { Db } from '../db/index.js';
import { all, one } from '../db/query.js';
import {
  addDaysToDay,
  moscowDayOf,
  reconcile,
  startOfMoscowDay,
  toKopecks,
  type Reconciliation,
  type ReconciliationOrder,
} from '../../rules/index.js';
import { BUYER_NOT_FOUND } from './buyersDetail.js';
import { sweepOverdue } from './ordersSweep.js';
import { buyerParty, sellerParty, type DocumentParty } from './closingParties.js';

/**
 * The reconciliation act of the seller and one of their buyers (docs/contract/documents.md "Акт
 * сверки"): the buyer's orders of both markets up to the period's end, reconciled by
 * rules/reconciliation.ts. A buyer without an order of the seller is not the seller's buyer.
 */

export const RECONCILIATION_MESSAGES = {
  notFound: BUYER_NOT_FOUND,
  badDate: 'Укажите даты периода в виде ГГГГ-ММ-ДД',
  reversed: 'Дата начала периода позже даты окончания',
} as const;

export interface ReconciliationData {
  act: Reconciliation;
  seller: DocumentParty;
  buyer: DocumentParty;
  /** The Moscow day the act was made. */
  madeOn: string;
}

interface OrderRow {
  kind: 'wholesale' | 'retail';
  id: number;
  number: string | null;
  status_id: number;
  total_amount: number;
  created_at: string;
}

export type ReconciliationResult = { ok: true; data: ReconciliationData } | { ok: false; message: string };

export function loadReconciliation(
  db: Db,
  now: number,
  sellerId: number,
  query: { buyerId: number; dateFrom: string; dateTo: string },
): ReconciliationResult {
  const from = startOfMoscowDay(query.dateFrom);
  const nextDay = addDaysToDay(query.dateTo, 1);
  const until = nextDay === null ? null : startOfMoscowDay(nextDay);
  if (from === null || until === null) return { ok: false, message: RECONCILIATION_MESSAGES.badDate };
  if (query.dateFrom > query.dateTo) return { ok: false, message: RECONCILIATION_MESSAGES.reversed };
  sweepOverdue(db, now);
  const known = one<{ found: number }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM wholesale_orders WHERE seller_id = ? AND buyer_id = ?)
         OR EXISTS (SELECT 1 FROM retail_orders WHERE seller_id = ? AND buyer_id = ?) AS found`,
    sellerId,
    query.buyerId,
    sellerId,
    query.buyerId,
  );
  if (!known?.found) return { ok: false, message: RECONCILIATION_MESSAGES.notFound };
  // Instants are stored as ISO text in UTC: the period ends before the next Moscow midnight, as the
  // finance page's filter.
  const rows = all<OrderRow>(
    db,
    `SELECT 'wholesale' AS kind, id, NULL AS number, status_id, total_amount, created_at FROM wholesale_orders
      WHERE seller_id = ? AND buyer_id = ? AND created_at < ?
     UNION ALL
     SELECT 'retail' AS kind, id, number, status_id, total_amount, created_at FROM retail_orders
      WHERE seller_id = ? AND buyer_id = ? AND created_at < ?`,
    sellerId,
    query.buyerId,
    until,
    sellerId,
    query.buyerId,
    until,
  );
  const orders: ReconciliationOrder[] = rows.map((row) => ({
    kind: row.kind,
    id: row.id,
    number: row.number?.trim() || String(row.id),
    day: moscowDayOf(Date.parse(row.created_at)),
    statusId: row.status_id,
    total: toKopecks(row.total_amount),
  }));
  return {
    ok: true,
    data: {
      act: reconcile(orders, query.dateFrom, query.dateTo),
      seller: sellerParty(db, sellerId),
      buyer: buyerParty(db, query.buyerId),
      madeOn: moscowDayOf(now),
    },
  };
}
