import { unchecked } from './decode';
import type {
  NotificationCountReply,
  NotificationFilterBody,
  NotificationListReply,
  NotificationSettings,
} from '../../contract';
import { request, type FailureMode } from './http';

/** The seller's notifications (docs/contract/realtime.md "Notifications"). Paths under /seller/api. */

export const getNotifications = (
  body: NotificationFilterBody,
  onFailure: FailureMode = 'error-page',
): Promise<NotificationListReply> =>
  request('Notification/GetNotifications', unchecked<NotificationListReply>(), { body, onFailure });

/** Refusals ('Уведомление не найдено') are the caller's to show. */
const ACTION_OPTIONS = { onFailure: 'silent' } as const;

export const markNotificationRead = (notificationId: number): Promise<NotificationCountReply> =>
  request('Notification/MarkNotificationRead', unchecked<NotificationCountReply>(), {
    query: { notificationId },
    ...ACTION_OPTIONS,
  });

export const markAllNotificationsRead = (): Promise<NotificationCountReply> =>
  request('Notification/MarkAllNotificationsRead', unchecked<NotificationCountReply>(), ACTION_OPTIONS);

export const getNotificationSettings = (): Promise<NotificationSettings> =>
  request('Notification/GetNotificationSettings', unchecked<NotificationSettings>(), { method: 'GET' });

export const updateNotificationSettings = (settings: NotificationSettings): Promise<NotificationSettings> =>
  request('Notification/UpdateNotificationSettings', unchecked<NotificationSettings>(), {
    body: settings,
    ...ACTION_OPTIONS,
  });
