import type { NotificationFilterBody } from '../../contract';
import { decoder } from './decode';
import { request, type FailureMode } from './http';
import {
  countReply,
  notificationList,
  notificationSettings,
  type NotificationCountReply,
  type NotificationListReply,
  type NotificationSettings,
  type SellerNotification,
} from './realtimeDecoders';

/**
 * The seller's notifications (docs/contract/realtime.md "Notifications"). Paths under /seller/api.
 * Every call is ours (not in spec section 7): a server without them refuses, so each is silent
 * and its screen degrades (docs/contract/realtime.md "Reading replies").
 */
export type { NotificationCountReply, NotificationListReply, NotificationSettings, SellerNotification };

const decodeList = decoder(notificationList);
const decodeCount = decoder(countReply);
const decodeSettings = decoder(notificationSettings);
const SILENT = { onFailure: 'silent' } as const satisfies { onFailure: FailureMode };

export const getNotifications = (body: NotificationFilterBody): Promise<NotificationListReply> =>
  request('Notification/GetNotifications', decodeList, { body, ...SILENT });

/** Refusals ('Уведомление не найдено') are the caller's to show. */
export const markNotificationRead = (notificationId: number): Promise<NotificationCountReply> =>
  request('Notification/MarkNotificationRead', decodeCount, { query: { notificationId }, ...SILENT });

export const markAllNotificationsRead = (): Promise<NotificationCountReply> =>
  request('Notification/MarkAllNotificationsRead', decodeCount, SILENT);

export const getNotificationSettings = (): Promise<NotificationSettings> =>
  request('Notification/GetNotificationSettings', decodeSettings, { method: 'GET', ...SILENT });

export const updateNotificationSettings = (settings: NotificationSettings): Promise<NotificationSettings> =>
  request('Notification/UpdateNotificationSettings', decodeSettings, { body: settings, ...SILENT });
