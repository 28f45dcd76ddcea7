import type {
  ProductLabelId,
  ProductListItem,
  ProductListReply,
  ProductShort,
  ProductSortColumn,
  ProductStatusFilter,
  ProductTypeId,
} from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, bool, scalar, type SqlValue } from '../db/query.js';
import { DAY_MS, iso } from '../lib/time.js';
import { commissionPercentage } from './financesTotals.js';
import { listPage, round2, type PageWindow } from './ordersCommon.js';
import { categoryKey, categoryTree, NEW_LABEL_DAYS } from './productsCommon.js';
import { payoutOfNewPrice } from '../../rules/index.js';

/** The product lists and short lists (docs/contract/products.md "Lists", "Short lists"). */

export const PRODUCT_SORT_COLUMNS = {
  id: 'p.id',
  productName: 'p.name_key',
  price: 'p.min_price',
  quantity: 'p.total_quantity',
  creationDate: 'p.created_at',
} as const satisfies Record<ProductSortColumn, string>;

/** The trigram index answers searches of at least this many characters. */
const MIN_INDEXED_SEARCH = 3;

/** The list's `netPayout`: the base option's, from its stored newPrice (docs/contract/products.md "Net payout"). */
export const listNetPayout = (newPrice: number, withVat: boolean, percentage: number): number =>
  payoutOfNewPrice(newPrice, withVat, percentage).payout;

export interface ProductListQuery {
  storeId: number;
  sellerId: number;
  typeId: ProductTypeId;
  /** Lower-cased. */
  search: string | null;
  status: ProductStatusFilter;
  categoryId: number | null;
  priceFrom: number | null;
  priceTo: number | null;
  inStock: boolean | null;
  column: ProductSortColumn;
  ascending: boolean;
  window: PageWindow;
}

interface ListRow {
  id: number;
  product_name: string;
  product_type_id: ProductTypeId;
  base_image: string | null;
  base_vendor_code: string | null;
  min_price: number;
  max_price: number;
  total_quantity: number;
  is_active: number;
  is_draft: number;
  is_blocked: number;
  is_free_shipping: number;
  has_discount: number;
  first_category_id: number | null;
  options_count: number;
  base_new_price: number;
  base_with_nds: number;
  created_at: string;
  paid_labels: string | null;
}

/** The WHERE of a list query: store and type first (the index prefix), then each filter sent. */
function listWhere(q: ProductListQuery): { where: string; params: SqlValue[] } {
  const where = ['p.store_id = ?', 'p.product_type_id = ?'];
  const params: SqlValue[] = [q.storeId, q.typeId];
  if (q.status) {
    where.push('p.list_status = ?');
    params.push(q.status);
  }
  if (q.search) {
    // The trigram index finds substrings of 3+ characters; shorter ones are looked for row by row.
    if ([...q.search].length >= MIN_INDEXED_SEARCH) {
      where.push('p.id IN (SELECT rowid FROM product_search WHERE product_search MATCH ?)');
      params.push(`"${q.search.replaceAll('"', '""')}"`);
    } else {
      where.push('instr(p.search_name, ?) > 0');
      params.push(q.search);
    }
  }
  if (q.categoryId !== null) {
    where.push('instr(p.category_keys, ?) > 0');
    params.push(categoryKey(q.categoryId));
  }
  // The unary `+` keeps SQLite from walking a price or quantity range (and sorting what it finds):
  // these terms are tested on the entries of the sort index, which is walked in order instead.
  if (q.priceFrom !== null) {
    where.push('+p.max_price >= ?');
    params.push(q.priceFrom);
  }
  if (q.priceTo !== null) {
    where.push('+p.min_price <= ?');
    params.push(q.priceTo);
  }
  if (q.inStock !== null) where.push(q.inStock ? '+p.total_quantity > 0' : '+p.total_quantity = 0');
  return { where: where.join(' AND '), params };
}

function labelsOf(row: ListRow, newSince: string): ProductLabelId[] {
  const paid = (row.paid_labels ?? '').split(',').filter(Boolean).map(Number) as ProductLabelId[];
  const labels: ProductLabelId[] = [];
  if (row.created_at >= newSince) labels.push(1);
  if (bool(row.has_discount)) labels.push(2);
  labels.push(...paid);
  if (bool(row.is_free_shipping)) labels.push(5);
  return labels.sort((a, b) => a - b);
}

