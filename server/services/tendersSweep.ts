import type { Db } from '../db/index.js';
import { run } from '../db/query.js';
import { TenderProposalStatus, TenderStatus } from '../../rules/index.js';
import { iso } from '../lib/time.js';

interface DeadlineRule {
  from: number;
  to: number;
  /** Whether the tender holds at least one proposal in 1 (under review). */
  withProposals: boolean;
}

/**
 * What happens to an open tender at its deadline (docs/contract/requests-tenders.md): the buyer
 * chooses among the proposals under review, or, without one, the tender is not held.
 */
export const TENDER_DEADLINE_RULES: readonly DeadlineRule[] = [
  { from: TenderStatus.Open, to: TenderStatus.ChoosingWinner, withProposals: true },
  { from: TenderStatus.Open, to: TenderStatus.NotHeld, withProposals: false },
];

/**
 * Moves every tender whose deadline has passed by its rule and records the change in its
 * history, dated at the deadline. Runs before every tender call (seller and console); when
 * nothing is due each rule is one probe of the `(status_id, deadline)` index.
 * Returns the number of tenders moved.
 */
export function sweepTenders(db: Db, now: number): number {
  const at = iso(now);
  return db.transaction((): number => {
    let moved = 0;
    for (const rule of TENDER_DEADLINE_RULES) {
      const due = `FROM tenders t WHERE t.status_id = ? AND t.deadline < ? AND ${rule.withProposals ? '' : 'NOT '}EXISTS
        (SELECT 1 FROM tender_proposals p WHERE p.tender_id = t.id AND p.status_id = ${TenderProposalStatus.UnderReview})`;
      const recorded = run(
        db,
        `INSERT INTO tender_history (tender_id, status_id, created_at) SELECT t.id, ?, t.deadline ${due}`,
        rule.to,
        rule.from,
        at,
      ).changes;
      if (recorded === 0) continue;
      run(db, `UPDATE tenders SET status_id = ? WHERE id IN (SELECT t.id ${due})`, rule.to, rule.from, at);
      moved += recorded;
    }
    return moved;
  })();
}
