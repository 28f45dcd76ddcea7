import type { Migration } from '../migrations.js';
import { MARKET_ID, MARKETS, type MarketRules } from '../../services/analyticsRules.js';

/**
 * Analytics (docs/contract/analytics.md "Server: how it stays fast"): daily totals per seller,
 * kept in step by triggers on the order tables, their lines and their histories (whoever writes
 * them), and back-filled here. A day is the Moscow day of the order's creation
 * (`date(created_at, '+3 hours')`; Moscow is UTC+3 all year).
 *
 * - analytics_orders_daily: orders and Σ total per (seller, day, market, current status);
 * - analytics_ship_daily: orders shipped and Σ seconds from creation to the first shipped entry;
 * - analytics_buyers_daily: sold orders and Σ total per (seller, day, buyer);
 * - analytics_products_daily / _monthly: sold quantity, Σ line amount and lines per (seller, day or
 *   month, product); analytics_sold_daily: the same per (seller, day) for all products.
 * Rows falling to zero orders are deleted, so a row means "something happened that day".
 */

const DAY = (alias: string): string => `date(${alias}.created_at, '+3 hours')`;
const inList = (ids: readonly number[]): string => ids.map(Number).join(', ');

function ordersDaily(m: MarketRules, row: 'new' | 'old', sign: 1 | -1): string {
  return `INSERT INTO analytics_orders_daily (seller_id, day, market, status_id, orders_count, amount)
    VALUES (${row}.seller_id, ${DAY(row)}, ${MARKET_ID[m.name]}, ${row}.status_id, ${sign}, ${sign} * ${row}.total_amount)
    ON CONFLICT DO UPDATE SET orders_count = orders_count + excluded.orders_count, amount = amount + excluded.amount;`;
}

function buyersDaily(m: MarketRules, row: 'new' | 'old', sign: 1 | -1): string {
  return `INSERT INTO analytics_buyers_daily (seller_id, day, buyer_id, orders_count, amount)
    SELECT ${row}.seller_id, ${DAY(row)}, ${row}.buyer_id, ${sign}, ${sign} * ${row}.total_amount
    WHERE ${row}.status_id IN (${inList(m.sold)})
    ON CONFLICT DO UPDATE SET orders_count = orders_count + excluded.orders_count, amount = amount + excluded.amount;`;
}

/**
 * The three tables of sold lines: per product and day, per product and month (a long range reads
 * whole months there and only its partial months by day), and per day for all products together
 * (`product_id` 0: the daily series without grouping products).
 */
interface LineTable {
  table: string;
  bucket: 'day' | 'month';
  perProduct: boolean;
}
const LINE_TABLES: readonly LineTable[] = [
  { table: 'analytics_products_daily', bucket: 'day', perProduct: true },
  { table: 'analytics_products_monthly', bucket: 'month', perProduct: true },
  { table: 'analytics_sold_daily', bucket: 'day', perProduct: false },
];
const bucketOf = (t: LineTable, alias: string): string =>
  t.bucket === 'day' ? DAY(alias) : `substr(${DAY(alias)}, 1, 7)`;
const UPSERT_LINES = `ON CONFLICT DO UPDATE SET quantity = quantity + excluded.quantity, amount = amount + excluded.amount,
      lines_count = lines_count + excluded.lines_count;`;

/** Adds (sign 1) or removes (−1) every line of order `row` when that order is sold. */
function productsOfOrder(m: MarketRules, row: 'new' | 'old', sign: 1 | -1): string {
  return LINE_TABLES.map(
    (t) => `INSERT INTO ${t.table} (seller_id, ${t.bucket}, product_id, quantity, amount, lines_count)
    SELECT ${row}.seller_id, ${bucketOf(t, row)}, ${t.perProduct ? 'l.product_id' : '0'}, ${sign} * SUM(l.quantity), ${sign} * SUM(l.amount), ${sign} * COUNT(*)
    FROM ${m.lines} l WHERE l.order_id = ${row}.id AND l.product_id IS NOT NULL AND ${row}.status_id IN (${inList(m.sold)})
    GROUP BY 1, 2, 3
    ${UPSERT_LINES}`,
  ).join('\n  ');
}

/** Adds or removes one line `row` when its order is sold. */
function productsOfLine(m: MarketRules, row: 'new' | 'old', sign: 1 | -1): string {
  return LINE_TABLES.map(
    (t) => `INSERT INTO ${t.table} (seller_id, ${t.bucket}, product_id, quantity, amount, lines_count)
    SELECT o.seller_id, ${bucketOf(t, 'o')}, ${t.perProduct ? `${row}.product_id` : '0'}, ${sign} * ${row}.quantity, ${sign} * ${row}.amount, ${sign}
    FROM ${m.orders} o WHERE o.id = ${row}.order_id AND ${row}.product_id IS NOT NULL AND o.status_id IN (${inList(m.sold)})
    ${UPSERT_LINES}`,
  ).join('\n  ');
}

