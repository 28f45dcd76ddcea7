import type { Migration } from './migration.js';

/**
 * Coupons in orders (docs/contract/marketing.md "Coupons in orders (console)"): an order keeps the
 * coupon it used (its id, null once the seller deletes the coupon, and its code as applied) and the
 * discount in rubles; `total_amount` is the total after the discount.
 */
export const orderCoupons: Migration = {
  version: 18,
  name: 'order-coupons',
  sql: `
ALTER TABLE retail_orders ADD COLUMN coupon_id INTEGER REFERENCES coupons(id) ON DELETE SET NULL;
ALTER TABLE retail_orders ADD COLUMN coupon_code TEXT;
ALTER TABLE retail_orders ADD COLUMN discount_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE wholesale_orders ADD COLUMN coupon_id INTEGER REFERENCES coupons(id) ON DELETE SET NULL;
ALTER TABLE wholesale_orders ADD COLUMN coupon_code TEXT;
ALTER TABLE wholesale_orders ADD COLUMN discount_amount REAL NOT NULL DEFAULT 0;
-- Deleting a coupon looks up its orders (ON DELETE SET NULL).
CREATE INDEX retail_orders_coupon ON retail_orders(coupon_id);
CREATE INDEX wholesale_orders_coupon ON wholesale_orders(coupon_id);
`,
};
