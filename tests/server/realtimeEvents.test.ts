import { describe, expect, it } from 'vitest';
import type { HubTarget, OrderStatusChangedEvent } from '../../contract/index.js';
import type { UserEvent } from '../../server/lib/events.js';
import { admin, withConsoleServer, type ConsoleContext } from './consoleHelpers.js';
import { dashboardUnread, listChats, recordEvents } from './chatHelpers.js';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import { DAY, sellerSession } from './ordersHelpers.js';

/**
 * The events services publish on `ctx.events` (docs/contract/realtime.md): to whom, and exactly
 * what, when the console's buyer or administrator acts, the sweep moves orders, a buyer writes
 * and the seller reads.
 */

let c: ConsoleContext;
withConsoleServer((context) => {
  c = context;
});

const post = <T = unknown>(path: string, body: unknown) =>
  admin<T>(c.server.app, 'POST', path, { token: c.token, body });

const nowIso = () => new Date(c.server.clock.now).toISOString();
const targets = (events: UserEvent[]): HubTarget[] => events.map((e) => e.target);
const value = (sql: string, ...params: unknown[]) =>
  c.server.db
    .prepare(sql)
    .pluck()
    .get(...params) as number;
const newestNotification = (userId: number) =>
  c.server.db
    .prepare(
      'SELECT id, kind, title, text, link FROM notifications WHERE user_id = ? ORDER BY id DESC LIMIT 1',
    )
    .get(userId) as { id: number; kind: string; title: string; text: string; link: string | null };

