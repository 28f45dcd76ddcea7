import type { Migration } from './migration.js';
import { PAYOUT_HOLD_DAYS } from '../../../rules/payouts.js';
import { RETAIL_SAFE_DEAL, WHOLESALE_SAFE_DEAL } from '../../services/financesRules.js';

/**
 * Where each order's money stands in the payout schedule (docs/contract/payouts.md, "Server
 * reading"), one row per order with money in the deal, kept by triggers in the transaction of
 * every write (the seller's actions, the overdue sweep, the console, the seed) and back-filled
 * here. The schedule of a period then reads an index range per kind instead of every order and
 * two history lookups each (3.5 s at 100,000 orders).
 *
 * `kind` is the order's safe-deal slice without the dispute rule (open disputes are few and read
 * at query time): 'held' (safe deal 1), 'sent' (2), 'refunded' (3), or 'paid' (a payout took it,
 * whatever its status). `day` is the Moscow day of the schedule (for 'sent' the release day, which
 * the query compares with today); `kopecks` the order total, or what the payout paid. The amount
 * and the state are computed by the query from the seller's current percentage; the server test
 * compares the result with rules/payouts.ts over every order. Every trigger runs the same refresh
 * of the one order, so the classification is written once (per market) below.
 */

const TABLE = 'order_payout_facts';

const list = (ids: readonly number[]): string => (ids.length > 0 ? ids.join(', ') : 'NULL');

interface MarketSql {
  isRetail: 0 | 1;
  orders: 'wholesale_orders' | 'retail_orders';
  history: string;
  /** When the buyer's money came in (retail orders are paid when placed). */
  reserved: string;
  safeDeal: typeof WHOLESALE_SAFE_DEAL;
}

const MARKETS: MarketSql[] = [
  {
    isRetail: 0,
    orders: 'wholesale_orders',
    history: 'wholesale_order_history',
    reserved: 'COALESCE(o.paid_at, o.created_at)',
    safeDeal: WHOLESALE_SAFE_DEAL,
  },
  {
    isRetail: 1,
    orders: 'retail_orders',
    history: 'retail_order_history',
    reserved: 'o.created_at',
    safeDeal: RETAIL_SAFE_DEAL,
  },
];

const moscowDay = (instant: string, days = 0): string =>
  days === 0 ? `date(${instant}, '+3 hours')` : `date(${instant}, '+3 hours', '+${days} days')`;

/** The facts of the orders `where` selects (`o` an order with `sent_at`, `refunded_at` and its payout). */
function refresh(m: MarketSql, where: string): string {
  const sd = m.safeDeal;
  return `INSERT OR REPLACE INTO ${TABLE} (is_retail, order_id, seller_id, kind, day, release_day, kopecks, payout_id)
SELECT ${m.isRetail}, f.id, f.seller_id, f.kind,
  CASE f.kind WHEN 'paid' THEN ${moscowDay('f.paid_at')}
    WHEN 'held' THEN ${moscowDay('f.reserved_at')}
    WHEN 'sent' THEN ${moscowDay('COALESCE(f.sent_at, f.reserved_at)', PAYOUT_HOLD_DAYS)}
    ELSE ${moscowDay('COALESCE(f.refunded_at, f.reserved_at)')} END,
  CASE f.kind WHEN 'paid' THEN ${moscowDay('f.sent_at', PAYOUT_HOLD_DAYS)}
    WHEN 'sent' THEN ${moscowDay('COALESCE(f.sent_at, f.reserved_at)', PAYOUT_HOLD_DAYS)} END,
  CASE WHEN f.kind = 'paid' THEN f.paid_kopecks ELSE CAST(round(f.total_amount * 100) AS INTEGER) END,
  f.payout_id
FROM (SELECT o.id, o.seller_id, o.total_amount, ${m.reserved} AS reserved_at, p.payout_id, ps.paid_at,
    p.amount_kopecks AS paid_kopecks,
    (SELECT MIN(h.created_at) FROM ${m.history} h WHERE h.order_id = o.id AND h.status_id IN (${list(sd[2])})) AS sent_at,
    (SELECT MAX(h.created_at) FROM ${m.history} h WHERE h.order_id = o.id AND h.status_id IN (${list(sd[3])})) AS refunded_at,
    CASE WHEN ps.id IS NOT NULL THEN 'paid'
      WHEN o.status_id IN (${list(sd[1])}) THEN 'held'
      WHEN o.status_id IN (${list(sd[2])}) THEN 'sent'
      WHEN o.status_id IN (${list(sd[3])}) THEN 'refunded' END AS kind
  FROM ${m.orders} o
  LEFT JOIN seller_payout_orders p ON p.is_retail = ${m.isRetail} AND p.order_id = o.id
  LEFT JOIN seller_payouts ps ON ps.id = p.payout_id
  WHERE ${where}) f
WHERE f.kind IS NOT NULL;`;
}

