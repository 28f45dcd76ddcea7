import type { Migration } from './migration.js';

/**
 * Payouts to sellers (docs/contract/payouts.md): the marketplace's administrator pays a seller's
 * released money in the console ('Выплатить'); a payout is one row, and each order it paid is a row
 * of `seller_payout_orders` with the amount paid (an order is paid at most once: its key).
 * Amounts in whole kopecks. The history indexes by time serve the schedule of a period.
 */
export const sellerPayouts: Migration = {
  version: 24,
  name: 'seller-payouts',
  sql: `
CREATE TABLE seller_payouts (
  id             INTEGER PRIMARY KEY,
  seller_id      INTEGER NOT NULL REFERENCES sellers(id),
  amount_kopecks INTEGER NOT NULL,
  orders_count   INTEGER NOT NULL,
  paid_at        TEXT    NOT NULL
);
CREATE INDEX seller_payouts_seller ON seller_payouts(seller_id, paid_at);

CREATE TABLE seller_payout_orders (
  payout_id      INTEGER NOT NULL REFERENCES seller_payouts(id),
  is_retail      INTEGER NOT NULL CHECK (is_retail IN (0, 1)),
  order_id       INTEGER NOT NULL,
  amount_kopecks INTEGER NOT NULL,
  PRIMARY KEY (is_retail, order_id)
);
CREATE INDEX seller_payout_orders_payout ON seller_payout_orders(payout_id);

-- The schedule of a period reads the orders with a status change since its start (services/payouts.ts).
CREATE INDEX wholesale_order_history_created ON wholesale_order_history(created_at);
CREATE INDEX retail_order_history_created ON retail_order_history(created_at);
`,
};
