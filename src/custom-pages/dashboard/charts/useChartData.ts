import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import {
  DASHBOARD_CHARTS_RESOURCE,
  type DashboardChartsDataProvider,
} from '../../../resources/dashboard-charts/handler';

/** Both charts cover the last 30 Moscow days, today included. */
export const CHART_DAYS = 30;

export function useSalesChart() {
  const dataProvider = useDataProvider<DashboardChartsDataProvider>();
  return useQuery({
    queryKey: [DASHBOARD_CHARTS_RESOURCE, 'getSales', CHART_DAYS],
    queryFn: () => dataProvider.getSales(DASHBOARD_CHARTS_RESOURCE, { days: CHART_DAYS }),
    retry: false,
    staleTime: 60_000,
  });
}

export function useFunnelChart() {
  const dataProvider = useDataProvider<DashboardChartsDataProvider>();
  return useQuery({
    queryKey: [DASHBOARD_CHARTS_RESOURCE, 'getFunnel', CHART_DAYS],
    queryFn: () => dataProvider.getFunnel(DASHBOARD_CHARTS_RESOURCE, { days: CHART_DAYS }),
    retry: false,
    staleTime: 60_000,
  });
}
