import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderRequest } from '../../contract/index.js';
import { admin, adminToken, type Message } from './consoleHelpers.js';
import { DAY } from './ordersHelpers.js';
import {
  businessBuyer,
  cityId,
  proposalFor,
  REQUEST_NOT_ALLOWED,
  REQUEST_NOT_FOUND,
  requestRow,
  seededRequest,
  sellerApi,
  wholesaleProducts,
  withRequestsServer,
  type RequestsContext,
} from './orderRequestsHelpers.js';

/** The console's counterpart (docs/contract/console.md): a buyer sends a request and answers the proposal. */

let c: RequestsContext;
let token: string;
withRequestsServer((context) => {
  c = context;
});

const api = () => sellerApi(c.server, c.seller.token);
const signIn = async () => {
  token = await adminToken(c.server.app);
};
// After the server of withRequestsServer is up.
beforeEach(signIn);

interface RequestRecord {
  id: number;
  sellerId: number;
  buyerId: number;
  statusId: number;
  deadline: string;
  productsCount: number;
  proposalAmount: number | null;
  deletedBySeller: boolean;
  allowedActions: string[];
  deliveryAddressText: string | null;
  lines: { productId: number; quantity: number; targetPrice: number | null }[];
  proposal: OrderRequest['proposal'];
  history: { statusId: number }[];
}

interface ActionRecord {
  id: number;
  orderRequestId: number;
  action: string;
  reason: string | null;
  statusBefore: number;
  statusAfter: number;
}

const post = <T>(path: string, body: unknown) =>
  admin<T & Message>(c.server.app, 'POST', path, { token, body });
const get = <T>(path: string, query?: Record<string, unknown>) =>
  admin<T & Message>(c.server.app, 'GET', path, { token, query });
const answer = (orderRequestId: number, action: string, reason?: string | null) =>
  post<ActionRecord>('/order-request-actions', { orderRequestId, action, reason });

const newBody = (overrides: Record<string, unknown> = {}) => {
  const [first, second] = wholesaleProducts(c.server, c.seller.sellerId);
  return {
    sellerId: c.seller.sellerId,
    buyerId: businessBuyer(c.server),
    shippingMethodId: 1,
    cityId: cityId(c.server, 'Пермь'),
    deliveryAddress: 'ул. Героев Хасана, д. 105',
    deadline: '2026-03-25',
    comment: 'Прошу счёт с НДС',
    lines: [
      { productId: first, quantity: 120, targetPrice: 310.5 },
      { productId: second, quantity: 15 },
    ],
    ...overrides,
  };
};

