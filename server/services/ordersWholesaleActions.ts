import type { Db } from '../db/index.js';
import { run, type SqlValue } from '../db/query.js';
import { ok, type Envelope } from '../lib/envelope.js';
import { iso } from '../lib/time.js';
import type { StoredFile } from '../lib/uploads.js';
import { applyStatusChange, decideAction, WHOLESALE_TABLES, type StatusChange } from './ordersCommon.js';
import { recordFiles } from './ordersFiles.js';
import { findWholesaleOrder, type OrderRow, type ShippingRow } from './ordersWholesaleRows.js';

/**
 * How a wholesale order action runs: the decision (ordersWholesaleRules.ts) on the seller's order,
 * then the status change, the shipping details and the files, in one transaction.
 */

type OrderColumn =
  | 'payment_deadline'
  | 'dispatch_deadline'
  | 'delivery_deadline'
  | 'pay_renewal_days'
  | 'dispatch_extension_date'
  | 'decline_purpose';

export type ShippingColumn = keyof ShippingRow;
export type ShippingPatch = Partial<Record<ShippingColumn, SqlValue>>;

/** What an allowed action changes; column names are code constants, values are bound. */
export interface Change extends StatusChange {
  set?: Partial<Record<OrderColumn, SqlValue>>;
  shipping?: ShippingPatch;
}

/** Either a refusal to send or the change to apply. */
export type Decide = (order: OrderRow, now: number) => Envelope<never> | Change;

function applyShipping(db: Db, orderId: number, patch: ShippingPatch, at: string): void {
  const columns = Object.keys(patch) as ShippingColumn[];
  const values = columns.map((c) => patch[c] ?? null);
  const updates = [...columns.map((c) => `${c} = excluded.${c}`), 'updated_at = excluded.updated_at'].join(
    ', ',
  );
  run(
    db,
    `INSERT INTO wholesale_shipping_details (order_id, ${[...columns, 'updated_at'].join(', ')})
     VALUES (?, ${[...columns, 'updated_at'].map(() => '?').join(', ')})
     ON CONFLICT(order_id) DO UPDATE SET ${updates}`,
    orderId,
    ...values,
    at,
  );
}

export interface ActionFiles {
  kind: string;
  stored: readonly StoredFile[];
}

/**
 * Runs one action in a transaction: the overdue sweep, the seller's order (else 'Заказ не найден'),
 * the decision, then the update, the history row, shipping details and files.
 */
export function runWholesaleAction(
  db: Db,
  now: number,
  sellerId: number,
  orderId: number,
  decide: Decide,
  files?: ActionFiles,
): Envelope<true> {
  return db.transaction((): Envelope<true> => {
    const decision = decideAction(db, now, () => findWholesaleOrder(db, sellerId, orderId), decide);
    if (!decision.ok) return decision.refusal;
    const { order, change } = decision;
    const at = iso(now);
    applyStatusChange(db, WHOLESALE_TABLES, order, change, at, 'seller');
    if (change.shipping) applyShipping(db, order.id, change.shipping, at);
    if (files) recordFiles(db, false, order.id, files.kind, files.stored, at);
    return ok(true);
  })();
}

/** The same checks without changing anything: run before uploaded files are written. */
export function precheckWholesaleAction(
  db: Db,
  now: number,
  sellerId: number,
  orderId: number,
  decide: Decide,
): Envelope<never> | null {
  const decision = decideAction(db, now, () => findWholesaleOrder(db, sellerId, orderId), decide);
  return decision.ok ? null : decision.refusal;
}
