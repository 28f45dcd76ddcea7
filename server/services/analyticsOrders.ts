import type { OrdersAnalyticsReply, OrdersDay, OrdersSummary } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { one } from '../db/query.js';
import { meanHours, share } from './analyticsCommon.js';
import { dayTotals, statusRule, statusTotals, type StatusTotal } from './analyticsOrderDays.js';
import type { AnalyticsRange } from './analyticsRange.js';
import { MARKET_ID, type MarketRules } from './analyticsRules.js';
import type { AnalyticsPeriod } from '../../contract/index.js';

/** `GetAnalyticsOfRetailOrders` / `GetAnalyticsOfWholesaleOrders`: one market's orders by status. */

interface Shipping {
  shipped: number;
  seconds: number;
}

function shipping(db: Db, sellerId: number, market: MarketRules, period: AnalyticsPeriod): Shipping {
  return (
    one<Shipping>(
      db,
      `SELECT COALESCE(SUM(shipped_count), 0) AS shipped, COALESCE(SUM(ship_seconds), 0) AS seconds
       FROM analytics_ship_daily WHERE seller_id = ? AND day BETWEEN ? AND ? AND market = ?`,
      sellerId,
      period.dateFrom,
      period.dateTo,
      MARKET_ID[market.name],
    ) ?? { shipped: 0, seconds: 0 }
  );
}

function count(rows: readonly StatusTotal[], statuses: readonly number[] | null): number {
  return rows.reduce(
    (n, row) => (statuses === null || statuses.includes(row.statusId) ? n + row.count : n),
    0,
  );
}

export function ordersSummary(
  rows: readonly StatusTotal[],
  market: MarketRules,
  ship: Shipping,
): OrdersSummary {
  const ordersCount = count(rows, null);
  const cancelledCount = count(rows, market.cancelled);
  const overdueCount = count(rows, market.overdue);
  return {
    ordersCount,
    cancelledCount,
    cancelledShare: share(cancelledCount, ordersCount),
    overdueCount,
    overdueShare: share(overdueCount, ordersCount),
    shippedCount: ship.shipped,
    averageShipHours: meanHours(ship.seconds, ship.shipped),
  };
}

export function ordersAnalytics(
  db: Db,
  sellerId: number,
  market: MarketRules,
  range: AnalyticsRange,
): OrdersAnalyticsReply {
  const rows = statusTotals(db, sellerId, range).filter((row) => row.market === MARKET_ID[market.name]);
  const current = rows.filter((row) => row.current === 1);
  const only = [market];
  const byDay = new Map(
    dayTotals(
      db,
      sellerId,
      range.period,
      statusRule(() => market.statuses, only),
      statusRule((m) => m.cancelled, only),
    ).map((d) => [d.day, d]),
  );
  return {
    period: range.period,
    previousPeriod: range.previousPeriod,
    current: ordersSummary(current, market, shipping(db, sellerId, market, range.period)),
    previous: ordersSummary(
      rows.filter((row) => row.current === 0),
      market,
      shipping(db, sellerId, market, range.previousPeriod),
    ),
    series: range.days.map((date): OrdersDay => {
      const day = byDay.get(date);
      return { date, ordersCount: day?.count ?? 0, cancelledCount: day?.flagged ?? 0 };
    }),
    byStatus: market.statuses.map((statusId) => ({ key: statusId, value: count(current, [statusId]) })),
  };
}
