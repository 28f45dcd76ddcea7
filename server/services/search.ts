import type { SearchGroup, SearchItem, SearchKind } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, scalar, type SqlValue } from '../db/query.js';
import { numberPrefixRanges, searchedNumber } from '../../rules/index.js';
import { BUYER_NAME_SQL, registerSqlFunctions } from './ordersCommon.js';
import { VISIBLE_TO_SELLER } from './tendersCommon.js';
import { sweepTenders } from './tendersSweep.js';

/**
 * `Search/Global` (docs/contract/search.md): each kind is read through an index, never by a scan
 * of the orders: numbers as integer ranges of the primary key (`numberPrefixRanges`), invoice and
 * retail numbers as text ranges of their seller's index. Only products (the seller's, by name or
 * vendor code, on an index that carries them) and buyers (every user, a small table) are scanned.
 */

export interface SearchScope {
  sellerId: number;
  storeId: number;
}

export interface SearchQuery {
  /** Normalised (rules/search.ts): trimmed, lower case. */
  text: string;
  limit: number;
}

/** The upper end of a text range: every text that starts with `prefix` sorts below it. */
const TEXT_RANGE_END = '\u{10FFFF}';

type Row = {
  id: number;
  title: string | null;
  subtitle: string | null;
  code: string | null;
  date: string | null;
};

const toItem = (row: Row): SearchItem => ({
  id: row.id,
  title: row.title ?? String(row.id),
  subtitle: row.subtitle,
  code: row.code,
  date: row.date,
});

/**
 * Rows whose integer id starts with the query's digits: the exact number, then longer numbers,
 * each length newest first. `sql` selects from its table aliased `t`, ends in a WHERE whose
 * conditions take `params`, and gets `AND t.id BETWEEN ? AND ? ORDER BY t.id DESC LIMIT ?`.
 */
function byNumber(db: Db, table: string, sql: string, params: SqlValue[], q: SearchQuery): Row[] {
  const digits = searchedNumber(q.text);
  if (digits === null) return [];
  const max = scalar(db, `SELECT COALESCE(MAX(id), 0) AS value FROM ${table}`);
  const rows: Row[] = [];
  for (const [from, to] of numberPrefixRanges(digits, max)) {
    if (rows.length >= q.limit) break;
    rows.push(
      ...all<Row>(
        db,
        `${sql} AND t.id BETWEEN ? AND ? ORDER BY t.id DESC LIMIT ?`,
        ...params,
        from,
        to,
        q.limit - rows.length,
      ),
    );
  }
  return rows;
}

/**
 * Rows whose text `column` is `prefix` itself, then those that start with it, latest (largest)
 * first: two walks of the seller's index on the column, however many rows share the prefix.
 */
function exactThenPrefix(
  db: Db,
  select: string,
  params: SqlValue[],
  column: string,
  prefix: string,
  limit: number,
): Row[] {
  const exact = all<Row>(db, `${select} AND ${column} = ? LIMIT ?`, ...params, prefix, limit);
  const longer = all<Row>(
    db,
    `${select} AND ${column} > ? AND ${column} < ? ORDER BY ${column} DESC LIMIT ?`,
    ...params,
    prefix,
    prefix + TEXT_RANGE_END,
    limit,
  );
  return [...exact, ...longer].slice(0, limit);
}

function wholesaleOrders(db: Db, scope: SearchScope, q: SearchQuery): Row[] {
  const select = `SELECT t.id, CAST(t.id AS TEXT) AS title, ${BUYER_NAME_SQL} AS subtitle,
      t.invoice_number AS code, t.created_at AS date
    FROM wholesale_orders t JOIN users u ON u.id = t.buyer_id WHERE t.seller_id = ?`;
  const numbered = byNumber(db, 'wholesale_orders', select, [scope.sellerId], q);
  if (numbered.length >= q.limit || !/\d/.test(q.text)) return numbered;
  const invoiced = exactThenPrefix(db, select, [scope.sellerId], 't.invoice_number', q.text, q.limit);
  const seen = new Set(numbered.map((row) => row.id));
  return [...numbered, ...invoiced.filter((row) => !seen.has(row.id))].slice(0, q.limit);
}

