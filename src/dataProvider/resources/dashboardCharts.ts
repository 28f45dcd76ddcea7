import type { DataProvider } from 'react-admin';
import {
  getOrderFunnel,
  getSalesAnalytics,
  lastDaysRange,
  type OrderFunnelReply,
  type SalesAnalyticsReply,
} from '../../api/dashboardCharts';
import type { ResourceHandler } from '../compose';

/**
 * `dashboard-charts`: the dashboard's sales chart and order funnel over the last `days` Moscow
 * days (docs/contract/analytics.md). The server takes the seller from the session.
 */
export const DASHBOARD_CHARTS_RESOURCE = 'dashboard-charts';

export interface DashboardChartsActions {
  getSales(resource: string, params: { days: number }): Promise<SalesAnalyticsReply>;
  getFunnel(resource: string, params: { days: number }): Promise<OrderFunnelReply>;
}

export type DashboardChartsDataProvider = DataProvider & DashboardChartsActions;

export const dashboardChartsHandler = (): ResourceHandler => ({
  getSales: (params: { days: number }) => getSalesAnalytics(lastDaysRange(params.days, new Date())),
  getFunnel: (params: { days: number }) => getOrderFunnel(lastDaysRange(params.days, new Date())),
});
