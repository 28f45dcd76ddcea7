import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NotificationReceivedEvent } from '../../contract';
import { getNotifications } from '../api/notifications';
import { useShellCounters } from '../layout/ShellCounters';
import { NOTIFICATIONS_RESOURCE } from '../resources/notifications/handler';
import { useHubEvent } from './hubEvents';

/** The bell's latest notifications. */
export const NOTIFICATION_FEED_SIZE = 5;

export { NOTIFICATIONS_RESOURCE };

/** The bell's query; under the resource's name, so whatever refreshes the resource refreshes it. */
export const notificationFeedKey = [NOTIFICATIONS_RESOURCE, 'feed'] as const;

export interface NotificationFeed {
  /** Newest first. */
  items: NotificationReceivedEvent[];
  unreadCount: number;
}

async function loadFeed(): Promise<NotificationFeed> {
  const reply = await getNotifications(
    { onlyUnread: false, pagination: { page: 1, pageSize: NOTIFICATION_FEED_SIZE } },
    'silent',
  );
  return { items: reply.results, unreadCount: reply.unreadCount };
}

/** The bell's feed: one call when the shell opens, then kept current by the hub and mark-read replies. */
export const useNotificationFeed = () =>
  useQuery({ queryKey: notificationFeedKey, queryFn: loadFeed, retry: false, staleTime: Infinity });

const refreshLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_RESOURCE, 'getList'] });

/** A notification arrived: on top of the feed, one more unread; open lists of it refetch. */
export function addToFeed(queryClient: QueryClient, event: NotificationReceivedEvent): void {
  const feed = queryClient.getQueryData<NotificationFeed>(notificationFeedKey);
  if (!feed) void queryClient.invalidateQueries({ queryKey: notificationFeedKey });
  else if (!feed.items.some((item) => item.id === event.id)) {
    queryClient.setQueryData<NotificationFeed>(notificationFeedKey, {
      items: [event, ...feed.items].slice(0, NOTIFICATION_FEED_SIZE),
      unreadCount: feed.unreadCount + (event.isRead ? 0 : 1),
    });
  }
  void refreshLists(queryClient);
}

/**
 * A mark-read reply: the server's unread total, and the notification (or, without an id, every
 * one) read in the feed; open lists refetch.
 */
export function applyReadReply(queryClient: QueryClient, unreadCount: number, readId?: number): void {
  queryClient.setQueryData<NotificationFeed>(notificationFeedKey, (feed) =>
    feed
      ? {
          unreadCount,
          items: feed.items.map((item) =>
            readId === undefined || item.id === readId ? { ...item, isRead: true } : item,
          ),
        }
      : feed,
  );
  void refreshLists(queryClient);
}

/** Keeps the bell's count (ShellCounters) equal to the feed's unread total; counts arrivals. */
export function useNotificationCounter(): void {
  const queryClient = useQueryClient();
  const { data } = useNotificationFeed();
  const { setNotificationsCount } = useShellCounters();
  useHubEvent('NotificationReceived', (event) => addToFeed(queryClient, event));
  const unread = data?.unreadCount;
  useEffect(() => setNotificationsCount(unread ?? null), [unread, setNotificationsCount]);
}

/** A notification's link as a path of the back office; anything else (another site, a script) is no link. */
export const internalLink = (link: string | null | undefined): string | null =>
  link && link.startsWith('/') && !link.startsWith('//') ? link : null;
