import type { Migration } from './migration.js';
import { MARKET_ID } from '../../services/analyticsRules.js';

/**
 * Orders and their total in whole kopecks per (seller, Moscow month of creation, market, status),
 * kept by triggers in the transaction of every write (whoever writes: the seller's actions, the
 * overdue sweep, the console, the seed) and back-filled here. The dashboard's sales figures
 * (services/dashboard.ts) sum a few hundred of these rows instead of every paid order of the
 * seller (25 ms at 100,000 orders). Per status, not per "paid", so which statuses count stays in
 * code (analyticsRules.ts `sold`). Kopecks are integers, so the totals never drift from the rows.
 * A month is `strftime('%Y-%m', created_at, '+3 hours')` (Moscow is UTC+3 all year); rows falling
 * to zero orders are deleted.
 */

const TABLE = 'order_totals_monthly';
const MONTH = (row: string): string => `strftime('%Y-%m', ${row}.created_at, '+3 hours')`;
const KOPECKS = (row: string): string => `CAST(round(${row}.total_amount * 100) AS INTEGER)`;

function add(market: number, row: 'new' | 'old', sign: 1 | -1): string {
  return `INSERT INTO ${TABLE} (seller_id, month, market, status_id, orders_count, amount_kopecks)
    VALUES (${row}.seller_id, ${MONTH(row)}, ${market}, ${row}.status_id, ${sign}, ${sign} * ${KOPECKS(row)})
    ON CONFLICT DO UPDATE SET orders_count = orders_count + excluded.orders_count,
      amount_kopecks = amount_kopecks + excluded.amount_kopecks;`;
}

const pruneOld = (market: number): string =>
  `DELETE FROM ${TABLE} WHERE seller_id = old.seller_id AND month = ${MONTH('old')} AND market = ${market}
    AND status_id = old.status_id AND orders_count = 0;`;

function marketTotals(table: 'wholesale_orders' | 'retail_orders', market: number): string {
  return `
CREATE TRIGGER order_totals_${table}_insert AFTER INSERT ON ${table} BEGIN
  ${add(market, 'new', 1)}
END;
CREATE TRIGGER order_totals_${table}_update AFTER UPDATE OF seller_id, status_id, total_amount, created_at ON ${table}
WHEN old.seller_id IS NOT new.seller_id OR old.status_id IS NOT new.status_id
  OR old.total_amount IS NOT new.total_amount OR old.created_at IS NOT new.created_at BEGIN
  ${add(market, 'old', -1)}
  ${add(market, 'new', 1)}
  ${pruneOld(market)}
END;
CREATE TRIGGER order_totals_${table}_delete AFTER DELETE ON ${table} BEGIN
  ${add(market, 'old', -1)}
  ${pruneOld(market)}
END;
INSERT INTO ${TABLE} (seller_id, month, market, status_id, orders_count, amount_kopecks)
  SELECT o.seller_id, ${MONTH('o')}, ${market}, o.status_id, COUNT(*), SUM(${KOPECKS('o')})
  FROM ${table} o GROUP BY 1, 2, 4;
`;
}

export const orderTotals: Migration = {
  version: 22,
  name: 'order-totals',
  sql: `
CREATE TABLE ${TABLE} (
  seller_id      INTEGER NOT NULL,
  month          TEXT    NOT NULL,
  market         INTEGER NOT NULL,
  status_id      INTEGER NOT NULL,
  orders_count   INTEGER NOT NULL,
  amount_kopecks INTEGER NOT NULL,
  PRIMARY KEY (seller_id, month, market, status_id)
) WITHOUT ROWID;
${marketTotals('wholesale_orders', MARKET_ID.wholesale)}
${marketTotals('retail_orders', MARKET_ID.retail)}
`,
};
