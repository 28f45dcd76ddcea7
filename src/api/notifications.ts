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
  request<NotificationListReply>('Notification/GetNotifications', { body, onFailure });

/** Refusals ('Уведомление не найдено') are the caller's to show. */
const ACTION_OPTIONS = { onFailure: 'silent' } as const;

export const markNotificationRead = (notificationId: number): Promise<NotificationCountReply> =>
  request<NotificationCountReply>('Notification/MarkNotificationRead', {
    query: { notificationId },
    ...ACTION_OPTIONS,
  });

export const markAllNotificationsRead = (): Promise<NotificationCountReply> =>
  request<NotificationCountReply>('Notification/MarkAllNotificationsRead', ACTION_OPTIONS);

export const getNotificationSettings = (): Promise<NotificationSettings> =>
  request<NotificationSettings>('Notification/GetNotificationSettings', { method: 'GET' });

export const updateNotificationSettings = (settings: NotificationSettings): Promise<NotificationSettings> =>
  request<NotificationSettings>('Notification/UpdateNotificationSettings', {
    body: settings,
    ...ACTION_OPTIONS,
  });
