import type { DisputeMessage } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one, run } from '../db/query.js';
import { iso } from '../lib/time.js';
import type { StoredFile } from '../lib/uploads.js';
import { publishDisputeChange } from './disputesEvents.js';
import { filesOf, MESSAGE_IMAGES_SQL, recordMessageImages } from './disputesFiles.js';
import { isOpenStatus, type DisputeActor } from './disputesRules.js';
import { findDispute, type DisputeScope, type DisputeState } from './disputesState.js';
import { sweepDisputes } from './disputesSweep.js';
import { BUYER_NAME_SQL } from './ordersCommon.js';

/**
 * The messages of a dispute (the generic message list of spec section 7 and AddDisputeComment):
 * the buyer, the seller and the console's administrator write them while the dispute is open
 * (1, 2); texts are stored exactly as sent.
 */

interface MessageRow {
  id: number;
  dispute_id: number;
  author_role: DisputeActor;
  author_name: string | null;
  comment: string;
  images: string | null;
  created_at: string;
}

/** A message `m` of its dispute `d`: the seller signs with the store name, the buyer with the display name. */
export const MESSAGE_FROM = `dispute_messages m
  JOIN disputes d ON d.id = m.dispute_id
  LEFT JOIN users u ON u.id = m.user_id
  LEFT JOIN stores st ON st.seller_id = d.seller_id
  LEFT JOIN console_admins a ON a.id = m.admin_id`;

export const MESSAGE_AUTHOR_SQL = `CASE m.author_role WHEN 'seller' THEN st.store_name
  WHEN 'admin' THEN a.name ELSE ${BUYER_NAME_SQL} END`;

const MESSAGE_SELECT = `SELECT m.id, m.dispute_id, m.author_role, ${MESSAGE_AUTHOR_SQL} AS author_name,
    m.comment, m.created_at, ${MESSAGE_IMAGES_SQL} AS images
  FROM ${MESSAGE_FROM}`;

const toMessage = (row: MessageRow): DisputeMessage => ({
  id: row.id,
  authorRole: row.author_role,
  authorName: row.author_name ?? '',
  comment: row.comment,
  images: filesOf(row.images),
  creationDate: row.created_at,
});

export interface NewMessage {
  disputeId: number;
  role: DisputeActor;
  /** The buyer's or the seller's user; null for the administrator. */
  userId: number | null;
  adminId: number | null;
  comment: string;
  at: string;
}

/** Writes one message row; its id. */
export function insertMessage(db: Db, message: NewMessage): number {
  return Number(
    run(
      db,
      `INSERT INTO dispute_messages (dispute_id, author_role, user_id, admin_id, comment, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      message.disputeId,
      message.role,
      message.userId,
      message.adminId,
      message.comment,
      message.at,
    ).lastInsertRowid,
  );
}

function messageById(db: Db, messageId: number): DisputeMessage | null {
  const row = one<MessageRow>(db, `${MESSAGE_SELECT} WHERE m.id = ?`, messageId);
  return row ? toMessage(row) : null;
}

/** Oldest first; null when the scope may not see the dispute. */
export function disputeMessages(
  db: Db,
  now: number,
  scope: DisputeScope,
  disputeId: number,
): DisputeMessage[] | null {
  sweepDisputes(db, now);
  if (!findDispute(db, scope, disputeId)) return null;
  return all<MessageRow>(
    db,
    `${MESSAGE_SELECT} WHERE m.dispute_id = ? ORDER BY m.created_at, m.id`,
    disputeId,
  ).map(toMessage);
}

export type CommentCheck = { ok: true; dispute: DisputeState } | { ok: false; kind: 'notFound' | 'closed' };

/** Whether the scope may write in the dispute now (it exists for the scope and is open). */
export function checkCommentable(db: Db, now: number, scope: DisputeScope, disputeId: number): CommentCheck {
  sweepDisputes(db, now);
  const dispute = findDispute(db, scope, disputeId);
  if (!dispute) return { ok: false, kind: 'notFound' };
  if (!isOpenStatus(dispute.status_id)) return { ok: false, kind: 'closed' };
  return { ok: true, dispute };
}

export interface CommentInput {
  disputeId: number;
  scope: DisputeScope;
  /** The seller writes as the caller's user; the buyer as the dispute's buyer. */
  author: { role: 'seller'; userId: number } | { role: 'buyer' };
  comment: string;
  images: readonly StoredFile[];
}

export type CommentResult =
  { ok: true; message: DisputeMessage } | { ok: false; kind: 'notFound' | 'closed' };

/** Adds a message with its images (already written to disk) in one transaction. */
export function addDisputeComment(db: Db, now: number, input: CommentInput): CommentResult {
  return db.transaction((): CommentResult => {
    const check = checkCommentable(db, now, input.scope, input.disputeId);
    if (!check.ok) return check;
    const at = iso(now);
    const id = insertMessage(db, {
      disputeId: input.disputeId,
      role: input.author.role,
      userId: input.author.role === 'seller' ? input.author.userId : check.dispute.buyer_id,
      adminId: null,
      comment: input.comment,
      at,
    });
    recordMessageImages(db, id, input.images, at);
    const message = messageById(db, id);
    if (!message) throw new Error(`Dispute message ${id} was not written`);
    // The seller's own message is in the reply; the buyer's is news.
    if (input.author.role !== 'seller') {
      publishDisputeChange(db, check.dispute, 'message', check.dispute.status_id);
    }
    return { ok: true, message };
  })();
}
