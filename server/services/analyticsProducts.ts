import type { AnalyticsBreakdownItem, ProductsAnalyticsReply } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { all, placeholders } from '../db/query.js';
import { money } from './analyticsCommon.js';
import { productSeries, productsSummary, productsSummaryOf, productTotals } from './analyticsProductTotals.js';
import type { AnalyticsRange } from './analyticsRange.js';
import { TOP_COUNT } from './analyticsRules.js';

/** `GetAnalyticsOfProducts`: sold products, top and bottom sellers, stock-outs. */

interface Listed {
  id: number;
  stock: number;
}

const item = (names: ReadonlyMap<number, string>, id: number, value: number): AnalyticsBreakdownItem => ({
  key: id,
  label: names.get(id) ?? '',
  value: money(value),
});

/**
 * Only ids and stock are read for the whole store (covered by indexes `products_store` and
 * `analytics_products_listed`); names only for the at most 30 products shown.
 */
export function productsAnalytics(
  db: Db,
  sellerId: number,
  storeId: number,
  range: AnalyticsRange,
): ProductsAnalyticsReply {
  const totals = productTotals(db, sellerId, range.period);
  const revenueOf = new Map(totals.map((t) => [t.productId, t.amount]));
  const inStore = new Set(db.prepare('SELECT id FROM products WHERE store_id = ?').pluck().all(storeId) as number[]);
  const listed = all<Listed>(
    db,
    'SELECT id, total_quantity AS stock FROM products WHERE store_id = ? AND list_status = 1',
    storeId,
  );
  const revenue = (p: { id: number }) => revenueOf.get(p.id) ?? 0;

  const top = totals
    .filter((t) => t.lines > 0 && inStore.has(t.productId))
    .sort((a, b) => b.amount - a.amount || a.productId - b.productId)
    .slice(0, TOP_COUNT);
  const bottom = [...listed].sort((a, b) => revenue(a) - revenue(b) || a.id - b.id).slice(0, TOP_COUNT);
  const stockOuts = listed.filter((p) => p.stock <= 0);
  const shownStockOuts = stockOuts.sort((a, b) => revenue(b) - revenue(a) || a.id - b.id).slice(0, TOP_COUNT);
  const shown = [...top.map((t) => t.productId), ...bottom.map((p) => p.id), ...shownStockOuts.map((p) => p.id)];
  const names = new Map(
    all<{ id: number; name: string }>(
      db,
      `SELECT id, product_name AS name FROM products WHERE id IN (${placeholders(shown)})`,
      ...shown,
    ).map((p) => [p.id, p.name]),
  );

  return {
    period: range.period,
    previousPeriod: range.previousPeriod,
    current: productsSummaryOf(totals),
    previous: productsSummary(db, sellerId, range.previousPeriod),
    series: productSeries(db, sellerId, range.days),
    topSellers: top.map((t) => item(names, t.productId, t.amount)),
    bottomSellers: bottom.map((p) => item(names, p.id, revenue(p))),
    stockOutCount: stockOuts.length,
    stockOuts: shownStockOuts.map((p) => item(names, p.id, revenue(p))),
  };
}
