import type { SalesAnalyticsReply, SalesDay, SalesSummary } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { money } from './analyticsCommon.js';
import { inPeriod, orderDays, rowsByDay, totals, type OrderDayRow } from './analyticsOrderDays.js';
import type { AnalyticsRange } from './analyticsRange.js';

/** `GetAnalyticsOfSales`: sold orders' revenue and count, by market and by day. */

const sold =
  (market: 'retail' | 'wholesale' | null) =>
  (row: OrderDayRow, m: { name: string; sold: readonly number[] }) =>
    (market === null || m.name === market) && m.sold.includes(row.statusId);

export function salesSummary(rows: readonly OrderDayRow[]): SalesSummary {
  const all = totals(rows, sold(null));
  const retail = totals(rows, sold('retail'));
  const wholesale = totals(rows, sold('wholesale'));
  return {
    revenue: money(all.amount),
    ordersCount: all.count,
    averageOrder: all.count > 0 ? money(all.amount / all.count) : 0,
    retailRevenue: money(retail.amount),
    wholesaleRevenue: money(wholesale.amount),
    retailOrdersCount: retail.count,
    wholesaleOrdersCount: wholesale.count,
  };
}

export function salesAnalytics(db: Db, sellerId: number, range: AnalyticsRange): SalesAnalyticsReply {
  const rows = orderDays(db, sellerId, range);
  const current = rows.filter(inPeriod(range.period));
  const byDay = rowsByDay(current);
  const summary = salesSummary(current);
  const series = range.days.map((date): SalesDay => {
    const day = salesSummary(byDay.get(date) ?? []);
    return {
      date,
      revenue: day.revenue,
      ordersCount: day.ordersCount,
      retailRevenue: day.retailRevenue,
      wholesaleRevenue: day.wholesaleRevenue,
    };
  });
  return {
    period: range.period,
    previousPeriod: range.previousPeriod,
    current: summary,
    previous: salesSummary(rows.filter(inPeriod(range.previousPeriod))),
    series,
    byMarket: [
      { key: 'retail', value: summary.retailRevenue },
      { key: 'wholesale', value: summary.wholesaleRevenue },
    ],
  };
}
