import { describe, expect, it } from 'vitest';
import type { ChatMessagesReply, SellerNotification } from '../../contract';
import { decoder } from '../../src/api/decode';
import {
  chatList,
  chatMessages,
  countReply,
  hubEvents,
  notificationList,
  notificationSettings,
} from '../../src/api/realtimeDecoders';
import { GARBAGE, specOnly } from './specOnlyReply';

const notification: Required<SellerNotification> = {
  id: 12,
  kind: 'payment',
  title: 'Оплата заказа № 61',
  text: 'Покупатель оплатил заказ',
  createdAt: '2026-11-20T09:15:00.000Z',
  isRead: false,
  link: '/orders/61',
};
const summary = {
  chatId: 4,
  buyerId: 18,
  buyerName: 'ИП Белов',
  subjectType: 'order' as const,
  subjectId: 61,
  subjectTitle: 'Заказ № 61',
  lastMessage: { text: 'Когда?', createdAt: '2026-11-20T09:15:00Z', senderId: 18, imagesCount: 0 },
  unreadCount: 1,
};
const messages: Required<ChatMessagesReply> = {
  chat: summary,
  messages: [
    {
      id: 100,
      chatId: 4,
      senderId: 18,
      senderRole: 'buyer',
      text: 'Когда?',
      images: [{ url: '/u/a.png', fileName: 'a.png' }],
      createdAt: '2026-11-20T09:15:00Z',
      isRead: true,
    },
  ],
  hasMore: false,
};

describe('realtime decoders', () => {
  it('full replies and events of our server decode to the same values', () => {
    const list = { results: [notification], pageCount: 1, rowCount: 1, unreadCount: 3 };
    expect(decoder(notificationList)(list)).toEqual(list);
    expect(decoder(countReply)({ unreadCount: 2 })).toEqual({ unreadCount: 2 });
    const settings = {
      order: true,
      payment: false,
      request: true,
      tender: true,
      dispute: true,
      review: false,
      message: true,
    };
    expect(decoder(notificationSettings)(settings)).toEqual(settings);
    const chats = { results: [summary], pageCount: 1, rowCount: 1, unreadCount: 1 };
    expect(decoder(chatList)(chats)).toEqual(chats);
    expect(decoder(chatMessages)(messages)).toEqual(messages);
    const { kind: _kind, ...event } = notification;
    expect(hubEvents.NotificationReceived(event)).toEqual({ ...event, kind: null });
    expect(hubEvents.UnreadMessagesChanged({ unreadCount: 4 })).toEqual({ unreadCount: 4 });
    expect(hubEvents.OrderStatusChanged({ orderId: 61, marketType: 1, statusId: 3 })).toEqual({
      orderId: 61,
      marketType: 1,
      statusId: 3,
    });
    const message = { chatId: 4, id: 101, senderId: 18, text: 'Да', createdAt: '2026-11-20T09:16:00Z' };
    expect(hubEvents.MessageReceived(message)).toEqual(message);
  });

  it('spec-only replies: a notification keeps its id only, a chat its chat id and buyer name, counts are null', () => {
    const list = decoder(notificationList)(
      specOnly({ results: [notification], pageCount: 1, rowCount: 1, unreadCount: 3 }),
    );
    expect(list).toEqual({
      results: [{ id: 12, title: '', text: '', createdAt: null, isRead: false, kind: null, link: null }],
      pageCount: 1,
      rowCount: 1,
      unreadCount: null,
    });
    // `chatId`, `buyerId` and `buyerName` are spec fields; the rest is ours.
    const chats = decoder(chatList)(
      specOnly({ results: [summary], pageCount: 1, rowCount: 1, unreadCount: 1 }),
    );
    expect(chats.results).toEqual([
      {
        chatId: 4,
        buyerId: 18,
        buyerName: 'ИП Белов',
        subjectType: 'general',
        subjectId: null,
        subjectTitle: '',
        lastMessage: null,
        unreadCount: 0,
      },
    ]);
    expect(chats.unreadCount).toBeNull();
    expect(decoder(chatMessages)(specOnly(messages))).toMatchObject({ messages: [], hasMore: false });
    expect(decoder(notificationSettings)(specOnly({ order: false }))).toMatchObject({
      order: true,
      message: true,
    });
    expect(hubEvents.NotificationReceived(specOnly(notification))).toMatchObject({ id: 12, isRead: false });
    expect(hubEvents.UnreadMessagesChanged(specOnly({ unreadCount: 4 }))).toEqual({ unreadCount: null });
    expect(hubEvents.OrderStatusChanged(specOnly({ orderId: 61, marketType: 1, statusId: 3 }))).toEqual({
      orderId: 61,
      marketType: null,
      statusId: 3,
    });
  });

  it('leaves out a notification or a message without its id; an event without one is null, not a failure', () => {
    const list = decoder(notificationList)({ results: [{ title: 'без id' }, notification, 'x'] });
    expect(list.results.map((item) => item.id)).toEqual([12]);
    expect(decoder(chatMessages)({ messages: [{ text: 'без id' }] }).messages).toEqual([]);
    expect(hubEvents.NotificationReceived({ title: 'без id' })).toBeNull();
  });

  it('garbage decodes to the defaults without throwing', () => {
    for (const value of GARBAGE) {
      expect(decoder(notificationList)(value).results).toEqual([]);
      expect(decoder(notificationList)(value).unreadCount).toBeNull();
      expect(decoder(countReply)(value).unreadCount).toBeNull();
      expect(Object.values(decoder(notificationSettings)(value)).every(Boolean)).toBe(true);
      expect(decoder(chatList)(value).results).toEqual([]);
      expect(decoder(chatMessages)(value)).toEqual({ chat: null, messages: [], hasMore: false });
      expect(hubEvents.NotificationReceived(value)).toBeNull();
      expect(hubEvents.UnreadMessagesChanged(value)).toEqual({ unreadCount: null });
      expect(hubEvents.MessageReceived(value)).toMatchObject({ chatId: null, id: null, text: '' });
      expect(hubEvents.OrderStatusChanged(value)).toEqual({
        orderId: null,
        marketType: null,
        statusId: null,
      });
    }
    expect(hubEvents.OrderStatusChanged({ orderId: '61', marketType: 7, statusId: 'x' })).toEqual({
      orderId: 61,
      marketType: null,
      statusId: null,
    });
  });
});
