import type { Dispute, DisputeReasonId, DisputeStatusId } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, scalar, type SqlValue } from '../db/query.js';
import { OPEN_DISPUTE_STATUSES } from '../../rules/index.js';
import { CLAIM_FILES_SQL, DECLINE_FILES_SQL, filesOf } from './disputesFiles.js';
import { disputeMarket, type DisputeMarket } from './disputesRules.js';
import { sweepDisputes } from './disputesSweep.js';
import {
  BUYER_NAME_SQL,
  listPage,
  round2,
  type DateRange,
  type ListPage,
  type PageWindow,
} from './ordersCommon.js';

/** `Dispute/GetDisputesByFilter` (docs/contract/disputes.md): one market's disputes of a seller. */

interface DisputeRow {
  id: number;
  is_retail: number;
  order_id: number;
  order_number: string;
  order_status_id: number;
  order_amount: number;
  buyer_id: number;
  buyer_name: string;
  reason_id: DisputeReasonId;
  claim: string | null;
  claim_files: string | null;
  status_id: DisputeStatusId;
  created_at: string;
  answer_deadline: string | null;
  decline_purpose: string | null;
  decline_files: string | null;
  decision_comment: string | null;
  closed_at: string | null;
  messages_count: number;
}

/** The columns of `DisputeRow` over a dispute `d`, its order `o` (of `market`) and its buyer `u`. */
const disputeColumns = (market: DisputeMarket): string =>
  `d.id, d.is_retail, d.order_id, ${market.numberSql} AS order_number, o.status_id AS order_status_id,
  o.total_amount AS order_amount, d.buyer_id, ${BUYER_NAME_SQL} AS buyer_name, d.reason_id, d.claim,
  ${CLAIM_FILES_SQL} AS claim_files, d.status_id, d.created_at, d.answer_deadline, d.decline_purpose,
  ${DECLINE_FILES_SQL} AS decline_files, d.decision_comment, d.closed_at,
  (SELECT COUNT(*) FROM dispute_messages m WHERE m.dispute_id = d.id) AS messages_count`;

const disputeFrom = (market: DisputeMarket): string =>
  `disputes d JOIN ${market.tables.orders} o ON o.id = d.order_id JOIN users u ON u.id = d.buyer_id`;

/** Open disputes (1, 2) first, then the newest, then the highest id. */
const DISPUTE_ORDER = `CASE WHEN d.status_id IN (${OPEN_DISPUTE_STATUSES.join(', ')}) THEN 0 ELSE 1 END,
  d.created_at DESC, d.id DESC`;

const toDispute = (row: DisputeRow): Dispute => ({
  id: row.id,
  isRetail: row.is_retail === 1,
  orderId: row.order_id,
  orderNumber: row.order_number,
  orderStatusId: row.order_status_id,
  orderAmount: round2(row.order_amount),
  buyerId: row.buyer_id,
  buyerName: row.buyer_name,
  reasonId: row.reason_id,
  claim: row.claim ?? '',
  claimFiles: filesOf(row.claim_files),
  statusId: row.status_id,
  creationDate: row.created_at,
  answerDeadline: row.answer_deadline ?? row.created_at,
  declinePurpose: row.decline_purpose,
  declineFiles: filesOf(row.decline_files),
  decisionComment: row.decision_comment,
  closedDate: row.closed_at,
  messagesCount: row.messages_count,
});

export interface DisputeQuery {
  sellerId: number;
  isRetail: boolean;
  /** One dispute status, or null for all. */
  statusId: number | null;
  /** Digits: the wholesale order id or the retail order number, exact. */
  orderNumber: string | null;
  range: DateRange;
  window: PageWindow;
}

/** One page of the seller's disputes of one market, after the deadline sweep. */
export function listDisputes(db: Db, now: number, q: DisputeQuery): ListPage<Dispute> {
  sweepDisputes(db, now);
  const market = disputeMarket(q.isRetail);
  const where = ['d.seller_id = ?', 'd.is_retail = ?'];
  const params: SqlValue[] = [q.sellerId, q.isRetail ? 1 : 0];
  if (q.statusId !== null) {
    where.push('d.status_id = ?');
    params.push(q.statusId);
  }
  if (q.orderNumber !== null) {
    // Retail numbers are kept as text of 7 digits; a wholesale number is the order id.
    where.push(market.isRetail ? 'o.number = ?' : 'd.order_id = ?');
    params.push(market.isRetail ? q.orderNumber : Number(q.orderNumber));
  }
  if (q.range.from) {
    where.push('d.created_at >= ?');
    params.push(q.range.from);
  }
  if (q.range.until) {
    where.push('d.created_at < ?');
    params.push(q.range.until);
  }
  const condition = where.join(' AND ');
  const rowCount = scalar(
    db,
    `SELECT COUNT(*) AS value FROM ${disputeFrom(market)} WHERE ${condition}`,
    ...params,
  );
  const rows =
    q.window.offset >= rowCount
      ? []
      : all<DisputeRow>(
          db,
          `SELECT ${disputeColumns(market)} FROM ${disputeFrom(market)} WHERE ${condition}
           ORDER BY ${DISPUTE_ORDER} LIMIT ? OFFSET ?`,
          ...params,
          q.window.pageSize,
          q.window.offset,
        );
  return listPage(rows.map(toDispute), rowCount, q.window.pageSize);
}
