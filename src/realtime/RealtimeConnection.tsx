import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { registerOnlineUser } from '../api/online';
import { getAccessToken } from '../api/tokens';
import { useSellerUser } from '../authProvider/SellerUserContext';
import { BASE_PATH, environment } from '../config/environment';
import { DASHBOARD_CHARTS_RESOURCE } from '../resources/dashboard-charts/handler';
import { useShellCounters } from '../layout/ShellCounters';
import { useNewOrderAlerts } from './alerts/useNewOrderAlerts';
import { useHubEvent } from './hubEvents';
import { hubClient } from './hubClient';
import type { HubSession, HubState } from './hubTypes';
import { NOTIFICATIONS_RESOURCE, useNotificationCounter } from './notificationFeed';
import { LIVE_RESOURCES } from './liveEffects';
import { useLiveRefresh } from './liveRefresh';
import { resetRealtimeStatus, setRealtimeStatus } from './realtimeStatus';

/** The very first connect may take this long before 'нет соединения' shows (no flash on start). */
export const FIRST_CONNECT_GRACE_MS = 1_000;

export const hubUrl = (): string => `${environment.sellerUrl}${BASE_PATH}/notification`;

/** What may have changed while the hub was down: fetched again after a reconnect. */
function refreshAfterGap(queryClient: QueryClient): void {
  for (const resource of [NOTIFICATIONS_RESOURCE, ...LIVE_RESOURCES])
    void queryClient.invalidateQueries({ queryKey: [resource] });
  void queryClient.invalidateQueries({ queryKey: ['shell'] });
  void queryClient.invalidateQueries({ queryKey: [DASHBOARD_CHARTS_RESOURCE] });
}

/**
 * The shell's real-time layer (docs/contract/realtime.md), mounted once by the layout: one hub
 * connection while the shell is mounted (stopped on unmount, i.e. logout), registered to the
 * seller after each (re)connect, its events on the bus (`hubEvents.ts`); the bell's count, the
 * unread messages beside 'Сообщения' and the live refresh of lists, pages and counters listen here. The state goes to
 * `realtimeStatus.ts` (the top bar's chip). Renders nothing.
 */
export function RealtimeConnection() {
  const { userId } = useSellerUser();
  const queryClient = useQueryClient();
  const { setUnreadMessages } = useShellCounters();
  const [state, setState] = useState<HubState>('connecting');
  const [graceOver, setGraceOver] = useState(false);
  const [connectedOnce, setConnectedOnce] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setGraceOver(true), FIRST_CONNECT_GRACE_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    let session: HubSession | null = null;
    let closed = false;
    hubClient.load().then(
      (start) => {
        if (closed) return;
        session = start({
          url: hubUrl(),
          accessToken: () => getAccessToken() ?? '',
          onState: (next) => {
            if (closed) return;
            setState(next);
            if (next === 'connected') setConnectedOnce(true);
          },
          onOpen: async (connectionId, reconnect) => {
            await registerOnlineUser(userId, connectionId);
            if (reconnect) {
              setUnreadMessages(null);
              refreshAfterGap(queryClient);
            }
          },
        });
      },
      () => {
        if (!closed) setState('reconnecting');
      },
    );
    return () => {
      closed = true;
      void session?.stop();
    };
  }, [userId, queryClient, setUnreadMessages]);

  useEffect(() => {
    setRealtimeStatus({ state, offline: state !== 'connected' && (graceOver || connectedOnce) });
  }, [state, graceOver, connectedOnce]);
  useEffect(() => resetRealtimeStatus, []);

  useNotificationCounter();
  useLiveRefresh();
  useNewOrderAlerts();
  useHubEvent('UnreadMessagesChanged', (event) => {
    if (event.unreadCount !== null) setUnreadMessages(event.unreadCount);
  });
  return null;
}
