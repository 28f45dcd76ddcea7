import type { DisputeChange, MarketType } from '../../contract/realtime.js';
import type { Db } from '../db/index.js';
import { publishToSeller } from './notify.js';

/** A dispute's news published to its seller (docs/contract/realtime.md): opened, or changed. */

/** What the events read of a dispute (columns of `disputes`). */
export interface DisputeRef {
  id: number;
  seller_id: number;
  is_retail: number;
  order_id: number;
}

const marketTypeOf = (dispute: DisputeRef): MarketType => (dispute.is_retail === 1 ? 2 : 1);

export function publishDisputeOpened(db: Db, dispute: DisputeRef): void {
  publishToSeller(db, dispute.seller_id, 'DisputeOpened', {
    disputeId: dispute.id,
    marketType: marketTypeOf(dispute),
    orderId: dispute.order_id,
  });
}

/** `statusId`: the dispute's status after the change. */
export function publishDisputeChange(
  db: Db,
  dispute: DisputeRef,
  change: DisputeChange,
  statusId: number,
): void {
  publishToSeller(db, dispute.seller_id, 'DisputeChanged', {
    disputeId: dispute.id,
    marketType: marketTypeOf(dispute),
    orderId: dispute.order_id,
    change,
    statusId,
  });
}
