import { unchecked } from './decode';
import type { AnalyticsRangeQuery, OrderFunnelReply, SalesAnalyticsReply } from '../../contract';
import { request } from './http';
import { moscowDayOf } from './list';

/** The wire shapes of the dashboard's two charts (contract/analytics.ts, docs/contract/analytics.md). */
export type { AnalyticsRangeQuery, OrderFunnelReply, SalesAnalyticsReply };

const DAY_MS = 86_400_000;

/** The last `days` Moscow days up to and including today: `DateFrom` = today − (days − 1). */
export function lastDaysRange(days: number, now: Date): Required<AnalyticsRangeQuery> {
  return {
    DateFrom: moscowDayOf(new Date(now.getTime() - (days - 1) * DAY_MS)),
    DateTo: moscowDayOf(now),
  };
}

/**
 * The charts are extras below the dashboard's figures: a failure shows the chart's own message
 * instead of taking the seller to /error-page (session failures still follow the catalogue).
 */
const options = (range: AnalyticsRangeQuery) =>
  ({ method: 'GET', query: { ...range }, onFailure: 'silent' }) as const;

/** `GET Analytics/GetAnalyticsOfSales?DateFrom&DateTo`: revenue by day, both markets. */
export const getSalesAnalytics = (range: AnalyticsRangeQuery): Promise<SalesAnalyticsReply> =>
  request('Analytics/GetAnalyticsOfSales', unchecked<SalesAnalyticsReply>(), options(range));

/** `GET Analytics/GetOrderFunnel?DateFrom&DateTo`: created → paid → shipped → completed. */
export const getOrderFunnel = (range: AnalyticsRangeQuery): Promise<OrderFunnelReply> =>
  request('Analytics/GetOrderFunnel', unchecked<OrderFunnelReply>(), options(range));
