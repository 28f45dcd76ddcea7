import type { Db } from '../db/index.js';
import { one, type SqlValue } from '../db/query.js';
import { DisputeStatus } from '../../rules/index.js';

/**
 * The dispute effect on finances (docs/contract/disputes.md, docs/contract/finances.md): while a
 * dispute of an order is open (1, 2) the payout is held, so the order's finance row has
 * safe-deal status 1 whatever its order status, and carries the dispute's id.
 */

/** SQL: the ids of one seller's orders of one market with an open dispute (see `openDisputeParams`). */
export const OPEN_DISPUTE_ORDERS_SQL = `(SELECT d.order_id FROM disputes d
  WHERE d.seller_id = ? AND d.is_retail = ? AND d.status_id IN (?, ?))`;

export const openDisputeParams = (sellerId: number, isRetail: boolean): SqlValue[] => [
  sellerId,
  isRetail ? 1 : 0,
  DisputeStatus.Open,
  DisputeStatus.Arbitration,
];

/** SQL over an order `o` of one market: the id of its open dispute, else null (see `openDisputeIdParams`). */
export const OPEN_DISPUTE_ID_SQL = `(SELECT d.id FROM disputes d
  WHERE d.is_retail = ? AND d.order_id = o.id AND d.status_id IN (?, ?))`;

export const openDisputeIdParams = (isRetail: boolean): SqlValue[] => [
  isRetail ? 1 : 0,
  DisputeStatus.Open,
  DisputeStatus.Arbitration,
];

/** Whether the seller has an open dispute in the market (when not, finance queries skip the effect). */
export function hasOpenDisputes(db: Db, sellerId: number, isRetail: boolean): boolean {
  return (
    one<{ found: number }>(
      db,
      'SELECT 1 AS found FROM disputes WHERE seller_id = ? AND is_retail = ? AND status_id IN (?, ?) LIMIT 1',
      ...openDisputeParams(sellerId, isRetail),
    ) !== undefined
  );
}
