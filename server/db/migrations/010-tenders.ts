import type { Migration } from './migration.js';

/**
 * Tenders and tender proposals (docs/contract/requests-tenders.md, "Tenders"): a buyer's tender
 * (one product need, a delivery place, a deadline for proposals), its files, the sellers'
 * proposals with the technical documentation of the order made from the winning one, both
 * status histories, and the log of the buyer's tender actions run from the console.
 *
 * `title_fold` / `description_fold`: the texts lower-cased for every alphabet (SQLite's lower()
 * folds ASCII only), written with the tender, so searches compare with native instr().
 * The sweep (services/tendersSweep.ts) probes `(status_id, deadline)`.
 */
export const tenders: Migration = {
  version: 10,
  name: 'tenders',
  sql: `
CREATE TABLE tenders (
  id                 INTEGER PRIMARY KEY,
  buyer_id           INTEGER NOT NULL REFERENCES users(id),
  title              TEXT    NOT NULL,
  description        TEXT    NOT NULL,
  title_fold         TEXT    NOT NULL,
  description_fold   TEXT    NOT NULL,
  category_id        INTEGER NOT NULL REFERENCES categories(id),
  quantity           INTEGER NOT NULL CHECK (quantity > 0),
  measure_unit       TEXT    NOT NULL,
  budget_per_unit    REAL    NOT NULL CHECK (budget_per_unit > 0),
  delivery_days      INTEGER NOT NULL CHECK (delivery_days > 0),
  shipping_method_id INTEGER NOT NULL CHECK (shipping_method_id IN (1, 2)),
  country_id         INTEGER NOT NULL REFERENCES countries(id),
  region_id          INTEGER NOT NULL REFERENCES regions(id),
  city_id            INTEGER NOT NULL REFERENCES cities(id),
  address            TEXT,
  publish_date       TEXT    NOT NULL,
  deadline           TEXT    NOT NULL,
  status_id          INTEGER NOT NULL DEFAULT 1 CHECK (status_id BETWEEN 1 AND 6)
);
CREATE INDEX tenders_status_deadline ON tenders(status_id, deadline);
CREATE INDEX tenders_status_publish ON tenders(status_id, publish_date);
CREATE INDEX tenders_category ON tenders(category_id, status_id, deadline);
CREATE INDEX tenders_buyer ON tenders(buyer_id);

CREATE TABLE tender_history (
  id         INTEGER PRIMARY KEY,
  tender_id  INTEGER NOT NULL REFERENCES tenders(id),
  status_id  INTEGER NOT NULL,
  created_at TEXT    NOT NULL
);
CREATE INDEX tender_history_tender ON tender_history(tender_id, created_at);

-- The buyer's files of a tender (specifications, drawings); stored under <dataDir>/uploads.
CREATE TABLE tender_files (
  id            INTEGER PRIMARY KEY,
  tender_id     INTEGER NOT NULL REFERENCES tenders(id),
  file_name     TEXT    NOT NULL UNIQUE,
  original_name TEXT,
  created_at    TEXT    NOT NULL
);
CREATE INDEX tender_files_tender ON tender_files(tender_id);

-- product_name: the product's name when the proposal was sent. is_deleted: the proposal left
-- the seller's lists (DeleteTenderProposal from 3 or 4); the buyer's side keeps it.
-- order_id, order_description, zip_file_name: written by CreateAnOrder.
CREATE TABLE tender_proposals (
  id                INTEGER PRIMARY KEY,
  tender_id         INTEGER NOT NULL REFERENCES tenders(id),
  seller_id         INTEGER NOT NULL REFERENCES sellers(id),
  store_id          INTEGER NOT NULL REFERENCES stores(id),
  product_id        INTEGER NOT NULL REFERENCES products(id),
  product_name      TEXT    NOT NULL,
  price_per_unit    REAL    NOT NULL CHECK (price_per_unit > 0),
  quantity          INTEGER NOT NULL CHECK (quantity > 0),
  delivery_days     INTEGER NOT NULL CHECK (delivery_days > 0),
  delivery_amount   REAL    NOT NULL DEFAULT 0 CHECK (delivery_amount >= 0),
  comment           TEXT,
  status_id         INTEGER NOT NULL DEFAULT 1 CHECK (status_id BETWEEN 1 AND 5),
  decline_purpose   TEXT,
  is_deleted        INTEGER NOT NULL DEFAULT 0,
  order_id          INTEGER REFERENCES wholesale_orders(id),
  order_description TEXT,
  zip_file_name     TEXT,
  created_at        TEXT    NOT NULL
);
CREATE INDEX tender_proposals_tender ON tender_proposals(tender_id, status_id);
CREATE INDEX tender_proposals_seller ON tender_proposals(seller_id, is_deleted, created_at);
-- One live proposal per seller and tender (the contract's 'Вы уже отправили предложение').
CREATE UNIQUE INDEX tender_proposals_live ON tender_proposals(tender_id, seller_id) WHERE is_deleted = 0;

CREATE TABLE tender_proposal_history (
  id          INTEGER PRIMARY KEY,
  proposal_id INTEGER NOT NULL REFERENCES tender_proposals(id),
  status_id   INTEGER NOT NULL,
  created_at  TEXT    NOT NULL
);
CREATE INDEX tender_proposal_history_proposal ON tender_proposal_history(proposal_id, created_at);

-- The technical documentation sent with CreateAnOrder (stored under <dataDir>/uploads).
CREATE TABLE tender_proposal_files (
  id            INTEGER PRIMARY KEY,
  proposal_id   INTEGER NOT NULL REFERENCES tender_proposals(id),
  file_name     TEXT    NOT NULL UNIQUE,
  original_name TEXT,
  mime_type     TEXT    NOT NULL,
  size          INTEGER NOT NULL,
  created_at    TEXT    NOT NULL
);
CREATE INDEX tender_proposal_files_proposal ON tender_proposal_files(proposal_id);

-- One row per buyer tender action run from the console (tender-actions).
CREATE TABLE tender_actions (
  id            INTEGER PRIMARY KEY,
  tender_id     INTEGER NOT NULL REFERENCES tenders(id),
  action        TEXT    NOT NULL,
  proposal_id   INTEGER REFERENCES tender_proposals(id),
  status_before INTEGER NOT NULL,
  status_after  INTEGER NOT NULL,
  admin_id      INTEGER REFERENCES console_admins(id),
  created_at    TEXT    NOT NULL
);
CREATE INDEX tender_actions_tender ON tender_actions(tender_id);
`,
};