describe('order status changes', () => {
  it("the console buyer's payment: OrderStatusChanged and a payment notification, to the order's seller only", async () => {
    const events = recordEvents(c.server.app);
    // Scenario order 7: the demo seller's unpaid wholesale order (docs/contract/orders.md "Demo data").
    expect(
      (await post('/order-actions', { market: 'wholesale', orderId: 7, action: 'pay' })).statusCode,
    ).toBe(201);
    const stored = newestNotification(c.seller.userId);
    expect(stored).toMatchObject({ kind: 'payment', title: 'Заказ № 7', link: '/orders/7' });
    expect(events).toEqual([
      {
        userId: c.seller.userId,
        target: 'OrderStatusChanged',
        payload: { orderId: 7, marketType: 1, statusId: 2 },
      },
      {
        userId: c.seller.userId,
        target: 'NotificationReceived',
        payload: {
          id: stored.id,
          title: 'Заказ № 7',
          text: 'Покупатель оплатил заказ: подготовьте его к отправке',
          createdAt: nowIso(),
          isRead: false,
          link: '/orders/7',
        },
      },
    ]);
  });

  it("cancellation, retail receipt and a new console order are announced; the seller's own change only publishes", async () => {
    const events = recordEvents(c.server.app);
    await post('/order-actions', { market: 'wholesale', orderId: 7, action: 'cancel' });
    await post('/order-actions', { market: 'retail', orderId: 11, action: 'confirm-receipt' });
    expect(events.filter((e) => e.target === 'OrderStatusChanged').map((e) => e.payload)).toEqual([
      { orderId: 7, marketType: 1, statusId: 24 },
      { orderId: 11, marketType: 2, statusId: 5 },
    ]);
    expect(targets(events)).toEqual([
      'OrderStatusChanged',
      'NotificationReceived',
      'OrderStatusChanged',
      'NotificationReceived',
    ]);
    const retailNumber = c.server.db.prepare('SELECT number FROM retail_orders WHERE id = 11').pluck().get();
    expect(events[3].payload).toMatchObject({
      title: `Розничный заказ № ${retailNumber}`,
      link: '/orders/retail/11',
    });

    events.length = 0;
    const productId = value(
      'SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.seller_id = ? AND p.product_type_id = 2 AND p.is_active = 1 AND p.is_draft = 0 AND p.is_blocked = 0 ORDER BY p.id LIMIT 1',
      c.seller.sellerId,
    );
    const buyerId = value('SELECT id FROM users WHERE email = ?', 'maria.ivanova@demo.ru');
    const placed = await post<{ id: number }>('/wholesale-orders', {
      sellerId: c.seller.sellerId,
      buyerId,
      shippingMethodId: 1,
      deliveryMethodId: 2,
      lines: [{ productId, quantity: 2, priceForOne: 10 }],
    });
    expect(placed.statusCode).toBe(201);
    expect(events).toEqual([
      {
        userId: c.seller.userId,
        target: 'OrderCreated',
        payload: { orderId: placed.body.id, marketType: 1, statusId: 1 },
      },
      {
        userId: c.seller.userId,
        target: 'OrderStatusChanged',
        payload: { orderId: placed.body.id, marketType: 1, statusId: 1 },
      },
      expect.objectContaining({
        userId: c.seller.userId,
        target: 'NotificationReceived',
        payload: expect.objectContaining({
          title: `Заказ № ${placed.body.id}`,
          link: `/orders/${placed.body.id}`,
        }),
      }),
    ]);

    events.length = 0;
    const own = await call(c.server.app, 'POST', '/RetailOrder/ChangeRetailOrderStatus', {
      token: c.seller.token,
      body: { retailOrderId: 1, retailOrderStatus: 2 },
    });
    expect(own.body).toMatchObject({ status: 1 });
    expect(events).toEqual([
      {
        userId: c.seller.userId,
        target: 'OrderStatusChanged',
        payload: { orderId: 1, marketType: 2, statusId: 2 },
      },
    ]);
  });

  it("the overdue sweep announces every order it moves to that order's seller", async () => {
    const statuses = () =>
      new Map(
        (
          c.server.db
            .prepare(
              `SELECT 'w' || o.id AS k, o.status_id AS s, se.user_id AS u FROM wholesale_orders o JOIN sellers se ON se.id = o.seller_id
               UNION ALL SELECT 'r' || o.id, o.status_id, se.user_id FROM retail_orders o JOIN sellers se ON se.id = o.seller_id`,
            )
            .all() as { k: string; s: number; u: number }[]
        ).map((r) => [r.k, r]),
      );
    const before = statuses();
    c.server.clock.now += 30 * DAY;
    const events = recordEvents(c.server.app);
    const read = await call(c.server.app, 'POST', '/Order/GetAllOrdersByFilter', {
      token: c.seller.token,
      body: {},
    });
    expect(read.body).toMatchObject({ status: 1 });
    const moved = [...statuses().values()].filter((r) => before.get(r.k)?.s !== r.s);
    expect(moved.length).toBeGreaterThan(0);
    const changed = events.filter((e) => e.target === 'OrderStatusChanged');
    expect(
      changed.map((e) => {
        const order = e.payload as OrderStatusChangedEvent;
        return { k: `${order.marketType === 1 ? 'w' : 'r'}${order.orderId}`, s: order.statusId, u: e.userId };
      }),
    ).toEqual(expect.arrayContaining(moved));
    expect(changed).toHaveLength(moved.length);
    expect(changed).toContainEqual({
      userId: c.seller.userId,
      target: 'OrderStatusChanged',
      payload: { orderId: 7, marketType: 1, statusId: 9 },
    });
    expect(events.filter((e) => e.target === 'NotificationReceived')).toHaveLength(moved.length);
    expect(events).toContainEqual({
      userId: c.seller.userId,
      target: 'NotificationReceived',
      payload: expect.objectContaining({ title: 'Заказ № 7', text: 'Покупатель не оплатил заказ в срок' }),
    });
  });

  it("a dispute decided for the buyer: the order returned and both notices, to the dispute's seller", async () => {
    const disputeId = value(
      'SELECT id FROM disputes WHERE seller_id = ? AND status_id = 2 AND is_retail = 0 ORDER BY id LIMIT 1',
      c.seller.sellerId,
    );
    const orderId = value('SELECT order_id FROM disputes WHERE id = ?', disputeId);
    const events = recordEvents(c.server.app);
    const decided = await post('/dispute-actions', {
      disputeId,
      action: 'decideForBuyer',
      comment: 'Брак подтверждён',
    });
    expect(decided.statusCode).toBe(201);
    expect(targets(events)).toEqual([
      'OrderStatusChanged',
      'NotificationReceived',
      'DisputeChanged',
      'NotificationReceived',
    ]);
    expect(events.every((e) => e.userId === c.seller.userId)).toBe(true);
    expect(events[0].payload).toEqual({ orderId, marketType: 1, statusId: 24 });
    expect(events[3].payload).toMatchObject({
      title: `Спор № ${disputeId}`,
      text: 'Спор решён в пользу покупателя: оформлен возврат',
      link: '/disputes/wholesales',
    });
  });
});

