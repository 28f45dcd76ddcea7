import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  BaseBankModel,
  CreatedOrderReply,
  DirectorStaffModel,
  HubTarget,
  NotificationListReply,
  NotificationSettings,
} from '../../contract/index.js';
import type { UserEvent } from '../../server/lib/events.js';
import { recordEvents } from './chatHelpers.js';
import { admin, adminToken, type Message } from './consoleHelpers.js';
import {
  addComment,
  commentParts,
  declineDispute,
  declineParts,
  filterBody,
  listDisputes,
} from './disputesHelpers.js';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import {
  count,
  createOrdersServer,
  DAY,
  postMultipart,
  sellerSession,
  type OrdersServer,
  type SellerSession,
} from './ordersHelpers.js';
import { businessBuyer, cityId, proposalFor, sellerApi, wholesaleProducts } from './orderRequestsHelpers.js';
import { SBERBANK } from './settingsHelpers.js';
import { HOUR, SEEDED, storedProposal, tenderId } from './tendersHelpers.js';

/**
 * The live-marketplace events (docs/contract/realtime.md, issue 27): every change a seller cares
 * about, made through the HTTP API (the console's buyer and administrator, or the seller), reaches
 * exactly the concerned seller's user with exactly this argument; the other seller gets nothing.
 */

interface Live {
  server: OrdersServer;
  seller: SellerSession;
  other: SellerSession;
  admin: string;
}

let c: Live;
beforeEach(async () => {
  const server = await createOrdersServer();
  c = {
    server,
    seller: await sellerSession(server.app),
    other: await sellerSession(server.app, DEMO_ACCOUNTS.seller2),
    admin: await adminToken(server.app),
  };
});
afterEach(async () => {
  await c.server.cleanup();
});

const post = <T = unknown>(path: string, body: unknown) =>
  admin<T & Message>(c.server.app, 'POST', path, { token: c.admin, body });
const nowIso = () => new Date(c.server.clock.now).toISOString();
const targets = (events: UserEvent[]): HubTarget[] => events.map((e) => e.target);
const of = (events: UserEvent[], userId: number) => events.filter((e) => e.userId === userId);

/** The `NotificationReceived` of a notice stored now for the user. */
const noticeEvent = (userId: number, notice: { title: string; text: string; link: string }) => ({
  userId,
  target: 'NotificationReceived',
  payload: { id: expect.any(Number), ...notice, createdAt: nowIso(), isRead: false },
});

const newestNotice = (userId: number) =>
  c.server.db
    .prepare('SELECT kind, title, text, link FROM notifications WHERE user_id = ? ORDER BY id DESC LIMIT 1')
    .get(userId) as { kind: string; title: string; text: string; link: string };

/** The seller's first active wholesale (2) or retail (1) product on sale. */
const productOf = (sellerId: number, type: number): number =>
  count(
    c.server,
    `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id
     WHERE s.seller_id = ? AND p.product_type_id = ? AND p.is_active = 1 AND p.is_draft = 0 AND p.is_blocked = 0
     ORDER BY p.id LIMIT 1`,
    sellerId,
    type,
  );
const buyerId = () => count(c.server, 'SELECT id FROM users WHERE email = ?', 'maria.ivanova@demo.ru');

