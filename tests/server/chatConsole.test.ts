import { describe, expect, it } from 'vitest';
import { admin, withConsoleServer, type ConsoleContext, type Message } from './consoleHelpers.js';
import { listChats } from './chatHelpers.js';
import { DEMO_ACCOUNTS } from './helpers.js';
import { sellerSession } from './ordersHelpers.js';

/** The console's `chat-messages` (docs/contract/realtime.md "Console"). */

let c: ConsoleContext;
withConsoleServer((context) => {
  c = context;
});

interface ChatMessageRecord {
  id: number;
  chatId: number;
  sellerId: number;
  buyerId: number;
  subjectType: string;
  subjectId: number | null;
  subjectTitle: string;
  authorRole: string;
  text: string;
  images: { url: string; fileName: string }[];
  isRead: boolean;
  createdAt: string;
}

const list = (query: Record<string, unknown>) =>
  admin<ChatMessageRecord[]>(c.server.app, 'GET', '/chat-messages', { token: c.token, query });
const post = (body: unknown) =>
  admin<ChatMessageRecord & Message>(c.server.app, 'POST', '/chat-messages', { token: c.token, body });
const messageCount = () => c.server.db.prepare('SELECT COUNT(*) FROM chat_messages').pluck().get() as number;

describe('chat-messages', () => {
  it('lists both sides of every chat, newest first, filtered by seller', async () => {
    const all = await list({ sort: ['createdAt', 'DESC'], range: [0, 99] });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-range']).toMatch(/^chat-messages 0-\d+\/\d+$/);
    const times = all.body.map((m) => m.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set(all.body.map((m) => m.authorRole))).toEqual(new Set(['buyer', 'seller']));
    expect(new Set(all.body.map((m) => m.sellerId)).size).toBe(2);
    expect(all.body.some((m) => m.images.length === 1)).toBe(true);
    const mine = await list({ filter: { sellerId: c.seller.sellerId }, range: [0, 99] });
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body.every((m) => m.sellerId === c.seller.sellerId)).toBe(true);
    const general = await list({ filter: { subjectType: 'general' } });
    expect(general.body.every((m) => m.subjectType === 'general' && m.subjectId === null)).toBe(true);
    expect((await list({ filter: { subjectType: 'x' } })).statusCode).toBe(400);
  });

  it('starts a chat the seller then sees, and refuses what does not fit, storing nothing', async () => {
    const buyerId = c.server.db
      .prepare('SELECT id FROM users WHERE email = ?')
      .pluck()
      .get(DEMO_ACCOUNTS.buyer) as number;
    const written = await post({
      sellerId: c.seller.sellerId,
      buyerId,
      subjectType: 'general',
      text: 'Добрый день!',
    });
    expect(written.statusCode).toBe(201);
    expect(written.body).toMatchObject({
      authorRole: 'buyer',
      buyerId,
      subjectType: 'general',
      isRead: false,
    });
    const chats = (await listChats(c.server.app, c.seller.token)).data?.results ?? [];
    expect(chats[0]).toMatchObject({ chatId: written.body.chatId, buyerId, unreadCount: 1 });

    const other = await sellerSession(c.server.app, DEMO_ACCOUNTS.seller2);
    const othersOrder = c.server.db
      .prepare('SELECT id FROM wholesale_orders WHERE seller_id = ? ORDER BY id LIMIT 1')
      .pluck()
      .get(other.sellerId) as number;
    const before = messageCount();
    const refusals: [unknown, number][] = [
      [
        { sellerId: c.seller.sellerId, buyerId, subjectType: 'order', subjectId: othersOrder, text: 'x' },
        400,
      ],
      [{ sellerId: c.seller.sellerId, buyerId, subjectType: 'general', subjectId: 3, text: 'x' }, 400],
      [{ sellerId: c.seller.sellerId, buyerId: c.seller.userId, subjectType: 'general', text: 'x' }, 400],
      [{ sellerId: c.seller.sellerId, buyerId, subjectType: 'general', text: '   ' }, 400],
      [{ sellerId: c.seller.sellerId, buyerId, subjectType: 'general', text: 'я'.repeat(2001) }, 400],
      [{ sellerId: 99_999, buyerId, subjectType: 'general', text: 'x' }, 404],
    ];
    for (const [body, statusCode] of refusals) {
      const reply = await post(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(statusCode);
      expect(reply.body.message).toEqual(expect.any(String));
    }
    expect(messageCount()).toBe(before);
  });
});
