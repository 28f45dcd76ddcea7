import type { SearchOptimizationRow } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { all } from '../db/query.js';
import { iso } from '../lib/time.js';
import { categoryTree } from './productsCommon.js';
import { scoreOf, type ProductFacts } from './searchOptimizationRules.js';

/** `GetSearchOptimization` (docs/contract/marketing.md "Search optimization"). */

interface FactsRow {
  id: number;
  store_id: number;
  product_name: string;
  category: number | null;
  rating: number | null;
  reviews: number | null;
  highlighted: number | null;
  top: number | null;
  is_free_shipping: number;
  has_description: number;
  images: number | null;
  has_sizes: number;
  tags: number | null;
}

/**
 * Every published product (all stores) that shares a first category with one of the store's
 * published products, with the facts the score reads. Set-based: each aggregate (reviews, images,
 * tags, running promotions) is one GROUP BY over its table joined to that field, so the cost is a
 * few scans whatever the number of products.
 */
const FACTS_SQL = `
WITH field AS (
  SELECT p.id, p.store_id, p.product_name, p.first_category_id AS category, p.is_free_shipping,
    (p.description IS NOT NULL AND trim(p.description) <> '') AS has_description,
    (p.weight IS NOT NULL AND p.length IS NOT NULL AND p.width IS NOT NULL AND p.height IS NOT NULL) AS has_sizes
  FROM products p
  WHERE p.list_status = 1 AND COALESCE(p.first_category_id, 0) IN (
    SELECT DISTINCT COALESCE(m.first_category_id, 0) FROM products m
    WHERE m.store_id = @storeId AND m.list_status = 1)),
rated AS (
  SELECT r.product_id, AVG(r.rating) AS rating, COUNT(*) AS reviews
  FROM reviews r JOIN field f ON f.id = r.product_id GROUP BY r.product_id),
pictured AS (
  SELECT o.product_id, COUNT(DISTINCT i.image) AS images
  FROM field f JOIN product_options o ON o.product_id = f.id JOIN product_option_images i ON i.option_id = o.id
  GROUP BY o.product_id),
tagged AS (
  SELECT t.product_id, COUNT(*) AS tags FROM field f JOIN product_tags t ON t.product_id = f.id
  GROUP BY t.product_id),
promoted AS (
  SELECT pr.product_id, MAX(pr.kind = 'highlight') AS highlighted, MAX(pr.kind = 'top') AS top
  FROM promotions pr WHERE pr.state = 'paid' AND pr.active_to > @now GROUP BY pr.product_id)
SELECT f.*, rated.rating, rated.reviews, pictured.images, tagged.tags, promoted.highlighted, promoted.top
FROM field f
LEFT JOIN rated ON rated.product_id = f.id
LEFT JOIN pictured ON pictured.product_id = f.id
LEFT JOIN tagged ON tagged.product_id = f.id
LEFT JOIN promoted ON promoted.product_id = f.id`;

const factsOf = (row: FactsRow): ProductFacts => ({
  rating: row.rating ?? 0,
  reviews: row.reviews ?? 0,
  highlighted: row.highlighted === 1,
  top: row.top === 1,
  freeShipping: row.is_free_shipping === 1,
  hasDescription: row.has_description === 1,
  images: row.images ?? 0,
  hasSizes: row.has_sizes === 1,
  tags: row.tags ?? 0,
});

/**
 * The store's published products, weakest score first (then by id). `position` is 1 + the number
 * of products of the same first category scoring higher (ties share a place); `of` their count.
 */
export function searchOptimization(db: Db, now: number, storeId: number): SearchOptimizationRow[] {
  const rows = all<FactsRow>(db, FACTS_SQL, { storeId, now: iso(now) });
  const scored = rows.map((row) => ({ row, ...scoreOf(factsOf(row)) }));
  const byCategory = new Map<number | null, number[]>();
  for (const { row, score } of scored) {
    const scores = byCategory.get(row.category) ?? [];
    scores.push(score);
    byCategory.set(row.category, scores);
  }
  for (const scores of byCategory.values()) scores.sort((a, b) => b - a);
  const tree = categoryTree(db);
  return scored
    .filter(({ row }) => row.store_id === storeId)
    .map(({ row, score, factors, suggestions }): SearchOptimizationRow => {
      const scores = byCategory.get(row.category) ?? [score];
      return {
        productId: row.id,
        name: row.product_name,
        categoryName: tree.pathName(row.category),
        position: higherCount(scores, score) + 1,
        of: scores.length,
        score,
        factors,
        suggestions,
      };
    })
    .sort((a, b) => a.score - b.score || a.productId - b.productId);
}

/** How many of `descending` (sorted high to low) are above `score`: a binary search. */
function higherCount(descending: readonly number[], score: number): number {
  let low = 0;
  let high = descending.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((descending[mid] ?? 0) > score) low = mid + 1;
    else high = mid;
  }
  return low;
}
