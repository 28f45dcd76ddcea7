import { describe, expect, it } from 'vitest';
import { admin, withConsoleServer, type ConsoleContext, type Message } from './consoleHelpers.js';
import { call } from './helpers.js';

/** The console's products: the base option's price, the blocked flag and filter, the block PUT. */

let c: ConsoleContext;
withConsoleServer((context) => {
  c = context;
});

interface ProductRecord {
  id: number;
  productTypeId: number;
  isActive: boolean;
  isBlocked: boolean;
  price: number | null;
}

const value = (sql: string, ...params: unknown[]) =>
  c.server.db
    .prepare(sql)
    .pluck()
    .get(...params);

/** An active, published wholesale product of the demo seller. */
const activeWholesale = (): number =>
  value(
    `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id
     WHERE s.seller_id = ? AND p.product_type_id = 2 AND p.is_active = 1 AND p.is_draft = 0
       AND p.is_blocked = 0 ORDER BY p.id LIMIT 1`,
    c.seller.sellerId,
  ) as number;

const put = (id: number, body: unknown) =>
  admin<ProductRecord & Message>(c.server.app, 'PUT', `/products/${id}`, { token: c.token, body });
const get = <T>(path: string, query?: Record<string, unknown>) =>
  admin<T>(c.server.app, 'GET', path, { token: c.token, ...(query ? { query } : {}) });

describe('console products', () => {
  it("answers the base option's newPrice as the price", async () => {
    const id = activeWholesale();
    const base = value('SELECT new_price FROM product_options WHERE product_id = ? AND is_base = 1', id);
    expect((await get<ProductRecord>(`/products/${id}`)).body).toMatchObject({
      id,
      price: base,
      isBlocked: false,
    });
  });

  it('filters by isBlocked (a boolean; anything else is a 400)', async () => {
    const blocked = await get<ProductRecord[]>('/products', { filter: { isBlocked: true }, range: [0, 999] });
    expect(blocked.body.length).toBe(value('SELECT COUNT(*) FROM products WHERE is_blocked = 1'));
    expect(blocked.body.every((p) => p.isBlocked && !p.isActive)).toBe(true);
    const open = await get<ProductRecord[]>('/products', { filter: { isBlocked: false }, range: [0, 0] });
    expect(open.headers['content-range']).toBe(
      `products 0-0/${String(value('SELECT COUNT(*) FROM products WHERE is_blocked = 0'))}`,
    );
    expect(await get('/products', { filter: { isBlocked: 'yes' } })).toMatchObject({
      statusCode: 400,
      body: { message: "Filter 'isBlocked' must be a boolean" },
    });
  });

  it('blocks (switching the product off) and unblocks (leaving it off); isBlocked only; 404', async () => {
    const id = activeWholesale();
    expect(await put(id, { isBlocked: true })).toMatchObject({
      statusCode: 200,
      body: { id, isBlocked: true, isActive: false },
    });
    const activate = await call<{ errorMessage: string }>(
      c.server.app,
      'POST',
      '/Product/ChangeProductStatus',
      {
        token: c.seller.token,
        body: { productIds: [id], isActive: true },
      },
    );
    expect(activate.body.errorMessage).toBe('Товар заблокирован администратором: активировать его нельзя');
    expect(await put(id, { isBlocked: false })).toMatchObject({
      statusCode: 200,
      body: { id, isBlocked: false, isActive: false },
    });
    expect(await put(id, { isBlocked: 'true' })).toMatchObject({ statusCode: 400 });
    expect(await put(id, {})).toMatchObject({ statusCode: 400 });
    expect(await put(id, { isBlocked: true, isActive: true })).toMatchObject({
      statusCode: 400,
      body: { message: "Field 'isActive' is not allowed" },
    });
    expect(await put(99999999, { isBlocked: true })).toMatchObject({
      statusCode: 404,
      body: { message: 'Запись не найдена' },
    });
    expect(value('SELECT is_blocked FROM products WHERE id = ?', id)).toBe(0);
  });

  it('refuses to order a blocked product', async () => {
    const id = activeWholesale();
    await put(id, { isBlocked: true });
    const buyerId = value('SELECT id FROM users WHERE email = ?', 'maria.ivanova@demo.ru') as number;
    const reply = await admin<Message>(c.server.app, 'POST', '/wholesale-orders', {
      token: c.token,
      body: {
        sellerId: c.seller.sellerId,
        buyerId,
        shippingMethodId: 1,
        deliveryMethodId: 2,
        lines: [{ productId: id, quantity: 1, priceForOne: 100 }],
      },
    });
    expect(reply).toMatchObject({
      statusCode: 400,
      body: { message: `Строка 1: товар ${id} заблокирован` },
    });
  });
});
