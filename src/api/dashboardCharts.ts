import type { AnalyticsRangeQuery } from '../../contract';
import {
  funnelReply,
  salesReply,
  type OrderFunnelReply,
  type SalesAnalyticsReply,
} from './analyticsDecoders';
import { decoder } from './decode';
import { request } from './http';
import { moscowDayOf } from './list';

/** The dashboard's two charts: the query and the replies as decoded (docs/contract/analytics.md). */
export type { AnalyticsRangeQuery, OrderFunnelReply, SalesAnalyticsReply };

const decodeSales = decoder(salesReply);
const decodeFunnel = decoder(funnelReply);

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
  request('Analytics/GetAnalyticsOfSales', decodeSales, options(range));

/**
 * `GET Analytics/GetOrderFunnel?DateFrom&DateTo`: created → paid → shipped → completed. Ours (not in
 * spec section 7): a server without it refuses, and the card says so in place.
 */
export const getOrderFunnel = (range: AnalyticsRangeQuery): Promise<OrderFunnelReply> =>
  request('Analytics/GetOrderFunnel', decodeFunnel, options(range));
