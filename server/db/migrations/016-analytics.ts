import type { Migration } from './migration.js';
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
 * - analytics_products_running: per (seller, product, day) the running sums (sold quantity, line
 *   amount, lines) up to that day; analytics_sold_daily: per (seller, day) for all products.
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
 * Sold lines of all products together per day (`analytics_sold_daily`, `product_id` always 0: the
 * daily series and the base of `share`).
 */
const SOLD = 'analytics_sold_daily';
const UPSERT_LINES = `ON CONFLICT DO UPDATE SET quantity = quantity + excluded.quantity, amount = amount + excluded.amount,
      lines_count = lines_count + excluded.lines_count;`;

/**
 * Per product running totals (`analytics_products_running`): the row of day D holds the sums of
 * every sold line of the product up to and including D; rows exist only for days with a change.
 * A change on day D first copies the latest earlier row to D (if D has none), then adds the delta
 * to every row from D on, so a period is "latest row ≤ end − latest row < start", two seeks.
 */
const RUN = 'analytics_products_running';
const latestBefore = (seller: string, product: string, day: string): string =>
  `(SELECT MAX(day) FROM ${RUN} WHERE seller_id = ${seller} AND product_id = ${product} AND day < ${day})`;
const copyLatest = (seller: string, product: string, day: string): string =>
  `SELECT ${seller}, ${product}, ${day}, IFNULL(r.quantity, 0), IFNULL(r.amount, 0), IFNULL(r.lines_count, 0)`;
const joinLatest = (seller: string, product: string, day: string): string =>
  `LEFT JOIN ${RUN} r ON r.seller_id = ${seller} AND r.product_id = ${product} AND r.day = ${latestBefore(seller, product, day)}`;

/** Adds (sign 1) or removes (−1) every line of order `row` when that order is sold. */
function productsOfOrder(m: MarketRules, row: 'new' | 'old', sign: 1 | -1): string {
  const sold = `${row}.status_id IN (${inList(m.sold)})`;
  const ofOrder = `${m.lines} l WHERE l.order_id = ${row}.id AND l.product_id = ${RUN}.product_id`;
  return `INSERT INTO ${SOLD} (seller_id, day, product_id, quantity, amount, lines_count)
    SELECT ${row}.seller_id, ${DAY(row)}, 0, ${sign} * SUM(l.quantity), ${sign} * SUM(l.amount), ${sign} * COUNT(*)
    FROM ${m.lines} l WHERE l.order_id = ${row}.id AND l.product_id IS NOT NULL AND ${sold}
    GROUP BY 1, 2, 3
    ${UPSERT_LINES}
  INSERT OR IGNORE INTO ${RUN} (seller_id, product_id, day, quantity, amount, lines_count)
    ${copyLatest(`${row}.seller_id`, 'p.product_id', DAY(row))}
    FROM (SELECT DISTINCT product_id FROM ${m.lines} WHERE order_id = ${row}.id AND product_id IS NOT NULL) p
    ${joinLatest(`${row}.seller_id`, 'p.product_id', DAY(row))}
    WHERE ${sold};
  UPDATE ${RUN} SET quantity = quantity + ${sign} * (SELECT SUM(l.quantity) FROM ${ofOrder}),
      amount = amount + ${sign} * (SELECT SUM(l.amount) FROM ${ofOrder}),
      lines_count = lines_count + ${sign} * (SELECT COUNT(*) FROM ${ofOrder})
    WHERE ${sold} AND seller_id = ${row}.seller_id
      AND product_id IN (SELECT product_id FROM ${m.lines} WHERE order_id = ${row}.id) AND day >= ${DAY(row)};`;
}

/** Adds or removes one line `row` when its order is sold. */
function productsOfLine(m: MarketRules, row: 'new' | 'old', sign: 1 | -1): string {
  const soldOrder = `${m.orders} o WHERE o.id = ${row}.order_id AND ${row}.product_id IS NOT NULL AND o.status_id IN (${inList(m.sold)})`;
  return `INSERT INTO ${SOLD} (seller_id, day, product_id, quantity, amount, lines_count)
    SELECT o.seller_id, ${DAY('o')}, 0, ${sign} * ${row}.quantity, ${sign} * ${row}.amount, ${sign}
    FROM ${soldOrder}
    ${UPSERT_LINES}
  INSERT OR IGNORE INTO ${RUN} (seller_id, product_id, day, quantity, amount, lines_count)
    ${copyLatest('o.seller_id', `${row}.product_id`, DAY('o'))}
    FROM ${m.orders} o ${joinLatest('o.seller_id', `${row}.product_id`, DAY('o'))}
    WHERE o.id = ${row}.order_id AND ${row}.product_id IS NOT NULL AND o.status_id IN (${inList(m.sold)});
  UPDATE ${RUN} SET quantity = quantity + ${sign} * ${row}.quantity, amount = amount + ${sign} * ${row}.amount,
      lines_count = lines_count + ${sign}
    WHERE seller_id = (SELECT o.seller_id FROM ${soldOrder}) AND product_id = ${row}.product_id
      AND day >= (SELECT ${DAY('o')} FROM ${soldOrder});`;
}

