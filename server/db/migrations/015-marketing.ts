import type { Migration } from './migration.js';

/**
 * Marketing (docs/contract/marketing.md): coupons, banner positions with their per-day prices,
 * banners, highlight and top periods, the promotions bought (highlight and top rows) and the one
 * payments table of the three kinds. Positions and periods are reference data inserted here.
 */
export const marketing: Migration = {
  version: 15,
  name: 'marketing',
  sql: `
CREATE TABLE coupons (
  id               INTEGER PRIMARY KEY,
  store_id         INTEGER NOT NULL REFERENCES stores(id),
  code             TEXT    NOT NULL,
  discount_type    INTEGER NOT NULL CHECK (discount_type IN (1, 2)),
  discount_value   REAL    NOT NULL,
  min_order_amount REAL    NOT NULL DEFAULT 0,
  valid_from       TEXT    NOT NULL,
  valid_to         TEXT    NOT NULL,
  usage_limit      INTEGER,
  usage_count      INTEGER NOT NULL DEFAULT 0,
  market_type      INTEGER NOT NULL CHECK (market_type IN (1, 2)),
  is_active        INTEGER NOT NULL DEFAULT 1,
  created_at       TEXT    NOT NULL,
  updated_at       TEXT    NOT NULL
);
-- Codes are stored upper-cased; unique per store.
CREATE UNIQUE INDEX coupons_store_code ON coupons(store_id, code);

CREATE TABLE coupon_products (
  coupon_id  INTEGER NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  PRIMARY KEY (coupon_id, product_id)
) WITHOUT ROWID;

CREATE TABLE coupon_categories (
  coupon_id   INTEGER NOT NULL REFERENCES coupons(id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  PRIMARY KEY (coupon_id, category_id)
) WITHOUT ROWID;

CREATE TABLE banner_positions (
  id         INTEGER PRIMARY KEY,
  name       TEXT    NOT NULL,
  page       TEXT    NOT NULL,
  width      INTEGER NOT NULL,
  height     INTEGER NOT NULL,
  base_price REAL    NOT NULL
);

-- A day's own price (yyyy-MM-dd, Moscow); days without a row follow the weekend rule.
CREATE TABLE banner_position_prices (
  position_id INTEGER NOT NULL REFERENCES banner_positions(id),
  day         TEXT    NOT NULL,
  price       REAL    NOT NULL,
  PRIMARY KEY (position_id, day)
) WITHOUT ROWID;

CREATE TABLE marketing_payments (
  id          INTEGER PRIMARY KEY,
  payment_id  TEXT    NOT NULL UNIQUE,
  seller_id   INTEGER NOT NULL REFERENCES sellers(id),
  kind        TEXT    NOT NULL CHECK (kind IN ('banner', 'highlight', 'top')),
  amount      REAL    NOT NULL,
  status      TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'cancelled')),
  created_at  TEXT    NOT NULL,
  decided_at  TEXT
);
CREATE INDEX marketing_payments_seller ON marketing_payments(seller_id, id);

CREATE TABLE banners (
  id             INTEGER PRIMARY KEY,
  seller_id      INTEGER NOT NULL REFERENCES sellers(id),
  position_id    INTEGER NOT NULL REFERENCES banner_positions(id),
  payment_id     INTEGER NOT NULL UNIQUE REFERENCES marketing_payments(id),
  file_path      TEXT    NOT NULL,
  link           TEXT,
  date_from      TEXT    NOT NULL,
  date_to        TEXT    NOT NULL,
  price          REAL    NOT NULL,
  state          TEXT    NOT NULL DEFAULT 'awaitingPayment' CHECK (state IN
                   ('awaitingPayment', 'cancelled', 'awaitingApproval', 'approved', 'declined')),
  decline_reason TEXT,
  created_at     TEXT    NOT NULL,
  decided_at     TEXT,
  admin_id       INTEGER REFERENCES console_admins(id)
);
CREATE INDEX banners_seller ON banners(seller_id, id);
CREATE INDEX banners_position_days ON banners(position_id, date_from, date_to);

CREATE TABLE promotion_periods (
  id         INTEGER PRIMARY KEY,
  kind       TEXT    NOT NULL CHECK (kind IN ('highlight', 'top')),
  days_count INTEGER NOT NULL,
  price      REAL    NOT NULL,
  UNIQUE (kind, days_count)
);

-- Highlight (label 1..5) and top (label NULL) purchases; active while paid and now < active_to.
CREATE TABLE promotions (
  id          INTEGER PRIMARY KEY,
  kind        TEXT    NOT NULL CHECK (kind IN ('highlight', 'top')),
  seller_id   INTEGER NOT NULL REFERENCES sellers(id),
  product_id  INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  label_id    INTEGER CHECK (label_id BETWEEN 1 AND 5),
  period_id   INTEGER NOT NULL REFERENCES promotion_periods(id),
  days_count  INTEGER NOT NULL,
  price       REAL    NOT NULL,
  payment_id  INTEGER NOT NULL UNIQUE REFERENCES marketing_payments(id),
  state       TEXT    NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'paid', 'cancelled')),
  active_from TEXT,
  active_to   TEXT,
  created_at  TEXT    NOT NULL,
  CHECK ((kind = 'top') = (label_id IS NULL))
);
CREATE INDEX promotions_seller ON promotions(seller_id, kind, id);
CREATE INDEX promotions_product ON promotions(product_id, kind, label_id);

INSERT INTO banner_positions (id, name, page, width, height, base_price) VALUES
  (1, 'Главная — верхний баннер', 'Главная', 1200, 300, 3000),
  (2, 'Главная — боковой баннер', 'Главная', 300, 600, 1500),
  (3, 'Каталог — над списком товаров', 'Каталог', 970, 250, 2000),
  (4, 'Карточка товара — под описанием', 'Карточка товара', 728, 90, 1000);

INSERT INTO promotion_periods (id, kind, days_count, price) VALUES
  (1, 'highlight', 7, 490),
  (2, 'highlight', 14, 890),
  (3, 'highlight', 30, 1690),
  (4, 'top', 3, 290),
  (5, 'top', 7, 590),
  (6, 'top', 14, 990);
`,
};
