import type {
  NamedOption,
  OrderRequestFilterBody,
  OrderRequestFilterOptions,
  OrderRequestListItem,
  OrderRequestListReply,
  OrderRequestStatusId,
  ShippingMethodId,
} from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, type SqlValue } from '../db/query.js';
import {
  BUYER_NAME_SQL,
  ordersPage,
  pushCreatedRange,
  round2,
  type DateRange,
  type PageWindow,
} from './ordersCommon.js';
import { categoryKey } from './productsCommon.js';
import { sweepOrderRequests } from './orderRequestsSweep.js';

/** GetAllOrderRequests and GetProductsAndBuyersOfOrderRequest (docs/contract/requests-tenders.md). */

export const REQUEST_SORT_COLUMNS = {
  creationDate: 'o.created_at',
  deadline: 'o.deadline',
  id: 'o.id',
} as const satisfies Record<NonNullable<OrderRequestFilterBody['column']>, string>;
export type RequestSortColumn = keyof typeof REQUEST_SORT_COLUMNS;

/** The proposal's total over a request `o`: its lines (quantity × price, to kopecks) and its delivery. */
export const PROPOSAL_AMOUNT_SQL = `(SELECT pr.delivery_amount + COALESCE(
    (SELECT SUM(ROUND(pl.quantity * pl.price, 2)) FROM order_proposal_lines pl WHERE pl.proposal_id = pr.id), 0)
  FROM order_proposals pr WHERE pr.request_id = o.id)`;

/** The list item's columns over the request `o` and its buyer `u`. */
export const REQUEST_LIST_COLUMNS = `o.id, o.created_at, o.deadline, o.status_id, o.buyer_id,
  ${BUYER_NAME_SQL} AS buyer_name, o.country_id,
  (SELECT c.name FROM countries c WHERE c.id = o.country_id) AS country_name, o.shipping_method_id,
  (SELECT COUNT(*) FROM order_request_products l WHERE l.request_id = o.id) AS products_count,
  (SELECT group_concat(f.name, ', ' ORDER BY f.position) FROM (
     SELECT p.product_name AS name, l.position FROM order_request_products l JOIN products p ON p.id = l.product_id
     WHERE l.request_id = o.id ORDER BY l.position LIMIT 3) f) AS product_names,
  (SELECT COALESCE(SUM(l.quantity), 0) FROM order_request_products l WHERE l.request_id = o.id) AS total_quantity,
  ${PROPOSAL_AMOUNT_SQL} AS proposal_amount, o.order_id`;

export interface RequestListRow {
  id: number;
  created_at: string;
  deadline: string;
  status_id: OrderRequestStatusId;
  buyer_id: number;
  buyer_name: string;
  country_id: number | null;
  country_name: string | null;
  shipping_method_id: ShippingMethodId;
  products_count: number;
  product_names: string | null;
  total_quantity: number;
  proposal_amount: number | null;
  order_id: number | null;
}

export const requestListItem = (row: RequestListRow): OrderRequestListItem => ({
  id: row.id,
  creationDate: row.created_at,
  deadline: row.deadline,
  statusId: row.status_id,
  buyerId: row.buyer_id,
  buyerName: row.buyer_name,
  countryId: row.country_id,
  countryName: row.country_name,
  shippingMethodId: row.shipping_method_id,
  productsCount: row.products_count,
  productNames: row.product_names ?? '',
  totalQuantity: row.total_quantity,
  proposalAmount: row.proposal_amount === null ? null : round2(row.proposal_amount),
  orderId: row.order_id,
});

/** The filter after its wire rules (-1/0 country, 0/1 status, 0 ids already turned into null). */
export interface RequestListQuery {
  sellerId: number;
  countryId: number | null;
  shippingMethodId: number | null;
  requestId: number | null;
  statusId: number | null;
  buyerId: number | null;
  productId: number | null;
  categoryId: number | null;
  range: DateRange;
  window: PageWindow;
  column: RequestSortColumn;
  ascending: boolean;
}

/** Equality filters: the query's key and the request column it tests. */
const EQUALS: readonly [keyof RequestListQuery, string][] = [
  ['statusId', 'o.status_id'],
  ['countryId', 'o.country_id'],
  ['shippingMethodId', 'o.shipping_method_id'],
  ['requestId', 'o.id'],
  ['buyerId', 'o.buyer_id'],
];

function listWhere(q: RequestListQuery): { where: string; params: SqlValue[] } {
  const where = ['o.seller_id = ?', 'o.deleted_by_seller = 0'];
  const params: SqlValue[] = [q.sellerId];
  for (const [key, column] of EQUALS) {
    const value = q[key];
    if (typeof value !== 'number') continue;
    where.push(`${column} = ?`);
    params.push(value);
  }
  if (q.productId !== null) {
    where.push('o.id IN (SELECT l.request_id FROM order_request_products l WHERE l.product_id = ?)');
    params.push(q.productId);
  }
  if (q.categoryId !== null) {
    where.push(`o.id IN (SELECT l.request_id FROM order_request_products l JOIN products p ON p.id = l.product_id
      WHERE instr(p.category_keys, ?) > 0)`);
    params.push(categoryKey(q.categoryId));
  }
  pushCreatedRange(where, params, q.range);
  return { where: where.join(' AND '), params };
}

/** One page of the seller's requests (not deleted), newest first unless another order is asked. */
export function listOrderRequests(db: Db, now: number, q: RequestListQuery): OrderRequestListReply {
  sweepOrderRequests(db, now);
  const { where, params } = listWhere(q);
  const direction = q.ascending ? 'ASC' : 'DESC';
  const orderRequests = ordersPage(
    db,
    {
      table: 'order_requests',
      columns: REQUEST_LIST_COLUMNS,
      where,
      params,
      order: `${REQUEST_SORT_COLUMNS[q.column]} ${direction}, o.id ${direction}`,
      sortJoin: '',
      window: q.window,
    },
    requestListItem,
  );
  return { orderRequests };
}

const byName = (a: NamedOption, b: NamedOption): number => a.name.localeCompare(b.name, 'ru') || a.id - b.id;

/** The buyers and products of the seller's requests (not deleted), each sorted by name. */
export function requestFilterOptions(db: Db, now: number, sellerId: number): OrderRequestFilterOptions {
  sweepOrderRequests(db, now);
  const buyers = all<NamedOption>(
    db,
    `SELECT DISTINCT u.id, ${BUYER_NAME_SQL} AS name FROM order_requests o JOIN users u ON u.id = o.buyer_id
     WHERE o.seller_id = ? AND o.deleted_by_seller = 0`,
    sellerId,
  );
  const products = all<NamedOption>(
    db,
    `SELECT DISTINCT p.id, p.product_name AS name FROM order_requests o
     JOIN order_request_products l ON l.request_id = o.id JOIN products p ON p.id = l.product_id
     WHERE o.seller_id = ? AND o.deleted_by_seller = 0`,
    sellerId,
  );
  return { orderRequestBuyers: buyers.sort(byName), orderRequestProducts: products.sort(byName) };
}
