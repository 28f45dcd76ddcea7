import type { DashboardInfo, DashboardStatistics } from '../../contract/index.js';
import { roundRubles as round2 } from '../../rules/index.js';
import type { Db } from '../db/index.js';
import { one, placeholders, scalar } from '../db/query.js';
import {
  OPEN_DISPUTE_STATUSES,
  OrderRequestStatus,
  RETAIL_IN_PROGRESS,
  WHOLESALE_IN_PROGRESS,
} from '../../rules/index.js';
import { moscowMonthKey } from '../lib/time.js';
import { buyersCount, paidSales } from './dashboardSales.js';

/**
 * Figures of `GetDashboardStatistics` (docs/contract/dashboard.md): the sales figures all count
 * paid orders, so they divide: `averageCheck` = `salesTotal` / `ordersCount`. `salesThisMonth`:
 * paid orders created since the start of the current Moscow month. `buyersCount`: every buyer
 * who ever ordered.
 */
export function dashboardStatistics(
  db: Db,
  userId: number,
  sellerId: number,
  now: number,
): DashboardStatistics {
  const allTime = paidSales(db, sellerId, '');
  const thisMonth = paidSales(db, sellerId, moscowMonthKey(now));
  return {
    salesTotal: round2(allTime.total),
    salesThisMonth: round2(thisMonth.total),
    ordersCount: allTime.count,
    buyersCount: buyersCount(db, sellerId),
    averageCheck: allTime.count ? round2(allTime.total / allTime.count) : 0,
    unreadMessages: scalar(
      db,
      'SELECT COUNT(*) AS value FROM chat_messages WHERE to_user_id = ? AND is_read = 0',
      userId,
    ),
    notificationsCount: scalar(
      db,
      'SELECT COUNT(*) AS value FROM notifications WHERE user_id = ? AND is_read = 0',
      userId,
    ),
  };
}

/** Figures of `{brand}Seller/GetDashboardInfo`. */
export function dashboardInfo(db: Db, sellerId: number): DashboardInfo | null {
  const store = one<{ id: number; store_name: string }>(
    db,
    'SELECT id, store_name FROM stores WHERE seller_id = ?',
    sellerId,
  );
  if (!store) return null;
  const rating = one<{ avg: number | null; count: number }>(
    db,
    'SELECT AVG(rating) AS avg, COUNT(*) AS count FROM reviews WHERE seller_id = ?',
    sellerId,
  );
  return {
    storeName: store.store_name,
    storeRating: round2(rating?.avg ?? 0),
    productCount: scalar(db, 'SELECT COUNT(*) AS value FROM products WHERE store_id = ?', store.id),
    activeProductCount: scalar(
      db,
      'SELECT COUNT(*) AS value FROM products WHERE store_id = ? AND is_active = 1 AND is_draft = 0',
      store.id,
    ),
    wholesaleOrdersInProgress: scalar(
      db,
      `SELECT COUNT(*) AS value FROM wholesale_orders WHERE seller_id = ? AND status_id IN (${placeholders(WHOLESALE_IN_PROGRESS)})`,
      sellerId,
      ...WHOLESALE_IN_PROGRESS,
    ),
    retailOrdersInProgress: scalar(
      db,
      `SELECT COUNT(*) AS value FROM retail_orders WHERE seller_id = ? AND status_id IN (${placeholders(RETAIL_IN_PROGRESS)})`,
      sellerId,
      ...RETAIL_IN_PROGRESS,
    ),
    newOrderRequests: scalar(
      db,
      'SELECT COUNT(*) AS value FROM order_requests WHERE seller_id = ? AND status_id = ?',
      sellerId,
      OrderRequestStatus.New,
    ),
    openDisputes: scalar(
      db,
      `SELECT COUNT(*) AS value FROM disputes WHERE seller_id = ? AND status_id IN (${placeholders(OPEN_DISPUTE_STATUSES)})`,
      sellerId,
      ...OPEN_DISPUTE_STATUSES,
    ),
    reviewsCount: rating?.count ?? 0,
  };
}