describe('order-requests', () => {
  it('a buyer sends a request; the seller sees it as new with its lines', async () => {
    const created = await post<RequestRecord>('/order-requests', newBody());
    expect(created.statusCode).toBe(201);
    const [first, second] = wholesaleProducts(c.server, c.seller.sellerId);
    expect(created.body).toMatchObject({
      sellerId: c.seller.sellerId,
      statusId: 2,
      productsCount: 2,
      proposalAmount: null,
      deletedBySeller: false,
      allowedActions: [],
      // The end of the Moscow day 25.03.
      deadline: '2026-03-25T20:59:59.999Z',
      deliveryAddressText: 'Россия, Пермский край, г. Пермь, ул. Героев Хасана, д. 105',
      lines: [
        { productId: first, quantity: 120, targetPrice: 310.5 },
        { productId: second, quantity: 15, targetPrice: null },
      ],
      proposal: null,
      history: [{ statusId: 2 }],
    });
    const detail = (await api().detail(created.body.id)).data;
    expect(detail).toMatchObject({
      statusId: 2,
      comment: 'Прошу счёт с НДС',
      deadline: '2026-03-25T20:59:59.999Z',
      totalQuantity: 135,
    });
    expect(detail?.products.map((p) => [p.productId, p.quantity, p.targetPrice])).toEqual([
      [first, 120, 310.5],
      [second, 15, null],
    ]);
  });

  it('checks the request: schema, products of the seller on sale, place, deadline, buyer', async () => {
    const otherProduct = wholesaleProducts(c.server, c.other.sellerId)[0];
    const retail = c.server.db
      .prepare(
        `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id
         WHERE s.seller_id = ? AND p.product_type_id = 1 AND p.is_draft = 0 LIMIT 1`,
      )
      .pluck()
      .get(c.seller.sellerId) as number;
    const [first] = wholesaleProducts(c.server, c.seller.sellerId);
    const seller = c.server.db
      .prepare('SELECT user_id FROM sellers WHERE id = ?')
      .pluck()
      .get(c.seller.sellerId);
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [] }, "Field 'lines' must NOT have fewer than 1 items"],
      [{ lines: [{ productId: first, quantity: 0 }] }, "Field 'lines.0.quantity' must be >= 1"],
      [{ shippingMethodId: 3 }, "Field 'shippingMethodId' must be one of [1,2]"],
      [{ deadline: '25.03.2026' }, "Field 'deadline' has an invalid format"],
      [{ deadline: '2026-03-17' }, "Field 'deadline' must be in the future"],
      [
        { lines: [{ productId: otherProduct, quantity: 1 }] },
        `Строка 1: товар ${otherProduct} не найден у продавца ${c.seller.sellerId}`,
      ],
      [
        { lines: [{ productId: retail, quantity: 1 }] },
        `Строка 1: товар ${retail} — розничный, нужен оптовый`,
      ],
      [
        {
          lines: [
            { productId: first, quantity: 1 },
            { productId: first, quantity: 2 },
          ],
        },
        `Строка 2: товар ${first} уже есть в строке 1`,
      ],
      [
        { lines: [{ productId: first, quantity: 1, targetPrice: 1.005 }] },
        "Field 'lines.0.targetPrice' must have at most 2 decimals",
      ],
      [
        { cityId: null, deliveryAddress: '  ' },
        "Field 'cityId' or 'deliveryAddress' is required when the seller delivers (shipping method 1)",
      ],
      [{ cityId: 99_999_999 }, 'Город 99999999 не найден'],
      [{ buyerId: seller }, `Пользователь ${String(seller)} не покупатель`],
      [{ sellerId: 999 }, 'Продавец 999 не найден'],
    ];
    const before = c.server.db.prepare('SELECT COUNT(*) FROM order_requests').pluck().get();
    for (const [patch, message] of cases) {
      expect(await post('/order-requests', newBody(patch)), message).toMatchObject({
        statusCode: 400,
        body: { message },
      });
    }
    expect(c.server.db.prepare('SELECT COUNT(*) FROM order_requests').pluck().get()).toBe(before);
    // The buyer collects: no place is needed and none is kept.
    const pickup = await post<RequestRecord>(
      '/order-requests',
      newBody({ shippingMethodId: 2, cityId: null }),
    );
    expect(pickup.statusCode).toBe(201);
    expect(pickup.body.deliveryAddressText).toBeNull();
    expect(requestRow(c.server, pickup.body.id)).toMatchObject({ shipping_method_id: 2, country_id: 1 });
  });

  it('lists every request with the seller, buyer and status filters, deleted ones included', async () => {
    const all = await get<RequestRecord[]>('/order-requests', { range: [0, 999] });
    const total = c.server.db.prepare('SELECT COUNT(*) FROM order_requests').pluck().get() as number;
    expect(all.headers['content-range']).toBe(`order-requests 0-${total - 1}/${total}`);
    expect(all.body.some((r) => r.deletedBySeller)).toBe(true);
    const mine = await get<RequestRecord[]>('/order-requests', {
      filter: { sellerId: c.seller.sellerId, statusId: [3, 6] },
      range: [0, 999],
    });
    expect(mine.body.length).toBeGreaterThan(0);
    for (const r of mine.body) {
      expect(r.sellerId).toBe(c.seller.sellerId);
      expect([3, 6]).toContain(r.statusId);
      expect(r.allowedActions).toEqual(r.statusId === 3 ? ['acceptProposal', 'rejectProposal'] : []);
    }
    expect((await get('/order-requests', { filter: { q: 'x' } })).statusCode).toBe(400);
    expect((await get('/order-requests/999999')).body).toEqual({ message: 'Запись не найдена' });
    expect((await admin(c.server.app, 'DELETE', '/order-requests/1', { token })).statusCode).toBe(405);
  });
});

