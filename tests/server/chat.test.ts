import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ChatMessage as WireMessage, ChatSummary as WireSummary } from '../../contract/index.js';
import type { Full } from './fullReply.js';

type ChatMessage = Full<WireMessage>;
type ChatSummary = Full<WireSummary>;
import { chatMessages, dashboardUnread, listChats, recordEvents } from './chatHelpers.js';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import {
  count,
  JPEG,
  PDF,
  PNG,
  postMultipart,
  sellerSession,
  withOrdersServer,
  type OrdersServer,
  type SellerSession,
} from './ordersHelpers.js';

/** Chat calls of docs/contract/realtime.md "Chat" on the seeded chats of both demo sellers. */

let server: OrdersServer;
let seller: SellerSession;
withOrdersServer((s, session) => {
  server = s;
  seller = session;
});

const CHAT_NOT_FOUND = { status: -1, errorMessage: 'Чат не найден' };

const unreadRows = (userId: number) =>
  count(server, 'SELECT COUNT(*) FROM chat_messages WHERE to_user_id = ? AND is_read = 0', userId);

async function otherSellersChat(): Promise<{ other: SellerSession; chat: ChatSummary }> {
  const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
  const chat = (await listChats(server.app, other.token)).data?.results[0];
  if (!chat) throw new Error('the second seller has no chat');
  return { other, chat };
}

const uploadedFiles = (): string[] => {
  const dir = path.join(server.dataDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir).sort() : [];
};

const send = (token: string, chatId: number | string, text: string | null, images: Buffer[] = []) =>
  postMultipart<ChatMessage>(server.app, '/Chat/SendMessage', token, [
    { name: 'ChatId', value: String(chatId) },
    ...(text === null ? [] : [{ name: 'Text', value: text }]),
    ...images.map((data, i) => ({
      name: 'Images',
      filename: `photo${i}.png`,
      contentType: 'image/png',
      data,
    })),
  ]);

describe('Chat/GetChats', () => {
  it("lists the seller's chats, newest message first, with unread counts equal to the rows and the dashboard", async () => {
    const reply = await listChats(server.app, seller.token, { pagination: { page: 1, pageSize: 50 } });
    expect(reply.status).toBe(1);
    const chats = reply.data?.results ?? [];
    expect(chats.map((c) => c.subjectType).sort()).toEqual(
      ['general', 'order', 'request', 'retailOrder', 'tender'].sort(),
    );
    const times = chats.map((c) => c.lastMessage?.createdAt ?? '');
    expect(times).toEqual([...times].sort().reverse());
    for (const chat of chats) {
      expect(chat.unreadCount).toBe(
        count(
          server,
          'SELECT COUNT(*) FROM chat_messages WHERE chat_id = ? AND to_user_id = ? AND is_read = 0',
          chat.chatId,
          seller.userId,
        ),
      );
    }
    const total = unreadRows(seller.userId);
    expect(total).toBeGreaterThan(0);
    expect(reply.data?.unreadCount).toBe(total);
    expect(await dashboardUnread(server.app, seller.token, seller.userId)).toBe(total);
    const unread = await call<{ unreadCount: number }>(server.app, 'GET', '/Chat/GetUnreadCount', {
      token: seller.token,
    });
    expect(unread.body).toEqual({ status: 1, data: { unreadCount: total } });
    const order = chats.find((c) => c.subjectType === 'order');
    expect(order?.subjectTitle).toBe(`Заказ № ${order?.subjectId}`);
    expect(order?.lastMessage).toMatchObject({ senderId: order?.buyerId });
    expect(chats.find((c) => c.subjectType === 'general')).toMatchObject({
      subjectId: null,
      subjectTitle: '',
    });
  });

  it('pages, keeps only unread chats, and searches the buyer name and the subject title', async () => {
    const page = await listChats(server.app, seller.token, { pagination: { page: 2, pageSize: 2 } });
    expect(page.data).toMatchObject({ pageCount: 3, rowCount: 5 });
    expect(page.data?.results).toHaveLength(2);
    const unread = (await listChats(server.app, seller.token, { onlyUnread: true })).data?.results ?? [];
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.every((c) => c.unreadCount > 0)).toBe(true);
    const all = (await listChats(server.app, seller.token)).data?.results ?? [];
    expect(unread.length).toBe(all.filter((c) => c.unreadCount > 0).length);
    const request = all.find((c) => c.subjectType === 'request');
    const byTitle = await listChats(server.app, seller.token, { search: `запрос № ${request?.subjectId}` });
    expect(byTitle.data?.results.map((c) => c.chatId)).toEqual([request?.chatId]);
    const buyer = all[0];
    const byName = await listChats(server.app, seller.token, {
      search: buyer.buyerName.slice(0, 5).toUpperCase(),
    });
    expect(byName.data?.results.map((c) => c.chatId)).toContain(buyer.chatId);
  });
});

