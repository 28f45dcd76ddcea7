import type { BuyerListItem, BuyerListReply, BuyerOrderTypeId } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, scalar, type SqlValue } from '../db/query.js';
import { RetailStatus, WholesaleStatus } from '../lib/statuses.js';
import {
  BUYER_NAME_SQL,
  listPage,
  registerSqlFunctions,
  round2,
  type PageWindow,
} from './ordersCommon.js';

/**
 * The seller's buyers (docs/contract/buyers.md): everyone who placed an order with the seller,
 * with figures over the seller's own orders only. Every value is a bound parameter.
 */

export interface BuyerQuery {
  sellerId: number;
  /** null = both markets. */
  orderType: BuyerOrderTypeId | null;
  countryId: number | null;
  userTypeId: number | null;
  /** Inclusive ISO lower bound of the latest order, or null. */
  lastOrderFrom: string | null;
  minOrders: number | null;
  minSpent: number | null;
  /** Lower-cased part of the name, or null. */
  search: string | null;
  buyerIds: readonly number[] | null;
  window: PageWindow;
}

interface BuyerRow {
  id: number;
  buyer_name: string;
  user_type_id: number | null;
  country_id: number | null;
  orders_count: number;
  spent: number;
  last_order: string;
}

const WHOLESALE_ORDERS = `SELECT buyer_id, created_at,
    CASE WHEN status_id IN (${WholesaleStatus.declined}, ${WholesaleStatus.cancelled}) THEN 0 ELSE total_amount END AS spent
  FROM wholesale_orders WHERE seller_id = ?`;
const RETAIL_ORDERS = `SELECT buyer_id, created_at,
    CASE WHEN status_id = ${RetailStatus.cancelled} THEN 0 ELSE total_amount END AS spent
  FROM retail_orders WHERE seller_id = ?`;

/** The seller's orders of the markets asked for, one row per order (buyer, date, spent). */
function ordersOf(q: BuyerQuery): { sql: string; params: SqlValue[] } {
  if (q.orderType === 2) return { sql: WHOLESALE_ORDERS, params: [q.sellerId] };
  if (q.orderType === 1) return { sql: RETAIL_ORDERS, params: [q.sellerId] };
  return { sql: `${WHOLESALE_ORDERS} UNION ALL ${RETAIL_ORDERS}`, params: [q.sellerId, q.sellerId] };
}

function conditions(q: BuyerQuery): { where: string; params: SqlValue[] } {
  const where: string[] = [];
  const params: SqlValue[] = [];
  const add = (condition: string, ...values: SqlValue[]) => {
    where.push(condition);
    params.push(...values);
  };
  if (q.countryId !== null) add('u.country_id = ?', q.countryId);
  if (q.userTypeId !== null) add('u.user_type_id = ?', q.userTypeId);
  if (q.lastOrderFrom !== null) add('s.last_order >= ?', q.lastOrderFrom);
  if (q.minOrders !== null) add('s.orders_count >= ?', q.minOrders);
  if (q.minSpent !== null) add('s.spent >= ?', q.minSpent);
  if (q.search !== null) add(`instr(casefold(${BUYER_NAME_SQL}), ?) > 0`, q.search);
  if (q.buyerIds !== null) {
    add(`u.id IN (${q.buyerIds.map(() => '?').join(', ') || 'NULL'})`, ...q.buyerIds);
  }
  return { where: where.length > 0 ? `WHERE ${where.join(' AND ')}` : '', params };
}

const toItem = (row: BuyerRow): BuyerListItem => ({
  id: row.id,
  buyerName: row.buyer_name,
  userTypeId: row.user_type_id,
  countryId: row.country_id,
  ordersCount: row.orders_count,
  spentAmount: round2(row.spent),
  lastOrderDate: row.last_order,
});

/** One page of the seller's buyers, by name then id; `rowCount` counts every match. */
export function listBuyers(db: Db, q: BuyerQuery): BuyerListReply {
  registerSqlFunctions(db);
  const orders = ordersOf(q);
  const filter = conditions(q);
  const from = `FROM (SELECT buyer_id, COUNT(*) AS orders_count, SUM(spent) AS spent, MAX(created_at) AS last_order
                     FROM (${orders.sql}) GROUP BY buyer_id) s
                JOIN users u ON u.id = s.buyer_id
                ${filter.where}`;
  const params = [...orders.params, ...filter.params];
  const rowCount = scalar(db, `SELECT COUNT(*) AS value ${from}`, ...params);
  const rows =
    q.window.offset >= rowCount
      ? []
      : all<BuyerRow>(
          db,
          `SELECT u.id, ${BUYER_NAME_SQL} AS buyer_name, u.user_type_id, u.country_id,
                  s.orders_count, s.spent, s.last_order
           ${from}
           ORDER BY casefold(${BUYER_NAME_SQL}), u.id
           LIMIT ? OFFSET ?`,
          ...params,
          q.window.pageSize,
          q.window.offset,
        );
  return listPage(rows.map(toItem), rowCount, q.window.pageSize);
}
