import type { Migration } from './migration.js';

/**
 * The work queue (docs/contract/work-queue.md): the store's holidays (days off beyond the weekly
 * schedule, a JSON list of Moscow days `yyyy-MM-dd`) and the indexes that read each kind of
 * waiting item in deadline order, so a seller with 100,000 orders gets the queue in a few probes.
 */
export const workQueue: Migration = {
  version: 26,
  name: 'work-queue',
  sql: `
ALTER TABLE stores ADD COLUMN holidays TEXT NOT NULL DEFAULT '[]';

CREATE INDEX wholesale_orders_seller_dispatch ON wholesale_orders(seller_id, status_id, dispatch_deadline);
CREATE INDEX wholesale_orders_pay_renewal ON wholesale_orders(seller_id, payment_deadline)
  WHERE pay_renewal_days IS NOT NULL;
CREATE INDEX retail_orders_seller_readiness ON retail_orders(seller_id, status_id, readiness_deadline);
CREATE INDEX order_requests_seller_deadline ON order_requests(seller_id, status_id, deadline);
CREATE INDEX disputes_seller_answer ON disputes(seller_id, status_id, answer_deadline);
`,
};
