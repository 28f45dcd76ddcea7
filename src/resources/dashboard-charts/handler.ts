import { getOrderFunnel, getSalesAnalytics, lastDaysRange } from '../../api/dashboardCharts';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';

/**
 * `dashboard-charts`: the dashboard's sales chart and order funnel over the last `days` Moscow
 * days (docs/contract/analytics.md). The server takes the seller from the session.
 */
export const DASHBOARD_CHARTS_RESOURCE = 'dashboard-charts';

export type DashboardChartsDataProvider = ResourceDataProvider<typeof dashboardChartsHandler>;

export const dashboardChartsHandler = defineHandler(() => ({
  getSales: (params: { days: number }) => getSalesAnalytics(lastDaysRange(params.days, new Date())),
  getFunnel: (params: { days: number }) => getOrderFunnel(lastDaysRange(params.days, new Date())),
}));
