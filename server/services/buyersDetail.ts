import type {
  BuyerDetail,
  BuyerMarketTotals,
  BuyerOrder,
  BuyerOrderTypeId,
  BuyerOrdersReply,
} from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one, scalar, type SqlValue } from '../db/query.js';
import { ApiStatus, fail, type Envelope } from '../lib/envelope.js';
import { ordersOf } from './buyers.js';
import { BUYER_NAME_SQL, fullName, listPage, phoneDigits, round2, type PageWindow } from './ordersCommon.js';
import { sweepOverdue } from './ordersSweep.js';

/**
 * One buyer of the seller (`/buyers/{buyerId}`: GetSingleBuyer, GetBuyerOrders,
 * docs/contract/disputes.md "Buyers"): only a buyer with an order of the seller is found, and
 * every figure counts the seller's orders only.
 */

export const BUYER_NOT_FOUND = 'Покупатель не найден';
export const buyerNotFound = (): Envelope<never> => fail(ApiStatus.invalid, BUYER_NOT_FOUND);

interface UserRow {
  id: number;
  buyer_name: string;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  company_name: string | null;
  user_type_id: number | null;
  country_id: number | null;
  country_name: string | null;
  city: string | null;
  email: string;
  phone: string | null;
  created_at: string;
}

interface MarketRow {
  order_type: BuyerOrderTypeId;
  orders_count: number;
  counted: number;
  spent: number;
  last_order: string;
}

const USER_SELECT = `SELECT u.id, ${BUYER_NAME_SQL} AS buyer_name, u.first_name, u.last_name, u.middle_name,
    NULLIF(TRIM(u.company_name), '') AS company_name, u.user_type_id, u.country_id, c.name AS country_name,
    u.city, u.email, u.phone, u.created_at
  FROM users u LEFT JOIN countries c ON c.id = u.country_id
  WHERE u.id = ?`;

/** The buyer's orders with the seller, per market (a market without orders has no row). */
const marketFigures = (db: Db, sellerId: number, buyerId: number): MarketRow[] => {
  const orders = ordersOf(sellerId, null);
  return all<MarketRow>(
    db,
    `SELECT order_type, COUNT(*) AS orders_count, SUM(counted) AS counted, SUM(spent) AS spent,
            MAX(created_at) AS last_order
     FROM (${orders.sql}) WHERE buyer_id = ? GROUP BY order_type`,
    ...orders.params,
    buyerId,
  );
};

const totals = (row: MarketRow | undefined): BuyerMarketTotals => ({
  ordersCount: row?.orders_count ?? 0,
  spentAmount: round2(row?.spent ?? 0),
});

/**
 * The buyer's card with the seller's figures; null when the buyer has no order of the seller.
 * `averageCheck` is the spent amount over the orders that count in it (not declined or cancelled).
 */
export function buyerDetail(db: Db, sellerId: number, buyerId: number): BuyerDetail | null {
  const markets = marketFigures(db, sellerId, buyerId);
  const user = markets.length > 0 ? one<UserRow>(db, USER_SELECT, buyerId) : undefined;
  if (!user) return null;
  const sum = (pick: (m: MarketRow) => number) => markets.reduce((total, m) => total + pick(m), 0);
  const spent = sum((m) => m.spent);
  const counted = sum((m) => m.counted);
  return {
    id: user.id,
    buyerName: user.buyer_name,
    fullName: fullName(user),
    companyName: user.company_name,
    userTypeId: user.user_type_id,
    countryId: user.country_id,
    countryName: user.country_name,
    city: user.city,
    email: user.email,
    phoneNumber: phoneDigits(user.phone),
    registrationDate: user.created_at,
    ordersCount: sum((m) => m.orders_count),
    spentAmount: round2(spent),
    lastOrderDate:
      markets
        .map((m) => m.last_order)
        .sort()
        .at(-1) ?? null,
    averageCheck: counted > 0 ? round2(spent / counted) : null,
    wholesale: totals(markets.find((m) => m.order_type === 2)),
    retail: totals(markets.find((m) => m.order_type === 1)),
    // Chats are not stored as records yet (issue 13): no chat can be named.
    chatId: null,
  };
}

interface OrderRow {
  id: number;
  is_retail: number;
  number: string;
  created_at: string;
  status_id: number;
  total_amount: number;
}

/** Both markets' orders of one buyer with one seller; binds seller, buyer, seller, buyer. */
const BUYER_ORDERS = `SELECT id, 0 AS is_retail, COALESCE(invoice_number, CAST(id AS TEXT)) AS number, created_at,
      status_id, total_amount
    FROM wholesale_orders WHERE seller_id = ? AND buyer_id = ?
  UNION ALL
  SELECT id, 1 AS is_retail, COALESCE(number, CAST(id AS TEXT)) AS number, created_at, status_id, total_amount
    FROM retail_orders WHERE seller_id = ? AND buyer_id = ?`;

const toOrder = (row: OrderRow): BuyerOrder => ({
  id: row.id,
  isRetail: row.is_retail === 1,
  number: row.number,
  creationDate: row.created_at,
  statusId: row.status_id,
  totalAmount: round2(row.total_amount),
});

export interface BuyerOrdersQuery {
  sellerId: number;
  buyerId: number;
  /** null = both markets. */
  orderType: BuyerOrderTypeId | null;
  window: PageWindow;
}

/** The buyer's orders with the seller, newest first; null when the buyer has none (any market). */
export function buyerOrders(db: Db, now: number, q: BuyerOrdersQuery): BuyerOrdersReply | null {
  sweepOverdue(db, now);
  const params: SqlValue[] = [q.sellerId, q.buyerId, q.sellerId, q.buyerId];
  if (scalar(db, `SELECT EXISTS (${BUYER_ORDERS}) AS value`, ...params) === 0) return null;
  const market = q.orderType === null ? '' : 'WHERE is_retail = ?';
  if (q.orderType !== null) params.push(q.orderType === 1 ? 1 : 0);
  const rowCount = scalar(db, `SELECT COUNT(*) AS value FROM (${BUYER_ORDERS}) ${market}`, ...params);
  const rows =
    q.window.offset >= rowCount
      ? []
      : all<OrderRow>(
          db,
          `SELECT * FROM (${BUYER_ORDERS}) ${market}
           ORDER BY created_at DESC, is_retail DESC, id DESC LIMIT ? OFFSET ?`,
          ...params,
          q.window.pageSize,
          q.window.offset,
        );
  return listPage(rows.map(toOrder), rowCount, q.window.pageSize);
}
