import { DASHBOARD_CHARTS_RESOURCE, dashboardChartsHandler } from './handler';
import { defineResource } from '../types';

/**
 * `dashboard-charts`: the data of the dashboard's sales chart and order funnel
 * (src/custom-pages/dashboard/charts). No route: the charts live on /dashboard.
 */
export const dashboardChartsResource = defineResource({
  name: DASHBOARD_CHARTS_RESOURCE,
  handler: dashboardChartsHandler,
});
