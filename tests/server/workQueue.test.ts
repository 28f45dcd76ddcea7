import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoreSettings, WorkQueueItem, WorkQueueReply } from '../../contract/index.js';
import { one, run } from '../../server/db/query.js';
import { WORK_QUEUE_MESSAGES } from '../../server/routes/workQueue.js';
import { admin, adminToken } from './consoleHelpers.js';
import { BASE_NOW, call, createTestServer, DEMO_ACCOUNTS, type TestServer } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';

/**
 * The work queue (docs/contract/work-queue.md): a buyer's order paid in the console enters the
 * seller's queue with the ship-by of the store's schedule and holidays; most urgent first; the
 * caller's items only; the holidays call; a spec-only server refuses both calls. One server for
 * the file: the tests add to the demo data and read what they added. BASE_NOW is Wednesday
 * 18.03.2026 12:30 MSK; the demo store works Mon–Fri 09–18, Sat 10–16.
 */

let server: TestServer;
let seller: SellerSession;
let other: SellerSession;
let adminAuth: string;

beforeAll(async () => {
  server = await createTestServer({ accessTokenTtlSeconds: 365 * 86_400 });
  seller = await sellerSession(server.app);
  other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
  adminAuth = await adminToken(server.app);
});
afterAll(async () => {
  await server.app.close();
});

const queue = async (token = seller.token, body: unknown = {}) =>
  (await call<WorkQueueReply>(server.app, 'POST', '/WorkQueue/GetWorkQueue', { token, body })).body;

const holidays = async (days: string[], token = seller.token) =>
  (
    await call<{ holidays: string[] }>(server.app, 'POST', '/SellerSettings/UpdateStoreHolidays', {
      token,
      body: { holidays: days },
    })
  ).body;

/** A buyer places a wholesale order of the demo seller in the console and pays it. */
async function paidOrder(): Promise<number> {
  const product = one<{ id: number }>(
    server.db,
    `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id
     WHERE s.seller_id = ? AND p.product_type_id = 2 AND p.is_active = 1 AND p.is_draft = 0
       AND COALESCE(p.is_blocked, 0) = 0 ORDER BY p.id LIMIT 1`,
    seller.sellerId,
  )!;
  const buyer = one<{ id: number }>(server.db, 'SELECT id FROM users WHERE email = ?', DEMO_ACCOUNTS.buyer)!;
  const placed = await admin<{ id: number }>(server.app, 'POST', '/wholesale-orders', {
    token: adminAuth,
    body: {
      sellerId: seller.sellerId,
      buyerId: buyer.id,
      shippingMethodId: 1,
      deliveryMethodId: 1,
      lines: [{ productId: product.id, quantity: 2, priceForOne: 100 }],
    },
  });
  expect(placed.statusCode).toBe(201);
  const paid = await admin(server.app, 'POST', '/order-actions', {
    token: adminAuth,
    body: { market: 'wholesale', orderId: placed.body.id, action: 'pay' },
  });
  expect(paid.statusCode).toBe(201);
  return placed.body.id;
}

const itemOf = (reply: { data?: WorkQueueReply }, key: string): WorkQueueItem | undefined =>
  reply.data?.items.find((item) => item.key === key);

