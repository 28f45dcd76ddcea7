import { describe, expect, it } from 'vitest';
import { admin, withConsoleServer, type ConsoleContext, type Message } from './consoleHelpers.js';

let c: ConsoleContext;
withConsoleServer((context) => {
  c = context;
});

interface Order {
  id: number;
  statusId: number;
  totalAmount: number;
  sellerId: number;
  invoiceNumber: string;
}

const get = <T = unknown>(path: string, query: Record<string, unknown> = {}) =>
  admin<T>(c.server.app, 'GET', path, { token: c.token, query });

const scalar = (sql: string, ...params: unknown[]) =>
  c.server.db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

describe('lists (ra-data-simple-rest)', () => {
  it('answers the default page (id DESC, rows 0-24) with Content-Range and its exposure', async () => {
    const total = scalar('SELECT COUNT(*) FROM wholesale_orders');
    const reply = await get<Order[]>('/wholesale-orders');
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toHaveLength(25);
    expect(reply.body.map((o) => o.id)).toEqual(Array.from({ length: 25 }, (_, i) => total - i));
    expect(reply.headers['content-range']).toBe(`wholesale-orders 0-24/${total}`);
    expect(reply.headers['access-control-expose-headers']).toBe('Content-Range');
  });

  it('takes an inclusive range and sorts both ways with the id as tie-breaker', async () => {
    const total = scalar('SELECT COUNT(*) FROM wholesale_orders');
    const asc = await get<Order[]>('/wholesale-orders', { sort: ['totalAmount', 'ASC'], range: [5, 9] });
    expect(asc.body).toHaveLength(5);
    expect(asc.headers['content-range']).toBe(`wholesale-orders 5-9/${total}`);
    const amounts = asc.body.map((o) => o.totalAmount);
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    const smallest = scalar(
      'SELECT total_amount FROM wholesale_orders ORDER BY total_amount, id LIMIT 1 OFFSET 5',
    );
    expect(amounts[0]).toBeCloseTo(smallest, 2);
    const desc = await get<Order[]>('/wholesale-orders', { sort: ['totalAmount', 'DESC'], range: [0, 2] });
    const largest = scalar('SELECT MAX(total_amount) FROM wholesale_orders');
    expect(desc.body[0]?.totalAmount).toBeCloseTo(largest, 2);
    const byId = await get<Order[]>('/wholesale-orders', { sort: ['id', 'ASC'], range: [0, 2] });
    expect(byId.body.map((o) => o.id)).toEqual([1, 2, 3]);
  });

  it('filters by the resource keys, statusId arrays and q; filter.id answers those records', async () => {
    const sellerId = c.seller.sellerId;
    const one = await get<Order[]>('/wholesale-orders', {
      filter: { sellerId, statusId: 1 },
      range: [0, 999],
    });
    expect(one.body.length).toBe(
      scalar('SELECT COUNT(*) FROM wholesale_orders WHERE seller_id = ? AND status_id = 1', sellerId),
    );
    expect(one.body.every((o) => o.statusId === 1 && o.sellerId === sellerId)).toBe(true);
    const two = await get<Order[]>('/wholesale-orders', { filter: { statusId: [1, 9] }, range: [0, 999] });
    expect(two.body.length).toBe(scalar('SELECT COUNT(*) FROM wholesale_orders WHERE status_id IN (1, 9)'));
    expect(new Set(two.body.map((o) => o.statusId))).toEqual(new Set([1, 9]));

    const many = await get<Order[]>('/wholesale-orders', { filter: { id: [3, 1, 2] } });
    expect(many.body.map((o) => o.id).sort()).toEqual([1, 2, 3]);
    expect(many.headers['content-range']).toBe('wholesale-orders 0-2/3');

    const invoice = await get<Order[]>('/wholesale-orders', { filter: { q: '000012' } });
    expect(invoice.body.map((o) => o.id)).toEqual([12]);

    const buyers = await get<{ email: string }[]>('/buyers', { filter: { q: 'ИВАНОВА' } });
    expect(buyers.body.map((b) => b.email)).toEqual(['maria.ivanova@demo.ru']);
    const stores = await get<{ storeName: string }[]>('/sellers', { filter: { q: 'текстиль' } });
    expect(stores.body.map((s) => s.storeName)).toEqual(['Текстиль Иваново']);
  });

  it('answers an empty page as */total', async () => {
    const none = await get<Order[]>('/wholesale-orders', { filter: { id: [] } });
    expect(none.body).toEqual([]);
    expect(none.headers['content-range']).toBe('wholesale-orders */0');
    const total = scalar('SELECT COUNT(*) FROM sellers');
    const past = await get('/sellers', { range: [500, 509] });
    expect(past.body).toEqual([]);
    expect(past.headers['content-range']).toBe(`sellers */${total}`);
  });

  it('refuses bad parameters with 400 naming them', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ sort: ['nope', 'ASC'] }, /Unknown sort field 'nope'/],
      [{ sort: ['id', 'UP'] }, /direction "UP"/],
      [{ sort: 'id' }, /Query parameter 'sort' is not valid JSON/],
      [{ range: '[0,' }, /Query parameter 'range' is not valid JSON/],
      [{ range: [5, 2] }, /Query parameter 'range'/],
      [{ range: [0, 1000] }, /more than 1000 rows/],
      [{ range: [-1, 3] }, /Query parameter 'range'/],
      [{ filter: { color: 'red' } }, /Unknown filter 'color'/],
      [{ filter: { statusId: 'x' } }, /Filter 'statusId'/],
      [{ filter: [1] }, /Query parameter 'filter' must be a JSON object/],
    ];
    for (const [query, message] of cases) {
      const reply = await get<Message>('/wholesale-orders', query);
      expect(reply.statusCode, JSON.stringify(query)).toBe(400);
      expect(reply.body.message).toMatch(message);
    }
    expect((await get<Message>('/order-actions', { filter: { q: 'x' } })).body.message).toBe(
      "Unknown filter 'q'",
    );
  });
});

