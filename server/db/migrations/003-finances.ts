import type { Migration } from './migration.js';

/**
 * Finances (docs/contract/finances.md): figures are computed from the orders on every call, so
 * the only new data is the seller's commission percentage and the secret that signs invoice
 * links. The rest are indexes for the finance queries over 100,000+ orders per seller:
 *
 * - `(seller_id, status_id, created_at, total_amount, buyer_id)` replaces 002's
 *   `(seller_id, status_id, created_at)` (a prefix of it, so the orders queries and the overdue
 *   sweep keep their plans). The safe-deal status derives from the status id, so every finance
 *   filter becomes `seller_id = ? AND status_id IN (...)` [+ creation range, buyer]; the summary
 *   is a `GROUP BY status_id` that reads this index only, never the table.
 * - `(seller_id, <sort column>)` for the total (and the payment to the seller, which grows with
 *   it), the invoice number and the VAT: a page sorted by one of them over most of the seller's
 *   orders walks the index instead of sorting them all (see `segmentIds` in
 *   server/services/financesPlan.ts; creation date and id already have such an order).
 */
export const finances: Migration = {
  version: 3,
  name: 'finances',
  sql: `
-- Percent of the order total the marketplace keeps (5 = 5 %). Commission = total x percentage / 100.
ALTER TABLE sellers ADD COLUMN commission_percentage REAL NOT NULL DEFAULT 5
  CHECK (commission_percentage >= 0 AND commission_percentage <= 100);
-- Databases seeded before this migration: the second demo seller's tariff (a fresh seed sets it).
UPDATE sellers SET commission_percentage = 7
  WHERE user_id IN (SELECT id FROM users WHERE email = 'seller2@demo.ru');

-- Server-side secrets (random, created on first use); 'invoice' signs the invoice links.
CREATE TABLE server_secrets (
  name  TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

DROP INDEX wholesale_orders_seller_status;
CREATE INDEX wholesale_orders_seller_status ON wholesale_orders(seller_id, status_id, created_at, total_amount, buyer_id);
CREATE INDEX wholesale_orders_seller_total ON wholesale_orders(seller_id, total_amount);
CREATE INDEX wholesale_orders_seller_invoice ON wholesale_orders(seller_id, invoice_number);
CREATE INDEX wholesale_orders_seller_nds ON wholesale_orders(seller_id, nds_amount);

DROP INDEX retail_orders_seller_status;
CREATE INDEX retail_orders_seller_status ON retail_orders(seller_id, status_id, created_at, total_amount, buyer_id);
CREATE INDEX retail_orders_seller_total ON retail_orders(seller_id, total_amount);
`,
};