function retailOrders(db: Db, scope: SearchScope, q: SearchQuery): Row[] {
  const digits = searchedNumber(q.text);
  if (digits === null) return [];
  return exactThenPrefix(
    db,
    `SELECT t.id, t.number AS title, ${BUYER_NAME_SQL} AS subtitle, NULL AS code, t.created_at AS date
     FROM retail_orders t JOIN users u ON u.id = t.buyer_id WHERE t.seller_id = ?`,
    [scope.sellerId],
    't.number',
    digits,
    q.limit,
  );
}

function products(db: Db, scope: SearchScope, q: SearchQuery): Row[] {
  // The ids are chosen on the index `products_search` alone (migration 027); only they are read whole.
  return all<Row>(
    db,
    `SELECT p.id, p.product_name AS title, NULL AS subtitle, p.base_vendor_code AS code, NULL AS date
     FROM products p
     WHERE p.id IN (SELECT m.id FROM products m INDEXED BY products_search
       WHERE m.store_id = ? AND (instr(m.name_key, ?) > 0 OR instr(m.search_name, char(10) || ?) > 0)
       ORDER BY m.id DESC LIMIT ?)
     ORDER BY p.id DESC`,
    scope.storeId,
    q.text,
    q.text,
    q.limit,
  );
}

function buyers(db: Db, scope: SearchScope, q: SearchQuery): Row[] {
  registerSqlFunctions(db);
  const digits = searchedNumber(q.text);
  return all<Row>(
    db,
    `SELECT u.id, ${BUYER_NAME_SQL} AS title, NULL AS subtitle, r.vat AS code, NULL AS date
     FROM users u LEFT JOIN requisites r ON r.user_id = u.id
     WHERE (instr(' ' || casefold(${BUYER_NAME_SQL}), ' ' || ?) > 0 OR (r.vat >= ? AND r.vat < ?))
       AND (EXISTS (SELECT 1 FROM wholesale_orders o WHERE o.seller_id = ? AND o.buyer_id = u.id)
         OR EXISTS (SELECT 1 FROM retail_orders o WHERE o.seller_id = ? AND o.buyer_id = u.id))
     ORDER BY casefold(${BUYER_NAME_SQL}), u.id LIMIT ?`,
    q.text,
    digits,
    digits === null ? null : digits + TEXT_RANGE_END,
    scope.sellerId,
    scope.sellerId,
    q.limit,
  );
}

function requests(db: Db, scope: SearchScope, q: SearchQuery): Row[] {
  return byNumber(
    db,
    'order_requests',
    `SELECT t.id, CAST(t.id AS TEXT) AS title, ${BUYER_NAME_SQL} AS subtitle, NULL AS code, t.created_at AS date
     FROM order_requests t JOIN users u ON u.id = t.buyer_id
     WHERE t.seller_id = ? AND t.deleted_by_seller = 0`,
    [scope.sellerId],
    q,
  );
}

function tenders(db: Db, scope: SearchScope, q: SearchQuery, now: number): Row[] {
  if (searchedNumber(q.text) === null) return [];
  sweepTenders(db, now);
  return byNumber(
    db,
    'tenders',
    `SELECT t.id, CAST(t.id AS TEXT) AS title, t.title AS subtitle, NULL AS code, t.publish_date AS date
     FROM tenders t WHERE ${VISIBLE_TO_SELLER}`,
    [scope.sellerId],
    q,
  );
}

/** The kinds in the order the reply lists their groups. */
const KINDS: readonly [SearchKind, (db: Db, scope: SearchScope, q: SearchQuery, now: number) => Row[]][] = [
  ['wholesaleOrder', wholesaleOrders],
  ['retailOrder', retailOrders],
  ['product', products],
  ['buyer', buyers],
  ['request', requests],
  ['tender', tenders],
];

/** The seller's records matching the query, grouped by kind; kinds with no match are left out. */
export function searchEverything(db: Db, scope: SearchScope, q: SearchQuery, now: number): SearchGroup[] {
  return KINDS.map(([kind, find]) => ({ kind, items: find(db, scope, q, now).map(toItem) })).filter(
    (group) => group.items.length > 0,
  );
}
