import { describe, expect, it } from 'vitest';
import { DAY } from './ordersHelpers.js';
import { admin, withConsoleServer, type ConsoleContext, type Message } from './consoleHelpers.js';
import { call, DEMO_ACCOUNTS } from './helpers.js';

/** Orders, comments, reviews, sellers and buyers written from the console. */

let c: ConsoleContext;
withConsoleServer((context) => {
  c = context;
});

const post = <T = unknown>(path: string, body: unknown) =>
  admin<T & Message>(c.server.app, 'POST', path, { token: c.token, body });
const rows = <T>(sql: string, ...params: unknown[]) => c.server.db.prepare(sql).all(...params) as T[];
const value = (sql: string, ...params: unknown[]) =>
  c.server.db
    .prepare(sql)
    .pluck()
    .get(...params);

/** An active, published product of the seller of the given type (1 retail, 2 wholesale). */
const productOf = (sellerId: number, type: number): number =>
  value(
    `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id
     WHERE s.seller_id = ? AND p.product_type_id = ? AND p.is_active = 1 AND p.is_draft = 0 ORDER BY p.id LIMIT 1`,
    sellerId,
    type,
  ) as number;
const buyerId = () => value('SELECT id FROM users WHERE email = ?', 'maria.ivanova@demo.ru') as number;
const otherSellerId = () =>
  value('SELECT id FROM sellers WHERE id <> ? ORDER BY id LIMIT 1', c.seller.sellerId) as number;

interface WholesaleRecord {
  id: number;
  invoiceNumber: string;
  statusId: number;
  totalAmount: number;
  isPaid: boolean;
  paymentDeadline: string;
  allowedActions: string[];
  lines: { productId: number; quantity: number; priceForOne: number; amount: number; measureUnit: string }[];
}

