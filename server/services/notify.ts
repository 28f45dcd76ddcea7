import type { HubEvents, HubTarget, NotificationKind, SellerNotification } from '../../contract/realtime.js';
import type { Db } from '../db/index.js';
import { all, one, run } from '../db/query.js';
import type { UserEvents } from '../lib/events.js';

/**
 * Storing a notification and publishing hub events (docs/contract/realtime.md). Services receive
 * only `db`, so the app's `ctx.events` is connected to its database once (`connectUserEvents`)
 * and found here; a database without events (the seed, a service test) publishes nothing.
 */

const eventsByDb = new WeakMap<Db, UserEvents>();

export function connectUserEvents(db: Db, events: UserEvents): void {
  eventsByDb.set(db, events);
}

export function publishTo<T extends HubTarget>(
  db: Db,
  userId: number,
  target: T,
  payload: HubEvents[T],
): void {
  eventsByDb.get(db)?.publish(userId, target, payload);
}

const sellerUserId = (db: Db, sellerId: number): number | undefined =>
  one<{ user_id: number }>(db, 'SELECT user_id FROM sellers WHERE id = ?', sellerId)?.user_id;

/** `publishTo` the user of a seller (`sellers.id`), as the seller's records name it. */
export function publishToSeller<T extends HubTarget>(
  db: Db,
  sellerId: number,
  target: T,
  payload: HubEvents[T],
): void {
  const userId = sellerUserId(db, sellerId);
  if (userId !== undefined) publishTo(db, userId, target, payload);
}

/** `publishTo` every seller's user (a buyer's new tender concerns them all). */
export function publishToEverySeller<T extends HubTarget>(db: Db, target: T, payload: HubEvents[T]): void {
  const events = eventsByDb.get(db);
  // A database no app serves publishes nothing: the query is skipped (the seed's many tenders).
  if (!events) return;
  for (const { user_id } of all<{ user_id: number }>(db, 'SELECT user_id FROM sellers')) {
    events.publish(user_id, target, payload);
  }
}

/** What a new notification says; `link` is a back-office path without `/seller`. */
export interface Notice {
  kind: NotificationKind;
  title: string;
  text: string;
  link: string | null;
}

/** Whether the user lets `kind` notify: `admin` always does, a kind without a setting does. */
export function notifies(db: Db, userId: number, kind: NotificationKind): boolean {
  if (kind === 'admin') return true;
  const setting = one<{ enabled: number }>(
    db,
    'SELECT enabled FROM notification_settings WHERE user_id = ? AND kind = ?',
    userId,
    kind,
  );
  return setting === undefined || setting.enabled === 1;
}

/**
 * Stores the notice for the user and publishes `NotificationReceived`, unless the user switched
 * its kind off (then nothing is stored or published: null).
 */
export function notify(db: Db, userId: number, notice: Notice, at: string): SellerNotification | null {
  if (!notifies(db, userId, notice.kind)) return null;
  const id = Number(
    run(
      db,
      `INSERT INTO notifications (user_id, kind, title, text, link, is_read, created_at)
       VALUES (?, ?, ?, ?, ?, 0, ?)`,
      userId,
      notice.kind,
      notice.title,
      notice.text,
      notice.link,
      at,
    ).lastInsertRowid,
  );
  const stored: SellerNotification = { id, ...notice, createdAt: at, isRead: false };
  publishTo(db, userId, 'NotificationReceived', {
    id,
    title: notice.title,
    text: notice.text,
    createdAt: at,
    isRead: false,
    link: notice.link,
  });
  return stored;
}

/** `notify` for the user of a seller (`sellers.id`), as the seller's records name it. */
export function notifySeller(db: Db, sellerId: number, notice: Notice, at: string): void {
  const userId = sellerUserId(db, sellerId);
  if (userId !== undefined) notify(db, userId, notice, at);
}
