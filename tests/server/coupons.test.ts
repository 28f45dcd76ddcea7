import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Coupon, CouponInput, CouponStatus, PagedReply } from '../../contract/index.js';
import { all, one } from '../../server/db/query.js';
import { seedCoupons } from '../../server/db/seeds/coupons.js';
import { call, createTestServer, DEMO_ACCOUNTS, type TestServer } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';

/** Coupons under /seller/api/Marketing (docs/contract/marketing.md "Coupons"). Moscow today: 2026-03-18. */

let server: TestServer;
let seller: SellerSession;
let other: SellerSession;

const post = <T>(path: string, body: unknown, session: SellerSession = seller) =>
  call<T>(server.app, 'POST', `/Marketing/${path}`, { body, token: session.token }).then((r) => r.body);

const list = (body: Record<string, unknown>, session: SellerSession = seller) =>
  post<PagedReply<Coupon>>('GetCoupones', { pagination: { page: 1, pageSize: 100 }, ...body }, session);

const input = (overrides: Partial<CouponInput> = {}): CouponInput => ({
  code: 'spring-26',
  discountType: 1,
  discountValue: 10,
  minOrderAmount: 0,
  validFrom: '2026-03-18',
  validTo: '2026-04-30',
  usageLimit: null,
  marketType: 1,
  productIds: [],
  categoryIds: [],
  isActive: true,
  ...overrides,
});

async function create(
  overrides: Partial<CouponInput> = {},
  session: SellerSession = seller,
): Promise<Coupon> {
  const reply = await post<Coupon>('CreateCoupone', input(overrides), session);
  if (reply.status !== 1 || !reply.data) throw new Error(JSON.stringify(reply));
  return reply.data;
}

const storedCode = (id: number) =>
  one<{ code: string }>(server.db, 'SELECT code FROM coupons WHERE id = ?', id)?.code;

const productOf = (session: SellerSession, typeId: number) =>
  one<{ id: number }>(
    server.db,
    `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.seller_id = ? AND p.product_type_id = ? ORDER BY p.id LIMIT 1`,
    session.sellerId,
    typeId,
  )!.id;

beforeAll(async () => {
  server = await createTestServer();
  seller = await sellerSession(server.app);
  other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
});

afterAll(async () => {
  await server.app.close();
});

describe('GetCoupones', () => {
  it('seeding again changes nothing (idempotent)', () => {
    const snapshot = () => all(server.db, 'SELECT * FROM coupons ORDER BY id');
    const before = snapshot();
    const stores = all<{ id: number }>(server.db, 'SELECT id FROM stores ORDER BY id').map((s) => s.id);
    seedCoupons(server.db, server.clock.now, stores);
    expect(snapshot()).toEqual(before);
    expect(all(server.db, 'SELECT * FROM coupon_products')).toHaveLength(7);
  });

  it('lists the seeded coupons in every status, newest first, 10 a page by default', async () => {
    const first = await post<PagedReply<Coupon>>('GetCoupones', {});
    expect(first.status).toBe(1);
    expect(first.data?.results).toHaveLength(10);
    expect(first.data?.rowCount).toBe(14);
    expect(first.data?.pageCount).toBe(2);
    const every = (await list({})).data!.results;
    const ids = every.map((c) => c.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const statuses = new Set(every.map((c) => c.status));
    expect([...statuses].sort()).toEqual(['active', 'disabled', 'expired', 'scheduled', 'usedUp']);
    expect(every.find((c) => c.code === 'FIRST-50')).toMatchObject({
      usageCount: 50,
      usageLimit: 50,
      status: 'usedUp',
    });
  });

  it('a page past the end answers no rows with the true rowCount', async () => {
    const reply = await post<PagedReply<Coupon>>('GetCoupones', { pagination: { page: 9, pageSize: 10 } });
    expect(reply.data).toEqual({ results: [], pageCount: 2, rowCount: 14 });
  });

  it.each<[CouponStatus, string]>([
    ['expired', 'AUTUMN-20'],
    ['scheduled', 'SPRING-15'],
    ['usedUp', 'VIP-3000'],
    ['disabled', 'TEST-OFF'],
    ['active', 'WELCOME-10'],
  ])('the status filter %s uses the computed status', async (status, code) => {
    const rows = (await list({ status })).data!.results;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((c) => c.status === status)).toBe(true);
    expect(rows.map((c) => c.code)).toContain(code);
  });

  it('filters by a part of the code in any case and by market', async () => {
    expect((await list({ code: 'opt' })).data!.results.map((c) => c.code).sort()).toEqual([
      'OPT-5',
      'OPT-SUMMER',
    ]);
    const wholesale = (await list({ marketType: 2 })).data!.results;
    expect(wholesale.length).toBeGreaterThan(0);
    expect(wholesale.every((c) => c.marketType === 2)).toBe(true);
  });

  it("refuses another seller's sellerId and shows each seller only its own coupons", async () => {
    expect(await list({ sellerId: other.sellerId })).toMatchObject({
      status: -1,
      errorMessage: 'Access denied: sellerId does not belong to the caller',
    });
    const theirs = (await list({}, other)).data!.results.map((c) => c.code);
    expect(theirs).not.toContain('TOOLS-500');
  });
});