/** Deletes the rows an update brought to zero (each probe is on a primary key prefix). */
const PRUNE = `DELETE FROM analytics_orders_daily WHERE seller_id IN (new.seller_id, old.seller_id)
    AND day IN (${DAY('new')}, ${DAY('old')}) AND orders_count = 0;
  DELETE FROM analytics_buyers_daily WHERE seller_id IN (new.seller_id, old.seller_id)
    AND day IN (${DAY('new')}, ${DAY('old')}) AND buyer_id IN (new.buyer_id, old.buyer_id) AND orders_count = 0;
  DELETE FROM ${SOLD} WHERE seller_id IN (new.seller_id, old.seller_id)
    AND day IN (${DAY('new')}, ${DAY('old')}) AND lines_count = 0;`;

/** The same after a line changed: the (seller, day) of its order(s). */
const linePrune = (m: MarketRules, orderIds: string): string =>
  `DELETE FROM ${SOLD} WHERE (seller_id, day) IN (
    SELECT o.seller_id, ${DAY('o')} FROM ${m.orders} o WHERE o.id IN (${orderIds})) AND lines_count = 0;`;

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
INSERT INTO ${SOLD} (seller_id, day, product_id, quantity, amount, lines_count)
  SELECT o.seller_id, ${DAY('o')}, 0, SUM(l.quantity), SUM(l.amount), COUNT(*)
  FROM ${m.lines} l JOIN ${t} o ON o.id = l.order_id
  WHERE l.product_id IS NOT NULL AND o.status_id IN (${inList(m.sold)}) GROUP BY 1, 2, 3
  ${UPSERT_LINES}
INSERT INTO analytics_ship_daily (seller_id, day, market, shipped_count, ship_seconds)
  SELECT o.seller_id, ${DAY('o')}, ${market}, COUNT(*), SUM(max(0, (julianday(f.first_at) - julianday(o.created_at)) * 86400))
  FROM (SELECT order_id, MIN(created_at) AS first_at FROM ${m.history} WHERE status_id IN (${inList(m.shipped)}) GROUP BY order_id) f
  JOIN ${t} o ON o.id = f.order_id GROUP BY 1, 2;
`;
}

/** The running totals of the lines already written, both markets together. */
function runningBackfill(): string {
  const perDay = MARKETS.map(
    (m) => `SELECT o.seller_id, l.product_id, ${DAY('o')} AS day, l.quantity, l.amount
    FROM ${m.lines} l JOIN ${m.orders} o ON o.id = l.order_id
    WHERE l.product_id IS NOT NULL AND o.status_id IN (${inList(m.sold)})`,
  ).join('\n    UNION ALL ');
  return `INSERT INTO ${RUN} (seller_id, product_id, day, quantity, amount, lines_count)
  SELECT seller_id, product_id, day, SUM(q) OVER w, SUM(a) OVER w, SUM(n) OVER w FROM (
    SELECT seller_id, product_id, day, SUM(quantity) AS q, SUM(amount) AS a, COUNT(*) AS n FROM (
    ${perDay}) GROUP BY 1, 2, 3)
  WINDOW w AS (PARTITION BY seller_id, product_id ORDER BY day ROWS UNBOUNDED PRECEDING);`;
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

-- Running totals per product (see productsOfOrder): the row of a day sums every sold line up to it.
CREATE TABLE analytics_products_running (
  seller_id   INTEGER NOT NULL,
  product_id  INTEGER NOT NULL,
  day         TEXT    NOT NULL,
  quantity    INTEGER NOT NULL,
  amount      REAL    NOT NULL,
  lines_count INTEGER NOT NULL,
  PRIMARY KEY (seller_id, product_id, day)
) WITHOUT ROWID;
-- The products a seller ever sold: the list a period's read walks (a plain scan, no skip scan).
CREATE TABLE analytics_products_seen (
  seller_id  INTEGER NOT NULL,
  product_id INTEGER NOT NULL,
  PRIMARY KEY (seller_id, product_id)
) WITHOUT ROWID;
CREATE TRIGGER analytics_products_running_seen AFTER INSERT ON analytics_products_running BEGIN
  INSERT OR IGNORE INTO analytics_products_seen (seller_id, product_id) VALUES (new.seller_id, new.product_id);
END;

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

-- GetAnalyticsOfProducts reads every listed product's id and stock from this index alone.
CREATE INDEX analytics_products_listed ON products(store_id, list_status, total_quantity);

-- Requests and tender proposals are read from their own tables by creation day.
CREATE INDEX tender_proposals_seller_created ON tender_proposals(seller_id, created_at, status_id);
CREATE INDEX order_requests_seller_created_status ON order_requests(seller_id, created_at, status_id);
${MARKETS.map(marketTriggers).join('\n')}
${runningBackfill()}
`,
};
