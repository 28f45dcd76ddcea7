import { useEffect } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { getNotifications, type SellerNotification } from '../api/notifications';
import { unlessRefused } from '../api/ourCalls';
import { useShellCounters } from '../layout/ShellCounters';
import { NOTIFICATIONS_RESOURCE } from '../resources/notifications/handler';
import { useHubEvent } from './hubEvents';

/** The bell's latest notifications. */
export const NOTIFICATION_FEED_SIZE = 5;

export { NOTIFICATIONS_RESOURCE };

/** The bell's query; under the resource's name, so whatever refreshes the resource refreshes it. */
export const notificationFeedKey = [NOTIFICATIONS_RESOURCE, 'feed'] as const;

/** Spec section 3, notifications state: the notifications and `notificationCount` (unread). */
export interface NotificationFeed {
  /** Newest first. */
  items: SellerNotification[];
  unreadCount: number;
}

const EMPTY_FEED: NotificationFeed = { items: [], unreadCount: 0 };

/**
 * GetNotifications is ours: a server without it (a refusal) or a reply without the list starts
 * the bell at what it already counted (0 at first), and the hub's events count from there. A
 * reply without `unreadCount` counts the unread ones of the page.
 */
async function loadFeed(queryClient: QueryClient): Promise<NotificationFeed> {
  const reply = await unlessRefused(
    getNotifications({ onlyUnread: false, pagination: { page: 1, pageSize: NOTIFICATION_FEED_SIZE } }),
    null,
  );
  if (!reply) return queryClient.getQueryData<NotificationFeed>(notificationFeedKey) ?? EMPTY_FEED;
  const items = reply.results;
  return { items, unreadCount: reply.unreadCount ?? items.filter((item) => !item.isRead).length };
}

/** The bell's feed: one call when the shell opens, then kept current by the hub and mark-read replies. */
export function useNotificationFeed() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: notificationFeedKey,
    queryFn: () => loadFeed(queryClient),
    retry: false,
    staleTime: Infinity,
  });
}

const refreshLists = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [NOTIFICATIONS_RESOURCE, 'getList'] });

/**
 * A notification arrived: one more unread (whatever the feed's call did: failed, refused or not
 * answered yet), on top of the feed when it can be shown; open lists of it refetch. An event
 * without a readable notification still counts (`null`).
 */
export function addToFeed(queryClient: QueryClient, event: SellerNotification | null): void {
  const feed = queryClient.getQueryData<NotificationFeed>(notificationFeedKey) ?? EMPTY_FEED;
  if (!event || !feed.items.some((item) => item.id === event.id)) {
    queryClient.setQueryData<NotificationFeed>(notificationFeedKey, {
      items: event ? [event, ...feed.items].slice(0, NOTIFICATION_FEED_SIZE) : feed.items,
      unreadCount: feed.unreadCount + (event?.isRead ? 0 : 1),
    });
  }
  void refreshLists(queryClient);
}

/**
 * A mark-read reply: the server's unread total (when sent; else the feed's count less what was
 * read), and the notification (or, without an id, every one) read in the feed; open lists refetch.
 */
export function applyReadReply(queryClient: QueryClient, unreadCount: number | null, readId?: number): void {
  queryClient.setQueryData<NotificationFeed>(notificationFeedKey, (feed) => {
    if (!feed) return feed;
    const wasUnread = feed.items.some((item) => item.id === readId && !item.isRead);
    const counted = readId === undefined ? 0 : Math.max(0, feed.unreadCount - (wasUnread ? 1 : 0));
    return {
      unreadCount: unreadCount ?? counted,
      items: feed.items.map((item) =>
        readId === undefined || item.id === readId ? { ...item, isRead: true } : item,
      ),
    };
  });
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
