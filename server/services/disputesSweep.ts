import type { Db } from '../db/index.js';
import { all, run } from '../db/query.js';
import { iso } from '../lib/time.js';
import { publishDisputeChange, type DisputeRef } from './disputesEvents.js';
import { DEADLINE_RULE } from './disputesRules.js';

/**
 * Moves every open dispute (1) whose answer deadline has passed to arbitration (2) and records
 * the change in its history, dated at the deadline. Runs before every dispute call, seller's or
 * console's; when nothing is due it is one probe of the `(status_id, answer_deadline)` index.
 * Each dispute moved is published to its seller as decided (by the deadline). Returns the number
 * of disputes moved.
 */
export function sweepDisputes(db: Db, now: number): number {
  const at = iso(now);
  const { action, from, to } = DEADLINE_RULE;
  return db.transaction((): number => {
    const recorded = run(
      db,
      `INSERT INTO dispute_history (dispute_id, action, status_before, status_after, created_at)
       SELECT id, ?, ?, ?, answer_deadline FROM disputes WHERE status_id = ? AND answer_deadline < ?`,
      action,
      from,
      to,
      from,
      at,
    ).changes;
    if (recorded === 0) return 0;
    const moved = all<Omit<DisputeRef, 'order_id'> & { order_id: number | null }>(
      db,
      `UPDATE disputes SET status_id = ? WHERE status_id = ? AND answer_deadline < ?
       RETURNING id, seller_id, is_retail, order_id`,
      to,
      from,
      at,
    );
    for (const { order_id, ...dispute } of moved) {
      // Rows without an order are not disputes of the seller's screens.
      if (order_id !== null) publishDisputeChange(db, { ...dispute, order_id }, 'decided', to);
    }
    return recorded;
  })();
}
