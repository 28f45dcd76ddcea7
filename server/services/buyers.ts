import type { BuyerListItem, BuyerListReply, BuyerOrderTypeId, BuyerSort } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, scalar, type SqlValue } from '../db/query.js';
import { RetailStatus, WholesaleStatus } from '../../rules/index.js';
import { BUYER_NAME_SQL, listPage, registerSqlFunctions, round2, type PageWindow } from './ordersCommon.js';

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
  column: BuyerSortColumn;
  ascending: boolean;
  window: PageWindow;
}

export type BuyerSortColumn = NonNullable<BuyerSort['column']>;

/** Sort expressions over the buyer (`u`) and their figures (`s`); the buyer's id ends every order. */
const SORT_COLUMNS: Record<BuyerSortColumn, string> = {
  buyerName: `casefold(${BUYER_NAME_SQL})`,
  spentAmount: 's.spent',
  lastOrderDate: 's.last_order',
  ordersCount: 's.orders_count',
};
export const BUYER_SORT_COLUMNS = Object.keys(SORT_COLUMNS) as BuyerSortColumn[];

/** The default direction: names A to Z, the figures largest (latest) first. */
export const defaultAscending = (column: BuyerSortColumn): boolean => column === 'buyerName';

interface BuyerRow {
  id: number;
  buyer_name: string;
  user_type_id: number | null;
  country_id: number | null;
  orders_count: number;
  spent: number;
  last_order: string;
}

/** What each market contributes: its orders table and the statuses that do not count as spent. */
export const BUYER_MARKETS = [
  {
    orderType: 2,
    table: 'wholesale_orders',
    notSpent: [WholesaleStatus.Declined, WholesaleStatus.Cancelled],
  },
  { orderType: 1, table: 'retail_orders', notSpent: [RetailStatus.Cancelled] },
] as const satisfies readonly { orderType: BuyerOrderTypeId; table: string; notSpent: readonly number[] }[];

export type BuyerMarket = (typeof BUYER_MARKETS)[number];

/**
 * The seller's orders of one market, one row per order: buyer, date, the rubles spent (0 for a
 * declined or cancelled order), `counted` (1 when it counts in the amounts) and `order_type`.
 * Binds the seller id.
 */
export const marketOrdersSql = (m: BuyerMarket): string => {
  const counted = `CASE WHEN status_id IN (${m.notSpent.join(', ')}) THEN 0 ELSE 1 END`;
  return `SELECT buyer_id, created_at, ${m.orderType} AS order_type, ${counted} AS counted,
      ${counted} * total_amount AS spent
    FROM ${m.table} WHERE seller_id = ?`;
};

/** The seller's orders of the markets asked for (null = both), one row per order. */
export function ordersOf(
  sellerId: number,
  orderType: BuyerOrderTypeId | null,
): { sql: string; params: SqlValue[] } {
  const markets = BUYER_MARKETS.filter((m) => orderType === null || m.orderType === orderType);
  return { sql: markets.map(marketOrdersSql).join(' UNION ALL '), params: markets.map(() => sellerId) };
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

/** One page of the seller's buyers, sorted as asked then by id; `rowCount` counts every match. */
export function listBuyers(db: Db, q: BuyerQuery): BuyerListReply {
  registerSqlFunctions(db);
  const orders = ordersOf(q.sellerId, q.orderType);
  const filter = conditions(q);
  const from = `FROM (SELECT buyer_id, COUNT(*) AS orders_count, SUM(spent) AS spent, MAX(created_at) AS last_order
                     FROM (${orders.sql}) GROUP BY buyer_id) s
                JOIN users u ON u.id = s.buyer_id
                ${filter.where}`;
  const params = [...orders.params, ...filter.params];
  const direction = q.ascending ? 'ASC' : 'DESC';
  const rowCount = scalar(db, `SELECT COUNT(*) AS value ${from}`, ...params);
  const rows =
    q.window.offset >= rowCount
      ? []
      : all<BuyerRow>(
          db,
          `SELECT u.id, ${BUYER_NAME_SQL} AS buyer_name, u.user_type_id, u.country_id,
                  s.orders_count, s.spent, s.last_order
           ${from}
           ORDER BY ${SORT_COLUMNS[q.column]} ${direction}, u.id ${direction}
           LIMIT ? OFFSET ?`,
          ...params,
          q.window.pageSize,
          q.window.offset,
        );
  return listPage(rows.map(toItem), rowCount, q.window.pageSize);
}