/** Deletes the rows an update brought to zero (each probe is on a primary key prefix). */
const PRUNE = `DELETE FROM analytics_orders_daily WHERE seller_id IN (new.seller_id, old.seller_id)
    AND day IN (${DAY('new')}, ${DAY('old')}) AND orders_count = 0;
  DELETE FROM analytics_buyers_daily WHERE seller_id IN (new.seller_id, old.seller_id)
    AND day IN (${DAY('new')}, ${DAY('old')}) AND buyer_id IN (new.buyer_id, old.buyer_id) AND orders_count = 0;
  ${LINE_TABLES.map(
    (t) => `DELETE FROM ${t.table} WHERE seller_id IN (new.seller_id, old.seller_id)
    AND ${t.bucket} IN (${bucketOf(t, 'new')}, ${bucketOf(t, 'old')}) AND lines_count = 0;`,
  ).join('\n  ')}`;

/** The same after a line changed: the (seller, day) of its order(s). */
const linePrune = (m: MarketRules, orderIds: string): string =>
  LINE_TABLES.map(
    (t) => `DELETE FROM ${t.table} WHERE (seller_id, ${t.bucket}) IN (
    SELECT o.seller_id, ${bucketOf(t, 'o')} FROM ${m.orders} o WHERE o.id IN (${orderIds})) AND lines_count = 0;`,
  ).join('\n  ');

function marketTriggers(m: MarketRules): string {
  const t = m.orders;
  const market = MARKET_ID[m.name];
  return `
CREATE TRIGGER analytics_${t}_insert AFTER INSERT ON ${t} BEGIN
  ${ordersDaily(m, 'new', 1)}
  ${buyersDaily(m, 'new', 1)}
  ${productsOfOrder(m, 'new', 1)}
END;
CREATE TRIGGER analytics_${t}_update AFTER UPDATE OF seller_id, buyer_id, status_id, total_amount, created_at ON ${t}
WHEN old.seller_id IS NOT new.seller_id OR old.buyer_id IS NOT new.buyer_id OR old.status_id IS NOT new.status_id
  OR old.total_amount IS NOT new.total_amount OR old.created_at IS NOT new.created_at BEGIN
  ${ordersDaily(m, 'old', -1)}
  ${ordersDaily(m, 'new', 1)}
  ${buyersDaily(m, 'old', -1)}
  ${buyersDaily(m, 'new', 1)}
  ${productsOfOrder(m, 'old', -1)}
  ${productsOfOrder(m, 'new', 1)}
  ${PRUNE}
END;
CREATE TRIGGER analytics_${t}_delete AFTER DELETE ON ${t} BEGIN
  ${ordersDaily(m, 'old', -1)}
  ${buyersDaily(m, 'old', -1)}
  DELETE FROM analytics_orders_daily WHERE seller_id = old.seller_id AND day = ${DAY('old')} AND orders_count = 0;
  DELETE FROM analytics_buyers_daily WHERE seller_id = old.seller_id AND day = ${DAY('old')} AND buyer_id = old.buyer_id
    AND orders_count = 0;
END;

CREATE TRIGGER analytics_${m.lines}_insert AFTER INSERT ON ${m.lines} BEGIN
  ${productsOfLine(m, 'new', 1)}
END;
CREATE TRIGGER analytics_${m.lines}_update AFTER UPDATE OF order_id, product_id, quantity, amount ON ${m.lines} BEGIN
  ${productsOfLine(m, 'old', -1)}
  ${productsOfLine(m, 'new', 1)}
  ${linePrune(m, 'old.order_id, new.order_id')}
END;
CREATE TRIGGER analytics_${m.lines}_delete AFTER DELETE ON ${m.lines} BEGIN
  ${productsOfLine(m, 'old', -1)}
  ${linePrune(m, 'old.order_id')}
END;

-- The first shipped entry of an order counts once, on the order's creation day.
CREATE TRIGGER analytics_${m.history}_shipped AFTER INSERT ON ${m.history}
WHEN new.status_id IN (${inList(m.shipped)}) AND NOT EXISTS (
  SELECT 1 FROM ${m.history} h WHERE h.order_id = new.order_id AND h.id <> new.id AND h.status_id IN (${inList(m.shipped)})
) BEGIN
  INSERT INTO analytics_ship_daily (seller_id, day, market, shipped_count, ship_seconds)
    SELECT o.seller_id, ${DAY('o')}, ${market}, 1, max(0, (julianday(new.created_at) - julianday(o.created_at)) * 86400)
    FROM ${t} o WHERE o.id = new.order_id
    ON CONFLICT DO UPDATE SET shipped_count = shipped_count + 1, ship_seconds = ship_seconds + excluded.ship_seconds;
END;

INSERT INTO analytics_orders_daily (seller_id, day, market, status_id, orders_count, amount)
  SELECT o.seller_id, ${DAY('o')}, ${market}, o.status_id, COUNT(*), SUM(o.total_amount)
  FROM ${t} o GROUP BY 1, 2, 4;
INSERT INTO analytics_buyers_daily (seller_id, day, buyer_id, orders_count, amount)
  SELECT o.seller_id, ${DAY('o')}, o.buyer_id, COUNT(*), SUM(o.total_amount)
  FROM ${t} o WHERE o.status_id IN (${inList(m.sold)}) GROUP BY 1, 2, 3
  ON CONFLICT DO UPDATE SET orders_count = orders_count + excluded.orders_count, amount = amount + excluded.amount;
${LINE_TABLES.map(
  (l) => `INSERT INTO ${l.table} (seller_id, ${l.bucket}, product_id, quantity, amount, lines_count)
  SELECT o.seller_id, ${bucketOf(l, 'o')}, ${l.perProduct ? 'l.product_id' : '0'}, SUM(l.quantity), SUM(l.amount), COUNT(*)
  FROM ${m.lines} l JOIN ${t} o ON o.id = l.order_id
  WHERE l.product_id IS NOT NULL AND o.status_id IN (${inList(m.sold)}) GROUP BY 1, 2, 3
  ${UPSERT_LINES}`,
).join('\n')}
INSERT INTO analytics_ship_daily (seller_id, day, market, shipped_count, ship_seconds)
  SELECT o.seller_id, ${DAY('o')}, ${market}, COUNT(*), SUM(max(0, (julianday(f.first_at) - julianday(o.created_at)) * 86400))
  FROM (SELECT order_id, MIN(created_at) AS first_at FROM ${m.history} WHERE status_id IN (${inList(m.shipped)}) GROUP BY order_id) f
  JOIN ${t} o ON o.id = f.order_id GROUP BY 1, 2;
`;
}

