import { describe, expect, it } from 'vitest';
import type { NotificationListReply } from '../../contract/index.js';
import { admin, withConsoleServer, type ConsoleContext, type Message } from './consoleHelpers.js';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import { sellerSession } from './ordersHelpers.js';

/** The console's `notifications` (docs/contract/realtime.md "Console"). */

let c: ConsoleContext;
withConsoleServer((context) => {
  c = context;
});

interface AdminNotificationRecord {
  id: number;
  sellerId: number;
  storeName: string;
  title: string;
  text: string;
  link: string | null;
  isRead: boolean;
  createdAt: string;
}

const list = (query: Record<string, unknown>) =>
  admin<AdminNotificationRecord[]>(c.server.app, 'GET', '/notifications', { token: c.token, query });
const post = (body: unknown) =>
  admin<AdminNotificationRecord & Message>(c.server.app, 'POST', '/notifications', { token: c.token, body });

describe('notifications', () => {
  it('sends a notification the seller reads, and lists only the sent ones, by seller', async () => {
    const other = await sellerSession(c.server.app, DEMO_ACCOUNTS.seller2);
    const sent = await post({ sellerId: other.sellerId, title: ' Акция ', text: 'Скидка на размещение' });
    expect(sent.statusCode).toBe(201);
    expect(sent.body).toMatchObject({ sellerId: other.sellerId, title: 'Акция', link: null, isRead: false });
    const theirs = await call<NotificationListReply>(c.server.app, 'POST', '/Notification/GetNotifications', {
      token: other.token,
      body: {},
    });
    expect(theirs.body.data?.results[0]).toMatchObject({ id: sent.body.id, kind: 'admin', title: 'Акция' });
    const mine = await call<NotificationListReply>(c.server.app, 'POST', '/Notification/GetNotifications', {
      token: c.seller.token,
      body: {},
    });
    expect(mine.body.data?.results.map((n) => n.id)).not.toContain(sent.body.id);

    const all = await list({ range: [0, 99] });
    const adminRows = c.server.db
      .prepare("SELECT COUNT(*) FROM notifications WHERE kind = 'admin'")
      .pluck()
      .get();
    expect(all.body).toHaveLength(adminRows as number);
    expect(all.body[0].id).toBe(sent.body.id);
    const bySeller = await list({ filter: { sellerId: other.sellerId } });
    expect(bySeller.body.length).toBeGreaterThan(0);
    expect(bySeller.body.every((n) => n.sellerId === other.sellerId)).toBe(true);
  });

  it('refuses blank texts, foreign links and unknown sellers, storing nothing', async () => {
    const count = () => c.server.db.prepare('SELECT COUNT(*) FROM notifications').pluck().get();
    const before = count();
    const base = { sellerId: c.seller.sellerId, title: 'Заголовок', text: 'Текст' };
    const refusals: [unknown, number][] = [
      [{ ...base, title: '  ' }, 400],
      [{ ...base, text: '' }, 400],
      [{ ...base, link: 'https://example.com' }, 400],
      [{ ...base, link: '//example.com' }, 400],
      [{ ...base, title: 'я'.repeat(201) }, 400],
      [{ ...base, sellerId: 99_999 }, 404],
    ];
    for (const [body, statusCode] of refusals) {
      expect((await post(body)).statusCode, JSON.stringify(body)).toBe(statusCode);
    }
    expect(count()).toBe(before);
    expect((await post({ ...base, link: '/orders/7' })).body).toMatchObject({ link: '/orders/7' });
  });
});
