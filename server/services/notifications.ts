import type {
  NotificationKind,
  NotificationListReply,
  NotificationSettings,
  SellerNotification,
} from '../../contract/realtime.js';
import type { Db } from '../db/index.js';
import { all, run, scalar, type SqlValue } from '../db/query.js';
import { listPage, pageWindow, type Pagination } from './ordersCommon.js';

/** The seller's notifications and which kinds notify (docs/contract/realtime.md "Notifications"). */

export const NOTIFICATION_NOT_FOUND = 'Уведомление не найдено';

/** The kinds a user can switch off (every kind but `admin`), in the order the settings list them. */
export const SWITCHABLE_KINDS = [
  'order',
  'payment',
  'request',
  'tender',
  'dispute',
  'review',
  'message',
] as const satisfies readonly Exclude<NotificationKind, 'admin'>[];

export const unreadNotifications = (db: Db, userId: number): number =>
  scalar(db, 'SELECT COUNT(*) AS value FROM notifications WHERE user_id = ? AND is_read = 0', userId);

interface NotificationRow {
  id: number;
  kind: NotificationKind;
  title: string;
  text: string;
  link: string | null;
  createdAt: string;
  isRead: number;
}

/** The user's notifications, newest first, plus the unread total. */
export function listNotifications(
  db: Db,
  userId: number,
  filter: { onlyUnread: boolean; pagination: Pagination | null | undefined },
): NotificationListReply {
  const where = filter.onlyUnread ? 'user_id = ? AND is_read = 0' : 'user_id = ?';
  const params: SqlValue[] = [userId];
  const window = pageWindow(filter.pagination);
  const rowCount = scalar(db, `SELECT COUNT(*) AS value FROM notifications WHERE ${where}`, ...params);
  const rows = all<NotificationRow>(
    db,
    `SELECT id, kind, title, text, link, created_at AS createdAt, is_read AS isRead FROM notifications
     WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    ...params,
    window.pageSize,
    window.offset,
  );
  const results = rows.map((row): SellerNotification => ({ ...row, isRead: row.isRead === 1 }));
  return { ...listPage(results, rowCount, window.pageSize), unreadCount: unreadNotifications(db, userId) };
}

/** Marks one of the user's notifications read: the new unread total, or undefined when not the user's. */
export function markNotificationRead(db: Db, userId: number, notificationId: number): number | undefined {
  const changed = run(
    db,
    'UPDATE notifications SET is_read = 1 WHERE id = ? AND user_id = ?',
    notificationId,
    userId,
  ).changes;
  return changed === 0 ? undefined : unreadNotifications(db, userId);
}

export function markAllNotificationsRead(db: Db, userId: number): number {
  run(db, 'UPDATE notifications SET is_read = 1 WHERE user_id = ? AND is_read = 0', userId);
  return unreadNotifications(db, userId);
}

/** Every switchable kind; a kind without a stored setting notifies. */
export function notificationSettings(db: Db, userId: number): NotificationSettings {
  const stored = all<{ kind: string; enabled: number }>(
    db,
    'SELECT kind, enabled FROM notification_settings WHERE user_id = ?',
    userId,
  );
  const off = new Set(stored.filter((s) => s.enabled === 0).map((s) => s.kind));
  return Object.fromEntries(SWITCHABLE_KINDS.map((kind) => [kind, !off.has(kind)])) as NotificationSettings;
}

export function updateNotificationSettings(
  db: Db,
  userId: number,
  settings: NotificationSettings,
): NotificationSettings {
  db.transaction(() => {
    for (const kind of SWITCHABLE_KINDS) {
      run(
        db,
        `INSERT INTO notification_settings (user_id, kind, enabled) VALUES (?, ?, ?)
         ON CONFLICT (user_id, kind) DO UPDATE SET enabled = excluded.enabled`,
        userId,
        kind,
        settings[kind] ? 1 : 0,
      );
    }
  })();
  return notificationSettings(db, userId);
}
