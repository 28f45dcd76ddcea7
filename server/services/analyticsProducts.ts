import type { AnalyticsBreakdownItem, ProductsAnalyticsReply } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { all, placeholders } from '../db/query.js';
import { money } from './analyticsCommon.js';
import { productSeries, productsSummary, soldProductsSql } from './analyticsProductTotals.js';
import type { AnalyticsRange } from './analyticsRange.js';
import { TOP_COUNT } from './analyticsRules.js';

/** `GetAnalyticsOfProducts`: sold products, top and bottom sellers, stock-outs. */

type Kind = 'summary' | 'top' | 'bottom' | 'stockOut' | 'stockOutCount';

/** One row of the products query: a list entry (`id`, `amount`) or a count row (`n`, `quantity`, `amount`). */
interface Row {
  kind: Kind;
  id: number | null;
  n: number | null;
  quantity: number | null;
  amount: number | null;
}

/**
 * The summary, the three lists and the stock-out count in one statement: the period's sums per
 * product (`s`) are computed once and only the at most 3 × TOP_COUNT shown rows and two count
 * rows reach JavaScript. The listed products' ids and stock come from index
 * `analytics_products_listed`; a listed product without a sold line has revenue 0.
 */
function productsRows(db: Db, sellerId: number, storeId: number, range: AnalyticsRange): Row[] {
  const sold = soldProductsSql(sellerId, range.period);
  return all<Row>(
    db,
    `WITH s AS MATERIALIZED (${sold.sql}),
     listed AS MATERIALIZED (
       SELECT l.id, l.total_quantity AS stock, IFNULL(s.amount, 0) AS amount
       FROM products l LEFT JOIN s ON s.product_id = l.id WHERE l.store_id = ? AND l.list_status = 1)
     SELECT 'summary' AS kind, NULL AS id, COUNT(*) AS n, SUM(quantity) AS quantity, SUM(amount) AS amount FROM s
     UNION ALL SELECT * FROM (
       SELECT 'top', s.product_id, NULL, NULL, s.amount FROM s CROSS JOIN products p ON p.id = s.product_id
       WHERE p.store_id = ? ORDER BY s.amount DESC, s.product_id ASC LIMIT ?)
     UNION ALL SELECT * FROM (SELECT 'bottom', id, NULL, NULL, amount FROM listed ORDER BY amount ASC, id ASC LIMIT ?)
     UNION ALL SELECT * FROM (
       SELECT 'stockOut', id, NULL, NULL, amount FROM listed WHERE stock <= 0 ORDER BY amount DESC, id ASC LIMIT ?)
     UNION ALL SELECT 'stockOutCount', NULL, COUNT(*), NULL, NULL FROM listed WHERE stock <= 0`,
    ...sold.params,
    storeId,
    storeId,
    TOP_COUNT,
    TOP_COUNT,
    TOP_COUNT,
  );
}

export function productsAnalytics(
  db: Db,
  sellerId: number,
  storeId: number,
  range: AnalyticsRange,
): ProductsAnalyticsReply {
  const rows = productsRows(db, sellerId, storeId, range);
  const of = (kind: Kind) => rows.filter((r) => r.kind === kind);
  const summary = of('summary')[0];
  const shown = rows.flatMap((r) => (r.id === null ? [] : [r.id]));
  const names = new Map(
    all<{ id: number; name: string }>(
      db,
      `SELECT id, product_name AS name FROM products WHERE id IN (${placeholders(shown)})`,
      ...shown,
    ).map((p) => [p.id, p.name]),
  );
  const items = (kind: Kind): AnalyticsBreakdownItem[] =>
    of(kind).map((r) => ({ key: r.id ?? 0, label: names.get(r.id ?? 0) ?? '', value: money(r.amount ?? 0) }));

  return {
    period: range.period,
    previousPeriod: range.previousPeriod,
    current: {
      productsSold: summary?.n ?? 0,
      quantitySold: summary?.quantity ?? 0,
      revenue: money(summary?.amount ?? 0),
    },
    previous: productsSummary(db, sellerId, range.previousPeriod),
    series: productSeries(db, sellerId, range.days),
    topSellers: items('top'),
    bottomSellers: items('bottom'),
    stockOutCount: of('stockOutCount')[0]?.n ?? 0,
    stockOuts: items('stockOut'),
  };
}
