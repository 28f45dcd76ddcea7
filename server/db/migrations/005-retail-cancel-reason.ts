import type { Migration } from './migration.js';

/**
 * A retail order cancelled by the seller keeps the reason the seller gave
 * (`ChangeRetailOrderStatus` to 6 with `declinePurpose`, docs/contract/orders.md); answered as
 * `declinePurpose` by `GetRetailOrderInfo`. Orders cancelled before this migration have none.
 */
export const retailCancelReason: Migration = {
  version: 5,
  name: 'retail-cancel-reason',
  sql: `
ALTER TABLE retail_orders ADD COLUMN decline_purpose TEXT;
`,
};
