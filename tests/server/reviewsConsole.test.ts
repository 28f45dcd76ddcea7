import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReviewDetail, ReviewListReply } from '../../contract/index.js';
import { one, run, scalar } from '../../server/db/query.js';
import { admin, adminToken, type Message } from './consoleHelpers.js';
import { call, createTestServer, type TestServer } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';

/** The console's `review-comments`: the buyer replies to a review (docs/contract/console.md). */

interface ReviewCommentRecord {
  id: number;
  reviewId: number;
  authorRole: 'buyer' | 'seller';
  userId: number;
  authorName: string;
  text: string;
  createdAt: string;
}

let server: TestServer;
let token: string;
let seller: SellerSession;

const post = (body: unknown) =>
  admin<ReviewCommentRecord & Message>(server.app, 'POST', '/review-comments', { token, body });

const commentCount = () => scalar(server.db, 'SELECT COUNT(*) AS value FROM review_comments');

/** A review of the demo seller without comments, with its buyer's display name. */
function quietReview(): { id: number; buyerId: number; buyerName: string } {
  const row = one<{ id: number; buyer_id: number; buyer_name: string }>(
    server.db,
    `SELECT r.id, r.buyer_id, COALESCE(NULLIF(u.company_name, ''), u.first_name || ' ' || u.last_name) AS buyer_name
     FROM reviews r JOIN users u ON u.id = r.buyer_id
     WHERE r.seller_id = ? AND NOT EXISTS (SELECT 1 FROM review_comments c WHERE c.review_id = r.id)
     ORDER BY r.id LIMIT 1`,
    seller.sellerId,
  );
  if (!row) throw new Error('no quiet review in the seed');
  return { id: row.id, buyerId: row.buyer_id, buyerName: row.buyer_name };
}

beforeAll(async () => {
  server = await createTestServer({ accessTokenTtlSeconds: 365 * 86_400 });
  token = await adminToken(server.app);
  seller = await sellerSession(server.app);
});

afterAll(async () => {
  await server.app.close();
});

describe('review-comments', () => {
  it('writes the buyer reply exactly as sent; the seller reads it in the thread, not as an answer', async () => {
    const review = quietReview();
    const text = '  <i>Спасибо</i> за ответ!\n<img src=x onerror=alert(1)>  ';
    const reply = await post({ reviewId: review.id, text });
    expect(reply.statusCode).toBe(201);
    expect(reply.body).toEqual({
      id: expect.any(Number) as number,
      reviewId: review.id,
      authorRole: 'buyer',
      userId: review.buyerId,
      authorName: review.buyerName,
      text,
      createdAt: new Date(server.clock.now).toISOString(),
    });
    const area = `/${server.app.ctx.brand}Seller`;
    const detail = await call<ReviewDetail>(
      server.app,
      'GET',
      `${area}/GetReviewsDetailInfo?id=${review.id}`,
      {
        token: seller.token,
      },
    );
    expect(detail.body.data?.comments).toEqual([
      {
        id: reply.body.id,
        authorRole: 'buyer',
        authorName: review.buyerName,
        text,
        creationDate: reply.body.createdAt,
      },
    ]);
    const list = await call<ReviewListReply>(server.app, 'POST', `${area}/GetReviews`, {
      body: { withAnswer: false, pagination: { page: 1, pageSize: 100 } },
      token: seller.token,
    });
    expect(list.body.data?.results.find((r) => r.id === review.id)).toMatchObject({
      hasAnswer: false,
      commentsCount: 1,
    });
  });

  it("lists a review's comments by review and author, oldest first on request", async () => {
    const review = one<{ review_id: number; n: number }>(
      server.db,
      `SELECT review_id, COUNT(*) AS n FROM review_comments GROUP BY review_id HAVING COUNT(DISTINCT author_role) = 2
       ORDER BY review_id LIMIT 1`,
    );
    const reviewId = review?.review_id ?? 0;
    const list = await admin<ReviewCommentRecord[]>(server.app, 'GET', '/review-comments', {
      token,
      query: { filter: { reviewId }, sort: ['createdAt', 'ASC'] },
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).toHaveLength(review?.n ?? -1);
    expect(list.body.map((c) => c.authorRole)).toEqual(['seller', 'buyer']);
    expect(list.headers['content-range']).toBe(
      `review-comments 0-${list.body.length - 1}/${list.body.length}`,
    );
    const sellers = await admin<ReviewCommentRecord[]>(server.app, 'GET', '/review-comments', {
      token,
      query: { filter: { reviewId, authorRole: 'seller' } },
    });
    expect(sellers.body.map((c) => c.authorRole)).toEqual(['seller']);
    const single = await admin<ReviewCommentRecord>(server.app, 'GET', `/review-comments/${list.body[0]?.id}`, {
      token,
    });
    expect(single.body).toEqual(list.body[0]);
    expect(
      (
        await admin(server.app, 'GET', '/review-comments', {
          token,
          query: { filter: { authorRole: 'admin' } },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses an unknown review, a blank or too long text and a review without a buyer, adding nothing', async () => {
    const review = quietReview();
    const before = commentCount();
    expect(await post({ reviewId: 999_999, text: 'Ау' })).toMatchObject({
      statusCode: 404,
      body: { message: 'Отзыв не найден' },
    });
    expect((await post({ reviewId: review.id, text: '   ' })).statusCode).toBe(400);
    expect((await post({ reviewId: review.id, text: '' })).statusCode).toBe(400);
    expect((await post({ reviewId: review.id, text: 'я'.repeat(2001) })).statusCode).toBe(400);
    expect((await post({ reviewId: review.id })).statusCode).toBe(400);
    run(server.db, 'UPDATE reviews SET buyer_id = NULL WHERE id = ?', review.id);
    expect(await post({ reviewId: review.id, text: 'Ответ' })).toMatchObject({
      statusCode: 409,
      body: { message: 'У отзыва нет покупателя: ответить от его имени нельзя' },
    });
    expect(commentCount()).toBe(before);
    expect((await post({ reviewId: quietReview().id, text: 'я'.repeat(2000) })).statusCode).toBe(201);
    expect(
      (await admin(server.app, 'PUT', '/review-comments/1', { token, body: { text: 'x' } })).statusCode,
    ).toBe(405);
    expect((await admin(server.app, 'GET', '/review-comments')).statusCode).toBe(401);
  });
});