describe('orders', () => {
  it('a buyer places a wholesale and a retail order: OrderCreated before the status and its notice', async () => {
    const events = recordEvents(c.server.app);
    const wholesale = await post<{ id: number }>('/wholesale-orders', {
      sellerId: c.seller.sellerId,
      buyerId: buyerId(),
      shippingMethodId: 1,
      deliveryMethodId: 2,
      lines: [{ productId: productOf(c.seller.sellerId, 2), quantity: 2, priceForOne: 10 }],
    });
    expect(wholesale.statusCode).toBe(201);
    const orderId = wholesale.body.id;
    expect(events).toEqual([
      { userId: c.seller.userId, target: 'OrderCreated', payload: { orderId, marketType: 1, statusId: 1 } },
      {
        userId: c.seller.userId,
        target: 'OrderStatusChanged',
        payload: { orderId, marketType: 1, statusId: 1 },
      },
      noticeEvent(c.seller.userId, {
        title: `Заказ № ${orderId}`,
        text: 'Новый оптовый заказ: ожидает оплаты покупателем',
        link: `/orders/${orderId}`,
      }),
    ]);

    events.length = 0;
    const retail = await post<{ id: number }>('/retail-orders', {
      sellerId: c.other.sellerId,
      buyerId: buyerId(),
      shippingMethodId: 2,
      deliveryMethodId: 1,
      lines: [{ productId: productOf(c.other.sellerId, 1), quantity: 1, price: 250 }],
    });
    expect(retail.statusCode).toBe(201);
    expect(targets(events)).toEqual(['OrderCreated', 'OrderStatusChanged', 'NotificationReceived']);
    expect(events[0]).toEqual({
      userId: c.other.userId,
      target: 'OrderCreated',
      payload: { orderId: retail.body.id, marketType: 2, statusId: 1 },
    });
    expect(of(events, c.seller.userId)).toEqual([]);
  });

  it("an order the seller makes from a request: OrderCreated and the request's new status, no notification", async () => {
    // The demo seller's accepted request (6), delivered by the seller.
    const requestId = count(
      c.server,
      `SELECT id FROM order_requests WHERE seller_id = ? AND status_id = 6 AND deleted_by_seller = 0
       AND shipping_method_id = 1 ORDER BY id LIMIT 1`,
      c.seller.sellerId,
    );
    const events = recordEvents(c.server.app);
    const reply = await postMultipart<CreatedOrderReply>(
      c.server.app,
      '/OrderRequest/CreateAnOrder',
      c.seller.token,
      [
        { name: 'OrderRequestId', value: String(requestId) },
        { name: 'InvoiceValidDays', value: '7' },
      ],
    );
    expect(reply.status, JSON.stringify(reply)).toBe(1);
    const orderId = reply.data?.orderId ?? 0;
    expect(events).toEqual([
      { userId: c.seller.userId, target: 'OrderCreated', payload: { orderId, marketType: 1, statusId: 1 } },
      {
        userId: c.seller.userId,
        target: 'OrderStatusChanged',
        payload: { orderId, marketType: 1, statusId: 1 },
      },
      { userId: c.seller.userId, target: 'OrderRequestChanged', payload: { requestId, statusId: 4 } },
    ]);
  });

  it('the buyer asks for more days to pay and a later dispatch: OrderUpdated and an order notice', async () => {
    const events = recordEvents(c.server.app);
    // Scenario orders (docs/contract/orders.md "Demo data"): 7 unpaid, 5 ready to send.
    const renewal = await post('/order-actions', {
      market: 'wholesale',
      orderId: 7,
      action: 'request-pay-renewal',
      days: 7,
    });
    expect(renewal.statusCode).toBe(201);
    expect(events).toEqual([
      {
        userId: c.seller.userId,
        target: 'OrderUpdated',
        payload: { orderId: 7, marketType: 1, change: 'payRenewalRequested' },
      },
      noticeEvent(c.seller.userId, {
        title: 'Заказ № 7',
        text: 'Покупатель просит продлить срок оплаты на 7 дн.',
        link: '/orders/7',
      }),
    ]);
    expect(newestNotice(c.seller.userId).kind).toBe('order');

    events.length = 0;
    const extension = await post('/order-actions', {
      market: 'wholesale',
      orderId: 5,
      action: 'request-dispatch-extension',
      date: '2026-04-01',
    });
    expect(extension.statusCode).toBe(201);
    expect(events).toEqual([
      {
        userId: c.seller.userId,
        target: 'OrderUpdated',
        payload: { orderId: 5, marketType: 1, change: 'dispatchExtensionRequested' },
      },
      noticeEvent(c.seller.userId, {
        title: 'Заказ № 5',
        text: 'Покупатель просит перенести срок отправки на 01.04.2026',
        link: '/orders/5',
      }),
    ]);
  });

  it('a review of an order: ReviewReceived, OrderUpdated (reviewed) and the review notice', async () => {
    const events = recordEvents(c.server.app);
    // Scenario order 12: shipped, without a review.
    expect((await post('/reviews', { orderId: 12, rating: 4, text: 'Хорошо' })).statusCode).toBe(201);
    const reviewId = count(c.server, 'SELECT id FROM reviews WHERE order_id = 12');
    expect(events).toEqual([
      {
        userId: c.seller.userId,
        target: 'ReviewReceived',
        payload: { reviewId, orderId: 12, marketType: 1, rating: 4 },
      },
      {
        userId: c.seller.userId,
        target: 'OrderUpdated',
        payload: { orderId: 12, marketType: 1, change: 'reviewed' },
      },
      noticeEvent(c.seller.userId, {
        title: 'Новый отзыв',
        text: 'Покупатель оставил отзыв о товаре: 4 из 5',
        link: '/reviews',
      }),
    ]);
  });
});

