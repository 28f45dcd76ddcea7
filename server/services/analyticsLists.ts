import type {
  AnalyticsCategoryRow,
  AnalyticsCategorySortField,
  AnalyticsListSort,
  AnalyticsPeriod,
  AnalyticsProductRow,
  AnalyticsProductSortField,
  PagedReply,
} from '../../contract/index.js';
import type { Db, SqlValue } from '../db/query.js';
import { all } from '../db/query.js';
import { money, share } from './analyticsCommon.js';
import { productRevenue, soldProductsSql } from './analyticsProductTotals.js';
import { listPage, registerSqlFunctions, type PageWindow } from './ordersCommon.js';

/** `POST GetProducts` and `POST GetCategories`: one page, sorted and counted in SQL. */

export const PRODUCT_SORT: Record<AnalyticsProductSortField, string> = {
  revenue: 'amount',
  quantitySold: 'quantity',
  ordersCount: 'lines',
  productName: 'name_key',
  stock: 'stock',
};

export const CATEGORY_SORT: Record<AnalyticsCategorySortField, string> = {
  revenue: 'amount',
  quantitySold: 'quantity',
  productsCount: 'products',
  categoryName: 'name_key',
};

export interface ListQuery<Field extends string> {
  sellerId: number;
  storeId: number;
  period: AnalyticsPeriod;
  sort: AnalyticsListSort<Field>;
  /** Lower-cased search text, or null. */
  search: string | null;
  page: PageWindow;
}

/**
 * One page of `rowsSql` and the number of its rows in one statement: the rows are built once
 * (`g`), counted, and the page is cut from them. The count row comes back even when the page is
 * past the end (then with NULL columns, dropped here), so nothing runs a second time.
 */
function pageWithTotal<Row extends { id: number | null }>(
  db: Db,
  rowsSql: string,
  orderBy: string,
  params: readonly SqlValue[],
  page: PageWindow,
): { rows: Row[]; total: number } {
  const out = all<Row & { total: number }>(
    db,
    `WITH g AS MATERIALIZED (${rowsSql})
     SELECT pg.*, n.total FROM (SELECT COUNT(*) AS total FROM g) n
     LEFT JOIN (SELECT * FROM g ORDER BY ${orderBy} LIMIT ? OFFSET ?) pg ON 1
     ORDER BY ${orderBy}`,
    ...params,
    page.pageSize,
    page.offset,
  );
  return { rows: out.filter((r) => r.id !== null), total: out[0]?.total ?? 0 };
}

interface ProductListRow {
  id: number;
  name: string;
  typeId: number;
  image: string | null;
  quantity: number;
  amount: number;
  lines: number;
  stock: number;
}

export function productList(
  db: Db,
  q: ListQuery<AnalyticsProductSortField>,
): PagedReply<AnalyticsProductRow> {
  const sold = soldProductsSql(q.sellerId, q.period);
  const params: SqlValue[] = [...sold.params, q.storeId];
  const where = q.search ? 'AND instr(p.search_name, ?) > 0' : '';
  if (q.search) params.push(q.search);
  const direction = q.sort.order === 'ASC' ? 'ASC' : 'DESC';
  const { rows, total } = pageWithTotal<ProductListRow>(
    db,
    `SELECT p.id, p.product_name AS name, p.product_type_id AS typeId, p.base_image AS image, s.quantity, s.amount,
       s.lines, p.total_quantity AS stock, p.name_key
     FROM (${sold.sql}) s CROSS JOIN products p ON p.id = s.product_id
     WHERE p.store_id = ? ${where}`,
    `${PRODUCT_SORT[q.sort.field]} ${direction}, id ASC`,
    params,
    q.page,
  );
  const base = productRevenue(db, q.sellerId, q.period);
  return listPage(
    rows.map((r) => ({
      productId: r.id,
      productName: r.name,
      productTypeId: r.typeId,
      image: r.image,
      quantitySold: r.quantity,
      revenue: money(r.amount),
      ordersCount: r.lines,
      stock: r.stock,
      share: share(r.amount, base),
    })),
    total,
    q.page.pageSize,
  );
}

interface CategoryListRow {
  id: number;
  name: string | null;
  products: number;
  quantity: number;
  amount: number;
}

export function categoryList(
  db: Db,
  q: ListQuery<AnalyticsCategorySortField>,
): PagedReply<AnalyticsCategoryRow> {
  registerSqlFunctions(db);
  const sold = soldProductsSql(q.sellerId, q.period);
  const params: SqlValue[] = [...sold.params, q.storeId];
  const having = q.search ? "HAVING instr(casefold(COALESCE(c.name, '')), ?) > 0" : '';
  if (q.search) params.push(q.search);
  const direction = q.sort.order === 'ASC' ? 'ASC' : 'DESC';
  const { rows, total } = pageWithTotal<CategoryListRow>(
    db,
    `SELECT COALESCE(p.first_category_id, 0) AS id, c.name, casefold(COALESCE(c.name, '')) AS name_key,
       COUNT(*) AS products, SUM(s.quantity) AS quantity, SUM(s.amount) AS amount
     FROM (${sold.sql}) s CROSS JOIN products p ON p.id = s.product_id LEFT JOIN categories c ON c.id = p.first_category_id
     WHERE p.store_id = ? GROUP BY 1 ${having}`,
    `${CATEGORY_SORT[q.sort.field]} ${direction}, id ASC`,
    params,
    q.page,
  );
  const base = productRevenue(db, q.sellerId, q.period);
  return listPage(
    rows.map((r) => ({
      categoryId: r.id,
      categoryName: r.id === 0 ? null : r.name,
      productsCount: r.products,
      quantitySold: r.quantity,
      revenue: money(r.amount),
      share: share(r.amount, base),
    })),
    total,
    q.page.pageSize,
  );
}