export const analytics: Migration = {
  version: 16,
  name: 'analytics',
  sql: `
CREATE TABLE analytics_orders_daily (
  seller_id    INTEGER NOT NULL,
  day          TEXT    NOT NULL,
  market       INTEGER NOT NULL,
  status_id    INTEGER NOT NULL,
  orders_count INTEGER NOT NULL,
  amount       REAL    NOT NULL,
  PRIMARY KEY (seller_id, day, market, status_id)
) WITHOUT ROWID;

CREATE TABLE analytics_ship_daily (
  seller_id     INTEGER NOT NULL,
  day           TEXT    NOT NULL,
  market        INTEGER NOT NULL,
  shipped_count INTEGER NOT NULL,
  ship_seconds  REAL    NOT NULL,
  PRIMARY KEY (seller_id, day, market)
) WITHOUT ROWID;

CREATE TABLE analytics_buyers_daily (
  seller_id    INTEGER NOT NULL,
  day          TEXT    NOT NULL,
  buyer_id     INTEGER NOT NULL,
  orders_count INTEGER NOT NULL,
  amount       REAL    NOT NULL,
  PRIMARY KEY (seller_id, day, buyer_id)
) WITHOUT ROWID;
-- A buyer's first day with the seller (new or returning).
CREATE INDEX analytics_buyers_daily_buyer ON analytics_buyers_daily(seller_id, buyer_id, day);

CREATE TABLE analytics_products_daily (
  seller_id   INTEGER NOT NULL,
  day         TEXT    NOT NULL,
  product_id  INTEGER NOT NULL,
  quantity    INTEGER NOT NULL,
  amount      REAL    NOT NULL,
  lines_count INTEGER NOT NULL,
  PRIMARY KEY (seller_id, day, product_id)
) WITHOUT ROWID;

CREATE TABLE analytics_products_monthly (
  seller_id   INTEGER NOT NULL,
  month       TEXT    NOT NULL,
  product_id  INTEGER NOT NULL,
  quantity    INTEGER NOT NULL,
  amount      REAL    NOT NULL,
  lines_count INTEGER NOT NULL,
  PRIMARY KEY (seller_id, month, product_id)
) WITHOUT ROWID;

-- product_id is always 0: every product of the seller together.
CREATE TABLE analytics_sold_daily (
  seller_id   INTEGER NOT NULL,
  day         TEXT    NOT NULL,
  product_id  INTEGER NOT NULL,
  quantity    INTEGER NOT NULL,
  amount      REAL    NOT NULL,
  lines_count INTEGER NOT NULL,
  PRIMARY KEY (seller_id, day, product_id)
) WITHOUT ROWID;

-- Requests and tender proposals are read from their own tables by creation day.
CREATE INDEX tender_proposals_seller_created ON tender_proposals(seller_id, created_at, status_id);
CREATE INDEX order_requests_seller_created_status ON order_requests(seller_id, created_at, status_id);
${MARKETS.map(marketTriggers).join('\n')}
`,
};
