import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getDashboardStatistics } from '../api/dashboard';
import { useSellerUser } from '../authProvider/SellerUserContext';

/** react-query key of User/GetDashboardStatistics (shared by the top bar, the sidebar and /dashboard). */
export const dashboardStatisticsKey = (userId: number) => ['shell', 'dashboardStatistics', userId] as const;

/** react-query key of {brand}Seller/GetDashboardInfo (/dashboard; the sign-in may start it early). */
export const dashboardInfoKey = (sellerId: number) => ['shell', 'dashboardInfo', sellerId] as const;

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
  /**
   * Unread notifications: the badge of the bell (0 hides it). Only a live source sets it (the
   * real-time hub of the notifications capability, spec section 7): the specification has no call
   * that counts them, and a number the seller can neither open nor clear would be a fake one.
   */
  notificationsCount: number;
  /** Overrides from a live source (the real-time hub); null returns to the default (statistics, or 0). */
  setUnreadMessages: (count: number | null) => void;
  setNotificationsCount: (count: number | null) => void;
}

const ShellCountersContext = createContext<ShellCounters>({
  unreadMessages: 0,
  notificationsCount: 0,
  setUnreadMessages: () => undefined,
  setNotificationsCount: () => undefined,
});

/**
 * Unread messages start from the dashboard statistics; the bell's count stays 0 until real-time
 * code (the notifications capability) sets it. Later real-time code overrides both.
 */
export function ShellCountersProvider({ children }: { children: ReactNode }) {
  const { data } = useDashboardStatistics();
  const [unreadOverride, setUnreadMessages] = useState<number | null>(null);
  const [notificationsOverride, setNotificationsCount] = useState<number | null>(null);
  const value = useMemo<ShellCounters>(
    () => ({
      unreadMessages: unreadOverride ?? data?.unreadMessages ?? 0,
      notificationsCount: notificationsOverride ?? 0,
      setUnreadMessages,
      setNotificationsCount,
    }),
    [data, unreadOverride, notificationsOverride],
  );
  return <ShellCountersContext.Provider value={value}>{children}</ShellCountersContext.Provider>;
}

export const useShellCounters = (): ShellCounters => useContext(ShellCountersContext);
