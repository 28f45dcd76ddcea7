import type {
  PagedReply,
  SearchFactors,
  SearchOptimizationRow,
  SearchSuggestion,
} from '../../contract/index.js';

/** A row as this server answers it: every field, our additions included. */
export type RankedRow = Required<SearchOptimizationRow>;
import type { Db } from '../db/query.js';
import type { Statement } from 'better-sqlite3';
import { iso } from '../lib/time.js';
import { listPage, type PageWindow } from './ordersCommon.js';
import { categoryTree } from './productsCommon.js';
import { FACTOR_COLUMNS_SQL, FACTORS, SCORE_SQL } from './searchOptimizationRules.js';

/** `GetSearchOptimization` (docs/contract/marketing.md "Search optimization"). */

/** Rows a page when the query names no `pageSize`; at most MAX_PAGE_SIZE (100). */
export const OPTIMIZATION_PAGE_SIZE = 10;

/** A row of OPTIMIZATION_SQL in raw (array) mode: see the final SELECT. */
type PlacedRow = [
  id: number,
  name: string,
  category: number | null,
  score: number,
  position: number,
  of: number,
  ...factors: number[],
];

/**
 * One set-based query. `field`: every published product (all stores) sharing a first category
 * with one of the store's published products. Each aggregate (reviews, images, tags, running
 * promotions) is one GROUP BY over its whole table (covering indexes), joined to the field; the
 * factors and score come from the rules' SQL; RANK() places every product in its category; only
 * one page of the store's rows (with their names) leaves the database. The page (ORDER BY score,
 * id, then LIMIT / OFFSET) is cut after `placed`: the window functions see the whole field, and a
 * WHERE on `store_id` (not a partition column) is not pushed below them, so paging never moves a
 * position.
 */
export const OPTIMIZATION_SQL = `
WITH field AS (
  SELECT p.id, p.store_id, p.first_category_id AS category, p.is_free_shipping AS free_shipping,
    CASE WHEN p.store_id = @storeId THEN p.product_name END AS product_name,
    (p.description IS NOT NULL AND trim(p.description) <> '') AS has_description,
    (p.weight IS NOT NULL AND p.length IS NOT NULL AND p.width IS NOT NULL AND p.height IS NOT NULL) AS has_sizes
  FROM products p
  WHERE p.list_status = 1 AND COALESCE(p.first_category_id, 0) IN (
    SELECT COALESCE(m.first_category_id, 0) FROM products m WHERE m.store_id = @storeId AND m.list_status = 1)),
rated AS MATERIALIZED (
  SELECT product_id, AVG(rating) AS rating, COUNT(*) AS reviews FROM reviews GROUP BY product_id),
pictured AS MATERIALIZED (
  SELECT o.product_id, COUNT(*) AS images
  FROM product_options o JOIN product_option_images i ON i.option_id = o.id GROUP BY o.product_id),
tagged AS MATERIALIZED (SELECT product_id, COUNT(*) AS tags FROM product_tags GROUP BY product_id),
promoted AS MATERIALIZED (
  SELECT pr.product_id, MAX(pr.kind = 'highlight') AS highlighted, MAX(pr.kind = 'top') AS top
  FROM promotions pr WHERE pr.state = 'paid' AND pr.active_to > @now GROUP BY pr.product_id),
facts AS (
  SELECT f.*, COALESCE(rated.rating, 0) AS rating, COALESCE(rated.reviews, 0) AS reviews,
    COALESCE(pictured.images, 0) AS images, COALESCE(tagged.tags, 0) AS tags,
    COALESCE(promoted.highlighted, 0) AS highlighted, COALESCE(promoted.top, 0) AS top
  FROM field f
  LEFT JOIN rated ON rated.product_id = f.id
  LEFT JOIN pictured ON pictured.product_id = f.id
  LEFT JOIN tagged ON tagged.product_id = f.id
  LEFT JOIN promoted ON promoted.product_id = f.id),
factored AS (SELECT id, store_id, category, product_name, ${FACTOR_COLUMNS_SQL} FROM facts),
scored AS (SELECT *, ${SCORE_SQL} AS score FROM factored),
placed AS (
  SELECT *, RANK() OVER byScore AS position, COUNT(*) OVER byScore AS "of"
  FROM scored
  WINDOW byScore AS (PARTITION BY category ORDER BY score DESC
    RANGE BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING))
SELECT id, product_name, category, score, position, "of", ${FACTORS.map((f) => `f_${f.key}`).join(', ')}
FROM placed WHERE store_id = @storeId ORDER BY score, id LIMIT @limit OFFSET @offset`;

/**
 * The store's rows of OPTIMIZATION_SQL, counted without ranking them: every published product of
 * the store is in its own field (covering index analytics_products_listed).
 */
export const OPTIMIZATION_COUNT_SQL =
  'SELECT COUNT(*) FROM products WHERE store_id = @storeId AND list_status = 1';

interface Statements {
  /** Raw (array) mode, cheaper than better-sqlite3's keyed objects (bench/searchOptimization.ts). */
  page: Statement;
  count: Statement;
}

const statements = new WeakMap<Db, Statements>();
function statementsOf(db: Db): Statements {
  let prepared = statements.get(db);
  if (!prepared) {
    prepared = {
      page: db.prepare(OPTIMIZATION_SQL).raw(true),
      count: db.prepare(OPTIMIZATION_COUNT_SQL).pluck(true),
    };
    statements.set(db, prepared);
  }
  return prepared;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * One page of the store's published products, weakest score first (then by id). `position` is 1 +
 * the number of products of the same first category (all stores) scoring higher (ties share a
 * place); `of` their count. `rowCount`: every published product of the store.
 */
export function searchOptimization(
  db: Db,
  now: number,
  storeId: number,
  window: PageWindow,
): PagedReply<RankedRow> {
  const { page, count } = statementsOf(db);
  // one read transaction: the count and the page see the same products
  const read = db.transaction((): [number, PlacedRow[]] => {
    const rowCount = count.get({ storeId }) as number;
    if (window.offset >= rowCount) return [rowCount, []];
    const params = { storeId, now: iso(now), limit: window.pageSize, offset: window.offset };
    return [rowCount, page.all(params) as PlacedRow[]];
  });
  const [rowCount, rows] = read();
  return listPage(rows.map(toRow(db)), rowCount, window.pageSize);
}

/** A placed row as the wire answers it (category path names looked up once per category). */
function toRow(db: Db): (row: PlacedRow) => RankedRow {
  const tree = categoryTree(db);
  const names = new Map<number | null, string | null>();
  const nameOf = (category: number | null): string | null => {
    if (!names.has(category)) names.set(category, tree.pathName(category));
    return names.get(category) ?? null;
  };
  return ([id, name, category, score, position, of, ...values]) => {
    const factors = {} as SearchFactors;
    const suggestions: SearchSuggestion[] = [];
    FACTORS.forEach((factor, i) => {
      const value = values[i] ?? 0;
      factors[factor.key] = round2(value);
      if (value < 1) suggestions.push(factor.suggestion);
    });
    return { productId: id, name, categoryName: nameOf(category), position, of, score, factors, suggestions };
  };
}
