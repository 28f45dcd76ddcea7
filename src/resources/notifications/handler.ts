import type { GetListParams, GetListResult } from 'react-admin';
import {
  getNotificationSettings,
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  updateNotificationSettings,
  type NotificationSettings,
  type SellerNotification,
} from '../../api/notifications';
import { unlessRefused } from '../../api/ourCalls';
import { notificationFilterBody, notificationSettingsBody } from '../../api/notificationsPayloads';
import { toListPage } from '../../api/list';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';
import { filterOf } from '../../dataProvider/params';

/** `notifications`: the seller's notifications (/own-notifications) and their settings (/notifications). */
export const NOTIFICATIONS_RESOURCE = 'notifications';

export interface NotificationIdParams {
  notificationId: number;
}

export type NotificationsDataProvider = ResourceDataProvider<typeof notificationsHandler>;

/**
 * GetNotifications for the list: newest first (the server's order), `meta.unreadCount` beside the
 * page (the page's own unread ones when the reply has no total).
 */
async function getNotificationList(params: GetListParams): Promise<GetListResult<SellerNotification>> {
  const body = notificationFilterBody({
    show: filterOf(params).show,
    page: params.pagination?.page,
    pageSize: params.pagination?.perPage,
  });
  // Ours: a server without the call has no notifications to list (the empty state).
  const reply = await unlessRefused(getNotifications(body), null);
  const results = reply?.results ?? [];
  const page = toListPage(
    { results, pageCount: reply?.pageCount ?? 1, rowCount: reply?.rowCount ?? undefined },
    body.pagination,
  );
  const unreadCount = reply?.unreadCount ?? results.filter((row) => !row.isRead).length;
  return { ...page, meta: { ...page.meta, unreadCount } };
}

export const notificationsHandler = defineHandler(() => ({
  getList: getNotificationList,
  markRead: (p: NotificationIdParams) => markNotificationRead(p.notificationId),
  markAllRead: () => markAllNotificationsRead(),
  getSettings: () => getNotificationSettings(),
  updateSettings: (p: NotificationSettings) => updateNotificationSettings(notificationSettingsBody(p)),
}));
