import type { AnalyticsPeriod, SalesAnalyticsReply, SalesDay, SalesSummary } from '../../../contract';
import { daysOf, previousRange, type DayRange } from '../../../src/domain/analyticsRange';

export const period = (range: DayRange): AnalyticsPeriod => ({
  dateFrom: range.from,
  dateTo: range.to,
  days: daysOf(range).length,
});

const zeroSales: SalesSummary = {
  revenue: 0,
  ordersCount: 0,
  averageOrder: 0,
  retailRevenue: 0,
  wholesaleRevenue: 0,
  retailOrdersCount: 0,
  wholesaleOrdersCount: 0,
};

/** A sales reply for `range` whose day revenues are `revenue` (retail) in day order. */
export function salesReply(
  range: DayRange,
  revenue: readonly number[],
  previous: Partial<SalesSummary> = {},
): SalesAnalyticsReply {
  const series: SalesDay[] = daysOf(range).map((date, index) => {
    const value = revenue[index] ?? 0;
    return {
      date,
      revenue: value,
      ordersCount: value > 0 ? 1 : 0,
      retailRevenue: value,
      wholesaleRevenue: 0,
    };
  });
  const total = revenue.reduce((sum, value) => sum + value, 0);
  const orders = revenue.filter((value) => value > 0).length;
  return {
    period: period(range),
    previousPeriod: period(previousRange(range)),
    current: {
      revenue: total,
      ordersCount: orders,
      averageOrder: orders ? total / orders : 0,
      retailRevenue: total,
      wholesaleRevenue: 0,
      retailOrdersCount: orders,
      wholesaleOrdersCount: 0,
    },
    previous: { ...zeroSales, ...previous },
    series,
    byMarket: [
      { key: 'retail', value: total },
      { key: 'wholesale', value: 0 },
    ],
  };
}
