import type { Migration } from './migration.js';

/**
 * Disputes and returns (docs/contract/disputes.md "Disputes"): the foundation's bare `disputes`
 * rows gain their order, buyer, reason, claim, answer deadline, the seller's decline, the
 * decision and the closing time; new tables hold the claim and decline files, the messages with
 * their images, and the history of every status change.
 *
 * `order_id` names a wholesale order (`is_retail` 0) or a retail order (1). The new columns are
 * nullable because SQLite cannot add a NOT NULL column without a default; the services always
 * write them. Old rows are deleted, not back-filled: they were demo rows without an order, and a
 * dispute cannot be shown, answered or tied to finances without one. At most one dispute of an
 * order is open (1, 2) at a time: a partial unique index says so.
 */
export const disputes: Migration = {
  version: 11,
  name: 'disputes',
  sql: `
DELETE FROM disputes;

ALTER TABLE disputes ADD COLUMN order_id INTEGER;
ALTER TABLE disputes ADD COLUMN buyer_id INTEGER REFERENCES users(id);
-- 1 not received, 2 not as described, 3 defect or damage, 4 incomplete, 5 other.
ALTER TABLE disputes ADD COLUMN reason_id INTEGER CHECK (reason_id BETWEEN 1 AND 5);
ALTER TABLE disputes ADD COLUMN claim TEXT;
-- The seller answers by this time; the sweep moves a dispute still open (1) after it to 2.
ALTER TABLE disputes ADD COLUMN answer_deadline TEXT;
ALTER TABLE disputes ADD COLUMN decline_purpose TEXT;
ALTER TABLE disputes ADD COLUMN decision_comment TEXT;
ALTER TABLE disputes ADD COLUMN closed_at TEXT;

CREATE UNIQUE INDEX disputes_open_order ON disputes(is_retail, order_id) WHERE status_id IN (1, 2);
CREATE INDEX disputes_order ON disputes(is_retail, order_id);
CREATE INDEX disputes_answer_due ON disputes(status_id, answer_deadline);
CREATE INDEX disputes_seller_market ON disputes(seller_id, is_retail, created_at);

-- The buyer's claim files and the seller's decline files, in <dataDir>/uploads/<file_name>.
CREATE TABLE dispute_files (
  id            INTEGER PRIMARY KEY,
  dispute_id    INTEGER NOT NULL REFERENCES disputes(id),
  kind          TEXT    NOT NULL CHECK (kind IN ('claim', 'decline')),
  file_name     TEXT    NOT NULL UNIQUE,
  original_name TEXT,
  mime_type     TEXT    NOT NULL,
  size          INTEGER NOT NULL,
  created_at    TEXT    NOT NULL
);
CREATE INDEX dispute_files_dispute ON dispute_files(dispute_id, kind);

-- user_id: the buyer's or the seller's user; admin_id: the console administrator's messages.
CREATE TABLE dispute_messages (
  id          INTEGER PRIMARY KEY,
  dispute_id  INTEGER NOT NULL REFERENCES disputes(id),
  author_role TEXT    NOT NULL CHECK (author_role IN ('buyer', 'seller', 'admin')),
  user_id     INTEGER REFERENCES users(id),
  admin_id    INTEGER REFERENCES console_admins(id),
  comment     TEXT    NOT NULL,
  created_at  TEXT    NOT NULL
);
CREATE INDEX dispute_messages_dispute ON dispute_messages(dispute_id, created_at);

CREATE TABLE dispute_message_images (
  id            INTEGER PRIMARY KEY,
  message_id    INTEGER NOT NULL REFERENCES dispute_messages(id),
  file_name     TEXT    NOT NULL UNIQUE,
  original_name TEXT,
  mime_type     TEXT    NOT NULL,
  size          INTEGER NOT NULL,
  created_at    TEXT    NOT NULL
);
CREATE INDEX dispute_message_images_message ON dispute_message_images(message_id);

-- One row per status change: action 'open', 'decline', 'deadline' (the sweep), 'acceptReturn',
-- 'withdraw', 'decideForBuyer', 'decideForSeller'; status_before is null for 'open'.
CREATE TABLE dispute_history (
  id            INTEGER PRIMARY KEY,
  dispute_id    INTEGER NOT NULL REFERENCES disputes(id),
  action        TEXT    NOT NULL,
  status_before INTEGER,
  status_after  INTEGER NOT NULL,
  admin_id      INTEGER REFERENCES console_admins(id),
  comment       TEXT,
  created_at    TEXT    NOT NULL
);
CREATE INDEX dispute_history_dispute ON dispute_history(dispute_id, created_at);
`,
};