/**
 * One page of a store's products of one type. The page's ids are chosen on `products` alone
 * (an index on store, type[, status], sort column, id serves it), then only those rows are read
 * with their paid labels; `rowCount` is a COUNT with the same WHERE.
 */
export function listProducts(db: Db, now: number, q: ProductListQuery): ProductListReply {
  const { where, params } = listWhere(q);
  const direction = q.ascending ? 'ASC' : 'DESC';
  const order = `${PRODUCT_SORT_COLUMNS[q.column]} ${direction}, p.id ${direction}`;
  const rowCount = scalar(db, `SELECT COUNT(*) AS value FROM products p WHERE ${where}`, ...params);
  const nowIso = iso(now);
  const rows =
    q.window.offset >= rowCount
      ? []
      : all<ListRow>(
          db,
          `SELECT p.id, p.product_name, p.product_type_id, p.base_image, p.base_vendor_code, p.min_price,
             p.max_price, p.total_quantity, p.is_active, p.is_draft, p.is_blocked, p.is_free_shipping,
             p.has_discount, p.first_category_id, p.options_count, p.base_new_price, p.base_with_nds,
             p.created_at,
             (SELECT group_concat(l.label_id) FROM product_labels l
              WHERE l.product_id = p.id AND l.until > ?) AS paid_labels
           FROM (SELECT p.id FROM products p WHERE ${where} ORDER BY ${order} LIMIT ? OFFSET ?) page
           JOIN products p ON p.id = page.id
           ORDER BY ${order}`,
          nowIso,
          ...params,
          q.window.pageSize,
          q.window.offset,
        );
  const percentage = commissionPercentage(db, q.sellerId);
  const tree = categoryTree(db);
  const newSince = iso(now - NEW_LABEL_DAYS * DAY_MS);
  const results = rows.map((row): ProductListItem => ({
    id: row.id,
    productName: row.product_name,
    productTypeId: row.product_type_id,
    image: row.base_image,
    vendoreCode: row.base_vendor_code,
    minPrice: round2(row.min_price),
    maxPrice: round2(row.max_price),
    quantity: row.total_quantity,
    isActive: bool(row.is_active),
    isDraft: bool(row.is_draft),
    isBlocked: bool(row.is_blocked),
    labels: labelsOf(row, newSince),
    categoryName: tree.pathName(row.first_category_id),
    optionsCount: row.options_count,
    netPayout: listNetPayout(row.base_new_price, bool(row.base_with_nds), percentage),
    creationDate: row.created_at,
  }));
  return { ...listPage(results, rowCount, q.window.pageSize), commissionPercentage: percentage };
}

interface ShortRow {
  id: number;
  product_name: string;
  product_type_id: ProductTypeId;
  base_image: string | null;
  base_vendor_code: string | null;
  is_active: number;
  is_draft: number;
  is_blocked: number;
}

const SHORT_COLUMNS = `id, product_name, product_type_id, base_image, base_vendor_code, is_active, is_draft,
  is_blocked`;

const shortItem = (row: ShortRow): ProductShort => ({
  id: row.id,
  productName: row.product_name,
  productTypeId: row.product_type_id,
  image: row.base_image,
  vendoreCode: row.base_vendor_code,
  isActive: bool(row.is_active),
  isDraft: bool(row.is_draft),
  isBlocked: bool(row.is_blocked),
});

/** Every product of the store, by name (GetProducts). */
export const allProductsShort = (db: Db, storeId: number): ProductShort[] =>
  all<ShortRow>(
    db,
    `SELECT ${SHORT_COLUMNS} FROM products WHERE store_id = ? ORDER BY name_key, id`,
    storeId,
  ).map(shortItem);

/** The products that can be offered to buyers: active, published, not blocked; one type or both. */
export const offeredProductsShort = (db: Db, storeId: number, typeId: ProductTypeId | null): ProductShort[] =>
  all<ShortRow>(
    db,
    `SELECT ${SHORT_COLUMNS} FROM products
     WHERE store_id = ? AND list_status = 1 AND (? IS NULL OR product_type_id = ?)
     ORDER BY name_key, id`,
    storeId,
    typeId,
    typeId,
  ).map(shortItem);