describe('order requests', () => {
  const newRequestBody = () => {
    const [first, second] = wholesaleProducts(c.server, c.seller.sellerId);
    return {
      sellerId: c.seller.sellerId,
      buyerId: businessBuyer(c.server),
      shippingMethodId: 1,
      cityId: cityId(c.server, 'Пермь'),
      deliveryAddress: 'ул. Героев Хасана, д. 105',
      deadline: '2026-03-25',
      comment: null,
      lines: [
        { productId: first, quantity: 120, targetPrice: 310.5 },
        { productId: second, quantity: 15 },
      ],
    };
  };

  it('a new request, the seller proposes, the buyer accepts: created, then every status change', async () => {
    const events = recordEvents(c.server.app);
    const created = await post<{ id: number }>('/order-requests', newRequestBody());
    expect(created.statusCode).toBe(201);
    const requestId = created.body.id;
    expect(events).toEqual([
      { userId: c.seller.userId, target: 'OrderRequestCreated', payload: { requestId } },
      noticeEvent(c.seller.userId, {
        title: `Запрос № ${requestId}`,
        text: 'Новый запрос на заказ от покупателя',
        link: `/requests/${requestId}`,
      }),
    ]);

    events.length = 0;
    const api = sellerApi(c.server, c.seller.token);
    const detail = (await api.detail(requestId)).data;
    if (!detail) throw new Error('the new request is not the seller’s');
    expect(await api.propose(proposalFor(detail))).toEqual({ status: 1, data: true });
    // The seller's own change: its other tabs learn it, no notification.
    expect(events).toEqual([
      { userId: c.seller.userId, target: 'OrderRequestChanged', payload: { requestId, statusId: 3 } },
    ]);

    events.length = 0;
    const accepted = await post('/order-request-actions', {
      orderRequestId: requestId,
      action: 'acceptProposal',
    });
    expect(accepted.statusCode).toBe(201);
    expect(events).toEqual([
      noticeEvent(c.seller.userId, {
        title: `Запрос № ${requestId}`,
        text: 'Покупатель принял ваше предложение: можно оформлять заказ',
        link: `/requests/${requestId}`,
      }),
      { userId: c.seller.userId, target: 'OrderRequestChanged', payload: { requestId, statusId: 6 } },
    ]);
  });

  it("the buyer rejects a proposal, the seller rejects a request: the request's seller only", async () => {
    const proposed = count(
      c.server,
      'SELECT id FROM order_requests WHERE seller_id = ? AND status_id = 3 ORDER BY id LIMIT 1',
      c.other.sellerId,
    );
    const events = recordEvents(c.server.app);
    const rejected = await post('/order-request-actions', {
      orderRequestId: proposed,
      action: 'rejectProposal',
      reason: 'Дорого',
    });
    expect(rejected.statusCode).toBe(201);
    expect(targets(events)).toEqual(['NotificationReceived', 'OrderRequestChanged']);
    expect(events[1]).toEqual({
      userId: c.other.userId,
      target: 'OrderRequestChanged',
      payload: { requestId: proposed, statusId: 7 },
    });
    expect(of(events, c.seller.userId)).toEqual([]);

    events.length = 0;
    const fresh = count(
      c.server,
      'SELECT id FROM order_requests WHERE seller_id = ? AND status_id = 2 ORDER BY id LIMIT 1',
      c.seller.sellerId,
    );
    expect(await sellerApi(c.server, c.seller.token).reject(fresh, 'Нет в наличии')).toEqual({
      status: 1,
      data: true,
    });
    expect(events).toEqual([
      { userId: c.seller.userId, target: 'OrderRequestChanged', payload: { requestId: fresh, statusId: 5 } },
    ]);
  });

  it("the sweep's expiries are published to each request's seller", async () => {
    const statuses = () =>
      new Map(
        (
          c.server.db
            .prepare(
              'SELECT r.id, r.status_id AS s, se.user_id AS u FROM order_requests r JOIN sellers se ON se.id = r.seller_id',
            )
            .all() as { id: number; s: number; u: number }[]
        ).map((r) => [r.id, r]),
      );
    const before = statuses();
    c.server.clock.now += 30 * DAY;
    const events = recordEvents(c.server.app);
    const list = await sellerApi(c.server, c.seller.token).list({ pagination: { page: 1, pageSize: 10 } });
    expect(list.status).toBe(1);
    const moved = [...statuses().values()].filter((r) => before.get(r.id)?.s !== r.s);
    expect(moved.length).toBeGreaterThan(0);
    expect(new Set(moved.map((r) => r.u))).toEqual(new Set([c.seller.userId, c.other.userId]));
    const changed = events.filter((e) => e.target === 'OrderRequestChanged');
    expect(changed).toHaveLength(moved.length);
    expect(changed).toEqual(
      expect.arrayContaining(
        moved.map((r) => ({
          userId: r.u,
          target: 'OrderRequestChanged',
          payload: { requestId: r.id, statusId: 8 },
        })),
      ),
    );
  });
});