describe('wholesale-orders POST', () => {
  const order = (lines: unknown[], extra: Record<string, unknown> = {}) =>
    post<WholesaleRecord>('/wholesale-orders', {
      sellerId: c.seller.sellerId,
      buyerId: buyerId(),
      shippingMethodId: 1,
      deliveryMethodId: 2,
      deliveryAmount: 1500,
      lines,
      ...extra,
    });

  it('places an unpaid order the seller sees, with lines, amounts, deadline, invoice and history', async () => {
    const productId = productOf(c.seller.sellerId, 2);
    const reply = await order([{ productId, quantity: 3, priceForOne: 100.5 }]);
    expect(reply.statusCode).toBe(201);
    const created = reply.body;
    expect(created).toMatchObject({
      statusId: 1,
      isPaid: false,
      totalAmount: 1801.5,
      invoiceNumber: `2026-${String(created.id).padStart(6, '0')}`,
      paymentDeadline: new Date(c.server.clock.now + 5 * DAY).toISOString(),
      allowedActions: ['pay', 'request-pay-renewal', 'cancel'],
    });
    expect(created.lines).toEqual([
      expect.objectContaining({
        productId,
        quantity: 3,
        priceForOne: 100.5,
        amount: 301.5,
        measureUnit: 'шт.',
      }),
    ]);
    const seen = await call<{
      statusId: number;
      buyerId: number;
      deliveryMethodId: number;
      products: unknown[];
      history: unknown[];
    }>(c.server.app, 'POST', `/Order/GetOrderById?id=${created.id}`, { token: c.seller.token });
    expect(seen.body.data).toMatchObject({ statusId: 1, buyerId: buyerId(), deliveryMethodId: 2 });
    expect(seen.body.data?.products).toHaveLength(1);
    expect(seen.body.data?.history).toHaveLength(1);
  });

  it('forces delivery method 1 when the buyer collects', async () => {
    const reply = await order(
      [{ productId: productOf(c.seller.sellerId, 2), quantity: 1, priceForOne: 10 }],
      {
        shippingMethodId: 2,
        deliveryMethodId: 3,
      },
    );
    expect(reply.body).toMatchObject({ shippingMethodId: 2, deliveryMethodId: 1 });
  });

  it("refuses another seller's product, a retail product, a non-buyer and bad bodies with 400", async () => {
    const before = value('SELECT COUNT(*) FROM wholesale_orders');
    const foreign = await order([{ productId: productOf(otherSellerId(), 2), quantity: 1, priceForOne: 10 }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.message).toMatch(/^Строка 1: товар \d+ не найден у продавца/);
    const retail = await order([
      { productId: productOf(c.seller.sellerId, 2), quantity: 1, priceForOne: 10 },
      { productId: productOf(c.seller.sellerId, 1), quantity: 1, priceForOne: 10 },
    ]);
    expect(retail.statusCode).toBe(400);
    expect(retail.body.message).toMatch(/^Строка 2: товар \d+ — розничный/);
    const notBuyer = await order(
      [{ productId: productOf(c.seller.sellerId, 2), quantity: 1, priceForOne: 10 }],
      {
        buyerId: c.seller.userId,
      },
    );
    expect(notBuyer).toMatchObject({
      statusCode: 400,
      body: { message: `Пользователь ${c.seller.userId} не покупатель` },
    });
    expect((await order([])).body.message).toMatch(/^Field 'lines'/);
    expect((await order([{ productId: 1, quantity: 0, priceForOne: 10 }])).body.message).toBe(
      "Field 'lines.0.quantity' must be >= 1",
    );
    expect(
      (await order([{ productId: 1, quantity: 1, priceForOne: 10 }], { shippingMethodId: 3 })).statusCode,
    ).toBe(400);
    expect(value('SELECT COUNT(*) FROM wholesale_orders')).toBe(before);
  });
});

describe('retail-orders POST', () => {
  const order = (extra: Record<string, unknown>) =>
    post<{ id: number; number: string; statusId: number; amount: number; deliveryAddress: string | null }>(
      '/retail-orders',
      {
        sellerId: c.seller.sellerId,
        buyerId: buyerId(),
        shippingMethodId: 1,
        deliveryMethodId: 1,
        lines: [{ productId: productOf(c.seller.sellerId, 1), quantity: 2, price: 250 }],
        ...extra,
      },
    );

  it('places a new order with the next free number and a readiness deadline the seller sees', async () => {
    const last = value('SELECT MAX(CAST(number AS INTEGER)) FROM retail_orders') as number;
    const reply = await order({ deliveryAddress: 'г. Пермь, ул. Ленина, д. 5' });
    expect(reply).toMatchObject({
      statusCode: 201,
      body: {
        number: String(last + 1),
        statusId: 1,
        amount: 500,
        deliveryAddress: 'г. Пермь, ул. Ленина, д. 5',
      },
    });
    const info = await call<{ retailOrderStatus: number; readinessDeadline: string }>(
      c.server.app,
      'GET',
      `/Order/GetRetailOrderInfo?orderId=${reply.body.id}`,
      { token: c.seller.token },
    );
    expect(info.body.data).toMatchObject({
      retailOrderStatus: 1,
      readinessDeadline: new Date(c.server.clock.now + 2 * DAY).toISOString(),
    });
    const pickup = await order({ shippingMethodId: 2, deliveryAddress: 'ignored' });
    expect(pickup.body).toMatchObject({ deliveryAddress: null, number: String(last + 2) });
  });

  it('needs the address when the seller delivers and retail products of the seller', async () => {
    expect((await order({})).statusCode).toBe(400);
    const wholesaleProduct = await order({
      deliveryAddress: 'г. Пермь',
      lines: [{ productId: productOf(c.seller.sellerId, 2), quantity: 1, price: 10 }],
    });
    expect(wholesaleProduct.body.message).toMatch(/— оптовый/);
  });
});

describe('order-comments and reviews', () => {
  it("writes the buyer's comment, shown to the seller by Common/GetComments", async () => {
    const reply = await post<{ id: number; userId: number; authorName: string; comment: string }>(
      '/order-comments',
      {
        orderId: 1,
        comment: '  Когда отгрузка?  ',
      },
    );
    expect(reply.statusCode).toBe(201);
    const buyer = value('SELECT buyer_id FROM wholesale_orders WHERE id = 1');
    expect(reply.body).toMatchObject({ userId: buyer, comment: '  Когда отгрузка?  ' });
    const comments = await call<{ id: number; isSeller: boolean; comment: string }[]>(
      c.server.app,
      'POST',
      '/Common/GetComments?orderId=1',
      { token: c.seller.token },
    );
    expect(comments.body.data?.[0]).toMatchObject({
      id: reply.body.id,
      isSeller: false,
      comment: '  Когда отгрузка?  ',
    });
    const list = await admin<{ orderId: number }[]>(c.server.app, 'GET', '/order-comments', {
      token: c.token,
      query: { filter: { orderId: 1 } },
    });
    expect(list.body.every((comment) => comment.orderId === 1)).toBe(true);
    expect(list.body.length).toBe(comments.body.data?.length);

    expect((await post('/order-comments', { orderId: 99999, comment: 'x' })).statusCode).toBe(404);
    expect((await post('/order-comments', { orderId: 1, comment: '   ' })).statusCode).toBe(400);
  });

  it('writes one review of a shipped order, shown by Order/GetReviewByOrderId; refused otherwise', async () => {
    const reply = await post<{ orderId: number; rating: number; productId: number }>('/reviews', {
      orderId: 12,
      rating: 4,
      text: 'Всё пришло вовремя',
    });
    expect(reply).toMatchObject({ statusCode: 201, body: { orderId: 12, rating: 4 } });
    const firstProduct = value(
      'SELECT product_id FROM wholesale_order_products WHERE order_id = 12 ORDER BY id LIMIT 1',
    );
    expect(reply.body.productId).toBe(firstProduct);
    const seen = await call<{ rating: number; text: string }>(
      c.server.app,
      'POST',
      '/Order/GetReviewByOrderId?orderId=12',
      {
        token: c.seller.token,
      },
    );
    expect(seen.body.data).toMatchObject({ rating: 4, text: 'Всё пришло вовремя' });

    expect(await post('/reviews', { orderId: 12, rating: 5, text: 'Ещё раз' })).toMatchObject({
      statusCode: 409,
      body: { message: 'Отзыв на этот заказ уже оставлен' },
    });
    expect(await post('/reviews', { orderId: 7, rating: 5, text: 'Рано' })).toMatchObject({
      statusCode: 409,
      body: { message: 'Действие недоступно для текущего статуса заказа' },
    });
    expect(await post('/reviews', { orderId: 13, rating: 6, text: 'x' })).toMatchObject({
      statusCode: 400,
      body: { message: "Field 'rating' must be <= 5" },
    });
    expect((await post('/reviews', { orderId: 99999, rating: 5, text: 'x' })).statusCode).toBe(404);
  });
});

describe('sellers PUT and buyers POST', () => {
  const put = (id: number, body: unknown) =>
    admin<{ commissionPercentage: number } & Message>(c.server.app, 'PUT', `/sellers/${id}`, {
      token: c.token,
      body,
    });

  it('sets the commission (0..100, two decimals at most, no other keys)', async () => {
    const reply = await put(c.seller.sellerId, { commissionPercentage: 12.25 });
    expect(reply).toMatchObject({
      statusCode: 200,
      body: { id: c.seller.sellerId, commissionPercentage: 12.25 },
    });
    expect(value('SELECT commission_percentage FROM sellers WHERE id = ?', c.seller.sellerId)).toBe(12.25);
    expect(await put(c.seller.sellerId, { commissionPercentage: 101 })).toMatchObject({
      statusCode: 400,
      body: { message: "Field 'commissionPercentage' must be <= 100" },
    });
    expect((await put(c.seller.sellerId, { commissionPercentage: 7.125 })).statusCode).toBe(400);
    expect((await put(c.seller.sellerId, { commissionPercentage: '7' })).statusCode).toBe(400);
    expect(await put(c.seller.sellerId, { commissionPercentage: 7, email: 'x@y.ru' })).toMatchObject({
      statusCode: 400,
      body: { message: "Field 'email' is not allowed" },
    });
    expect((await put(99999, { commissionPercentage: 7 })).statusCode).toBe(404);
    expect(value('SELECT commission_percentage FROM sellers WHERE id = ?', c.seller.sellerId)).toBe(12.25);
  });

  it('creates a buyer (phone as digits) and refuses a used e-mail with 409', async () => {
    const reply = await post<{ id: number; phone: string; companyName: string | null }>('/buyers', {
      email: 'new.buyer@demo.ru',
      firstName: 'Анна',
      lastName: 'Соколова',
      phone: '8 (912) 345-67-89',
      city: 'Пермь',
    });
    expect(reply).toMatchObject({
      statusCode: 201,
      body: { phone: '79123456789', companyName: null, middleName: null },
    });
    const stored = rows<{ user_category_id: number }>(
      'SELECT user_category_id FROM users WHERE id = ?',
      reply.body.id,
    );
    expect(stored).toEqual([{ user_category_id: 2 }]);
    const again = await post('/buyers', { email: 'NEW.buyer@demo.ru', firstName: 'А', lastName: 'Б' });
    expect(again).toMatchObject({
      statusCode: 409,
      body: { message: 'Пользователь с таким e-mail уже есть' },
    });
    expect(
      (await post('/buyers', { email: DEMO_ACCOUNTS.seller, firstName: 'А', lastName: 'Б' })).statusCode,
    ).toBe(409);
    expect((await post('/buyers', { email: 'x@y.ru', firstName: '', lastName: 'Б' })).statusCode).toBe(400);
    expect((await post('/buyers', { email: 'not-an-email', firstName: 'А', lastName: 'Б' })).statusCode).toBe(
      400,
    );
  });
});
