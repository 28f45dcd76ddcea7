import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderTimelineEvent, OrderTimelineReply } from '../../contract/index.js';
import { all, one, run } from '../../server/db/query.js';
import { sellerPartKopecks, toKopecks, toRubles } from '../../rules/index.js';
import { admin, adminToken } from './consoleHelpers.js';
import { BASE_NOW, call, createTestServer, DEMO_ACCOUNTS, type TestServer } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';

/**
 * The order timeline (docs/contract/orders.md "Timeline"): newest first, who did what (the history's
 * actor, migration 029), the payment and the safe-deal steps of the payouts rule with their Moscow
 * days, the caller's orders only. One server for the file; each test sets the clock it needs.
 */

let server: TestServer;
let seller: SellerSession;
let token: string;
const HOUR = 3_600_000;

beforeAll(async () => {
  server = await createTestServer({ accessTokenTtlSeconds: 365 * 86_400 });
  seller = await sellerSession(server.app);
  token = await adminToken(server.app);
});
afterAll(async () => {
  await server.app.close();
});

const timeline = async (body: unknown, sellerToken: string | undefined = seller.token) =>
  (
    await call<OrderTimelineReply>(server.app, 'POST', '/Order/GetOrderTimeline', {
      token: sellerToken,
      body,
    })
  ).body;

const eventsOf = async (orderId: number, kind: 'wholesale' | 'retail' = 'wholesale') => {
  const reply = await timeline({ orderId, kind });
  expect(reply.status, JSON.stringify(reply)).toBe(1);
  return reply.data?.events ?? [];
};

/** A short, comparable view of an event. */
const brief = (event: OrderTimelineEvent) =>
  [event.kind, event.statusId ?? event.step ?? '', event.actor ?? '-', event.at].join(' ');

/** A wholesale order of the demo seller placed by the buyer in the console (status 1), posted (delivery method 3). */
async function placeOrder(): Promise<{ id: number; total: number }> {
  const product = one<{ id: number }>(
    server.db,
    `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id
     WHERE s.seller_id = ? AND p.product_type_id = 2 AND p.is_active = 1 AND p.is_draft = 0 AND p.is_blocked = 0
     ORDER BY p.id LIMIT 1`,
    seller.sellerId,
  )!;
  const buyer = one<{ id: number }>(server.db, 'SELECT id FROM users WHERE email = ?', DEMO_ACCOUNTS.buyer)!;
  const placed = await admin<{ id: number; totalAmount: number }>(server.app, 'POST', '/wholesale-orders', {
    token,
    body: {
      sellerId: seller.sellerId,
      buyerId: buyer.id,
      shippingMethodId: 1,
      deliveryMethodId: 3,
      deliveryAmount: 500,
      lines: [{ productId: product.id, quantity: 3, priceForOne: 1234.5 }],
    },
  });
  expect(placed.statusCode, JSON.stringify(placed.body)).toBe(201);
  const total = one<{ total_amount: number }>(
    server.db,
    'SELECT total_amount FROM wholesale_orders WHERE id = ?',
    placed.body.id,
  )!.total_amount;
  return { id: placed.body.id, total };
}

async function pay(orderId: number): Promise<void> {
  const paid = await admin(server.app, 'POST', '/order-actions', {
    token,
    body: { market: 'wholesale', orderId, action: 'pay' },
  });
  expect(paid.statusCode, JSON.stringify(paid.body)).toBe(201);
}

const percentage = (): number =>
  one<{ value: number }>(
    server.db,
    'SELECT commission_percentage AS value FROM sellers WHERE id = ?',
    seller.sellerId,
  )!.value;

/** Marks an order sent (status 5) at `sentAt`, as OrderInTransit would, without its files. */
function markSent(orderId: number, sentAt: string): void {
  run(server.db, 'UPDATE wholesale_orders SET status_id = 5 WHERE id = ?', orderId);
  run(
    server.db,
    "INSERT INTO wholesale_order_history (order_id, status_id, created_at, actor) VALUES (?, 5, ?, 'seller')",
    orderId,
    sentAt,
  );
}

