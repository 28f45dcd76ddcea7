import { QueryClient } from '@tanstack/react-query';
import { getDashboardInfo, getDashboardStatistics } from '../api/dashboard';
import { takeWarmDashboardCalls } from '../authProvider/warmCalls';
import { dashboardInfoKey, dashboardStatisticsKey } from './ShellCounters';

/**
 * The shell's react-query client (react-admin would create a plain one). When the gate started the
 * dashboard's calls early (src/authProvider/warmCalls.ts), their queries begin with those calls in
 * flight, so the dashboard shows its figures as soon as they arrive. An early call that failed is
 * made again, this time with the error catalogue (a failure then goes to /error-page).
 */
export function createShellQueryClient(userId: number, sellerId: number): QueryClient {
  const client = new QueryClient();
  const warm = takeWarmDashboardCalls(userId, sellerId);
  if (warm) {
    void client.prefetchQuery({
      queryKey: dashboardStatisticsKey(userId),
      queryFn: () => warm.statistics.catch(() => getDashboardStatistics(userId)),
    });
    void client.prefetchQuery({
      queryKey: dashboardInfoKey(sellerId),
      queryFn: () => warm.info.catch(() => getDashboardInfo(sellerId)),
    });
  }
  return client;
}
