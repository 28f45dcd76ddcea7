import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewComment, ReviewDetail, ReviewListReply } from '../../contract/index.js';
import { one, scalar } from '../../server/db/query.js';
import { call, createTestServer, DEMO_ACCOUNTS, type TestServer } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';

/** `{brand}Seller/GetReviewsDetailInfo` and `AddReviewComment` (docs/contract/disputes.md "Reviews"). */

let server: TestServer;
let seller: SellerSession;
let other: SellerSession;

const area = () => `/${server.app.ctx.brand}Seller`;

async function detail(id: number | string, session: SellerSession = seller) {
  return (
    await call<ReviewDetail>(server.app, 'GET', `${area()}/GetReviewsDetailInfo?id=${id}`, {
      token: session.token,
    })
  ).body;
}

async function addComment(body: Record<string, unknown>, session: SellerSession = seller) {
  return (
    await call<ReviewComment>(server.app, 'POST', `${area()}/AddReviewComment`, {
      body,
      token: session.token,
    })
  ).body;
}

async function list(body: Record<string, unknown>) {
  const reply = await call<ReviewListReply>(server.app, 'POST', `${area()}/GetReviews`, {
    body: { pagination: { page: 1, pageSize: 100 }, ...body },
    token: seller.token,
  });
  return reply.body.data?.results ?? [];
}

const storeName = (sellerId: number) =>
  one<{ store_name: string }>(server.db, 'SELECT store_name FROM stores WHERE seller_id = ?', sellerId)
    ?.store_name;

const commentCount = () => scalar(server.db, 'SELECT COUNT(*) AS value FROM review_comments');

/** A review of the seller without any comment. */
const quietReview = (sellerId: number): number =>
  one<{ id: number }>(
    server.db,
    `SELECT id FROM reviews r WHERE seller_id = ? AND NOT EXISTS (SELECT 1 FROM review_comments c WHERE c.review_id = r.id)
     ORDER BY id LIMIT 1`,
    sellerId,
  )?.id ?? 0;

beforeAll(async () => {
  server = await createTestServer({ accessTokenTtlSeconds: 365 * 86_400 });
  seller = await sellerSession(server.app);
  other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
});

afterAll(async () => {
  await server.app.close();
});

describe('GetReviewsDetailInfo', () => {
  it('answers the list item with its comments, oldest first, signed by the store or the buyer', async () => {
    const thread = one<{ id: number }>(
      server.db,
      `SELECT r.id FROM reviews r WHERE r.seller_id = ?
         AND (SELECT COUNT(DISTINCT author_role) FROM review_comments c WHERE c.review_id = r.id) = 2
       ORDER BY r.id LIMIT 1`,
      seller.sellerId,
    );
    expect(thread).toBeTruthy();
    const id = thread?.id ?? 0;
    const reply = await detail(id);
    expect(reply.status).toBe(1);
    const { comments = [], ...item } = reply.data ?? ({ comments: [] } as unknown as ReviewDetail);
    expect(item).toEqual((await list({})).find((r) => r.id === id));
    expect(comments.map((c) => c.authorRole)).toEqual(['seller', 'buyer']);
    expect(comments.map((c) => c.creationDate)).toEqual([...comments.map((c) => c.creationDate)].sort());
    expect(Object.keys(comments[0] ?? {}).sort()).toEqual([
      'authorName',
      'authorRole',
      'creationDate',
      'id',
      'text',
    ]);
    expect(comments[0]?.authorName).toBe(storeName(seller.sellerId));
    expect(comments[1]?.authorName).toBe(item.buyerName);
    expect(item.commentsCount).toBe(2);
    expect(item.hasAnswer).toBe(true);
  });

  it("answers -1 'Отзыв не найден' for another seller's review and an unknown id", async () => {
    const theirs = quietReview(other.sellerId);
    for (const id of [theirs, 999_999]) {
      const reply = await detail(id);
      expect(reply).toEqual({ status: -1, errorMessage: 'Отзыв не найден' });
    }
    expect((await detail(theirs, other)).status).toBe(1);
    expect((await detail('abc')).status).toBe(-1);
  });
});

describe('AddReviewComment', () => {
  it('stores the answer exactly as sent and the review counts as answered', async () => {
    const id = quietReview(seller.sellerId);
    expect((await list({ withAnswer: false })).some((r) => r.id === id)).toBe(true);
    const text = '  <b>Спасибо</b> за отзыв!\n<img src=x onerror=alert(1)>  ';
    server.clock.now += 60_000;
    const reply = await addComment({ reviewId: id, text });
    expect(reply.status).toBe(1);
    expect(reply.data).toEqual({
      id: expect.any(Number) as number,
      authorRole: 'seller',
      authorName: storeName(seller.sellerId),
      text,
      creationDate: new Date(server.clock.now).toISOString(),
    });
    const row = one<{ text: string; user_id: number }>(
      server.db,
      'SELECT text, user_id FROM review_comments WHERE id = ?',
      reply.data?.id ?? 0,
    );
    expect(row).toEqual({ text, user_id: seller.userId });
    const answered = (await list({ withAnswer: true })).find((r) => r.id === id);
    expect(answered).toMatchObject({ hasAnswer: true, commentsCount: 1 });
    expect((await list({ withAnswer: false })).some((r) => r.id === id)).toBe(false);
    const thread = await detail(id);
    expect(thread.data?.comments?.at(-1)).toEqual(reply.data);
    // the id may come as digits, and 2000 characters are allowed
    expect((await addComment({ reviewId: String(id), text: 'я'.repeat(2000) })).status).toBe(1);
    expect((await detail(id)).data?.comments).toHaveLength(2);
  });

  it('refuses a blank, empty, missing or too long text and a bad id, adding nothing', async () => {
    const id = quietReview(seller.sellerId);
    const before = commentCount();
    for (const body of [
      { reviewId: id, text: '' },
      { reviewId: id, text: ' \n\t ' },
      { reviewId: id, text: 'я'.repeat(2001) },
      { reviewId: id },
      { reviewId: id, text: 5 },
      { text: 'Спасибо' },
      { reviewId: 0, text: 'Спасибо' },
      { reviewId: 'abc', text: 'Спасибо' },
    ]) {
      const reply = await addComment(body);
      expect(reply.status, JSON.stringify(body).slice(0, 80)).toBe(-1);
      expect(reply.errorMessage).toMatch(/text|reviewId/);
    }
    expect(commentCount()).toBe(before);
  });

  it("answers -1 'Отзыв не найден' for another seller's review and changes nothing", async () => {
    const theirs = quietReview(other.sellerId);
    const before = commentCount();
    const reply = await addComment({ reviewId: theirs, text: 'Чужой отзыв' });
    expect(reply).toEqual({ status: -1, errorMessage: 'Отзыв не найден' });
    expect((await addComment({ reviewId: 999_999, text: 'Нет такого' })).status).toBe(-1);
    expect(commentCount()).toBe(before);
    expect((await detail(theirs, other)).data?.comments).toEqual([]);
    // the owner may answer it
    const own = await addComment({ reviewId: theirs, text: 'Спасибо!' }, other);
    expect(own.data?.authorName).toBe(storeName(other.sellerId));
  });

  it('needs a token', async () => {
    const reply = await call(server.app, 'POST', `${area()}/AddReviewComment`, {
      body: { reviewId: 1, text: 'x' },
    });
    expect(reply.body.status).toBe(401);
    const read = await call(server.app, 'GET', `${area()}/GetReviewsDetailInfo?id=1`);
    expect(read.body.status).toBe(401);
  });
});
