import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getDashboardStatistics } from '../api/dashboard';
import { useSellerUser } from '../authProvider/SellerUserContext';

/** react-query key of User/GetDashboardStatistics (shared by the top bar, the sidebar and /dashboard). */
export const dashboardStatisticsKey = (userId: number) => ['shell', 'dashboardStatistics', userId] as const;

/** The seller's dashboard statistics, loaded once and shared (a failure goes to /error-page). */
export function useDashboardStatistics() {
  const { userId } = useSellerUser();
  return useQuery({
    queryKey: dashboardStatisticsKey(userId),
    queryFn: () => getDashboardStatistics(userId),
    retry: false,
    staleTime: 60_000,
  });
}

export interface ShellCounters {
  /** Unread chat messages: the badge of 'Сообщения' (0 hides it). */
  unreadMessages: number;
  /** Unread notifications: the badge of the bell (0 hides it). */
  notificationsCount: number;
  /** Overrides from a live source (the real-time hub); null returns to the statistics figure. */
  setUnreadMessages: (count: number | null) => void;
  setNotificationsCount: (count: number | null) => void;
}

const ShellCountersContext = createContext<ShellCounters>({
  unreadMessages: 0,
  notificationsCount: 0,
  setUnreadMessages: () => undefined,
  setNotificationsCount: () => undefined,
});

/** Counters start from the dashboard statistics; later real-time code overrides them. */
export function ShellCountersProvider({ children }: { children: ReactNode }) {
  const { data } = useDashboardStatistics();
  const [unreadOverride, setUnreadMessages] = useState<number | null>(null);
  const [notificationsOverride, setNotificationsCount] = useState<number | null>(null);
  const value = useMemo<ShellCounters>(
    () => ({
      unreadMessages: unreadOverride ?? data?.unreadMessages ?? 0,
      notificationsCount: notificationsOverride ?? data?.notificationsCount ?? 0,
      setUnreadMessages,
      setNotificationsCount,
    }),
    [data, unreadOverride, notificationsOverride],
  );
  return <ShellCountersContext.Provider value={value}>{children}</ShellCountersContext.Provider>;
}

export const useShellCounters = (): ShellCounters => useContext(ShellCountersContext);
