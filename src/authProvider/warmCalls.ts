import {
  getDashboardInfo,
  getDashboardStatistics,
  type DashboardInfo,
  type DashboardStatistics,
} from '../api/dashboard';

/**
 * The dashboard's two calls, started by the gate as soon as it knows the seller (right after the
 * user call, while the shell's code still loads and renders) when the seller lands on the
 * dashboard. The shell's query client adopts them (src/layout/shellQueryClient.ts), so the figures
 * do not wait for the page to mount. They are silent: the gate has not let the seller in yet; a
 * failed early call is simply made again by the page, with the error catalogue.
 */
export interface WarmDashboardCalls {
  statistics: Promise<DashboardStatistics>;
  info: Promise<DashboardInfo>;
}

interface Warm extends WarmDashboardCalls {
  userId: number;
  sellerId: number;
}

let warm: Warm | null = null;

export function warmDashboardCalls(userId: number, sellerId: number): void {
  const statistics = getDashboardStatistics(userId, 'silent');
  const info = getDashboardInfo(sellerId, 'silent');
  // Nobody may adopt them (the seller leaves first): a failure must not be an unhandled rejection.
  statistics.catch(() => undefined);
  info.catch(() => undefined);
  warm = { userId, sellerId, statistics, info };
}

/** The early calls of this seller, once (null when none were made for them). */
export function takeWarmDashboardCalls(userId: number, sellerId: number): WarmDashboardCalls | null {
  const taken = warm;
  warm = null;
  if (!taken || taken.userId !== userId || taken.sellerId !== sellerId) return null;
  return { statistics: taken.statistics, info: taken.info };
}