describe('WorkQueue/GetWorkQueue', () => {
  it('lists a paid order to ship by the store’s last working moment before the dispatch deadline', async () => {
    const orderId = await paidOrder();
    const reply = await queue();
    expect(reply.status).toBe(1);
    const shipping = itemOf(reply, `shipOrder-${orderId}`);
    // Paid Wed 18.03 12:30 MSK, deadline Mon 23.03 12:30 MSK: the store is open then.
    expect(shipping).toMatchObject({
      kind: 'shipOrder',
      orderId,
      orderNumber: String(orderId),
      dueAt: '2026-03-23T09:30:00.000Z',
      createdAt: new Date(BASE_NOW).toISOString(),
    });
    expect(shipping?.buyerName).toBeTruthy();

    // A holiday on Monday moves it to Saturday's closing hour, 16:00 MSK.
    expect((await holidays(['2026-03-23'])).data).toEqual({ holidays: ['2026-03-23'] });
    expect(itemOf(await queue(), `shipOrder-${orderId}`)?.dueAt).toBe('2026-03-21T13:00:00.000Z');
    // Saturday too: Friday 18:00 MSK.
    await holidays(['2026-03-23', '2026-03-21', '2026-03-21']);
    expect(itemOf(await queue(), `shipOrder-${orderId}`)?.dueAt).toBe('2026-03-20T15:00:00.000Z');
    await holidays([]);
  });

  it('puts the items most urgent first, the undated after them, with a full count of each kind', async () => {
    const { data } = await queue();
    const items = data?.items ?? [];
    expect(items.length).toBeGreaterThan(0);
    const dated = items.filter((item) => item.dueAt !== null);
    const firstUndated = items.findIndex((item) => item.dueAt === null);
    if (firstUndated >= 0) expect(items.slice(firstUndated).every((item) => item.dueAt === null)).toBe(true);
    const dues = dated.map((item) => Date.parse(item.dueAt ?? ''));
    expect(dues).toEqual([...dues].sort((a, b) => a - b));
    for (const [kind, count] of Object.entries(data?.counts ?? {}))
      expect(count).toBeGreaterThanOrEqual(items.filter((item) => item.kind === kind).length);
    expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
  });

  it('lists a pay renewal asked for, unread chats and unanswered reviews, of the caller only', async () => {
    const unpaid = one<{ id: number }>(
      server.db,
      'SELECT id FROM wholesale_orders WHERE seller_id = ? AND status_id = 1 ORDER BY id LIMIT 1',
      seller.sellerId,
    )!;
    run(server.db, 'UPDATE wholesale_orders SET pay_renewal_days = 4 WHERE id = ?', unpaid.id);
    const reply = await queue();
    expect(itemOf(reply, `payRenewal-${unpaid.id}`)).toMatchObject({ suggestedDays: 4, orderId: unpaid.id });
    const chat = reply.data?.items.find((item) => item.kind === 'chat');
    expect(chat?.unreadCount).toBeGreaterThan(0);
    expect(chat?.dueAt).toBeNull();
    const review = reply.data?.items.find((item) => item.kind === 'review');
    expect(review?.subject).toBeTruthy();
    const answered = one<{ value: number }>(
      server.db,
      "SELECT COUNT(*) AS value FROM review_comments WHERE review_id = ? AND author_role = 'seller'",
      review?.reviewId ?? 0,
    );
    expect(answered?.value).toBe(0);

    const foreign = await queue(other.token);
    expect(foreign.status).toBe(1);
    expect(itemOf(foreign, `payRenewal-${unpaid.id}`)).toBeUndefined();
    const mine = new Set(reply.data?.items.map((item) => item.key));
    expect(foreign.data?.items.some((item) => item.kind.endsWith('Order') && mine.has(item.key))).toBe(false);
  });

  it('a review leaves the queue once the seller answers it, and returns if the answer is removed', async () => {
    const before = await queue();
    const review = before.data?.items.find((item) => item.kind === 'review');
    const reviewId = review?.reviewId ?? 0;
    const answer = await call<unknown>(
      server.app,
      'POST',
      `/${server.app.ctx.brand}Seller/AddReviewComment`,
      {
        body: { reviewId, text: 'Спасибо за отзыв!' },
        token: seller.token,
      },
    );
    expect(answer.body.status).toBe(1);
    const after = await queue();
    expect(itemOf(after, `review-${reviewId}`)).toBeUndefined();
    expect(after.data?.counts.review).toBe((before.data?.counts.review ?? 0) - 1);

    run(server.db, "DELETE FROM review_comments WHERE review_id = ? AND author_role = 'seller'", reviewId);
    const again = await queue();
    expect(itemOf(again, `review-${reviewId}`)).toBeDefined();
    expect(again.data?.counts.review).toBe(before.data?.counts.review);
  });

  it('refuses another seller’s id and an unreadable body', async () => {
    expect(await queue(seller.token, { sellerId: other.sellerId })).toMatchObject({
      status: -1,
      errorMessage: WORK_QUEUE_MESSAGES.notYours,
    });
    expect((await queue(seller.token, { sellerId: 'x' })).status).toBe(-1);
  });
});

describe('SellerSettings/UpdateStoreHolidays', () => {
  it('stores valid days sorted without repeats and answers them in the store settings', async () => {
    expect((await holidays(['2026-12-31', '2026-01-01', '2026-12-31'])).data).toEqual({
      holidays: ['2026-01-01', '2026-12-31'],
    });
    const store = await call<StoreSettings>(
      server.app,
      'POST',
      `/SellerSettings/GetStoreByUserId?userId=${seller.userId}`,
      {
        token: seller.token,
      },
    );
    expect(store.body.data?.holidays).toEqual(['2026-01-01', '2026-12-31']);
    const theirs = await call<StoreSettings>(
      server.app,
      'POST',
      `/SellerSettings/GetStoreByUserId?userId=${other.userId}`,
      {
        token: other.token,
      },
    );
    expect(theirs.body.data?.holidays).toEqual([]);
  });

  it('refuses a day that is not a date, and too many days', async () => {
    expect(await holidays(['2026-02-30'])).toMatchObject({
      status: -1,
      errorMessage: WORK_QUEUE_MESSAGES.badDay('2026-02-30'),
    });
    expect((await holidays(Array.from({ length: 101 }, () => '2026-01-01'))).status).toBe(-1);
    expect(
      (
        await call(server.app, 'POST', '/SellerSettings/UpdateStoreHolidays', {
          token: seller.token,
          body: {},
        })
      ).body.status,
    ).toBe(-1);
  });
});

describe('spec-only server', () => {
  it('answers both calls -1', async () => {
    const spec = await createTestServer({ specOnly: true });
    try {
      const session = await sellerSession(spec.app);
      for (const [path, body] of [
        ['/WorkQueue/GetWorkQueue', {}],
        ['/SellerSettings/UpdateStoreHolidays', { holidays: [] }],
      ] as const)
        expect((await call(spec.app, 'POST', path, { token: session.token, body })).body.status).toBe(-1);
    } finally {
      await spec.app.close();
    }
  });
});
