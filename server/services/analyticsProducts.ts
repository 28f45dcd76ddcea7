import type { AnalyticsBreakdownItem, ProductsAnalyticsReply } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { all } from '../db/query.js';
import { money } from './analyticsCommon.js';
import { productSeries, productsSummary, productsSummaryOf, productTotals } from './analyticsProductTotals.js';
import type { AnalyticsRange } from './analyticsRange.js';
import { TOP_COUNT } from './analyticsRules.js';

/** `GetAnalyticsOfProducts`: sold products, top and bottom sellers, stock-outs. */

interface StoreProduct {
  id: number;
  name: string;
  listed: number;
  stock: number;
}

const item = (p: { id: number; name: string }, value: number): AnalyticsBreakdownItem => ({
  key: p.id,
  label: p.name,
  value: money(value),
});

export function productsAnalytics(
  db: Db,
  sellerId: number,
  storeId: number,
  range: AnalyticsRange,
): ProductsAnalyticsReply {
  const totals = productTotals(db, sellerId, range.period);
  const revenueOf = new Map(totals.map((t) => [t.productId, t.amount]));
  const products = all<StoreProduct>(
    db,
    `SELECT id, product_name AS name, list_status = 1 AS listed, total_quantity AS stock FROM products WHERE store_id = ?`,
    storeId,
  );
  const names = new Map(products.map((p) => [p.id, p]));
  const revenue = (p: StoreProduct) => revenueOf.get(p.id) ?? 0;
  const highestFirst = (a: StoreProduct, b: StoreProduct) => revenue(b) - revenue(a) || a.id - b.id;

  const top = totals
    .filter((t) => t.lines > 0 && names.has(t.productId))
    .sort((a, b) => b.amount - a.amount || a.productId - b.productId)
    .slice(0, TOP_COUNT)
    .map((t) => item(names.get(t.productId)!, t.amount));
  const listed = products.filter((p) => p.listed === 1);
  const bottom = [...listed].sort((a, b) => revenue(a) - revenue(b) || a.id - b.id).slice(0, TOP_COUNT);
  const stockOuts = listed.filter((p) => p.stock <= 0);

  return {
    period: range.period,
    previousPeriod: range.previousPeriod,
    current: productsSummaryOf(totals),
    previous: productsSummary(db, sellerId, range.previousPeriod),
    series: productSeries(db, sellerId, range.days),
    topSellers: top,
    bottomSellers: bottom.map((p) => item(p, revenue(p))),
    stockOutCount: stockOuts.length,
    stockOuts: stockOuts
      .sort(highestFirst)
      .slice(0, TOP_COUNT)
      .map((p) => item(p, revenue(p))),
  };
}