describe('records and methods', () => {
  it('answers one record, 404 for an unknown one, 405 for a method the resource lacks', async () => {
    const seller = await get<{ id: number; email: string; storeName: string }>(
      `/sellers/${c.seller.sellerId}`,
    );
    expect(seller.body).toMatchObject({
      id: c.seller.sellerId,
      email: 'seller@demo.ru',
      storeName: 'Уральские Промтовары',
    });
    expect(await get('/sellers/99999')).toMatchObject({
      statusCode: 404,
      body: { message: 'Запись не найдена' },
    });
    expect((await get<Message>('/sellers/abc')).statusCode).toBe(400);
    const remove = await admin<Message>(c.server.app, 'DELETE', '/sellers/1', { token: c.token });
    expect(remove).toMatchObject({ statusCode: 405, body: { message: expect.any(String) } });
    expect((await admin(c.server.app, 'POST', '/sellers', { token: c.token, body: {} })).statusCode).toBe(
      405,
    );
    expect((await admin(c.server.app, 'DELETE', '/products/1', { token: c.token })).statusCode).toBe(405);
  });

  it('answers unknown paths with 404 {message} and a malformed JSON body with 400 {message}', async () => {
    expect(await get('/nope')).toMatchObject({ statusCode: 404, body: { message: expect.any(String) } });
    const response = await c.server.app.inject({
      method: 'POST',
      url: '/admin/api/order-comments',
      headers: { authorization: `Bearer ${c.token}`, 'content-type': 'application/json' },
      payload: '{"orderId": 1,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Message>().message).toEqual(expect.any(String));
  });

  it('shapes every record as the contract says', async () => {
    const keys = async (path: string) =>
      Object.keys(((await get<object[]>(path)).body[0] ?? {}) as object).sort();
    expect(await keys('/sellers')).toEqual(
      [
        'id',
        'userId',
        'email',
        'fullName',
        'storeId',
        'storeName',
        'commissionPercentage',
        'isBlocked',
        'createdAt',
        'wholesaleOrdersCount',
        'retailOrdersCount',
      ].sort(),
    );
    expect(await keys('/buyers')).toEqual(
      [
        'id',
        'email',
        'firstName',
        'lastName',
        'middleName',
        'companyName',
        'phone',
        'city',
        'createdAt',
      ].sort(),
    );
    expect(await keys('/products')).toEqual(
      [
        'id',
        'sellerId',
        'storeId',
        'storeName',
        'name',
        'productTypeId',
        'isActive',
        'isDraft',
        'isBlocked',
        'price',
      ].sort(),
    );
    expect(await keys('/wholesale-orders')).toEqual(
      [
        'id',
        'invoiceNumber',
        'sellerId',
        'storeName',
        'buyerId',
        'buyerName',
        'statusId',
        'shippingMethodId',
        'deliveryMethodId',
        'totalAmount',
        'couponCode',
        'discountAmount',
        'isPaid',
        'createdAt',
        'paymentDeadline',
        'dispatchDeadline',
        'deliveryDeadline',
        'payRenewalDays',
        'dispatchExtensionDate',
        'allowedActions',
      ].sort(),
    );
    expect(await keys('/retail-orders')).toEqual(
      [
        'id',
        'number',
        'sellerId',
        'storeName',
        'buyerId',
        'buyerName',
        'statusId',
        'shippingMethodId',
        'deliveryMethodId',
        'amount',
        'deliveryAddress',
        'couponCode',
        'discountAmount',
        'createdAt',
        'allowedActions',
      ].sort(),
    );
    expect(await keys('/order-comments')).toEqual(
      ['id', 'orderId', 'userId', 'authorName', 'comment', 'createdAt'].sort(),
    );
    expect(await keys('/reviews')).toEqual(
      [
        'id',
        'sellerId',
        'orderId',
        'productId',
        'buyerId',
        'buyerName',
        'rating',
        'text',
        'createdAt',
      ].sort(),
    );
    const detail = await get<{ lines: object[] }>('/wholesale-orders/1');
    expect(Object.keys(detail.body.lines[0] ?? {}).sort()).toEqual(
      ['id', 'productId', 'productName', 'quantity', 'measureUnit', 'priceForOne', 'amount'].sort(),
    );
    const retail = await get<{ lines: object[] }>('/retail-orders/1');
    expect(Object.keys(retail.body.lines[0] ?? {}).sort()).toEqual(
      ['id', 'productId', 'productName', 'quantity', 'price', 'amount'].sort(),
    );
  });

  it('lists buyers only among users, and products with their reference price', async () => {
    const buyers = await get<{ id: number }[]>('/buyers', { range: [0, 999] });
    expect(buyers.body.length).toBe(scalar('SELECT COUNT(*) FROM users WHERE user_category_id = 2'));
    expect((await get(`/buyers/${c.seller.userId}`)).statusCode).toBe(404);
    const wholesale = await get<{ productTypeId: number; price: number | null }[]>('/products', {
      filter: { sellerId: c.seller.sellerId, productTypeId: 2 },
      sort: ['price', 'DESC'],
    });
    expect(wholesale.body.length).toBeGreaterThan(0);
    expect(wholesale.body.every((p) => p.productTypeId === 2)).toBe(true);
    expect(wholesale.body[0]?.price).toEqual(expect.any(Number));
  });
});
