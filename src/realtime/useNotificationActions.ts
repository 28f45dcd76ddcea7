import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { NOTIFICATIONS_RESOURCE, type NotificationsDataProvider } from '../resources/notifications/handler';
import { applyReadReply } from './notificationFeed';

/** Mark one or every notification read (the bell and /own-notifications); the replies set the count. */
export function useNotificationActions() {
  const dataProvider = useDataProvider<NotificationsDataProvider>();
  const queryClient = useQueryClient();
  const markRead = useCallback(
    async (notificationId: number) => {
      const reply = await dataProvider.markRead(NOTIFICATIONS_RESOURCE, { notificationId });
      applyReadReply(queryClient, reply.unreadCount, notificationId);
    },
    [dataProvider, queryClient],
  );
  const markAllRead = useCallback(async () => {
    const reply = await dataProvider.markAllRead(NOTIFICATIONS_RESOURCE);
    applyReadReply(queryClient, reply.unreadCount);
  }, [dataProvider, queryClient]);
  return { markRead, markAllRead };
}
