import type { Db } from '../db/index.js';
import { one, run } from '../db/query.js';
import { DisputeStatus } from '../../rules/index.js';
import { iso } from '../lib/time.js';
import type { StoredFile } from '../lib/uploads.js';
import { publishDisputeOpened } from './disputesEvents.js';
import { recordDisputeFiles } from './disputesFiles.js';
import { ANSWER_MS, disputeMarket } from './disputesRules.js';
import { sweepDisputes } from './disputesSweep.js';
import { NOTICES } from './notices.js';
import { notifySeller } from './notify.js';

/**
 * The buyer opens a dispute (played from the marketplace console): on a delivered order of its
 * market (wholesale 6, retail 4), one open dispute per order at a time; the seller must answer
 * within `ANSWER_DAYS`.
 */

export interface OpenDisputeInput {
  isRetail: boolean;
  orderId: number;
  reasonId: number;
  claim: string;
}

interface OrderRow {
  id: number;
  seller_id: number;
  buyer_id: number;
  status_id: number;
}

export type OpenRefusal = 'orderNotFound' | 'notDelivered' | 'alreadyOpen';
export type OpenCheck = { ok: true; order: OrderRow } | { ok: false; refusal: OpenRefusal };

/** The order's checks, run before the claim files are written and again when the dispute is. */
export function checkOpen(db: Db, now: number, input: OpenDisputeInput): OpenCheck {
  sweepDisputes(db, now);
  const market = disputeMarket(input.isRetail);
  const order = one<OrderRow>(
    db,
    `SELECT id, seller_id, buyer_id, status_id FROM ${market.tables.orders} WHERE id = ?`,
    input.orderId,
  );
  if (!order) return { ok: false, refusal: 'orderNotFound' };
  if (order.status_id !== market.delivered) return { ok: false, refusal: 'notDelivered' };
  const open = one<{ id: number }>(
    db,
    'SELECT id FROM disputes WHERE is_retail = ? AND order_id = ? AND status_id IN (?, ?)',
    input.isRetail ? 1 : 0,
    order.id,
    DisputeStatus.Open,
    DisputeStatus.Arbitration,
  );
  return open ? { ok: false, refusal: 'alreadyOpen' } : { ok: true, order };
}

export type OpenResult = { ok: true; disputeId: number } | { ok: false; refusal: OpenRefusal };

/** Writes the dispute (status 1), its history entry and its claim files (already on disk). */
export function openDispute(
  db: Db,
  now: number,
  input: OpenDisputeInput,
  files: readonly StoredFile[],
): OpenResult {
  return db.transaction((): OpenResult => {
    const check = checkOpen(db, now, input);
    if (!check.ok) return check;
    const at = iso(now);
    const disputeId = Number(
      run(
        db,
        `INSERT INTO disputes (seller_id, is_retail, status_id, created_at, order_id, buyer_id, reason_id,
           claim, answer_deadline)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        check.order.seller_id,
        input.isRetail ? 1 : 0,
        DisputeStatus.Open,
        at,
        check.order.id,
        check.order.buyer_id,
        input.reasonId,
        input.claim,
        iso(now + ANSWER_MS),
      ).lastInsertRowid,
    );
    run(
      db,
      `INSERT INTO dispute_history (dispute_id, action, status_before, status_after, created_at)
       VALUES (?, 'open', NULL, ?, ?)`,
      disputeId,
      DisputeStatus.Open,
      at,
    );
    recordDisputeFiles(db, disputeId, 'claim', files, at);
    publishDisputeOpened(db, {
      id: disputeId,
      seller_id: check.order.seller_id,
      is_retail: input.isRetail ? 1 : 0,
      order_id: check.order.id,
    });
    notifySeller(db, check.order.seller_id, NOTICES.disputeOpened(disputeId, input.isRetail), at);
    return { ok: true, disputeId };
  })();
}