describe('chat events', () => {
  it('a buyer writing from the console reaches the seller it writes to; reading the chat publishes the total', async () => {
    const other = await sellerSession(c.server.app, DEMO_ACCOUNTS.seller2);
    const chat = (await listChats(c.server.app, c.seller.token)).data?.results.find(
      (ch) => ch.subjectType === 'order',
    );
    if (!chat) throw new Error('no order chat');
    const unreadBefore = await dashboardUnread(c.server.app, c.seller.token, c.seller.userId);
    const events = recordEvents(c.server.app);
    const text = '<img src=x onerror=alert(1)> Когда отгрузка?';
    const written = await post<{ id: number; chatId: number; authorRole: string; text: string }>(
      '/chat-messages',
      {
        sellerId: c.seller.sellerId,
        buyerId: chat.buyerId,
        subjectType: 'order',
        subjectId: chat.subjectId,
        text,
      },
    );
    expect(written.statusCode).toBe(201);
    expect(written.body).toMatchObject({ chatId: chat.chatId, authorRole: 'buyer', text });
    expect(events).toEqual([
      {
        userId: c.seller.userId,
        target: 'MessageReceived',
        payload: {
          chatId: chat.chatId,
          id: written.body.id,
          senderId: chat.buyerId,
          text,
          createdAt: nowIso(),
        },
      },
      {
        userId: c.seller.userId,
        target: 'UnreadMessagesChanged',
        payload: { unreadCount: unreadBefore + 1 },
      },
    ]);
    expect(await dashboardUnread(c.server.app, c.seller.token, c.seller.userId)).toBe(unreadBefore + 1);

    events.length = 0;
    const theirs = (await listChats(c.server.app, other.token)).data?.results[0];
    if (!theirs) throw new Error('the second seller has no chat');
    const toOther = await post('/chat-messages', {
      sellerId: other.sellerId,
      buyerId: theirs.buyerId,
      subjectType: theirs.subjectType,
      subjectId: theirs.subjectId,
      text: 'Здравствуйте',
    });
    expect(toOther.statusCode).toBe(201);
    expect(events.map((e) => e.userId)).toEqual([other.userId, other.userId]);

    events.length = 0;
    const read = await call<{ unreadCount: number }>(
      c.server.app,
      'POST',
      `/Chat/MarkChatRead?chatId=${chat.chatId}`,
      {
        token: c.seller.token,
      },
    );
    const after = unreadBefore + 1 - chat.unreadCount - 1;
    expect(read.body).toEqual({ status: 1, data: { unreadCount: after } });
    expect(events).toEqual([
      { userId: c.seller.userId, target: 'UnreadMessagesChanged', payload: { unreadCount: after } },
    ]);
  });
});

describe('other notices', () => {
  it("a review and an administrator's notification are stored and published to the seller", async () => {
    const events = recordEvents(c.server.app);
    // Scenario order 12: shipped, without a review.
    expect((await post('/reviews', { orderId: 12, rating: 4, text: 'Хорошо' })).statusCode).toBe(201);
    expect(targets(events)).toEqual(['ReviewReceived', 'OrderUpdated', 'NotificationReceived']);
    expect(events.slice(2)).toEqual([
      {
        userId: c.seller.userId,
        target: 'NotificationReceived',
        payload: expect.objectContaining({ title: 'Новый отзыв', link: '/reviews', isRead: false }),
      },
    ]);
    events.length = 0;
    const sent = await post<{ id: number; sellerId: number; link: string }>('/notifications', {
      sellerId: c.seller.sellerId,
      title: 'Проверьте реквизиты',
      text: 'Обновите банковские реквизиты до конца месяца',
      link: '/settings/requisite',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.body).toMatchObject({
      sellerId: c.seller.sellerId,
      link: '/settings/requisite',
      isRead: false,
    });
    expect(events).toEqual([
      {
        userId: c.seller.userId,
        target: 'NotificationReceived',
        payload: {
          id: sent.body.id,
          title: 'Проверьте реквизиты',
          text: 'Обновите банковские реквизиты до конца месяца',
          createdAt: nowIso(),
          isRead: false,
          link: '/settings/requisite',
        },
      },
    ]);
  });
});