describe('CreateCoupone', () => {
  it('stores the code upper-cased and answers the coupon with its computed status', async () => {
    const product = productOf(seller, 1);
    const coupon = await create({ code: ' easter-5 ', productIds: [product, product], categoryIds: [1] });
    expect(coupon).toMatchObject({
      code: 'EASTER-5',
      status: 'active',
      usageCount: 0,
      productIds: [product],
      categoryIds: [1],
    });
    expect(storedCode(coupon.id)).toBe('EASTER-5');
  });

  it('a code is unique per store whatever the case; another store may use it', async () => {
    const reply = await post('CreateCoupone', input({ code: 'welcome-10' }));
    expect(reply).toEqual({ status: -1, errorMessage: 'Купон с кодом «WELCOME-10» уже есть' });
    const theirs = await create({ code: 'tools-500' }, other);
    expect(theirs.code).toBe('TOOLS-500');
  });

  it.each<[string, Partial<CouponInput>, string]>([
    ['code format', { code: 'ab' }, 'Код купона: от 4 до 20 символов A–Z, 0–9 и «-»'],
    ['code letters', { code: 'СКИДКА' }, 'Код купона: от 4 до 20 символов A–Z, 0–9 и «-»'],
    ['percent range', { discountValue: 100 }, 'Скидка в процентах: от 1 до 99'],
    ['percent whole', { discountValue: 10.5 }, 'Скидка в процентах: от 1 до 99'],
    ['fixed > 0', { discountType: 2, discountValue: 0 }, 'Скидка в рублях должна быть больше 0'],
    [
      'fixed two decimals',
      { discountType: 2, discountValue: 10.555 },
      'Скидка в рублях: не более 1 000 000 и не более двух знаков после запятой',
    ],
    [
      'minimum range',
      { minOrderAmount: -1 },
      'Минимальная сумма заказа: от 0 до 100 000 000 руб., не более двух знаков после запятой',
    ],
    [
      'fixed above minimum',
      { discountType: 2, discountValue: 600, minOrderAmount: 500 },
      'Скидка больше минимальной суммы заказа',
    ],
    [
      'end before start',
      { validFrom: '2026-04-10', validTo: '2026-04-01' },
      'Дата окончания раньше даты начала',
    ],
    ['end in the past', { validFrom: '2026-03-01', validTo: '2026-03-17' }, 'Дата окончания уже прошла'],
    ['usage limit', { usageLimit: 0 }, 'Лимит использований: от 1 до 1 000 000'],
    ['category', { categoryIds: [999999] }, 'Категория не найдена: 999999'],
  ])('refuses %s with its Russian text and stores nothing', async (_name, overrides, message) => {
    const before = all(server.db, 'SELECT id FROM coupons').length;
    expect(await post('CreateCoupone', input({ code: 'REFUSED-1', ...overrides }))).toEqual({
      status: -1,
      errorMessage: message,
    });
    expect(all(server.db, 'SELECT id FROM coupons')).toHaveLength(before);
  });

  it("refuses a product of another store or of the other market: 'Товар не найден: N'", async () => {
    const foreign = productOf(other, 1);
    expect(await post('CreateCoupone', input({ code: 'REFUSED-2', productIds: [foreign] }))).toEqual({
      status: -1,
      errorMessage: `Товар не найден: ${foreign}`,
    });
    const wholesale = productOf(seller, 2);
    expect(
      await post('CreateCoupone', input({ code: 'REFUSED-3', marketType: 1, productIds: [wholesale] })),
    ).toEqual({
      status: -1,
      errorMessage: `Товар не найден: ${wholesale}`,
    });
  });

  it('checks the rules in the contract order (a taken code before a bad discount)', async () => {
    expect(await post('CreateCoupone', input({ code: 'OPT-5', discountValue: 500 }))).toEqual({
      status: -1,
      errorMessage: 'Купон с кодом «OPT-5» уже есть',
    });
  });

  it('refuses a wrong type or an instant in a day field naming the field', async () => {
    const reply = await post('CreateCoupone', {
      ...input({ code: 'REFUSED-4' }),
      validTo: '2026-04-30T10:00:00Z',
    });
    expect(reply.status).toBe(-1);
    expect(reply.errorMessage).toContain('validTo');
    const typed = await post('CreateCoupone', { ...input({ code: 'REFUSED-5' }), discountValue: '10' });
    expect(typed.errorMessage).toContain('discountValue');
  });
});

