import type { AnalyticsPeriod, CategoriesAnalyticsReply, CategoriesSummary } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { all } from '../db/query.js';
import { money } from './analyticsCommon.js';
import { productSeries, soldProductsSql } from './analyticsProductTotals.js';
import type { AnalyticsRange } from './analyticsRange.js';

/** `GetAnalyticsPerProductType`: product revenue per category (the product's first) and per product type. */

export interface CategoryTotal {
  categoryId: number;
  categoryName: string | null;
  productTypeId: number;
  products: number;
  quantity: number;
  amount: number;
}

/** Sold lines of the period per (category, product type). */
export function categoryTotals(db: Db, sellerId: number, period: AnalyticsPeriod): CategoryTotal[] {
  const sold = soldProductsSql(sellerId, period);
  return all<CategoryTotal>(
    db,
    `SELECT COALESCE(p.first_category_id, 0) AS categoryId, c.name AS categoryName, p.product_type_id AS productTypeId,
       COUNT(*) AS products, SUM(t.quantity) AS quantity, SUM(t.amount) AS amount
     FROM (${sold.sql}) t
     CROSS JOIN products p ON p.id = t.product_id
     LEFT JOIN categories c ON c.id = p.first_category_id
     GROUP BY 1, 3`,
    ...sold.params,
  );
}

function summary(rows: readonly CategoryTotal[]): CategoriesSummary {
  return {
    revenue: money(rows.reduce((n, r) => n + r.amount, 0)),
    categoriesCount: new Set(rows.map((r) => r.categoryId)).size,
  };
}

export function categoriesAnalytics(
  db: Db,
  sellerId: number,
  range: AnalyticsRange,
): CategoriesAnalyticsReply {
  const current = categoryTotals(db, sellerId, range.period);
  const byCategory = new Map<number, { key: number; label?: string; value: number }>();
  for (const row of current) {
    const entry = byCategory.get(row.categoryId) ?? {
      key: row.categoryId,
      ...(row.categoryName !== null && row.categoryId !== 0 ? { label: row.categoryName } : {}),
      value: 0,
    };
    entry.value += row.amount;
    byCategory.set(row.categoryId, entry);
  }
  const typeRevenue = (type: number) =>
    money(current.filter((r) => r.productTypeId === type).reduce((n, r) => n + r.amount, 0));
  return {
    period: range.period,
    previousPeriod: range.previousPeriod,
    current: summary(current),
    previous: summary(categoryTotals(db, sellerId, range.previousPeriod)),
    series: productSeries(db, sellerId, range.days),
    byCategory: [...byCategory.values()]
      .map((e) => ({ ...e, value: money(e.value) }))
      .sort((a, b) => b.value - a.value || Number(a.key) - Number(b.key)),
    byProductType: [
      { key: 1, value: typeRevenue(1) },
      { key: 2, value: typeRevenue(2) },
    ],
  };
}
