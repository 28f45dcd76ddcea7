import { describe, expect, it } from 'vitest';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import {
  count,
  NOT_FOUND,
  sellerSession,
  type OrdersServer,
  type SellerSession,
  withOrdersServer,
} from './ordersHelpers.js';

/** Demo seller's scenario orders: 20 is completed with comments and a review; 2 has neither. */
const COMPLETED = 20;
const QUIET = 2;

interface Comment {
  id: number;
  orderId: number;
  userId: number;
  authorName: string;
  isSeller: boolean;
  comment: string;
  creationDate: string;
}

let server: OrdersServer;
let seller: SellerSession;

withOrdersServer((s, session) => {
  server = s;
  seller = session;
});

const comments = async (orderId: number, token = seller.token) =>
  (await call<Comment[]>(server.app, 'POST', `/Common/GetComments?orderId=${orderId}`, { token })).body;

const add = async (body: unknown, token = seller.token) =>
  (await call<Comment>(server.app, 'POST', '/Common/AddComment', { token, body })).body;

describe('Common/GetComments', () => {
  it('answers the comments of buyer and seller, newest first', async () => {
    const reply = await comments(COMPLETED);
    expect(reply.status).toBe(1);
    const list = reply.data ?? [];
    expect(list.length).toBeGreaterThanOrEqual(2);
    const dates = list.map((c) => c.creationDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(list.some((c) => c.isSeller)).toBe(true);
    expect(list.some((c) => !c.isSeller)).toBe(true);
    const mine = list.find((c) => c.isSeller);
    expect(mine).toMatchObject({
      orderId: COMPLETED,
      userId: seller.userId,
      authorName: 'Уральские Промтовары',
    });
    const buyer = list.find((c) => !c.isSeller);
    expect(buyer?.authorName).toBeTruthy();
    expect(buyer?.userId).not.toBe(seller.userId);
    expect((await comments(QUIET)).data).toEqual([]);
  });

  it("refuses another seller's order, unknown ids and a missing orderId", async () => {
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    expect(await comments(COMPLETED, other.token)).toEqual({ status: -1, errorMessage: NOT_FOUND });
    expect(await comments(999_999)).toEqual({ status: -1, errorMessage: NOT_FOUND });
    expect((await call(server.app, 'POST', '/Common/GetComments', { token: seller.token })).body.status).toBe(
      -1,
    );
    expect(
      (await call(server.app, 'POST', '/Common/GetComments?orderId=0', { token: seller.token })).body.status,
    ).toBe(-1);
  });
});

describe('Common/AddComment', () => {
  it('stores the text exactly as sent and answers the comment, which then comes first', async () => {
    const text = '  <b>Отгрузка</b> в пятницу & "без" опозданий\n<script>alert(1)</script>  ';
    const reply = await add({ orderId: COMPLETED, comment: text });
    expect(reply.status).toBe(1);
    expect(reply.data).toEqual({
      id: expect.any(Number),
      orderId: COMPLETED,
      userId: seller.userId,
      authorName: 'Уральские Промтовары',
      isSeller: true,
      comment: text,
      creationDate: new Date(server.clock.now).toISOString(),
    });
    const list = (await comments(COMPLETED)).data ?? [];
    expect(list[0]).toEqual(reply.data);
    expect(count(server, 'SELECT comment FROM order_comments WHERE id = ?', reply.data?.id ?? 0)).toBe(text);

    server.clock.now += 60_000;
    const later = await add({ orderId: String(QUIET), comment: 'Первый' });
    expect(later.status).toBe(1);
    server.clock.now += 60_000;
    await add({ orderId: QUIET, comment: 'Второй' });
    expect((await comments(QUIET)).data?.map((c) => c.comment)).toEqual(['Второй', 'Первый']);
  });

  it('takes 1 to 1000 characters and refuses everything else with -1', async () => {
    expect((await add({ orderId: QUIET, comment: 'я'.repeat(1000) })).status).toBe(1);
    expect((await add({ orderId: QUIET, comment: '!' })).status).toBe(1);
    const refusals: [unknown, string][] = [
      [{ orderId: QUIET, comment: 'я'.repeat(1001) }, "Field 'comment' must be at most 1000 characters long"],
      [{ orderId: QUIET, comment: '' }, "Field 'comment' must not be empty"],
      [{ orderId: QUIET, comment: '   \n ' }, "Field 'comment' must not be blank"],
      [{ orderId: QUIET }, "Field 'comment' is required"],
      [{ comment: 'Текст' }, "Field 'orderId' is required"],
      [{ orderId: QUIET, comment: 42 }, "Field 'comment' must be a string"],
      [{ orderId: 'abc', comment: 'Текст' }, "Field 'orderId' has an invalid format"],
    ];
    for (const [body, message] of refusals) {
      expect(await add(body), JSON.stringify(body)).toEqual({ status: -1, errorMessage: message });
    }
    expect((await comments(QUIET)).data).toHaveLength(2);
    expect(await add({ orderId: 999_999, comment: 'Текст' })).toEqual({
      status: -1,
      errorMessage: NOT_FOUND,
    });
  });
});

describe('Order/GetReviewByOrderId', () => {
  it("answers the buyer's review of a completed order, null without one, -1 for others' orders", async () => {
    const reply = await call<{
      id: number;
      rating: number;
      text: string;
      buyerName: string;
      creationDate: string;
    }>(server.app, 'POST', `/Order/GetReviewByOrderId?orderId=${COMPLETED}`, { token: seller.token });
    expect(reply.body.status).toBe(1);
    expect(reply.body.data).toMatchObject({
      rating: expect.any(Number),
      text: expect.any(String),
      buyerName: expect.any(String),
    });
    const stored = server.db.prepare('SELECT rating, text FROM reviews WHERE order_id = ?').get(COMPLETED);
    expect(stored).toEqual({ rating: reply.body.data?.rating, text: reply.body.data?.text });

    const none = await call(server.app, 'POST', `/Order/GetReviewByOrderId?orderId=${QUIET}`, {
      token: seller.token,
    });
    expect(none.body).toEqual({ status: 1, data: null });

    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    const foreign = await call(server.app, 'POST', `/Order/GetReviewByOrderId?orderId=${COMPLETED}`, {
      token: other.token,
    });
    expect(foreign.body).toEqual({ status: -1, errorMessage: NOT_FOUND });
  });

  it('seeds reviews on completed orders only', () => {
    const statuses = server.db
      .prepare('SELECT DISTINCT o.status_id FROM reviews r JOIN wholesale_orders o ON o.id = r.order_id')
      .pluck()
      .all();
    expect(statuses).toEqual([7]);
  });
});
