import type { Migration } from './migration.js';

/**
 * Order requests (docs/contract/requests-tenders.md "Order requests"): the foundation's bare
 * `order_requests` gains what the buyer asked (deadline, delivery place, comment), the seller's
 * answers (reject reason, the order made, its description and zip) and the seller's soft delete;
 * new tables hold the requested lines, the seller's proposal and its lines, the technical
 * documentation files and the status history. The console's log of buyer answers is here too.
 *
 * Rows written before this migration are bare demo rows (no lines, no deadline, no proposal for
 * status 3, no order for status 4) that no call could answer sensibly: they are deleted, not
 * back-filled. A database seeded afterwards gets full requests (server/db/seeds/orderRequests.ts);
 * an older development database shows none until it is seeded again.
 *
 * Dates are ISO strings like every stored date. The expiry sweep
 * (server/services/orderRequestsSweep.ts) probes `(status_id, deadline)` and the proposals'
 * `valid_until`.
 */
export const orderRequests: Migration = {
  version: 9,
  name: 'order-requests',
  sql: `
DELETE FROM order_requests;

-- country_id: the delivery country (the buyer's own when they collect); city_id and
-- delivery_address: where the seller delivers (shipping method 1), both null when the buyer
-- collects (2). deadline: the buyer wants an answer by then (2 -> 8 afterwards).
ALTER TABLE order_requests ADD COLUMN deadline TEXT;
ALTER TABLE order_requests ADD COLUMN shipping_method_id INTEGER NOT NULL DEFAULT 1 CHECK (shipping_method_id IN (1, 2));
ALTER TABLE order_requests ADD COLUMN country_id INTEGER REFERENCES countries(id);
ALTER TABLE order_requests ADD COLUMN city_id INTEGER REFERENCES cities(id);
ALTER TABLE order_requests ADD COLUMN delivery_address TEXT;
ALTER TABLE order_requests ADD COLUMN comment TEXT;
ALTER TABLE order_requests ADD COLUMN reject_reason TEXT;
ALTER TABLE order_requests ADD COLUMN buyer_reject_reason TEXT;
ALTER TABLE order_requests ADD COLUMN order_id INTEGER REFERENCES wholesale_orders(id);
ALTER TABLE order_requests ADD COLUMN order_description TEXT;
-- The stored name of the technical documentation's zip (<dataDir>/uploads/<zip_file>), or null.
ALTER TABLE order_requests ADD COLUMN zip_file TEXT;
-- Deleted by the seller: gone from the seller's lists and lookups, kept for the buyer.
ALTER TABLE order_requests ADD COLUMN deleted_by_seller INTEGER NOT NULL DEFAULT 0;

CREATE INDEX order_requests_seller_created ON order_requests(seller_id, created_at);
CREATE INDEX order_requests_deadline_due ON order_requests(status_id, deadline);

-- The requested products, in the buyer's order; target_price: the wished price per unit or null.
CREATE TABLE order_request_products (
  id           INTEGER PRIMARY KEY,
  request_id   INTEGER NOT NULL REFERENCES order_requests(id),
  position     INTEGER NOT NULL,
  product_id   INTEGER NOT NULL REFERENCES products(id),
  quantity     INTEGER NOT NULL CHECK (quantity > 0),
  target_price REAL CHECK (target_price IS NULL OR target_price > 0),
  UNIQUE (request_id, product_id)
);
CREATE INDEX order_request_products_request ON order_request_products(request_id, position);
CREATE INDEX order_request_products_product ON order_request_products(product_id, request_id);

-- The seller's proposal (one per request; UpdateOrderProposal rewrites it).
CREATE TABLE order_proposals (
  id              INTEGER PRIMARY KEY,
  request_id      INTEGER NOT NULL UNIQUE REFERENCES order_requests(id),
  created_at      TEXT    NOT NULL,
  updated_at      TEXT,
  valid_until     TEXT    NOT NULL,
  delivery_days   INTEGER NOT NULL CHECK (delivery_days > 0),
  delivery_amount REAL    NOT NULL CHECK (delivery_amount >= 0),
  comment         TEXT
);
CREATE INDEX order_proposals_valid_until ON order_proposals(valid_until);

-- One line per requested product.
CREATE TABLE order_proposal_lines (
  id                 INTEGER PRIMARY KEY,
  proposal_id        INTEGER NOT NULL REFERENCES order_proposals(id) ON DELETE CASCADE,
  request_product_id INTEGER NOT NULL REFERENCES order_request_products(id),
  quantity           INTEGER NOT NULL CHECK (quantity > 0),
  price              REAL    NOT NULL CHECK (price > 0),
  UNIQUE (proposal_id, request_product_id)
);

CREATE TABLE order_request_history (
  id         INTEGER PRIMARY KEY,
  request_id INTEGER NOT NULL REFERENCES order_requests(id),
  status_id  INTEGER NOT NULL,
  created_at TEXT    NOT NULL
);
CREATE INDEX order_request_history_request ON order_request_history(request_id, created_at);

-- Technical documentation sent with CreateAnOrder; files live in <dataDir>/uploads/<file_name>.
CREATE TABLE order_request_files (
  id            INTEGER PRIMARY KEY,
  request_id    INTEGER NOT NULL REFERENCES order_requests(id),
  file_name     TEXT    NOT NULL UNIQUE,
  original_name TEXT,
  mime_type     TEXT    NOT NULL,
  size          INTEGER NOT NULL,
  created_at    TEXT    NOT NULL
);
CREATE INDEX order_request_files_request ON order_request_files(request_id);

-- One row per buyer answer run from the console (order-request-actions).
CREATE TABLE console_request_actions (
  id            INTEGER PRIMARY KEY,
  request_id    INTEGER NOT NULL REFERENCES order_requests(id),
  action        TEXT    NOT NULL,
  reason        TEXT,
  status_before INTEGER NOT NULL,
  status_after  INTEGER NOT NULL,
  admin_id      INTEGER REFERENCES console_admins(id),
  created_at    TEXT    NOT NULL
);
CREATE INDEX console_request_actions_request ON console_request_actions(request_id);
`,
};