describe('Order/GetOrderTimeline', () => {
  it('tells who did what, newest first: placed and paid by the buyer, the money held, prepared and commented by the seller', async () => {
    server.clock.now = BASE_NOW;
    const order = await placeOrder();
    server.clock.now = BASE_NOW + HOUR;
    await pay(order.id);
    server.clock.now = BASE_NOW + 2 * HOUR;
    const ready = await call(server.app, 'POST', '/Order/ReadyToSent', {
      token: seller.token,
      body: { orderId: order.id, dispatchDay: '2026-03-20' },
    });
    expect(ready.body.status).toBe(1);
    server.clock.now = BASE_NOW + 3 * HOUR;
    await call(server.app, 'POST', '/Common/AddComment', {
      token: seller.token,
      body: { orderId: order.id, comment: '<b>Отгрузим завтра</b>' },
    });

    const events = await eventsOf(order.id);
    expect(events.map(brief)).toEqual([
      'comment  seller 2026-03-18T12:30:00.000Z',
      'status 3 seller 2026-03-18T11:30:00.000Z',
      'safeDeal held system 2026-03-18T10:30:00.000Z',
      'payment  buyer 2026-03-18T10:30:00.000Z',
      'status 2 buyer 2026-03-18T10:30:00.000Z',
      'status 1 buyer 2026-03-18T09:30:00.000Z',
    ]);
    expect(events[0]).toMatchObject({ details: '<b>Отгрузим завтра</b>', actorName: expect.any(String) });
    expect(events.find((e) => e.kind === 'payment')?.amount).toBe(order.total);
    expect(events.find((e) => e.step === 'held')?.amount).toBe(
      toRubles(sellerPartKopecks(toKopecks(order.total), percentage())),
    );

    // The ready-by day 20.03 ends at 23:59:59.999 MSK: the sweep's overdue status is the system's, dated then.
    server.clock.now = Date.parse('2026-03-21T09:00:00.000Z');
    const later = await eventsOf(order.id);
    expect(brief(later[0]!)).toBe('status 22 system 2026-03-20T20:59:59.999Z');
    expect(
      all(
        server.db,
        'SELECT status_id, actor FROM wholesale_order_history WHERE order_id = ? ORDER BY id',
        order.id,
      ),
    ).toEqual([
      { status_id: 1, actor: 'buyer' },
      { status_id: 2, actor: 'buyer' },
      { status_id: 3, actor: 'seller' },
      { status_id: 22, actor: 'system' },
    ]);
  });

  it('the release day is the Moscow day sent + 7: expected while ahead, released from 00:00 MSK of that day', async () => {
    server.clock.now = BASE_NOW;
    const late = await placeOrder();
    const early = await placeOrder();
    await pay(late.id);
    await pay(early.id);
    markSent(late.id, '2026-03-20T20:59:59.999Z'); // 23:59:59.999 MSK on 20.03
    markSent(early.id, '2026-03-20T21:00:00.000Z'); // 00:00 MSK on 21.03
    server.clock.now = Date.parse('2026-03-22T09:00:00.000Z');
    const step = async (id: number) =>
      (await eventsOf(id)).find((e) => e.kind === 'safeDeal' && e.step !== 'held');
    expect(await step(late.id)).toMatchObject({
      step: 'releaseExpected',
      at: '2026-03-20T20:59:59.999Z',
      expectedDate: '2026-03-27',
    });
    expect((await step(early.id))?.expectedDate).toBe('2026-03-28');

    server.clock.now = Date.parse('2026-03-26T21:00:00.000Z'); // 00:00 MSK on 27.03
    expect(await step(late.id)).toMatchObject({ step: 'released', at: '2026-03-26T21:00:00.000Z' });
    expect(await step(early.id)).toMatchObject({ step: 'releaseExpected', expectedDate: '2026-03-28' });

    token = await adminToken(server.app); // the console's session does not outlive the clock's jump
    const payout = await admin(server.app, 'POST', '/payouts', {
      token,
      body: { sellerId: seller.sellerId },
    });
    expect(payout.statusCode).toBe(200);
    const paid = (await eventsOf(late.id)).filter((e) => e.kind === 'safeDeal').map((e) => e.step);
    expect(paid).toEqual(['paid', 'released', 'held']);
  });

  it('a dispute decided for the buyer: who opened and decided it, and the whole total refunded', async () => {
    server.clock.now = BASE_NOW;
    const order = await placeOrder();
    await pay(order.id);
    markSent(order.id, '2026-03-18T12:00:00.000Z');
    run(server.db, 'UPDATE wholesale_orders SET status_id = 6 WHERE id = ?', order.id);
    server.clock.now = Date.parse('2026-03-19T09:00:00.000Z');
    token = await adminToken(server.app);
    const opened = await admin<{ id: number }>(server.app, 'POST', '/disputes', {
      token,
      body: { orderId: order.id, isRetail: false, reasonId: 3, claim: 'Брак: трещины на корпусе' },
    });
    expect(opened.statusCode, JSON.stringify(opened.body)).toBe(201);
    // Past the seller's answer deadline: the sweep hands it to arbitration, which decides for the buyer.
    server.clock.now = Date.parse('2026-04-10T09:00:00.000Z');
    token = await adminToken(server.app);
    const decided = await admin(server.app, 'POST', '/dispute-actions', {
      token,
      body: { disputeId: opened.body.id, action: 'decideForBuyer', comment: 'Брак подтверждён' },
    });
    expect(decided.statusCode, JSON.stringify(decided.body)).toBe(201);

    const events = await eventsOf(order.id);
    expect(events.slice(0, 5).map((e) => [e.kind, e.action ?? e.step ?? e.statusId, e.actor])).toEqual([
      ['dispute', 'decideForBuyer', 'admin'],
      ['safeDeal', 'refunded', 'system'],
      ['status', 24, 'admin'],
      ['dispute', 'deadline', 'system'],
      ['dispute', 'open', 'buyer'],
    ]);
    expect(events[0]?.details).toBe('Брак подтверждён');
    expect(events[1]?.amount).toBe(order.total);
  });

  it("answers only the caller's orders: another seller's, an unknown id and the wrong market are 'Заказ не найден'", async () => {
    server.clock.now = BASE_NOW;
    const order = await placeOrder();
    const other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
    expect(await timeline({ orderId: order.id, kind: 'wholesale' }, other.token)).toEqual({
      status: -1,
      errorMessage: 'Заказ не найден',
    });
    expect((await timeline({ orderId: 999_999, kind: 'wholesale' })).errorMessage).toBe('Заказ не найден');
    const foreignRetail = one<{ id: number }>(
      server.db,
      'SELECT id FROM retail_orders WHERE seller_id <> ? LIMIT 1',
      seller.sellerId,
    )!;
    expect((await timeline({ orderId: foreignRetail.id, kind: 'retail' })).errorMessage).toBe(
      'Заказ не найден',
    );
    expect((await timeline({ orderId: order.id, kind: 'auction' })).status).toBe(-1);
    expect((await timeline({ orderId: 'x', kind: 'wholesale' })).status).toBe(-1);
    const anonymous = await call(server.app, 'POST', '/Order/GetOrderTimeline', {
      body: { orderId: order.id, kind: 'wholesale' },
    });
    expect(anonymous.body.status).toBe(401);
  });

  it('a retail order is paid when placed: the payment and the held money at its creation', async () => {
    server.clock.now = BASE_NOW;
    const retail = one<{ id: number; created_at: string; total_amount: number }>(
      server.db,
      'SELECT id, created_at, total_amount FROM retail_orders WHERE seller_id = ? ORDER BY id LIMIT 1',
      seller.sellerId,
    )!;
    const events = await eventsOf(retail.id, 'retail');
    expect(events.find((e) => e.kind === 'payment')).toMatchObject({
      at: retail.created_at,
      actor: 'buyer',
      amount: retail.total_amount,
    });
    expect(events.find((e) => e.step === 'held')?.at).toBe(retail.created_at);
    expect(events.at(-1)).toMatchObject({
      kind: 'status',
      statusId: 1,
      actor: 'buyer',
      at: retail.created_at,
    });
  });
});
