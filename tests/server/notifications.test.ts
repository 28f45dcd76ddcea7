import { describe, expect, it } from 'vitest';
import type { NotificationListReply, NotificationSettings } from '../../contract/index.js';
import { admin, adminToken } from './consoleHelpers.js';
import { recordEvents } from './chatHelpers.js';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import {
  count,
  sellerSession,
  withOrdersServer,
  type OrdersServer,
  type SellerSession,
} from './ordersHelpers.js';

/** Notification calls of docs/contract/realtime.md "Notifications" on the seeded notifications. */

let server: OrdersServer;
let seller: SellerSession;
withOrdersServer((s, session) => {
  server = s;
  seller = session;
});

const list = async (token: string, body: object = {}) =>
  (await call<NotificationListReply>(server.app, 'POST', '/Notification/GetNotifications', { token, body }))
    .body;

const unreadRows = (userId: number) =>
  count(server, 'SELECT COUNT(*) FROM notifications WHERE user_id = ? AND is_read = 0', userId);

const ALL_ON: NotificationSettings = {
  order: true,
  payment: true,
  request: true,
  tender: true,
  dispute: true,
  review: true,
  message: true,
};

describe('Notification/GetNotifications', () => {
  it("pages the seller's own notifications newest first, with the unread total and only-unread", async () => {
    const total = count(server, 'SELECT COUNT(*) FROM notifications WHERE user_id = ?', seller.userId);
    expect(total).toBeGreaterThanOrEqual(12);
    const first = await list(seller.token, { pagination: { page: 1, pageSize: 10 } });
    expect(first.status).toBe(1);
    expect(first.data).toMatchObject({ rowCount: total, pageCount: Math.ceil(total / 10) });
    expect(first.data?.unreadCount).toBe(unreadRows(seller.userId));
    const second = await list(seller.token, { pagination: { page: 2, pageSize: 10 } });
    const ids = [...(first.data?.results ?? []), ...(second.data?.results ?? [])].map((n) => n.id);
    expect(ids).toHaveLength(total);
    const times = [...(first.data?.results ?? []), ...(second.data?.results ?? [])].map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const owners = count(
      server,
      `SELECT COUNT(*) FROM notifications WHERE user_id <> ? AND id IN (SELECT value FROM json_each(?))`,
      seller.userId,
      JSON.stringify(ids),
    );
    expect(owners).toBe(0);
    const kinds = new Set(
      [...(first.data?.results ?? []), ...(second.data?.results ?? [])].map((n) => n.kind),
    );
    for (const kind of ['order', 'payment', 'request', 'tender', 'dispute', 'review', 'admin']) {
      expect(kinds, kind).toContain(kind);
    }
    const newest = first.data?.results[0];
    expect(newest).toMatchObject({ isRead: false, kind: 'order' });
    expect(newest?.link).toMatch(/^\/orders\/\d+$/);
    const unread = await list(seller.token, { onlyUnread: true, pagination: { page: 1, pageSize: 50 } });
    expect(unread.data?.results.length).toBe(unreadRows(seller.userId));
    expect(unread.data?.results.every((n) => !n.isRead)).toBe(true);
  });
});

describe('marking notifications read', () => {
  it("marks one and then all read; another seller's notification is -1 and unchanged", async () => {
    const unread = (await list(seller.token, { onlyUnread: true })).data?.results ?? [];
    const before = unreadRows(seller.userId);
    const one = await call(
      server.app,
      'POST',
      `/Notification/MarkNotificationRead?notificationId=${unread[0].id}`,
      {
        token: seller.token,
      },
    );
    expect(one.body).toEqual({ status: 1, data: { unreadCount: before - 1 } });
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    const theirs = (await list(other.token, { onlyUnread: true })).data?.results[0];
    if (!theirs) throw new Error('the second seller has no unread notification');
    const refused = await call(
      server.app,
      'POST',
      `/Notification/MarkNotificationRead?notificationId=${theirs.id}`,
      {
        token: seller.token,
      },
    );
    expect(refused.body).toEqual({ status: -1, errorMessage: 'Уведомление не найдено' });
    expect(count(server, 'SELECT is_read FROM notifications WHERE id = ?', theirs.id)).toBe(0);
    const all = await call(server.app, 'POST', '/Notification/MarkAllNotificationsRead', {
      token: seller.token,
    });
    expect(all.body).toEqual({ status: 1, data: { unreadCount: 0 } });
    expect(unreadRows(seller.userId)).toBe(0);
    expect(unreadRows(other.userId)).toBeGreaterThan(0);
  });
});

