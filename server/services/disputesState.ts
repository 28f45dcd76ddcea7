import type { DisputeStatusId } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { one } from '../db/query.js';
import { disputeMarket } from './disputesRules.js';

/** One dispute as the rules read it, found within the caller's scope. */

/** What the rules read of a dispute, with its order's current status. */
export interface DisputeState {
  id: number;
  seller_id: number;
  is_retail: number;
  status_id: DisputeStatusId;
  order_id: number;
  buyer_id: number;
  order_status_id: number;
}

/** Whose disputes a call may touch: one seller's (the seller API) or any (the console). */
export type DisputeScope = { sellerId: number } | 'any';

/** The dispute if the scope may touch it; rows without an order (pre-011 bare rows) are not disputes. */
export function findDispute(db: Db, scope: DisputeScope, disputeId: number): DisputeState | undefined {
  const row = one<Omit<DisputeState, 'order_status_id'>>(
    db,
    `SELECT id, seller_id, is_retail, status_id, order_id, buyer_id FROM disputes
     WHERE id = ? AND order_id IS NOT NULL`,
    disputeId,
  );
  if (!row || (scope !== 'any' && row.seller_id !== scope.sellerId)) return undefined;
  const { tables } = disputeMarket(row.is_retail === 1);
  const order = one<{ status_id: number }>(
    db,
    `SELECT status_id FROM ${tables.orders} WHERE id = ?`,
    row.order_id,
  );
  return order ? { ...row, order_status_id: order.status_id } : undefined;
}
