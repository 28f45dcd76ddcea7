import type { Db } from '../db/index.js';
import { all, run } from '../db/query.js';
import { RetailStatus, WholesaleStatus } from '../../rules/index.js';
import { iso } from '../lib/time.js';
import { announceOrderStatus } from './notifyOrders.js';

interface OverdueRule {
  table: 'wholesale_orders' | 'retail_orders';
  history: 'wholesale_order_history' | 'retail_order_history';
  from: number;
  to: number;
  deadline: string;
}

const wholesale = (from: number, to: number, deadline: string): OverdueRule => ({
  table: 'wholesale_orders',
  history: 'wholesale_order_history',
  from,
  to,
  deadline,
});
const retail = (from: number, to: number, deadline: string): OverdueRule => ({
  table: 'retail_orders',
  history: 'retail_order_history',
  from,
  to,
  deadline,
});

/** The overdue rules of docs/contract/orders.md; each probes a `(status_id, deadline)` index. */
export const OVERDUE_RULES: readonly OverdueRule[] = [
  wholesale(WholesaleStatus.NotPaid, WholesaleStatus.PaymentOverdue, 'payment_deadline'),
  wholesale(WholesaleStatus.NotSent, WholesaleStatus.SendingOverdue, 'dispatch_deadline'),
  wholesale(WholesaleStatus.ReadyToSend, WholesaleStatus.ReadinessOverdue, 'dispatch_deadline'),
  wholesale(WholesaleStatus.ReadyToShip, WholesaleStatus.ShipmentOverdue, 'dispatch_deadline'),
  wholesale(WholesaleStatus.InTransit, WholesaleStatus.DeliveryOverdue, 'delivery_deadline'),
  retail(RetailStatus.NotSent, RetailStatus.ReadinessOverdue, 'readiness_deadline'),
  retail(RetailStatus.ReadyToShip, RetailStatus.ShippingOverdue, 'shipping_deadline'),
  retail(RetailStatus.InTransit, RetailStatus.DeliveryOverdue, 'delivery_deadline'),
];

/**
 * Moves every order whose deadline has passed to its overdue status and records the change in
 * the history, dated at the deadline; each moved order is announced to its seller
 * (`OrderStatusChanged` and a notification), unless `quiet` (the seed's own sweep). Runs before
 * every orders read and action; when nothing is due each rule is one index probe. Table and
 * column names are code constants. Returns the number of orders moved.
 */
export function sweepOverdue(db: Db, now: number, { quiet = false }: { quiet?: boolean } = {}): number {
  const at = iso(now);
  return db.transaction((): number => {
    let moved = 0;
    for (const rule of OVERDUE_RULES) {
      const due = `FROM ${rule.table} WHERE status_id = ? AND ${rule.deadline} < ?`;
      const dueOrders = all<{ id: number }>(db, `SELECT id ${due}`, rule.from, at);
      if (dueOrders.length === 0) continue;
      run(
        db,
        `INSERT INTO ${rule.history} (order_id, status_id, created_at, actor) SELECT id, ?, ${rule.deadline}, 'system' ${due}`,
        rule.to,
        rule.from,
        at,
      );
      run(
        db,
        `UPDATE ${rule.table} SET status_id = ? WHERE status_id = ? AND ${rule.deadline} < ?`,
        rule.to,
        rule.from,
        at,
      );
      moved += dueOrders.length;
      if (quiet) continue;
      const market = rule.table === 'wholesale_orders' ? 'wholesale' : 'retail';
      for (const order of dueOrders) announceOrderStatus(db, market, order.id, rule.to, 'sweep', at);
    }
    return moved;
  })();
}