describe('disputes', () => {
  /** A delivered order of the demo seller without an open dispute (wholesale 6). */
  const deliveredOrder = (): number =>
    count(
      c.server,
      `SELECT o.id FROM wholesale_orders o WHERE o.seller_id = ? AND o.status_id = 6
       AND NOT EXISTS (SELECT 1 FROM disputes d WHERE d.is_retail = 0 AND d.order_id = o.id AND d.status_id IN (1, 2))
       ORDER BY o.id LIMIT 1`,
      c.seller.sellerId,
    );

  it('opened, a buyer message, the seller declines, the administrator decides for the buyer', async () => {
    const orderId = deliveredOrder();
    const events = recordEvents(c.server.app);
    const opened = await post<{ id: number }>('/disputes', {
      orderId,
      isRetail: false,
      reasonId: 3,
      claim: 'Пришла партия с браком',
    });
    expect(opened.statusCode).toBe(201);
    const disputeId = opened.body.id;
    const ref = { disputeId, marketType: 1, orderId };
    expect(events).toEqual([
      { userId: c.seller.userId, target: 'DisputeOpened', payload: ref },
      noticeEvent(c.seller.userId, {
        title: `Спор № ${disputeId}`,
        text: 'Покупатель открыл спор: ответьте до истечения срока',
        link: '/disputes/wholesales',
      }),
    ]);

    events.length = 0;
    expect((await post('/dispute-messages', { disputeId, comment: 'Фото прилагаю' })).statusCode).toBe(201);
    expect(events).toEqual([
      {
        userId: c.seller.userId,
        target: 'DisputeChanged',
        payload: { ...ref, change: 'message', statusId: 1 },
      },
    ]);

    events.length = 0;
    const own = await addComment(
      c.server.app,
      c.seller.token,
      commentParts(disputeId, c.seller.userId, 'Проверим'),
    );
    expect(own.status).toBe(1);
    expect(events).toEqual([]);

    const declined = await declineDispute(c.server.app, c.seller.token, declineParts(disputeId, 6));
    expect(declined).toEqual({ status: 1, data: true });
    expect(events).toEqual([
      {
        userId: c.seller.userId,
        target: 'DisputeChanged',
        payload: { ...ref, change: 'decided', statusId: 2 },
      },
    ]);

    events.length = 0;
    const decided = await post('/dispute-actions', {
      disputeId,
      action: 'decideForBuyer',
      comment: 'Брак подтверждён',
    });
    expect(decided.statusCode).toBe(201);
    expect(events).toEqual([
      {
        userId: c.seller.userId,
        target: 'OrderStatusChanged',
        payload: { orderId, marketType: 1, statusId: 24 },
      },
      noticeEvent(c.seller.userId, {
        title: `Заказ № ${orderId}`,
        text: 'Заказ отменён',
        link: `/orders/${orderId}`,
      }),
      {
        userId: c.seller.userId,
        target: 'DisputeChanged',
        payload: { ...ref, change: 'decided', statusId: 3 },
      },
      noticeEvent(c.seller.userId, {
        title: `Спор № ${disputeId}`,
        text: 'Спор решён в пользу покупателя: оформлен возврат',
        link: '/disputes/wholesales',
      }),
    ]);
    expect(of(events, c.other.userId)).toEqual([]);
  });

  it('the buyer withdraws a retail dispute of the second seller: withdrawn, to that seller only', async () => {
    const open = c.server.db
      .prepare(
        'SELECT id, order_id FROM disputes WHERE seller_id = ? AND is_retail = 1 AND status_id = 1 ORDER BY id LIMIT 1',
      )
      .get(c.other.sellerId) as { id: number; order_id: number } | undefined;
    if (!open) throw new Error('the second seller has no open retail dispute');
    const events = recordEvents(c.server.app);
    const withdrawn = await post('/dispute-actions', { disputeId: open.id, action: 'withdraw' });
    expect(withdrawn.statusCode).toBe(201);
    expect(events).toEqual([
      {
        userId: c.other.userId,
        target: 'DisputeChanged',
        payload: {
          disputeId: open.id,
          marketType: 2,
          orderId: open.order_id,
          change: 'withdrawn',
          statusId: 4,
        },
      },
      noticeEvent(c.other.userId, {
        title: `Спор № ${open.id}`,
        text: 'Покупатель отозвал спор',
        link: '/disputes/retails',
      }),
    ]);
  });

  it("the deadline sweep's moves to arbitration are published as decided to each dispute's seller", async () => {
    const open = c.server.db
      .prepare(
        `SELECT d.id, d.is_retail, d.order_id, s.user_id FROM disputes d JOIN sellers s ON s.id = d.seller_id
         WHERE d.status_id = 1 AND d.order_id IS NOT NULL`,
      )
      .all() as { id: number; is_retail: number; order_id: number; user_id: number }[];
    expect(open.length).toBeGreaterThan(0);
    c.server.clock.now += 4 * DAY;
    const events = recordEvents(c.server.app);
    const list = await listDisputes(c.server.app, c.seller.token, filterBody());
    expect(list.status).toBe(1);
    expect(count(c.server, 'SELECT COUNT(*) FROM disputes WHERE status_id = 1')).toBe(0);
    const changed = events.filter((e) => e.target === 'DisputeChanged');
    expect(changed).toHaveLength(open.length);
    expect(changed).toEqual(
      expect.arrayContaining(
        open.map((d) => ({
          userId: d.user_id,
          target: 'DisputeChanged',
          payload: {
            disputeId: d.id,
            marketType: d.is_retail === 1 ? 2 : 1,
            orderId: d.order_id,
            change: 'decided',
            statusId: 2,
          },
        })),
      ),
    );
  });
});