/** Drops the row of one order, then writes it again when the order has money in the deal. */
const refreshOne = (m: MarketSql, id: string): string =>
  `DELETE FROM ${TABLE} WHERE is_retail = ${m.isRetail} AND order_id = ${id};
  ${refresh(m, `o.id = ${id}`)}`;

function marketTriggers(m: MarketSql): string {
  const name = `${TABLE}_${m.orders}`;
  // The columns the facts read; of the history only the sent and refund rows (the trigger below).
  const watched = [
    'seller_id',
    'status_id',
    'total_amount',
    'created_at',
    ...(m.isRetail ? [] : ['paid_at']),
  ];
  return `
CREATE TRIGGER ${name}_insert AFTER INSERT ON ${m.orders} BEGIN
  ${refreshOne(m, 'new.id')}
END;
CREATE TRIGGER ${name}_update AFTER UPDATE OF ${watched.join(', ')} ON ${m.orders}
WHEN ${watched.map((column) => `old.${column} IS NOT new.${column}`).join(' OR ')} BEGIN
  ${refreshOne(m, 'new.id')}
END;
CREATE TRIGGER ${name}_delete AFTER DELETE ON ${m.orders} BEGIN
  DELETE FROM ${TABLE} WHERE is_retail = ${m.isRetail} AND order_id = old.id;
END;
CREATE TRIGGER ${TABLE}_${m.history}_insert AFTER INSERT ON ${m.history}
WHEN new.status_id IN (${list([...m.safeDeal[2], ...m.safeDeal[3]])}) BEGIN
  ${refreshOne(m, 'new.order_id')}
END;
CREATE TRIGGER ${TABLE}_payout_${m.isRetail}_insert AFTER INSERT ON seller_payout_orders WHEN new.is_retail = ${m.isRetail} BEGIN
  ${refreshOne(m, 'new.order_id')}
END;
CREATE TRIGGER ${TABLE}_payout_${m.isRetail}_delete AFTER DELETE ON seller_payout_orders WHEN old.is_retail = ${m.isRetail} BEGIN
  ${refreshOne(m, 'old.order_id')}
END;
${refresh(m, '1')}
`;
}

export const payoutFacts: Migration = {
  version: 25,
  name: 'payout-facts',
  sql: `
CREATE TABLE ${TABLE} (
  seller_id   INTEGER NOT NULL,
  kind        TEXT    NOT NULL,
  day         TEXT    NOT NULL,
  is_retail   INTEGER NOT NULL,
  order_id    INTEGER NOT NULL,
  release_day TEXT,
  kopecks     INTEGER NOT NULL,
  payout_id   INTEGER,
  -- Clustered as the schedule reads it: a kind's days of a seller in one range, a day's orders in
  -- the schedule's order (market, then id); REPLACE on the order's key drops its former row.
  PRIMARY KEY (seller_id, kind, day, is_retail, order_id),
  UNIQUE (is_retail, order_id)
) WITHOUT ROWID;
${MARKETS.map(marketTriggers).join('\n')}
`,
};
