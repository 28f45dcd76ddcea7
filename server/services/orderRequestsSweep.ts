import type { OrderRequestStatusId } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, run } from '../db/query.js';
import { OrderRequestStatus as S } from '../../rules/index.js';
import { iso } from '../lib/time.js';
import { publishToSeller } from './notify.js';

/** When a request's time has passed: the SQL of that instant over `order_requests r` (code constants). */
interface ExpiryRule {
  from: OrderRequestStatusId;
  to: OrderRequestStatusId;
  due: string;
}

/** A new request expires at its deadline, a sent proposal at its validity (docs/contract/requests-tenders.md). */
export const EXPIRY_RULES: readonly ExpiryRule[] = [
  { from: S.New, to: S.Expired, due: 'r.deadline' },
  {
    from: S.ProposalSent,
    to: S.Expired,
    due: '(SELECT p.valid_until FROM order_proposals p WHERE p.request_id = r.id)',
  },
];

/**
 * Moves every request whose time has passed to its expired status and records the change in the
 * history, dated at that time. Runs before every order-request call (seller and console), like
 * the orders' overdue sweep; when nothing is due each rule is one index probe per status. Each
 * request moved is published to its seller (`OrderRequestChanged`). Returns the number moved.
 */
export function sweepOrderRequests(db: Db, now: number): number {
  const at = iso(now);
  return db.transaction((): number => {
    let moved = 0;
    for (const rule of EXPIRY_RULES) {
      const due = `r.status_id = ? AND ${rule.due} < ?`;
      const recorded = run(
        db,
        `INSERT INTO order_request_history (request_id, status_id, created_at)
         SELECT r.id, ?, ${rule.due} FROM order_requests r WHERE ${due}`,
        rule.to,
        rule.from,
        at,
      ).changes;
      if (recorded === 0) continue;
      const expired = all<{ id: number; seller_id: number }>(
        db,
        `UPDATE order_requests AS r SET status_id = ? WHERE ${due} RETURNING id, seller_id`,
        rule.to,
        rule.from,
        at,
      );
      for (const request of expired) {
        publishToSeller(db, request.seller_id, 'OrderRequestChanged', {
          requestId: request.id,
          statusId: rule.to,
        });
      }
      moved += recorded;
    }
    return moved;
  })();
}
