import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewListItem, ReviewListReply } from '../../contract/index.js';
import { all, one, run } from '../../server/db/query.js';
import { call, createTestServer, DEMO_ACCOUNTS, type TestServer } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';

/** `{brand}Seller/GetReviews` (docs/contract/disputes.md "Reviews"). */

let server: TestServer;
let seller: SellerSession;
let other: SellerSession;
/** Reviews written here around the Moscow midnight that starts 2026-03-10 (21:00 UTC on the 9th). */
let lateOnNinth: number;
let earlyOnTenth: number;
let lateOnTenth: number;

const path = () => `/${server.app.ctx.brand}Seller/GetReviews`;
const EVERY = { pagination: { page: 1, pageSize: 100 } };

async function reviews(body: Record<string, unknown>, session: SellerSession = seller) {
  return (await call<ReviewListReply>(server.app, 'POST', path(), { body, token: session.token })).body;
}

interface StoredReview {
  id: number;
  product_id: number;
  rating: number;
  created_at: string;
  answered: number;
}

/** The seller's reviews straight from the tables; `answered`: a seller comment exists. */
const stored = (sellerId: number): StoredReview[] =>
  all<StoredReview>(
    server.db,
    `SELECT r.id, r.product_id, r.rating, r.created_at,
       (SELECT COUNT(*) FROM review_comments c WHERE c.review_id = r.id AND c.author_role = 'seller') > 0 AS answered
     FROM reviews r WHERE r.seller_id = ?`,
    sellerId,
  );

const newestFirst = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) =>
  a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1;

function addReview(sellerId: number, createdAt: string, rating = 3): number {
  const product = one<{ id: number }>(
    server.db,
    'SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.seller_id = ? ORDER BY p.id LIMIT 1',
    sellerId,
  );
  return Number(
    run(
      server.db,
      `INSERT INTO reviews (seller_id, product_id, buyer_id, rating, text, created_at) VALUES (?, ?, NULL, ?, 'Тест', ?)`,
      sellerId,
      product?.id ?? 0,
      rating,
      createdAt,
    ).lastInsertRowid,
  );
}

beforeAll(async () => {
  server = await createTestServer({ accessTokenTtlSeconds: 365 * 86_400 });
  seller = await sellerSession(server.app);
  other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
  lateOnNinth = addReview(seller.sellerId, '2026-03-09T20:59:59.999Z');
  earlyOnTenth = addReview(seller.sellerId, '2026-03-09T21:00:00.000Z');
  lateOnTenth = addReview(seller.sellerId, '2026-03-10T20:59:59.999Z');
  // a buyer's comment without an answer of the seller
  run(
    server.db,
    `INSERT INTO review_comments (review_id, author_role, user_id, text, created_at)
     VALUES (?, 'buyer', (SELECT buyer_id FROM wholesale_orders WHERE seller_id = ? LIMIT 1), 'Ау?', ?)`,
    lateOnNinth,
    seller.sellerId,
    '2026-03-10T08:00:00.000Z',
  );
});

afterAll(async () => {
  await server.app.close();
});