describe('Chat/GetChatMessages', () => {
  it('answers the newest page oldest first, then pages back with beforeId', async () => {
    const chat = (await listChats(server.app, seller.token)).data?.results.find(
      (c) => c.subjectType === 'order',
    );
    if (!chat) throw new Error('no order chat');
    const first = await chatMessages(server.app, seller.token, {
      chatId: chat.chatId,
      beforeId: null,
      pageSize: 2,
    });
    expect(first.status).toBe(1);
    expect(first.data?.chat.chatId).toBe(chat.chatId);
    const ids = first.data?.messages.map((m) => m.id) ?? [];
    expect(ids).toHaveLength(2);
    expect(ids[0]).toBeLessThan(ids[1]);
    expect(first.data?.hasMore).toBe(true);
    const last = first.data?.messages[1];
    expect(last).toMatchObject({ senderRole: 'buyer', senderId: chat.buyerId, isRead: false });
    const withImage = first.data?.messages.find((m) => m.images.length > 0);
    expect(withImage?.images[0].fileName).toBe('Фото упаковки.png');
    expect(withImage?.images[0].url).toMatch(/^\/seller\/uploads\/[0-9a-f]{32}\.png$/);
    const back = await chatMessages(server.app, seller.token, {
      chatId: chat.chatId,
      beforeId: ids[0],
      pageSize: 100,
    });
    expect(back.data?.messages.every((m) => m.id < ids[0])).toBe(true);
    expect(back.data?.hasMore).toBe(false);
    expect(back.data?.messages[0]).toMatchObject({ senderRole: 'buyer' });
    expect(back.data?.messages[1]).toMatchObject({ senderRole: 'seller', senderId: seller.userId });
  });

  it("refuses another seller's chat with -1 and bad page sizes", async () => {
    const { chat } = await otherSellersChat();
    const reply = await chatMessages(server.app, seller.token, {
      chatId: chat.chatId,
      beforeId: null,
      pageSize: 10,
    });
    expect(reply).toEqual(CHAT_NOT_FOUND);
    for (const pageSize of [0, 101]) {
      const bad = await chatMessages(server.app, seller.token, {
        chatId: chat.chatId,
        beforeId: null,
        pageSize,
      });
      expect(bad.status).toBe(-1);
    }
  });
});

describe('Chat/OpenChat', () => {
  it("finds the existing chat, starts one about another of the buyer's orders, refuses other subjects", async () => {
    const chats = (await listChats(server.app, seller.token)).data?.results ?? [];
    const order = chats.find((c) => c.subjectType === 'order');
    if (!order) throw new Error('no order chat');
    const open = (body: object) =>
      call<ChatSummary>(server.app, 'POST', '/Chat/OpenChat', { token: seller.token, body });
    const again = await open({ buyerId: order.buyerId, subjectType: 'order', subjectId: order.subjectId });
    expect(again.body.data?.chatId).toBe(order.chatId);
    const anotherOrder = count(
      server,
      'SELECT id FROM wholesale_orders WHERE seller_id = ? AND buyer_id = ? AND id <> ? ORDER BY id LIMIT 1',
      seller.sellerId,
      order.buyerId,
      order.subjectId,
    );
    const started = await open({ buyerId: order.buyerId, subjectType: 'order', subjectId: anotherOrder });
    expect(started.body.data).toMatchObject({
      buyerId: order.buyerId,
      subjectType: 'order',
      subjectId: anotherOrder,
      subjectTitle: `Заказ № ${anotherOrder}`,
      lastMessage: null,
      unreadCount: 0,
    });
    expect(started.body.data?.chatId).not.toBe(order.chatId);
    const othersOrder = count(
      server,
      'SELECT id FROM wholesale_orders WHERE seller_id <> ? ORDER BY id LIMIT 1',
      seller.sellerId,
    );
    const refused = [
      { buyerId: order.buyerId, subjectType: 'order', subjectId: othersOrder },
      { buyerId: seller.userId, subjectType: 'general', subjectId: null },
      { buyerId: order.buyerId, subjectType: 'general', subjectId: 5 },
      { buyerId: order.buyerId, subjectType: 'order', subjectId: null },
    ];
    const chatsBefore = count(server, 'SELECT COUNT(*) FROM chats');
    for (const body of refused) expect((await open(body)).body, JSON.stringify(body)).toEqual(CHAT_NOT_FOUND);
    expect(count(server, 'SELECT COUNT(*) FROM chats')).toBe(chatsBefore);
  });
});