describe('tenders', () => {
  const newTender = () => ({
    buyerId: count(c.server, "SELECT id FROM users WHERE company_name = 'ООО «ХозТорг»'"),
    title: 'Перчатки рабочие с ПВХ, 3000 пар',
    description: 'Перчатки х/б с ПВХ-точкой, 10 класс вязки.',
    categoryId: count(c.server, "SELECT id FROM categories WHERE name = 'Перчатки'"),
    quantity: 3000,
    measureUnit: 'пара',
    budgetPerUnit: 38.5,
    deliveryDays: 10,
    shippingMethodId: 2,
    cityId: 6601,
    deadline: new Date(c.server.clock.now + 3 * 24 * HOUR).toISOString(),
  });
  const act = (tender: number, action: string, proposalId?: number) =>
    post('/tender-actions', { tenderId: tender, action, ...(proposalId ? { proposalId } : {}) });

  it("a buyer's new tender reaches every seller's user once", async () => {
    const events = recordEvents(c.server.app);
    const created = await post<{ id: number }>('/tenders', newTender());
    expect(created.statusCode).toBe(201);
    const sellers = c.server.db
      .prepare('SELECT user_id FROM sellers ORDER BY user_id')
      .pluck()
      .all() as number[];
    expect(sellers).toEqual(expect.arrayContaining([c.seller.userId, c.other.userId]));
    expect([...events].sort((a, b) => a.userId - b.userId)).toEqual(
      sellers.map((userId) => ({ userId, target: 'TenderCreated', payload: { tenderId: created.body.id } })),
    );
  });

  it('a won proposal; the winner orders, and the proposal still under review lost', async () => {
    const protection = tenderId(c.server, SEEDED.protection);
    const mine = storedProposal(c.server, protection, c.seller.sellerId);
    const theirs = storedProposal(c.server, protection, c.other.sellerId);
    if (!mine || !theirs) throw new Error('both demo sellers propose in the protection tender');
    const events = recordEvents(c.server.app);
    expect((await act(protection, 'chooseWinner', theirs.id)).statusCode).toBe(201);
    expect(events).toEqual([
      {
        userId: c.other.userId,
        target: 'TenderResult',
        payload: { tenderId: protection, proposalId: theirs.id, result: 'won', statusId: 2 },
      },
      noticeEvent(c.other.userId, {
        title: `Тендер № ${protection}`,
        text: 'Ваше предложение выбрано победителем тендера',
        link: `/tenders/${protection}`,
      }),
    ]);

    events.length = 0;
    const order = await postMultipart<CreatedOrderReply>(
      c.server.app,
      '/Tender/CreateAnOrder',
      c.other.token,
      [
        { name: 'TenderId', value: String(protection) },
        { name: 'InvoiceValidDays', value: '5' },
        { name: 'OrderDescription', value: 'Счёт по тендеру' },
      ],
    );
    expect(order.status, JSON.stringify(order)).toBe(1);
    const orderId = order.data?.orderId ?? 0;
    expect(of(events, c.other.userId)).toEqual([
      { userId: c.other.userId, target: 'OrderCreated', payload: { orderId, marketType: 1, statusId: 1 } },
      {
        userId: c.other.userId,
        target: 'OrderStatusChanged',
        payload: { orderId, marketType: 1, statusId: 1 },
      },
    ]);
    expect(of(events, c.seller.userId)).toEqual([
      {
        userId: c.seller.userId,
        target: 'TenderResult',
        payload: { tenderId: protection, proposalId: mine.id, result: 'lost', statusId: 3 },
      },
      noticeEvent(c.seller.userId, {
        title: `Тендер № ${protection}`,
        text: 'Победителем тендера выбрано другое предложение',
        link: `/tenders/${protection}`,
      }),
    ]);
  });

  it("a cancelled tender: 'cancelled' and the tender notice to each live proposal's seller", async () => {
    const protection = tenderId(c.server, SEEDED.protection);
    const events = recordEvents(c.server.app);
    expect((await act(protection, 'cancel')).statusCode).toBe(201);
    for (const session of [c.seller, c.other]) {
      const proposal = storedProposal(c.server, protection, session.sellerId);
      expect(of(events, session.userId)).toEqual([
        {
          userId: session.userId,
          target: 'TenderResult',
          payload: { tenderId: protection, proposalId: proposal?.id, result: 'cancelled', statusId: 3 },
        },
        noticeEvent(session.userId, {
          title: `Тендер № ${protection}`,
          text: 'Покупатель отменил тендер',
          link: `/tenders/${protection}`,
        }),
      ]);
      expect(newestNotice(session.userId).kind).toBe('tender');
    }
    expect(events).toHaveLength(4);

    // A tender without proposals in play tells nobody.
    events.length = 0;
    expect((await act(tenderId(c.server, SEEDED.bags), 'cancel')).statusCode).toBe(201);
    expect(events).toEqual([]);
  });
});

