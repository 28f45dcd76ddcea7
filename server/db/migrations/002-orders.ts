import type { Migration } from './migration.js';

/**
 * Orders: the foundation's minimal order tables gain shipping and delivery methods, payment
 * state, deadlines and pending buyer requests; new tables hold the order lines, shipping
 * details, status history, uploaded files and comments; reviews may point at an order.
 *
 * Deadlines are ISO strings like every stored date. The overdue sweep
 * (`server/services/ordersSweep.ts`) probes `(status_id, <deadline>)` indexes.
 * Rows that existed before this migration are back-filled so they read sensibly.
 */
export const orders: Migration = {
  version: 2,
  name: 'orders',
  sql: `
ALTER TABLE users ADD COLUMN city TEXT;

-- Wholesale ---------------------------------------------------------------------------------
-- shipping_method_id: 1 the seller delivers, 2 the buyer collects.
-- delivery_method_id: 1 motor transport, 2 CDEK, 3 post / courier without a driver.
-- dispatch_deadline: the deadline of the current step before departure (2/21: ReadyToSent,
-- 3/22: OrderDispatched, 4/8: in transit or collected). Pending buyer requests:
-- pay_renewal_days (1/9) and dispatch_extension_date (3/22/4/8).
ALTER TABLE wholesale_orders ADD COLUMN invoice_number TEXT;
ALTER TABLE wholesale_orders ADD COLUMN shipping_method_id INTEGER NOT NULL DEFAULT 1 CHECK (shipping_method_id IN (1, 2));
ALTER TABLE wholesale_orders ADD COLUMN delivery_method_id INTEGER NOT NULL DEFAULT 1 CHECK (delivery_method_id IN (1, 2, 3));
ALTER TABLE wholesale_orders ADD COLUMN is_paid INTEGER NOT NULL DEFAULT 0;
ALTER TABLE wholesale_orders ADD COLUMN paid_at TEXT;
ALTER TABLE wholesale_orders ADD COLUMN products_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE wholesale_orders ADD COLUMN delivery_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE wholesale_orders ADD COLUMN nds_amount REAL NOT NULL DEFAULT 0;
ALTER TABLE wholesale_orders ADD COLUMN payment_deadline TEXT;
ALTER TABLE wholesale_orders ADD COLUMN dispatch_deadline TEXT;
ALTER TABLE wholesale_orders ADD COLUMN delivery_deadline TEXT;
ALTER TABLE wholesale_orders ADD COLUMN pay_renewal_days INTEGER;
ALTER TABLE wholesale_orders ADD COLUMN dispatch_extension_date TEXT;
ALTER TABLE wholesale_orders ADD COLUMN decline_purpose TEXT;

UPDATE wholesale_orders SET
  invoice_number = printf('%s-%06d', substr(created_at, 1, 4), id),
  is_paid = CASE WHEN status_id IN (1, 9, 10) THEN 0 ELSE 1 END,
  paid_at = CASE WHEN status_id IN (1, 9, 10) THEN NULL ELSE created_at END,
  products_amount = total_amount;

DROP INDEX wholesale_orders_seller;
CREATE INDEX wholesale_orders_seller_status ON wholesale_orders(seller_id, status_id, created_at);
CREATE INDEX wholesale_orders_seller_created ON wholesale_orders(seller_id, created_at);
CREATE INDEX wholesale_orders_seller_buyer ON wholesale_orders(seller_id, buyer_id);
CREATE INDEX wholesale_orders_payment_due ON wholesale_orders(status_id, payment_deadline);
CREATE INDEX wholesale_orders_dispatch_due ON wholesale_orders(status_id, dispatch_deadline);
CREATE INDEX wholesale_orders_delivery_due ON wholesale_orders(status_id, delivery_deadline);

CREATE TABLE wholesale_order_products (
  id            INTEGER PRIMARY KEY,
  order_id      INTEGER NOT NULL REFERENCES wholesale_orders(id),
  product_id    INTEGER REFERENCES products(id),
  product_name  TEXT    NOT NULL,
  vendor_code   TEXT,
  quantity      INTEGER NOT NULL CHECK (quantity > 0),
  measure_unit  TEXT    NOT NULL,
  price_for_one REAL    NOT NULL,
  with_nds      INTEGER NOT NULL DEFAULT 0,
  nds_price     REAL    NOT NULL DEFAULT 0,
  amount        REAL    NOT NULL,
  image         TEXT
);
CREATE INDEX wholesale_order_products_order ON wholesale_order_products(order_id);

-- One row per order, written by ReadyToSent and OrderInTransit.
CREATE TABLE wholesale_shipping_details (
  order_id                   INTEGER PRIMARY KEY REFERENCES wholesale_orders(id),
  country_id                 INTEGER,
  region_id                  INTEGER,
  city_id                    INTEGER,
  street                     TEXT,
  house_number               TEXT,
  apartment_or_office_number TEXT,
  postal_index               TEXT,
  dispatch_day               TEXT,
  ready_days                 INTEGER,
  transport_mark             TEXT,
  transport_number           TEXT,
  driver_fullname            TEXT,
  driver_phone               TEXT,
  voyage_number              TEXT,
  track_code                 TEXT,
  additional_info            TEXT,
  pick_up_date               TEXT,
  updated_at                 TEXT NOT NULL
);

CREATE TABLE wholesale_order_history (
  id         INTEGER PRIMARY KEY,
  order_id   INTEGER NOT NULL REFERENCES wholesale_orders(id),
  status_id  INTEGER NOT NULL,
  created_at TEXT    NOT NULL
);
CREATE INDEX wholesale_order_history_order ON wholesale_order_history(order_id, created_at);
INSERT INTO wholesale_order_history (order_id, status_id, created_at)
  SELECT id, status_id, created_at FROM wholesale_orders;

-- Comments of wholesale orders (Common/GetComments, Common/AddComment); text stored as sent.
CREATE TABLE order_comments (
  id         INTEGER PRIMARY KEY,
  order_id   INTEGER NOT NULL REFERENCES wholesale_orders(id),
  user_id    INTEGER NOT NULL REFERENCES users(id),
  comment    TEXT    NOT NULL,
  created_at TEXT    NOT NULL
);
CREATE INDEX order_comments_order ON order_comments(order_id, created_at);

-- A review may be about a wholesale order (Order/GetReviewByOrderId).
ALTER TABLE reviews ADD COLUMN order_id INTEGER REFERENCES wholesale_orders(id);
CREATE INDEX reviews_order ON reviews(order_id);

-- Retail ------------------------------------------------------------------------------------
-- number: the order number shown to people (digits, at most 7).
-- readiness_deadline (1 -> 7), shipping_deadline (2 -> 15), delivery_deadline (3 -> 16).
-- im_ids: JSON array of CDEK shipment ids.
ALTER TABLE retail_orders ADD COLUMN number TEXT;
ALTER TABLE retail_orders ADD COLUMN shipping_method_id INTEGER NOT NULL DEFAULT 1 CHECK (shipping_method_id IN (1, 2));
ALTER TABLE retail_orders ADD COLUMN delivery_method_id INTEGER NOT NULL DEFAULT 1 CHECK (delivery_method_id IN (1, 2, 3));
ALTER TABLE retail_orders ADD COLUMN delivery_address TEXT;
ALTER TABLE retail_orders ADD COLUMN cdek_office_address TEXT;
ALTER TABLE retail_orders ADD COLUMN im_ids TEXT;
ALTER TABLE retail_orders ADD COLUMN readiness_deadline TEXT;
ALTER TABLE retail_orders ADD COLUMN shipping_deadline TEXT;
ALTER TABLE retail_orders ADD COLUMN delivery_deadline TEXT;

UPDATE retail_orders SET number = CAST(1000000 + id AS TEXT);

DROP INDEX retail_orders_seller;
CREATE UNIQUE INDEX retail_orders_number ON retail_orders(number);
CREATE INDEX retail_orders_seller_status ON retail_orders(seller_id, status_id, created_at);
CREATE INDEX retail_orders_seller_created ON retail_orders(seller_id, created_at);
CREATE INDEX retail_orders_seller_buyer ON retail_orders(seller_id, buyer_id);
-- Covers the order-number search (a substring of number) without reading the table.
CREATE INDEX retail_orders_seller_number ON retail_orders(seller_id, number, created_at);
CREATE INDEX retail_orders_readiness_due ON retail_orders(status_id, readiness_deadline);
CREATE INDEX retail_orders_shipping_due ON retail_orders(status_id, shipping_deadline);
CREATE INDEX retail_orders_delivery_due ON retail_orders(status_id, delivery_deadline);

-- search_name: product_name in lower case (every alphabet; SQLite's lower() folds ASCII only),
-- written with the line, so searches compare with native instr() instead of a JS function per row.
CREATE TABLE retail_order_products (
  id           INTEGER PRIMARY KEY,
  order_id     INTEGER NOT NULL REFERENCES retail_orders(id),
  product_id   INTEGER REFERENCES products(id),
  product_name TEXT    NOT NULL,
  search_name  TEXT    NOT NULL,
  quantity     INTEGER NOT NULL CHECK (quantity > 0),
  price        REAL    NOT NULL,
  amount       REAL    NOT NULL,
  image        TEXT
);
CREATE INDEX retail_order_products_order ON retail_order_products(order_id);
CREATE INDEX retail_order_products_search ON retail_order_products(search_name, order_id);

-- Written by AddInfoForShipping; product_line_ids is a JSON array of retail_order_products ids.
CREATE TABLE retail_shipping_info (
  order_id           INTEGER PRIMARY KEY REFERENCES retail_orders(id),
  pickup_date        TEXT    NOT NULL,
  driver_phone       TEXT,
  shipping_method_id INTEGER NOT NULL,
  delivery_method_id INTEGER NOT NULL,
  product_line_ids   TEXT,
  updated_at         TEXT    NOT NULL
);

CREATE TABLE retail_order_history (
  id         INTEGER PRIMARY KEY,
  order_id   INTEGER NOT NULL REFERENCES retail_orders(id),
  status_id  INTEGER NOT NULL,
  created_at TEXT    NOT NULL
);
CREATE INDEX retail_order_history_order ON retail_order_history(order_id, created_at);
INSERT INTO retail_order_history (order_id, status_id, created_at)
  SELECT id, status_id, created_at FROM retail_orders;

-- Files ---------------------------------------------------------------------------------------
-- Uploaded files live in <dataDir>/uploads/<file_name>; kind 'procuration' (wholesale
-- OrderInTransit) or 'shipping' (retail AddInfoForShipping).
CREATE TABLE order_files (
  id            INTEGER PRIMARY KEY,
  is_retail     INTEGER NOT NULL,
  order_id      INTEGER NOT NULL,
  kind          TEXT    NOT NULL,
  file_name     TEXT    NOT NULL UNIQUE,
  original_name TEXT,
  mime_type     TEXT    NOT NULL,
  size          INTEGER NOT NULL,
  created_at    TEXT    NOT NULL
);
CREATE INDEX order_files_order ON order_files(is_retail, order_id);
`,
};