describe('UpdateCoupones', () => {
  it('saves an edit and keeps the code unique (its own code is fine)', async () => {
    const coupon = await create({ code: 'EDIT-ME' });
    const reply = await post<Coupon>('UpdateCoupones', {
      ...input({ code: 'edit-me', discountValue: 25 }),
      id: coupon.id,
    });
    expect(reply.status).toBe(1);
    expect(reply.data).toMatchObject({ id: coupon.id, code: 'EDIT-ME', discountValue: 25 });
    expect(await post('UpdateCoupones', { ...input({ code: 'OPT-5' }), id: coupon.id })).toEqual({
      status: -1,
      errorMessage: 'Купон с кодом «OPT-5» уже есть',
    });
  });

  it("another seller's coupon answers 'Купон не найден' and is not changed", async () => {
    const mine = await create({ code: 'MINE-ONLY' });
    expect(await post('UpdateCoupones', { ...input({ code: 'STOLEN' }), id: mine.id }, other)).toEqual({
      status: -1,
      errorMessage: 'Купон не найден',
    });
    expect(storedCode(mine.id)).toBe('MINE-ONLY');
    const deleted = await call(server.app, 'POST', `/Marketing/DeleteCoupone?couponeId=${mine.id}`, {
      token: other.token,
    });
    expect(deleted.body).toEqual({ status: -1, errorMessage: 'Купон не найден' });
    expect(storedCode(mine.id)).toBe('MINE-ONLY');
  });

  it('a limit below the usage count is refused with the count', async () => {
    const used = (await list({ code: 'TOOLS-500' })).data!.results[0]!;
    const { id, usageCount, status: _s, createdAt: _c, updatedAt: _u, ...rest } = used;
    expect(await post('UpdateCoupones', { ...rest, id, usageLimit: 5 })).toEqual({
      status: -1,
      errorMessage: `Лимит меньше числа использований (${usageCount})`,
    });
  });

  it('an expired coupon: a future end answers -2 until reactivate is sent; other edits are saved', async () => {
    const expired = (await list({ code: 'AUTUMN-20' })).data!.results[0]!;
    expect(expired.status).toBe('expired');
    const { id, usageCount: _u, status: _s, createdAt: _c, updatedAt: _d, ...rest } = expired;
    const extended = { ...rest, id, validTo: '2026-05-31' };
    expect(await post('UpdateCoupones', extended)).toEqual({
      status: -2,
      errorMessage: 'Купон истёк. Продлить его срок действия?',
    });
    expect(
      one<{ valid_to: string }>(server.db, 'SELECT valid_to FROM coupons WHERE id = ?', id)?.valid_to,
    ).toBe(expired.validTo);
    const stillExpired = await post<Coupon>('UpdateCoupones', { ...rest, id, discountValue: 21 });
    expect(stillExpired.data).toMatchObject({ discountValue: 21, status: 'expired' });
    const reactivated = await post<Coupon>('UpdateCoupones', {
      ...extended,
      discountValue: 21,
      reactivate: true,
    });
    expect(reactivated.status).toBe(1);
    expect(reactivated.data).toMatchObject({ validTo: '2026-05-31', status: 'active' });
  });

  it('the status follows the clock: a coupon ending today is expired after Moscow midnight', async () => {
    const coupon = await create({ code: 'LAST-DAY', validTo: '2026-03-18' });
    expect(coupon.status).toBe('active');
    server.clock.now += 12 * 3600 * 1000; // 00:30 MSK of the next day
    try {
      const later = await sellerSession(server.app); // the morning token has expired by then
      expect((await list({ code: 'LAST-DAY' }, later)).data!.results[0]!.status).toBe('expired');
    } finally {
      server.clock.now -= 12 * 3600 * 1000;
    }
  });
});

describe('DeleteCoupone', () => {
  it('deletes a used coupon with its product rows; an unknown id answers Купон не найден', async () => {
    const used = (await list({ code: 'DRILL-12' })).data!.results[0]!;
    expect(used.usageCount).toBeGreaterThan(0);
    expect(used.productIds.length).toBeGreaterThan(0);
    const reply = await call(server.app, 'POST', `/Marketing/DeleteCoupone?couponeId=${used.id}`, {
      token: seller.token,
    });
    expect(reply.body).toEqual({ status: 1, data: true });
    expect(storedCode(used.id)).toBeUndefined();
    expect(all(server.db, 'SELECT * FROM coupon_products WHERE coupon_id = ?', used.id)).toHaveLength(0);
    const again = await call(server.app, 'POST', `/Marketing/DeleteCoupone?couponeId=${used.id}`, {
      token: seller.token,
    });
    expect(again.body).toEqual({ status: -1, errorMessage: 'Купон не найден' });
  });

  it('needs a token', async () => {
    const reply = await call(server.app, 'POST', '/Marketing/GetCoupones', { body: {} });
    expect(reply.body.status).toBe(401);
  });
});