describe('moderation', () => {
  const notifications = async (token: string) =>
    (
      await call<NotificationListReply>(c.server.app, 'POST', '/Notification/GetNotifications', {
        token,
        body: { onlyUnread: false, pagination: { page: 1, pageSize: 10 } },
      })
    ).body.data?.results ?? [];
  const submit = async (path: string, model: BaseBankModel | DirectorStaffModel) => {
    const reply = await call<{ id: number }>(c.server.app, 'POST', `/SellerSettings/${path}`, {
      token: c.seller.token,
      body: { newModel: model, oldModel: model },
    });
    if (reply.body.status !== 1 || !reply.body.data) throw new Error(JSON.stringify(reply.body));
    return reply.body.data.id;
  };
  const decide = (id: number, status: 'approved' | 'rejected', reason?: string) =>
    admin(c.server.app, 'PUT', `/moderation/${id}`, { token: c.admin, body: { status, reason } });

  it('an approval and a rejection: ModerationDecided and an admin notice the seller lists, even with every kind off', async () => {
    const everyKindOff: NotificationSettings = {
      order: false,
      payment: false,
      request: false,
      tender: false,
      dispute: false,
      review: false,
      message: false,
    };
    await call(c.server.app, 'POST', '/Notification/UpdateNotificationSettings', {
      token: c.seller.token,
      body: everyKindOff,
    });
    const bank = await submit('InsertBasebankRequisitesTransaction', SBERBANK(c.seller.userId));
    const events = recordEvents(c.server.app);
    expect((await decide(bank, 'approved')).statusCode).toBe(200);
    const approvedNotice = {
      title: 'Проверка данных',
      text: 'Изменения в разделе «Реквизиты: основной банк» одобрены',
      link: '/settings/requisite',
    };
    expect(events).toEqual([
      {
        userId: c.seller.userId,
        target: 'ModerationDecided',
        payload: { section: 'baseBank', approved: true, reason: null },
      },
      noticeEvent(c.seller.userId, approvedNotice),
    ]);
    expect(newestNotice(c.seller.userId)).toEqual({ kind: 'admin', ...approvedNotice });

    events.length = 0;
    const staff = await submit('InsertDirectoryStaffTransaction', {
      userId: c.seller.userId,
      directorFullname: 'Петров Игорь Владимирович',
      directorEmail: 'director@uralprom.demo.ru',
      directorPhone: '+7 (912) 604-18-33',
      accountantFullname: 'Иванова Ольга Петровна',
      accountantEmail: 'ivanova@uralprom.demo.ru',
      accountantPhone: '8 343 310 45 99',
    });
    const reason = 'Приложите приказ о назначении';
    expect((await decide(staff, 'rejected', reason)).statusCode).toBe(200);
    const rejectedNotice = {
      title: 'Проверка данных',
      text: `Изменения в разделе «Руководящий состав» отклонены: ${reason}`,
      link: '/settings/staff',
    };
    expect(events).toEqual([
      {
        userId: c.seller.userId,
        target: 'ModerationDecided',
        payload: { section: 'staff', approved: false, reason },
      },
      noticeEvent(c.seller.userId, rejectedNotice),
    ]);

    const listed = await notifications(c.seller.token);
    expect(listed.slice(0, 2)).toEqual([
      expect.objectContaining({ kind: 'admin', isRead: false, ...rejectedNotice }),
      expect.objectContaining({ kind: 'admin', isRead: false, ...approvedNotice }),
    ]);
    expect((await notifications(c.other.token)).map((n) => n.title)).not.toContain('Проверка данных');
  });
});
