import type { Migration } from './migration.js';

/** Users, sellers and stores, sessions, password reset, and the minimal activity tables the dashboard counts. */
export const foundation: Migration = {
  version: 1,
  name: 'foundation',
  sql: `
CREATE TABLE users (
  id               INTEGER PRIMARY KEY,
  email            TEXT    NOT NULL UNIQUE COLLATE NOCASE,
  password_hash    TEXT    NOT NULL,
  user_category_id INTEGER NOT NULL,
  user_type_id     INTEGER,
  country_id       INTEGER,
  first_name       TEXT    NOT NULL DEFAULT '',
  last_name        TEXT    NOT NULL DEFAULT '',
  middle_name      TEXT,
  company_name     TEXT,
  phone            TEXT,
  is_registered    INTEGER NOT NULL DEFAULT 0,
  email_confirmed  INTEGER NOT NULL DEFAULT 0,
  is_blocked       INTEGER NOT NULL DEFAULT 0,
  first_visit      INTEGER NOT NULL DEFAULT 1,
  created_at       TEXT    NOT NULL
);

CREATE TABLE sellers (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL UNIQUE REFERENCES users(id),
  created_at TEXT    NOT NULL
);

CREATE TABLE stores (
  id                INTEGER PRIMARY KEY,
  seller_id         INTEGER NOT NULL UNIQUE REFERENCES sellers(id),
  store_name        TEXT    NOT NULL,
  category_group_id INTEGER NOT NULL DEFAULT 1,
  store_logo        TEXT,
  store_picture     TEXT,
  created_at        TEXT    NOT NULL
);

CREATE TABLE requisites (
  id                             INTEGER PRIMARY KEY,
  user_id                        INTEGER NOT NULL UNIQUE REFERENCES users(id),
  ownership_type_id              INTEGER NOT NULL,
  company_name_or_ip_name        TEXT    NOT NULL,
  full_company_name_or_ip_name   TEXT    NOT NULL,
  vat                            TEXT,
  ogrn                           TEXT,
  okpo                           TEXT,
  okved                          TEXT,
  phone_number1                  TEXT,
  phone_number2                  TEXT,
  phone_number3                  TEXT,
  tax_rate                       REAL,
  taxation_system_types_id       INTEGER,
  director_fullname              TEXT,
  director_email                 TEXT,
  director_phone                 TEXT,
  accountant_fullname            TEXT,
  accountant_email               TEXT,
  accountant_phone               TEXT,
  base_bank_name                 TEXT,
  base_bank_address              TEXT,
  base_correspondent_account     TEXT,
  base_expense_account           TEXT,
  base_bank_bik                  TEXT,
  base_bank_swift                TEXT,
  agent_bank_name                TEXT,
  agent_bank_address             TEXT,
  agent_correspondent_account    TEXT,
  agent_expense_account          TEXT,
  agent_bank_bik                 TEXT,
  agent_bank_swift               TEXT,
  qiwi_numbers                   TEXT,
  bank_card_number               TEXT
);

CREATE TABLE requisite_addresses (
  id              INTEGER PRIMARY KEY,
  requisite_id    INTEGER NOT NULL REFERENCES requisites(id),
  address_type_id INTEGER NOT NULL,
  region_name     TEXT    NOT NULL,
  city_name       TEXT    NOT NULL,
  street          TEXT    NOT NULL,
  house           TEXT    NOT NULL,
  postal_index    TEXT
);

CREATE TABLE requisite_staff (
  id              INTEGER PRIMARY KEY,
  requisite_id    INTEGER NOT NULL REFERENCES requisites(id),
  worker_fullname TEXT    NOT NULL,
  worker_email    TEXT,
  worker_phone    TEXT
);

-- Opaque tokens are stored as SHA-256 hashes; times are epoch milliseconds.
CREATE TABLE access_tokens (
  token_hash TEXT    PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE INDEX access_tokens_user ON access_tokens(user_id);

CREATE TABLE refresh_tokens (
  token_hash        TEXT    PRIMARY KEY,
  user_id           INTEGER NOT NULL REFERENCES users(id),
  access_token_hash TEXT    NOT NULL,
  remember          INTEGER NOT NULL,
  created_at        INTEGER NOT NULL,
  expires_at        INTEGER NOT NULL,
  used_at           INTEGER
);
CREATE INDEX refresh_tokens_user ON refresh_tokens(user_id);

CREATE TABLE password_reset_codes (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  code_hash  TEXT    NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at    INTEGER
);
CREATE INDEX password_reset_codes_user ON password_reset_codes(user_id, created_at);

CREATE TABLE products (
  id              INTEGER PRIMARY KEY,
  store_id        INTEGER NOT NULL REFERENCES stores(id),
  product_name    TEXT    NOT NULL,
  product_type_id INTEGER NOT NULL CHECK (product_type_id IN (1, 2)),
  is_draft        INTEGER NOT NULL DEFAULT 0,
  is_active       INTEGER NOT NULL DEFAULT 1,
  created_at      TEXT    NOT NULL
);
CREATE INDEX products_store ON products(store_id);

CREATE TABLE wholesale_orders (
  id           INTEGER PRIMARY KEY,
  seller_id    INTEGER NOT NULL REFERENCES sellers(id),
  buyer_id     INTEGER NOT NULL REFERENCES users(id),
  status_id    INTEGER NOT NULL,
  total_amount REAL    NOT NULL,
  created_at   TEXT    NOT NULL
);
CREATE INDEX wholesale_orders_seller ON wholesale_orders(seller_id, status_id);

CREATE TABLE retail_orders (
  id           INTEGER PRIMARY KEY,
  seller_id    INTEGER NOT NULL REFERENCES sellers(id),
  buyer_id     INTEGER NOT NULL REFERENCES users(id),
  status_id    INTEGER NOT NULL,
  total_amount REAL    NOT NULL,
  created_at   TEXT    NOT NULL
);
CREATE INDEX retail_orders_seller ON retail_orders(seller_id, status_id);

CREATE TABLE order_requests (
  id         INTEGER PRIMARY KEY,
  seller_id  INTEGER NOT NULL REFERENCES sellers(id),
  buyer_id   INTEGER NOT NULL REFERENCES users(id),
  status_id  INTEGER NOT NULL,
  created_at TEXT    NOT NULL
);
CREATE INDEX order_requests_seller ON order_requests(seller_id, status_id);

CREATE TABLE disputes (
  id         INTEGER PRIMARY KEY,
  seller_id  INTEGER NOT NULL REFERENCES sellers(id),
  is_retail  INTEGER NOT NULL,
  status_id  INTEGER NOT NULL,
  created_at TEXT    NOT NULL
);
CREATE INDEX disputes_seller ON disputes(seller_id, status_id);

CREATE TABLE reviews (
  id         INTEGER PRIMARY KEY,
  seller_id  INTEGER NOT NULL REFERENCES sellers(id),
  product_id INTEGER NOT NULL REFERENCES products(id),
  buyer_id   INTEGER REFERENCES users(id),
  rating     INTEGER NOT NULL CHECK (rating BETWEEN 1 AND 5),
  text       TEXT    NOT NULL,
  created_at TEXT    NOT NULL
);
CREATE INDEX reviews_seller ON reviews(seller_id);

CREATE TABLE notifications (
  id         INTEGER PRIMARY KEY,
  user_id    INTEGER NOT NULL REFERENCES users(id),
  is_read    INTEGER NOT NULL DEFAULT 0,
  text       TEXT    NOT NULL,
  created_at TEXT    NOT NULL
);
CREATE INDEX notifications_user ON notifications(user_id, is_read);

CREATE TABLE chat_messages (
  id           INTEGER PRIMARY KEY,
  to_user_id   INTEGER NOT NULL REFERENCES users(id),
  from_user_id INTEGER NOT NULL REFERENCES users(id),
  is_read      INTEGER NOT NULL DEFAULT 0,
  text         TEXT    NOT NULL,
  created_at   TEXT    NOT NULL
);
CREATE INDEX chat_messages_to ON chat_messages(to_user_id, is_read);
`,
};