describe('GetReviews', () => {
  it("answers the seller's reviews newest first with the rating summary", async () => {
    const expected = stored(seller.sellerId).sort(newestFirst);
    expect(expected.length).toBeGreaterThan(20);
    const reply = await reviews(EVERY);
    expect(reply.status).toBe(1);
    const data = reply.data;
    expect(data?.rowCount).toBe(expected.length);
    expect(data?.results.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    const average = expected.reduce((sum, r) => sum + r.rating, 0) / expected.length;
    expect(data?.averageRating).toBe(Math.round(average * 100) / 100);
    expect(data?.reviewsCount).toBe(expected.length);
    expect(Object.keys(data?.results[0] ?? {}).sort()).toEqual(
      [
        'id',
        'productId',
        'productName',
        'productImage',
        'orderId',
        'buyerName',
        'rating',
        'text',
        'creationDate',
        'hasAnswer',
        'commentsCount',
      ].sort(),
    );
    // the page size of the client (10) and the default (12)
    const page2 = await reviews({ pagination: { page: 2, pageSize: 10 } });
    expect(page2.data?.results.map((r) => r.id)).toEqual(expected.slice(10, 20).map((r) => r.id));
    expect(page2.data?.pageCount).toBe(Math.ceil(expected.length / 10));
    expect((await reviews({})).data?.results).toHaveLength(12);
  });

  it('shows the markup of a review as the text it is, with the product and the buyer', async () => {
    // Written here: the demo seed holds no markup.
    const text = 'Пришло не то, что на фото <img src=x onerror=alert(1)> <b>верните</b> деньги';
    run(
      server.db,
      `INSERT INTO reviews (seller_id, product_id, buyer_id, rating, text, created_at)
       SELECT p.seller_id, p.product_id, o.buyer_id, 1, ?, ?
       FROM (SELECT s.seller_id, pr.id AS product_id FROM products pr JOIN stores s ON s.id = pr.store_id
             WHERE s.seller_id = ? ORDER BY pr.id LIMIT 1) p
       JOIN wholesale_orders o ON o.seller_id = p.seller_id ORDER BY o.id LIMIT 1`,
      text,
      '2026-03-16T09:30:00.000Z',
      seller.sellerId,
    );
    const results = (await reviews(EVERY)).data?.results ?? [];
    const markup = results.find((r) => r.text === text);
    expect(markup).toBeTruthy();
    const row = one<{ text: string; product_name: string }>(
      server.db,
      'SELECT r.text, p.product_name FROM reviews r JOIN products p ON p.id = r.product_id WHERE r.id = ?',
      markup?.id ?? 0,
    );
    expect(markup?.text).toBe(row?.text);
    expect(markup?.productName).toBe(row?.product_name);
    expect(markup?.buyerName).not.toBe('');
  });

  it('filters by exact rating without changing the summary', async () => {
    const every = stored(seller.sellerId);
    const all5 = await reviews(EVERY);
    for (const rating of [1, 2, 3, 4, 5]) {
      const reply = await reviews({ ...EVERY, rating });
      const expected = every.filter((r) => r.rating === rating).length;
      expect(reply.data?.rowCount, `rating ${rating}`).toBe(expected);
      expect(reply.data?.results.every((r) => r.rating === rating)).toBe(true);
      expect(reply.data?.averageRating).toBe(all5.data?.averageRating);
      expect(reply.data?.reviewsCount).toBe(every.length);
    }
    expect(every.some((r) => r.rating === 1)).toBe(true);
    // null and 0 are every rating
    expect((await reviews({ ...EVERY, rating: null })).data?.rowCount).toBe(every.length);
    expect((await reviews({ ...EVERY, rating: 0 })).data?.rowCount).toBe(every.length);
  });

  it('filters with and without a seller answer', async () => {
    const every = stored(seller.sellerId);
    const answered = every.filter((r) => r.answered === 1);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.length).toBeLessThan(every.length);
    const withAnswer = (await reviews({ ...EVERY, withAnswer: true })).data?.results ?? [];
    const without = (await reviews({ ...EVERY, withAnswer: false })).data?.results ?? [];
    expect(withAnswer.map((r) => r.id).sort()).toEqual(answered.map((r) => r.id).sort());
    expect(withAnswer.every((r) => r.hasAnswer && (r.commentsCount ?? 0) > 0)).toBe(true);
    expect(without).toHaveLength(every.length - answered.length);
    expect(without.every((r) => !r.hasAnswer)).toBe(true);
    // a buyer's comment alone is not an answer
    expect(without.find((r) => r.id === lateOnNinth)).toMatchObject({ hasAnswer: false, commentsCount: 1 });
  });

  it('filters by product', async () => {
    const every = stored(seller.sellerId);
    const counts = new Map<number, number>();
    for (const r of every) counts.set(r.product_id, (counts.get(r.product_id) ?? 0) + 1);
    const [productId, count] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
    expect(count).toBeGreaterThan(1);
    const reply = await reviews({ ...EVERY, productId });
    expect(reply.data?.rowCount).toBe(count);
    expect(reply.data?.results.every((r) => r.productId === productId)).toBe(true);
    // a product of another store finds nothing
    const foreign = stored(other.sellerId)[0]?.product_id;
    expect((await reviews({ ...EVERY, productId: foreign })).data?.rowCount).toBe(0);
  });

  it('reads dateFrom and dateTo as whole Moscow days', async () => {
    const ids = async (body: Record<string, unknown>) =>
      ((await reviews({ ...EVERY, ...body })).data?.results ?? []).map((r) => r.id);
    const tenth = await ids({ dateFrom: '2026-03-10', dateTo: '2026-03-10' });
    expect(tenth).toEqual(expect.arrayContaining([earlyOnTenth, lateOnTenth]));
    expect(tenth).not.toContain(lateOnNinth);
    const expected = stored(seller.sellerId).filter(
      (r) => r.created_at >= '2026-03-09T21:00:00.000Z' && r.created_at < '2026-03-10T21:00:00.000Z',
    );
    expect(tenth).toHaveLength(expected.length);
    const untilNinth = await ids({ dateTo: '2026-03-09' });
    expect(untilNinth).toContain(lateOnNinth);
    expect(untilNinth).not.toContain(earlyOnTenth);
    const fromTenth = await ids({ dateFrom: '2026-03-10' });
    expect(fromTenth).toContain(earlyOnTenth);
    expect(fromTenth).not.toContain(lateOnNinth);
  });

  it('sorts by rating or date in either direction', async () => {
    const every = stored(seller.sellerId);
    const order = async (column: string, sortByAscending: boolean | null) =>
      (await reviews({ ...EVERY, column, sortByAscending })).data?.results ?? [];
    const byRatingDesc = await order('rating', null);
    const byRatingAsc = await order('rating', true);
    const ratings = (items: ReviewListItem[]) => items.map((r) => r.rating ?? 0);
    expect(ratings(byRatingDesc)).toEqual([...ratings(byRatingDesc)].sort((a, b) => b - a));
    expect(ratings(byRatingAsc)).toEqual([...ratings(byRatingAsc)].sort((a, b) => a - b));
    // equal ratings: the newest first
    const fives = byRatingDesc.filter((r) => r.rating === 5);
    expect(fives.map((r) => r.creationDate)).toEqual([...fives.map((r) => r.creationDate)].sort().reverse());
    const oldestFirst = await order('creationDate', true);
    const sortedOldest = [...every].sort(newestFirst).reverse();
    expect(oldestFirst.map((r) => r.id)).toEqual(sortedOldest.map((r) => r.id));
  });

  it("never answers another seller's reviews", async () => {
    const mine = (await reviews(EVERY)).data?.results ?? [];
    const theirs = stored(other.sellerId);
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine.some((r) => theirs.some((t) => t.id === r.id))).toBe(false);
    const reply = await reviews({ ...EVERY, sellerId: other.sellerId });
    expect(reply.status).toBe(-1);
    expect(reply.errorMessage).toBeTruthy();
    const second = await reviews(EVERY, other);
    expect(second.data?.rowCount).toBe(theirs.length);
    expect(second.data?.reviewsCount).toBe(theirs.length);
  });

  it('refuses invalid bodies with -1 and calls without a token with 401', async () => {
    for (const body of [
      { rating: 6 },
      { rating: '5' },
      { withAnswer: 'yes' },
      { column: 'text' },
      { dateFrom: '2026-02-30' },
      { pagination: { page: 0, pageSize: 10 } },
      { productId: -3 },
    ]) {
      const reply = await reviews(body);
      expect(reply.status, JSON.stringify(body)).toBe(-1);
      expect(reply.errorMessage, JSON.stringify(body)).toBeTruthy();
    }
    expect((await call(server.app, 'POST', path(), { body: {} })).body.status).toBe(401);
  });

  it('lives under the configured brand only', async () => {
    const branded = await createTestServer({ brand: 'Acme' });
    try {
      const session = await sellerSession(branded.app);
      const ok = await call(branded.app, 'POST', '/AcmeSeller/GetReviews', {
        body: {},
        token: session.token,
      });
      expect(ok.body.status).toBe(1);
      const market = await call(branded.app, 'POST', '/MarketSeller/GetReviews', {
        body: {},
        token: session.token,
      });
      expect(market.statusCode).toBe(404);
    } finally {
      await branded.app.close();
    }
  });
});