describe('notification settings', () => {
  it('notifies every kind by default, stores a change and refuses an incomplete body', async () => {
    const get = async (token: string) =>
      (
        await call<NotificationSettings>(server.app, 'GET', '/Notification/GetNotificationSettings', {
          token,
        })
      ).body;
    expect(await get(seller.token)).toEqual({ status: 1, data: ALL_ON });
    const changed = { ...ALL_ON, payment: false, review: false };
    const update = await call(server.app, 'POST', '/Notification/UpdateNotificationSettings', {
      token: seller.token,
      body: changed,
    });
    expect(update.body).toEqual({ status: 1, data: changed });
    expect(await get(seller.token)).toEqual({ status: 1, data: changed });
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    expect(await get(other.token)).toEqual({ status: 1, data: ALL_ON });
    const { payment: _payment, ...missing } = ALL_ON;
    for (const body of [missing, { ...ALL_ON, order: 'yes' }]) {
      const bad = await call(server.app, 'POST', '/Notification/UpdateNotificationSettings', {
        token: seller.token,
        body,
      });
      expect(bad.body.status, JSON.stringify(body)).toBe(-1);
    }
    expect(await get(seller.token)).toEqual({ status: 1, data: changed });
  });

  it('a kind switched off is neither stored nor published; the status change still is; admin always notifies', async () => {
    await call(server.app, 'POST', '/Notification/UpdateNotificationSettings', {
      token: seller.token,
      body: { ...ALL_ON, payment: false },
    });
    const token = await adminToken(server.app);
    const stored = count(server, 'SELECT COUNT(*) FROM notifications WHERE user_id = ?', seller.userId);
    const events = recordEvents(server.app);
    // Scenario order 7: the demo seller's unpaid wholesale order (docs/contract/orders.md "Demo data").
    const paid = await admin(server.app, 'POST', '/order-actions', {
      token,
      body: { market: 'wholesale', orderId: 7, action: 'pay' },
    });
    expect(paid.statusCode).toBe(201);
    expect(events).toEqual([
      {
        userId: seller.userId,
        target: 'OrderStatusChanged',
        payload: { orderId: 7, marketType: 1, statusId: 2 },
      },
    ]);
    expect(count(server, 'SELECT COUNT(*) FROM notifications WHERE user_id = ?', seller.userId)).toBe(stored);
    await call(server.app, 'POST', '/Notification/UpdateNotificationSettings', {
      token: seller.token,
      body: {
        order: false,
        payment: false,
        request: false,
        tender: false,
        dispute: false,
        review: false,
        message: false,
      },
    });
    const sent = await admin<{ id: number }>(server.app, 'POST', '/notifications', {
      token,
      body: { sellerId: seller.sellerId, title: 'Плановые работы', text: 'Ночью площадка недоступна' },
    });
    expect(sent.statusCode).toBe(201);
    expect(events.slice(1)).toEqual([
      {
        userId: seller.userId,
        target: 'NotificationReceived',
        payload: {
          id: sent.body.id,
          title: 'Плановые работы',
          text: 'Ночью площадка недоступна',
          createdAt: new Date(server.clock.now).toISOString(),
          isRead: false,
          link: null,
        },
      },
    ]);
    const newest = (await list(seller.token)).data?.results[0];
    expect(newest).toMatchObject({
      id: sent.body.id,
      kind: 'admin',
      title: 'Плановые работы',
      isRead: false,
    });
  });
});
