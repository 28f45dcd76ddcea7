import type { Migration } from './migration.js';

/**
 * The marketplace console (docs/contract/console.md): its administrators (not users: a seller's
 * token is unknown here and an admin's token is unknown to the seller API), their sessions, and
 * the log of the buyer actions run from the console. The demo administrator is created by
 * `ensureConsoleAdmin` (server/db/consoleAdmin.ts), not here: its password hash is computed.
 *
 * Session times are epoch milliseconds like `access_tokens`; other dates are ISO strings.
 */
export const consoleTables: Migration = {
  version: 6,
  name: 'console',
  sql: `
CREATE TABLE console_admins (
  id            INTEGER PRIMARY KEY,
  email         TEXT    NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT    NOT NULL,
  name          TEXT    NOT NULL,
  created_at    TEXT    NOT NULL
);

-- Tokens are stored only as SHA-256 hashes.
CREATE TABLE console_sessions (
  token_hash TEXT    PRIMARY KEY,
  admin_id   INTEGER NOT NULL REFERENCES console_admins(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX console_sessions_admin ON console_sessions(admin_id);

-- One row per buyer action run from the console (order-actions); date is the requested deadline.
CREATE TABLE console_actions (
  id            INTEGER PRIMARY KEY,
  market        TEXT    NOT NULL CHECK (market IN ('wholesale', 'retail')),
  order_id      INTEGER NOT NULL,
  action        TEXT    NOT NULL,
  days          INTEGER,
  date          TEXT,
  status_before INTEGER NOT NULL,
  status_after  INTEGER NOT NULL,
  admin_id      INTEGER REFERENCES console_admins(id),
  created_at    TEXT    NOT NULL
);
CREATE INDEX console_actions_order ON console_actions(market, order_id);
`,
};
