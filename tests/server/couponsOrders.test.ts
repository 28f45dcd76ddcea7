import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon, CouponInput } from '../../contract/index.js';
import { one } from '../../server/db/query.js';
import { takeCouponUse } from '../../server/services/couponsApply.js';
import { loadInvoice } from '../../server/services/invoicesData.js';
import { invoiceDocument } from '../../server/services/invoicesDocument.js';
import { admin, adminToken, type Message } from './consoleHelpers.js';
import { call, createTestServer, DEMO_ACCOUNTS, type TestServer } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';

/**
 * A buyer's console order with the seller's coupon (docs/contract/marketing.md "Coupons in orders
 * (console)"). Moscow today: 2026-03-18. One server: every test makes its own coupons.
 */

let server: TestServer;
let token: string;
let seller: SellerSession;
let other: SellerSession;

beforeAll(async () => {
  server = await createTestServer({ accessTokenTtlSeconds: 365 * 86_400 });
  token = await adminToken(server.app);
  seller = await sellerSession(server.app);
  other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
});

afterAll(async () => {
  await server.app.close();
});

const value = <T>(sql: string, ...params: unknown[]) =>
  server.db
    .prepare(sql)
    .pluck()
    .get(...params) as T;

async function coupon(overrides: Partial<CouponInput>, session: SellerSession = seller): Promise<Coupon> {
  const body: CouponInput = {
    code: 'X',
    discountType: 1,
    discountValue: 10,
    minOrderAmount: 0,
    validFrom: '2026-03-01',
    validTo: '2026-04-30',
    usageLimit: null,
    marketType: 1,
    productIds: [],
    categoryIds: [],
    isActive: true,
    ...overrides,
  };
  const reply = await call<Coupon>(server.app, 'POST', '/Marketing/CreateCoupone', {
    body,
    token: session.token,
  });
  if (reply.body.status !== 1 || !reply.body.data) throw new Error(JSON.stringify(reply.body));
  return reply.body.data;
}

/** Active, published products of the demo seller of a market, with their first category. */
const products = (type: 1 | 2) =>
  server.db
    .prepare(
      `SELECT p.id, p.first_category_id AS categoryId FROM products p JOIN stores s ON s.id = p.store_id
       WHERE s.seller_id = ? AND p.product_type_id = ? AND p.is_active = 1 AND p.is_draft = 0 AND p.is_blocked = 0
       ORDER BY p.id`,
    )
    .all(seller.sellerId, type) as { id: number; categoryId: number | null }[];

const buyerId = () => value<number>('SELECT id FROM users WHERE email = ?', 'maria.ivanova@demo.ru');

interface RetailRecord {
  id: number;
  amount: number;
  couponCode: string | null;
  discountAmount: number;
}
interface WholesaleRecord {
  id: number;
  totalAmount: number;
  couponCode: string | null;
  discountAmount: number;
}

type Line = { productId: number; quantity: number; price: number };

const retail = (lines: Line[], couponCode?: string | null) =>
  admin<RetailRecord & Message>(server.app, 'POST', '/retail-orders', {
    token,
    body: {
      sellerId: seller.sellerId,
      buyerId: buyerId(),
      shippingMethodId: 2,
      deliveryMethodId: 1,
      lines,
      ...(couponCode === undefined ? {} : { couponCode }),
    },
  });

const usage = (id: number) => value<number>('SELECT usage_count FROM coupons WHERE id = ?', id);
const orderCount = () => value<number>('SELECT COUNT(*) FROM retail_orders');

/** Two retail lines of different products: 2 × 1000 and 1 × 333.33. */
const twoLines = (): Line[] => {
  const [a, b] = products(1);
  return [
    { productId: a!.id, quantity: 2, price: 1000 },
    { productId: b!.id, quantity: 1, price: 333.33 },
  ];
};

