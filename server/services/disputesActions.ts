import type { DisputeStatusId } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { run, type SqlValue } from '../db/query.js';
import { iso } from '../lib/time.js';
import type { StoredFile } from '../lib/uploads.js';
import { publishDisputeChange } from './disputesEvents.js';
import { recordDisputeFiles } from './disputesFiles.js';
import { insertMessage } from './disputesMessages.js';
import {
  disputeMarket,
  isClosingStatus,
  ruleOf,
  type DisputeActionName,
  type DisputeRule,
} from './disputesRules.js';
import { findDispute, type DisputeScope, type DisputeState } from './disputesState.js';
import { sweepDisputes } from './disputesSweep.js';
import { NOTICES } from './notices.js';
import { notifySeller, type Notice } from './notify.js';
import { applyStatusChange, textOrNull } from './ordersCommon.js';

/**
 * One dispute action (the seller's decline and return, the console's withdrawal and decisions):
 * the deadline sweep, the dispute (within the caller's scope), its rule, then the status change
 * with its history entry, and the rule's effect on the order (a return cancels it, with the
 * order's own history entry).
 */

export interface TransitionInput {
  action: DisputeActionName;
  /** DeclineDispute: the order status the seller saw; another current status is refused. */
  seenOrderStatusId?: number;
  declinePurpose?: string;
  /** The console's comment: the decision (or withdrawal) text, also posted as its author's message. */
  comment?: string | null;
  adminId?: number | null;
}

export type TransitionRefusal =
  { kind: 'notFound' } | { kind: 'notAllowed'; statusId: DisputeStatusId } | { kind: 'orderChanged' };

export type TransitionCheck =
  { ok: true; dispute: DisputeState; rule: DisputeRule } | { ok: false; refusal: TransitionRefusal };

/** The checks of an action without changing anything but the sweep (run before files are read). */
export function checkTransition(
  db: Db,
  now: number,
  scope: DisputeScope,
  disputeId: number,
  input: TransitionInput,
): TransitionCheck {
  sweepDisputes(db, now);
  const dispute = findDispute(db, scope, disputeId);
  if (!dispute) return { ok: false, refusal: { kind: 'notFound' } };
  const rule = ruleOf(input.action);
  if (!rule.from.includes(dispute.status_id)) {
    return { ok: false, refusal: { kind: 'notAllowed', statusId: dispute.status_id } };
  }
  if (input.seenOrderStatusId !== undefined && input.seenOrderStatusId !== dispute.order_status_id) {
    return { ok: false, refusal: { kind: 'orderChanged' } };
  }
  return { ok: true, dispute, rule };
}

/** What the seller is told when the buyer or the administrator closes its dispute. */
const OUTCOME_NOTICES: Partial<Record<DisputeActionName, (disputeId: number, retail: boolean) => Notice>> = {
  withdraw: NOTICES.disputeWithdrawn,
  decideForBuyer: NOTICES.disputeForBuyer,
  decideForSeller: NOTICES.disputeForSeller,
};

export type TransitionResult = { ok: true; historyId: number } | { ok: false; refusal: TransitionRefusal };

/** Runs one action in a transaction; `files` are the decline files already written to disk. */
export function runTransition(
  db: Db,
  now: number,
  scope: DisputeScope,
  disputeId: number,
  input: TransitionInput,
  files: readonly StoredFile[] = [],
): TransitionResult {
  return db.transaction((): TransitionResult => {
    const check = checkTransition(db, now, scope, disputeId, input);
    if (!check.ok) return check;
    const { dispute, rule } = check;
    const at = iso(now);
    const comment = textOrNull(input.comment);
    const set: [string, SqlValue][] = [['status_id', rule.to]];
    if (rule.action === 'decline') set.push(['decline_purpose', input.declinePurpose ?? null]);
    if (isClosingStatus(rule.to)) set.push(['closed_at', at], ['decision_comment', comment]);
    run(
      db,
      `UPDATE disputes SET ${set.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`,
      ...set.map(([, value]) => value),
      dispute.id,
    );
    const historyId = run(
      db,
      `INSERT INTO dispute_history (dispute_id, action, status_before, status_after, admin_id, comment, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      dispute.id,
      rule.action,
      dispute.status_id,
      rule.to,
      input.adminId ?? null,
      rule.action === 'decline' ? (input.declinePurpose ?? null) : comment,
      at,
    ).lastInsertRowid;
    if (rule.returnsOrder) {
      const market = disputeMarket(dispute.is_retail === 1);
      const order = { id: dispute.order_id, status_id: dispute.order_status_id };
      applyStatusChange(db, market.tables, order, { to: market.returned }, at, rule.actor);
    }
    publishDisputeChange(db, dispute, rule.action === 'withdraw' ? 'withdrawn' : 'decided', rule.to);
    const notice = OUTCOME_NOTICES[rule.action];
    if (notice) notifySeller(db, dispute.seller_id, notice(dispute.id, dispute.is_retail === 1), at);
    if (files.length > 0) recordDisputeFiles(db, dispute.id, 'decline', files, at);
    if (comment !== null && rule.actor !== 'seller') {
      insertMessage(db, {
        disputeId: dispute.id,
        role: rule.actor,
        userId: rule.actor === 'buyer' ? dispute.buyer_id : null,
        adminId: rule.actor === 'admin' ? (input.adminId ?? null) : null,
        comment,
        at,
      });
    }
    return { ok: true, historyId: Number(historyId) };
  })();
}
