import type { SalesAnalyticsReply, SalesDay, SalesSummary } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { money } from './analyticsCommon.js';
import { dayTotals, rowsByDay, statusRule, statusTotals } from './analyticsOrderDays.js';
import type { AnalyticsRange } from './analyticsRange.js';
import { MARKET_ID, MARKETS } from './analyticsRules.js';

/** `GetAnalyticsOfSales`: sold orders' revenue and count, by market and by day. */

interface MarketTotal {
  market: number;
  count: number;
  amount: number;
}

export function salesSummary(rows: readonly MarketTotal[]): SalesSummary {
  const of = (market: number | null) => {
    const kept = rows.filter((r) => market === null || r.market === market);
    return { count: kept.reduce((n, r) => n + r.count, 0), amount: kept.reduce((n, r) => n + r.amount, 0) };
  };
  const all = of(null);
  const retail = of(MARKET_ID.retail);
  const wholesale = of(MARKET_ID.wholesale);
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
  const sold = (m: { market: number; statusId: number }) =>
    MARKETS.some((r) => MARKET_ID[r.name] === m.market && r.sold.includes(m.statusId));
  const totals = statusTotals(db, sellerId, range).filter(sold);
  const summary = salesSummary(totals.filter((t) => t.current === 1));
  const byDay = rowsByDay(
    dayTotals(
      db,
      sellerId,
      range.period,
      statusRule((m) => m.sold),
    ),
  );
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
    previous: salesSummary(totals.filter((t) => t.current === 0)),
    series,
    byMarket: [
      { key: 'retail', value: summary.retailRevenue },
      { key: 'wholesale', value: summary.wholesaleRevenue },
    ],
  };
}
