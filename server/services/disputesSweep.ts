import type { Db } from '../db/index.js';
import { run } from '../db/query.js';
import { iso } from '../lib/time.js';
import { DEADLINE_RULE } from './disputesRules.js';

/**
 * Moves every open dispute (1) whose answer deadline has passed to arbitration (2) and records
 * the change in its history, dated at the deadline. Runs before every dispute call, seller's or
 * console's; when nothing is due it is one probe of the `(status_id, answer_deadline)` index.
 * Returns the number of disputes moved.
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
    if (recorded > 0) {
      run(db, 'UPDATE disputes SET status_id = ? WHERE status_id = ? AND answer_deadline < ?', to, from, at);
    }
    return recorded;
  })();
}
