import type { NotificationFilterBody, NotificationKind, NotificationSettings } from '../../contract';
import { pagination } from './list';

/** Page size of /own-notifications (docs/contract/realtime.md). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** The one filter of /own-notifications, in the URL: `show: 'unread'`, or absent for all. */
export const UNREAD_ONLY = 'unread';

/** The kinds the seller can switch off, in the order the settings page lists them. */
export const SWITCHABLE_KINDS = [
  'order',
  'payment',
  'request',
  'tender',
  'dispute',
  'review',
  'message',
] as const satisfies readonly Exclude<NotificationKind, 'admin'>[];

export interface NotificationListInput {
  show: unknown;
  page: number | undefined;
  pageSize: number | undefined;
}

/** The body of GetNotifications for the list's filter and page. */
export const notificationFilterBody = ({
  show,
  page,
  pageSize,
}: NotificationListInput): NotificationFilterBody => ({
  onlyUnread: show === UNREAD_ONLY,
  pagination: pagination(page, pageSize, NOTIFICATIONS_PAGE_SIZE),
});

/** The body of UpdateNotificationSettings: every switchable kind, a missing one on. */
export const notificationSettingsBody = (values: Partial<Record<string, unknown>>): NotificationSettings => {
  const on = (kind: (typeof SWITCHABLE_KINDS)[number]) => values[kind] !== false;
  return {
    order: on('order'),
    payment: on('payment'),
    request: on('request'),
    tender: on('tender'),
    dispute: on('dispute'),
    review: on('review'),
    message: on('message'),
  };
};