describe('order-request-actions', () => {
  it('the buyer accepts the proposal (3 -> 6): the seller can no longer change or reject it', async () => {
    const id = (await post<RequestRecord>('/order-requests', newBody())).body.id;
    expect(await answer(id, 'acceptProposal')).toMatchObject({
      statusCode: 409,
      body: { message: REQUEST_NOT_ALLOWED },
    });
    const detail = (await api().detail(id)).data;
    if (!detail) throw new Error('no detail');
    expect((await api().propose(proposalFor(detail))).status).toBe(1);
    const record = (await get<RequestRecord>(`/order-requests/${id}`)).body;
    expect(record).toMatchObject({
      statusId: 3,
      allowedActions: ['acceptProposal', 'rejectProposal'],
      proposalAmount: 29_500,
    });
    expect(record.proposal?.lines).toHaveLength(2);

    const accepted = await answer(id, 'acceptProposal', 'ignored');
    expect(accepted).toMatchObject({
      statusCode: 201,
      body: { orderRequestId: id, action: 'acceptProposal', reason: null, statusBefore: 3, statusAfter: 6 },
    });
    const seen = (await api().detail(id)).data;
    expect(seen?.statusId).toBe(6);
    expect(seen?.history.map((h) => h.statusId)).toEqual([2, 3, 6]);
    expect(await answer(id, 'acceptProposal')).toMatchObject({
      statusCode: 409,
      body: { message: REQUEST_NOT_ALLOWED },
    });
    expect(await answer(id, 'rejectProposal', 'Передумали')).toMatchObject({ statusCode: 409 });
    // The seller can no longer change or reject it.
    expect(await api().update(proposalFor(detail))).toEqual({
      status: -1,
      errorMessage: REQUEST_NOT_ALLOWED,
    });
    expect(await api().reject(id, 'Поздно')).toEqual({ status: -1, errorMessage: REQUEST_NOT_ALLOWED });
    const log = await get<ActionRecord[]>('/order-request-actions', { filter: { orderRequestId: id } });
    expect(log.body.map((a) => [a.action, a.statusBefore, a.statusAfter])).toEqual([
      ['acceptProposal', 3, 6],
    ]);
  });

  it('the buyer rejects the proposal with a reason (3 -> 7); the seller reads it and may delete the request', async () => {
    const id = seededRequest(c.server, c.seller.sellerId, 3);
    expect(await answer(id, 'rejectProposal')).toMatchObject({
      statusCode: 400,
      body: { message: "Field 'reason' is required for action 'rejectProposal'" },
    });
    expect(await answer(id, 'rejectProposal', '   ')).toMatchObject({ statusCode: 400 });
    expect(await answer(id, 'cancel')).toMatchObject({ statusCode: 400 });
    expect(requestRow(c.server, id).status_id).toBe(3);
    const rejected = await answer(id, 'rejectProposal', ' Нашли дешевле ');
    expect(rejected).toMatchObject({
      statusCode: 201,
      body: { reason: 'Нашли дешевле', statusBefore: 3, statusAfter: 7 },
    });
    expect((await api().detail(id)).data).toMatchObject({ statusId: 7, buyerRejectReason: 'Нашли дешевле' });
    expect(await api().remove(id)).toEqual({ status: 1, data: true });
    // The buyer's side keeps it.
    expect((await get<RequestRecord>(`/order-requests/${id}`)).body).toMatchObject({
      statusId: 7,
      deletedBySeller: true,
    });
  });

  it('refuses in every status but 3, and an unknown request with 404', async () => {
    for (const status of [2, 4, 5, 6, 7, 8]) {
      const id = seededRequest(c.server, c.seller.sellerId, status);
      for (const action of ['acceptProposal', 'rejectProposal']) {
        expect(await answer(id, action, 'Причина'), `${action} from ${status}`).toMatchObject({
          statusCode: 409,
          body: { message: REQUEST_NOT_ALLOWED },
        });
      }
      expect(requestRow(c.server, id).status_id).toBe(status);
    }
    expect(await answer(999_999, 'acceptProposal')).toMatchObject({
      statusCode: 404,
      body: { message: REQUEST_NOT_FOUND },
    });
    expect(c.server.db.prepare('SELECT COUNT(*) FROM console_request_actions').pluck().get()).toBe(0);
  });

  it('an expired proposal cannot be accepted: the sweep runs first', async () => {
    const id = seededRequest(c.server, c.seller.sellerId, 3);
    const validUntil = c.server.db
      .prepare('SELECT valid_until FROM order_proposals WHERE request_id = ?')
      .pluck()
      .get(id) as string;
    c.server.clock.now = Date.parse(validUntil) + 1;
    // Console sessions last 12 hours: sign in at the new time.
    await signIn();
    expect(await answer(id, 'acceptProposal')).toMatchObject({ statusCode: 409 });
    expect((await get<RequestRecord>(`/order-requests/${id}`)).body.statusId).toBe(8);
    c.server.clock.now += DAY;
    expect(requestRow(c.server, id).status_id).toBe(8);
  });
});