describe('coupons in console orders', () => {
  it('a percent coupon of one product discounts that line only; the order stores coupon and discount', async () => {
    const lines = twoLines();
    const c = await coupon({ code: 'PCT-ONE', discountValue: 15, productIds: [lines[1]!.productId] });
    const reply = await retail(lines, 'PCT-ONE');
    expect(reply.statusCode).toBe(201);
    // 15 % of 333.33 = 49.9995 -> 50.00; total 2333.33 - 50.
    expect(reply.body).toMatchObject({ couponCode: 'PCT-ONE', discountAmount: 50, amount: 2283.33 });
    const stored = one<{ coupon_id: number; discount_amount: number; total_amount: number }>(
      server.db,
      'SELECT coupon_id, discount_amount, total_amount FROM retail_orders WHERE id = ?',
      reply.body.id,
    );
    expect(stored).toEqual({ coupon_id: c.id, discount_amount: 50, total_amount: 2283.33 });
    expect(usage(c.id)).toBe(1);
    // The seller's order page reads the coupon and its discount.
    const info = await call<{ couponCode: string | null; discountAmount: number; amount: number }>(
      server.app,
      'GET',
      `/Order/GetRetailOrderInfo?orderId=${reply.body.id}`,
      { token: seller.token },
    );
    expect(info.body.data).toMatchObject({ couponCode: 'PCT-ONE', discountAmount: 50, amount: 2283.33 });
  });

  it('a fixed coupon is capped at the eligible lines; a category coupon covers its products', async () => {
    const lines = twoLines();
    const categoryId = products(1).find((p) => p.id === lines[1]!.productId)!.categoryId!;
    const keysOfFirst = value<string>('SELECT category_keys FROM products WHERE id = ?', lines[0]!.productId);
    await coupon({ code: 'FIX-CAT', discountType: 2, discountValue: 5000, categoryIds: [categoryId] });
    const reply = await retail(lines, 'FIX-CAT');
    expect(reply.statusCode).toBe(201);
    const eligible = keysOfFirst.includes(` ${categoryId} `) ? 2333.33 : 333.33;
    expect(reply.body).toMatchObject({
      discountAmount: eligible,
      amount: Math.round((2333.33 - eligible) * 100) / 100,
    });

    await coupon({ code: 'FIX-ALL', discountType: 2, discountValue: 100.5 });
    const all = await retail(lines, 'FIX-ALL');
    expect(all.body).toMatchObject({ discountAmount: 100.5, amount: 2232.83 });
  });

  it('codes match in any case and around blanks; no code = no discount, nothing counted', async () => {
    const welcome = value<number>(
      "SELECT c.id FROM coupons c JOIN stores s ON s.id = c.store_id WHERE s.seller_id = ? AND c.code = 'WELCOME-10'",
      seller.sellerId,
    );
    const before = usage(welcome);
    const reply = await retail(twoLines(), '  welcome-10 ');
    expect(reply.body).toMatchObject({ couponCode: 'WELCOME-10', discountAmount: 233.33, amount: 2100 });
    const plain = await retail(twoLines(), '');
    expect(plain.body).toMatchObject({ couponCode: null, discountAmount: 0, amount: 2333.33 });
    const none = await retail(twoLines());
    expect(none.body).toMatchObject({ couponCode: null, discountAmount: 0 });
    expect(usage(welcome)).toBe(before + 1);
  });

  it.each([
    ['not found', 'NO-SUCH', {}, 'Купон не найден'],
    ['disabled', 'OFF-1', { isActive: false }, 'Купон не действует'],
    ['scheduled', 'LATER-1', { validFrom: '2026-03-25' }, 'Купон начнёт действовать 25.03.2026'],
    [
      'of the wholesale market',
      'OPT-ONLY',
      { marketType: 2 as const },
      'Купон действует только для оптовых заказов',
    ],
    [
      'under the minimum',
      'MIN-3000',
      { minOrderAmount: 3000 },
      'Сумма заказа меньше минимальной для купона: 3 000 руб.',
    ],
    ['for other products', 'OTHER-PR', { productIds: [] as number[] }, 'Купон не подходит к товарам заказа'],
  ])(
    'refuses a coupon %s with 400 and its text; no order, no use',
    async (_name, code, overrides, message) => {
      const lines = twoLines();
      const extra: Partial<CouponInput> = { ...overrides };
      if (code === 'OTHER-PR') extra.productIds = [products(1)[2]!.id];
      if (code === 'OPT-ONLY') extra.productIds = [];
      const made = code === 'NO-SUCH' ? null : await coupon({ code, ...extra });
      const count = orderCount();
      const reply = await retail(lines, code.toLowerCase());
      expect(reply.statusCode).toBe(400);
      expect(reply.body.message).toBe(message);
      expect(orderCount()).toBe(count);
      if (made) expect(usage(made.id)).toBe(0);
    },
  );

  it('refuses an expired coupon', async () => {
    const c = await coupon({ code: 'OLD-ONE' });
    server.db
      .prepare("UPDATE coupons SET valid_from = '2026-02-01', valid_to = '2026-03-17' WHERE id = ?")
      .run(c.id);
    const reply = await retail(twoLines(), 'OLD-ONE');
    expect(reply.statusCode).toBe(400);
    expect(reply.body.message).toBe('Срок действия купона истёк');
  });

  it('the minimum counts the total before the discount (equal is enough)', async () => {
    await coupon({ code: 'MIN-EQ', minOrderAmount: 2333.33, discountType: 2, discountValue: 500 });
    const reply = await retail(twoLines(), 'MIN-EQ');
    expect(reply.statusCode).toBe(201);
    expect(reply.body.amount).toBe(1833.33);
  });

  it('counts one use per order; the last use is taken once, then "Купон исчерпан"', async () => {
    const c = await coupon({ code: 'LAST-TWO', usageLimit: 2 });
    expect((await retail(twoLines(), 'LAST-TWO')).statusCode).toBe(201);
    expect(usage(c.id)).toBe(1);
    expect((await retail(twoLines(), 'LAST-TWO')).statusCode).toBe(201);
    expect(usage(c.id)).toBe(2);
    const count = orderCount();
    const third = await retail(twoLines(), 'LAST-TWO');
    expect(third.statusCode).toBe(400);
    expect(third.body.message).toBe('Купон исчерпан');
    expect(orderCount()).toBe(count);
    expect(usage(c.id)).toBe(2);
    const listed = await call<{ results: Coupon[] }>(server.app, 'POST', '/Marketing/GetCoupones', {
      body: { code: 'LAST-TWO' },
      token: seller.token,
    });
    expect(listed.body.data?.results[0]).toMatchObject({ usageCount: 2, status: 'usedUp' });
  });

  it('takes the last use in one statement: a second taker gets nothing', async () => {
    const c = await coupon({ code: 'RACE-1', usageLimit: 5 });
    server.db.prepare('UPDATE coupons SET usage_count = 4 WHERE id = ?').run(c.id);
    expect(takeCouponUse(server.db, c.id)).toBe(true);
    expect(takeCouponUse(server.db, c.id)).toBe(false);
    expect(usage(c.id)).toBe(5);
  });

  it('a used coupon can still be deleted: its orders keep the code and the discount', async () => {
    const c = await coupon({ code: 'GONE-1' });
    const placed = await retail(twoLines(), 'GONE-1');
    const deleted = await call<boolean>(server.app, 'POST', `/Marketing/DeleteCoupone?couponeId=${c.id}`, {
      token: seller.token,
    });
    expect(deleted.body.data).toBe(true);
    expect(
      one(
        server.db,
        'SELECT coupon_id, coupon_code, discount_amount FROM retail_orders WHERE id = ?',
        placed.body.id,
      ),
    ).toEqual({ coupon_id: null, coupon_code: 'GONE-1', discount_amount: 233.33 });
  });

  it("another seller's code is not found", async () => {
    await coupon({ code: 'THEIRS-1' }, other);
    const reply = await retail(twoLines(), 'THEIRS-1');
    expect(reply.statusCode).toBe(400);
    expect(reply.body.message).toBe('Купон не найден');
  });

  it('a retail coupon refused on a wholesale order; a wholesale coupon discounts it, VAT and invoice follow', async () => {
    await coupon({ code: 'RET-ONLY' });
    const [w] = products(2);
    const order = (couponCode: string) =>
      admin<WholesaleRecord & Message>(server.app, 'POST', '/wholesale-orders', {
        token,
        body: {
          sellerId: seller.sellerId,
          buyerId: buyerId(),
          shippingMethodId: 1,
          deliveryMethodId: 2,
          deliveryAmount: 1500,
          couponCode,
          lines: [{ productId: w!.id, quantity: 10, priceForOne: 1200 }],
        },
      });
    const refused = await order('ret-only');
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toBe('Купон действует только для розничных заказов');
    // The minimum counts the goods (12 000), not the delivery (1 500).
    await coupon({ code: 'OPT-BIG', marketType: 2, discountValue: 10, minOrderAmount: 13500 });
    const tooSmall = await order('opt-big');
    expect(tooSmall.statusCode).toBe(400);
    expect(tooSmall.body.message).toBe('Сумма заказа меньше минимальной для купона: 13 500 руб.');
    await coupon({ code: 'OPT-10', marketType: 2, discountValue: 10, minOrderAmount: 12000 });
    const placed = await order('opt-10');
    expect(placed.statusCode).toBe(201);
    // 10 % of the goods (12 000), not of the delivery.
    expect(placed.body).toMatchObject({ couponCode: 'OPT-10', discountAmount: 1200, totalAmount: 12300 });
    const row = one<{ products_amount: number; nds_amount: number; with_nds: number }>(
      server.db,
      `SELECT o.products_amount, o.nds_amount, p.with_nds FROM wholesale_orders o
       JOIN wholesale_order_products p ON p.order_id = o.id WHERE o.id = ?`,
      placed.body.id,
    )!;
    expect(row.products_amount).toBe(12000);
    expect(row.nds_amount).toBe(row.with_nds === 1 ? 1800 : 0);
    // The invoice: lines + delivery - discount = total, with a discount row.
    const invoice = loadInvoice(server.db, seller.sellerId, placed.body.id)!;
    expect(invoice).toMatchObject({
      discount: 120_000,
      couponCode: 'OPT-10',
      total: 1_230_000,
      delivery: 150_000,
    });
    expect(invoice.lines.reduce((sum, l) => sum + l.amount, 0) + invoice.delivery - invoice.discount).toBe(
      invoice.total,
    );
    expect(JSON.stringify(invoiceDocument(invoice).content)).toContain('Скидка по купону «OPT-10»:');
    const detail = await call<{ couponCode: string | null; amounts: Record<string, number> }>(
      server.app,
      'POST',
      `/Order/GetOrderById?id=${placed.body.id}`,
      { token: seller.token },
    );
    expect(detail.body.data).toMatchObject({
      couponCode: 'OPT-10',
      amounts: { productsAmount: 12000, deliveryAmount: 1500, discountAmount: 1200, totalAmount: 12300 },
    });
  });
});
