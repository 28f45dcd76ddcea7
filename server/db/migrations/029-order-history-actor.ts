import type { Migration } from './migration.js';

/**
 * Who changed an order's status (docs/contract/orders.md "Timeline"): `actor` is 'seller',
 * 'buyer', 'admin' or 'system' (the overdue sweep), written with every history row from now on.
 * Older rows keep null; the timeline reads a null as the buyer for the order's first row (placing
 * it) and as the system for an overdue status, and otherwise answers no actor.
 */
export const orderHistoryActor: Migration = {
  version: 29,
  name: 'order-history-actor',
  sql: `
ALTER TABLE wholesale_order_history ADD COLUMN actor TEXT CHECK (actor IN ('seller', 'buyer', 'admin', 'system'));
ALTER TABLE retail_order_history ADD COLUMN actor TEXT CHECK (actor IN ('seller', 'buyer', 'admin', 'system'));
`,
};
