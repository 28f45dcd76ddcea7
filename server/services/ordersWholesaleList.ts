import type { WholesaleOrderListItem, WholesaleOrderSortColumn } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import type { SqlValue } from '../db/query.js';
import {
  isWholesalePseudoStatus,
  WHOLESALE_PSEUDO_STATUS_QUERIES,
  WHOLESALE_STATUS_IDS,
} from '../../rules/index.js';
import {
  BUYER_NAME_SQL,
  ordersPage,
  pushCreatedRange,
  WHOLESALE_TABLES,
  type DateRange,
  type ListPage,
  type PageWindow,
} from './ordersCommon.js';
import { sweepOverdue } from './ordersSweep.js';
import { LIST_COLUMNS, listItem } from './ordersWholesaleRows.js';

/** The seller's wholesale order list (docs/contract/orders.md). */

export const WHOLESALE_FILTER_STATUS_IDS: readonly number[] = [0, ...WHOLESALE_STATUS_IDS, 30, 31, 32];

export const SORT_COLUMNS = {
  id: 'o.id',
  creationDate: 'o.created_at',
  buyerName: BUYER_NAME_SQL,
  totalAmount: 'o.total_amount',
  statusId: 'o.status_id',
} as const satisfies Record<WholesaleOrderSortColumn, string>;
export type SortColumn = keyof typeof SORT_COLUMNS;

/**
 * The index a page walks per sort column (migration 020): `ORDER BY key, id` is its order after
 * the seller (and the status, on a status tab), and its tail holds every filtered column. A status
 * sort is the status-led id order; the buyer's name is in another table, so that sort reads the
 * filtered orders in creation order and sorts them.
 */
const SORT_INDEX_KEYS = {
  id: 'by_id',
  creationDate: 'by_created',
  buyerName: 'by_created',
  totalAmount: 'by_total',
  statusId: 'by_id',
} as const satisfies Record<SortColumn, string>;

/** The pinned indexes of a page: its walk, and the COUNT's creation-range seek. */
export function pinnedListIndexes(byStatus: boolean, column: SortColumn): { page: string; count: string } {
  const lead = byStatus || column === 'statusId' ? 'status' : 'list';
  return {
    page: `wholesale_orders_${lead}_${SORT_INDEX_KEYS[column]}`,
    count: `wholesale_orders_${byStatus ? 'status' : 'list'}_by_created`,
  };
}

export interface WholesaleQuery {
  sellerId: number;
  buyerId: number | null;
  statusId: number | null;
  shippingMethodId: number | null;
  range: DateRange;
  window: PageWindow;
  column: SortColumn;
  ascending: boolean;
}

/**
 * One page of the seller's orders. The WHERE always starts with `seller_id` and, with a status,
 * `status_id`, so `(seller_id, status_id, created_at)` narrows the rows; the page's ids are
 * chosen first and only those rows are joined; `rowCount` is a COUNT with the same WHERE.
 */
export function listWholesaleOrders(
  db: Db,
  now: number,
  q: WholesaleQuery,
): ListPage<WholesaleOrderListItem> {
  sweepOverdue(db, now);
  const where = ['o.seller_id = ?'];
  const params: SqlValue[] = [q.sellerId];
  let statusId = q.statusId;
  const pseudo =
    statusId !== null && isWholesalePseudoStatus(statusId)
      ? WHOLESALE_PSEUDO_STATUS_QUERIES[statusId]
      : undefined;
  if (pseudo) statusId = pseudo.statusId;
  if (statusId) {
    where.push('o.status_id = ?');
    params.push(statusId);
  }
  for (const method of [pseudo?.keepShippingMethodId ?? pseudo?.bodyShippingMethodId, q.shippingMethodId]) {
    if (!method) continue;
    where.push('o.shipping_method_id = ?');
    params.push(method);
  }
  if (q.buyerId !== null) {
    where.push('o.buyer_id = ?');
    params.push(q.buyerId);
  }
  pushCreatedRange(where, params, q.range);
  const direction = q.ascending ? 'ASC' : 'DESC';
  return ordersPage(
    db,
    {
      table: WHOLESALE_TABLES.orders,
      columns: LIST_COLUMNS,
      where: where.join(' AND '),
      params,
      order: `${SORT_COLUMNS[q.column]} ${direction}, o.id ${direction}`,
      sortJoin: q.column === 'buyerName' ? 'JOIN users u ON u.id = o.buyer_id' : '',
      window: q.window,
      indexes: pinnedListIndexes(Boolean(statusId), q.column),
    },
    listItem,
  );
}