describe('Chat/SendMessage', () => {
  it('stores the text as sent and the images, raising no event for the seller', async () => {
    const chat = (await listChats(server.app, seller.token)).data?.results[0];
    if (!chat) throw new Error('no chat');
    const events = recordEvents(server.app);
    const text = '<b>Здравствуйте!</b>  Фото во вложении ';
    const reply = await send(seller.token, chat.chatId, text, [PNG, JPEG]);
    expect(reply.status).toBe(1);
    expect(reply.data).toMatchObject({
      chatId: chat.chatId,
      senderId: seller.userId,
      senderRole: 'seller',
      text,
    });
    expect(reply.data?.images.map((i) => i.fileName)).toEqual(['photo0.png', 'photo1.png']);
    for (const image of reply.data?.images ?? []) {
      expect(existsSync(path.join(server.dataDir, 'uploads', path.basename(image.url)))).toBe(true);
    }
    expect(events).toEqual([]);
    const listed = (await listChats(server.app, seller.token)).data?.results[0];
    expect(listed).toMatchObject({
      chatId: chat.chatId,
      lastMessage: { text, senderId: seller.userId, imagesCount: 2 },
    });
    const onlyImage = await send(seller.token, chat.chatId, '', [PNG]);
    expect(onlyImage.data?.text).toBe('');
  });

  it("refuses an empty message, too many or wrong files, a long text and another seller's chat, storing nothing", async () => {
    const mine = (await listChats(server.app, seller.token)).data?.results[0];
    const { chat: theirs } = await otherSellersChat();
    if (!mine) throw new Error('no chat');
    const messagesBefore = count(server, 'SELECT COUNT(*) FROM chat_messages');
    const imagesBefore = count(server, 'SELECT COUNT(*) FROM chat_message_images');
    const filesBefore = uploadedFiles();
    expect(await send(seller.token, mine.chatId, '   ')).toEqual({
      status: -1,
      errorMessage: 'Введите сообщение',
    });
    expect(await send(seller.token, mine.chatId, null)).toEqual({
      status: -1,
      errorMessage: 'Введите сообщение',
    });
    expect((await send(seller.token, mine.chatId, 'x', Array(6).fill(PNG))).status).toBe(-1);
    expect((await send(seller.token, mine.chatId, 'x', [PDF])).status).toBe(-1);
    expect((await send(seller.token, mine.chatId, 'я'.repeat(2001))).status).toBe(-1);
    expect(await send(seller.token, theirs.chatId, 'чужой чат', [PNG])).toEqual(CHAT_NOT_FOUND);
    expect(await send(seller.token, 'abc', 'x')).toMatchObject({ status: -1 });
    expect(count(server, 'SELECT COUNT(*) FROM chat_messages')).toBe(messagesBefore);
    expect(count(server, 'SELECT COUNT(*) FROM chat_message_images')).toBe(imagesBefore);
    expect(uploadedFiles()).toEqual(filesBefore);
  });
});

describe('Chat/MarkChatRead', () => {
  it("marks the buyer's messages read, answers and publishes the new total; another seller's chat is -1", async () => {
    const chat = (await listChats(server.app, seller.token, { onlyUnread: true })).data?.results[0];
    if (!chat) throw new Error('no unread chat');
    const before = unreadRows(seller.userId);
    const events = recordEvents(server.app);
    const reply = await call<{ unreadCount: number }>(
      server.app,
      'POST',
      `/Chat/MarkChatRead?chatId=${chat.chatId}`,
      {
        token: seller.token,
      },
    );
    const after = before - chat.unreadCount;
    expect(reply.body).toEqual({ status: 1, data: { unreadCount: after } });
    expect(unreadRows(seller.userId)).toBe(after);
    expect(await dashboardUnread(server.app, seller.token, seller.userId)).toBe(after);
    expect(events).toEqual([
      { userId: seller.userId, target: 'UnreadMessagesChanged', payload: { unreadCount: after } },
    ]);
    const { other, chat: theirs } = await otherSellersChat();
    const theirsUnread = unreadRows(other.userId);
    const refused = await call(server.app, 'POST', `/Chat/MarkChatRead?chatId=${theirs.chatId}`, {
      token: seller.token,
    });
    expect(refused.body).toEqual(CHAT_NOT_FOUND);
    expect(unreadRows(other.userId)).toBe(theirsUnread);
  });
});
