import { describe, expect, it } from 'vitest';
import type { OrderActionRecord } from '../../console/app/records.js';
import { DAY } from './ordersHelpers.js';
import { admin, adminToken, withConsoleServer, type ConsoleContext, type Message } from './consoleHelpers.js';
import { call } from './helpers.js';

/** Buyer actions (docs/contract/console.md "order-actions") on the demo seller's scenario orders. */

let c: ConsoleContext;
withConsoleServer((context) => {
  c = context;
});

/** Wholesale scenario ids (docs/contract/orders.md, "Demo data"). */
const W = {
  notSent: 1,
  readyToSend: 5,
  notPaidWithRenewal: 6,
  notPaid: 7,
  paymentOverdueWithRenewal: 8,
  readyToShip: 10,
  readyToShipWithExtension: 11,
  shipped: 12,
  inTransit: 14,
  completed: 20,
} as const;
/** Retail scenario ids. */
const R = { notSent: 1, delivered: 11 } as const;

const NOT_ALLOWED = 'Действие недоступно для текущего статуса заказа';

const act = (body: Record<string, unknown>) =>
  admin<OrderActionRecord & Message>(c.server.app, 'POST', '/order-actions', { token: c.token, body });
const wholesale = (orderId: number, action: string, extra: Record<string, unknown> = {}) =>
  act({ market: 'wholesale', orderId, action, ...extra });

interface SellerDetail {
  statusId: number;
  isPaid: boolean;
  dispatchDeadline: string | null;
  payRenewalRequest: { suggestedDays: number } | null;
  dispatchDeadlineRequest: { extendingDate: string } | null;
  history: { statusId: number; date: string }[];
}

const sellerDetail = async (id: number): Promise<SellerDetail> => {
  const reply = await call<SellerDetail>(c.server.app, 'POST', `/Order/GetOrderById?id=${id}`, {
    token: c.seller.token,
  });
  if (!reply.body.data) throw new Error(JSON.stringify(reply.body));
  return reply.body.data;
};

const allowed = async (market: 'wholesale' | 'retail', id: number) =>
  (
    await admin<{ allowedActions: string[] }>(c.server.app, 'GET', `/${market}-orders/${id}`, {
      token: c.token,
    })
  ).body.allowedActions;

describe('wholesale buyer actions', () => {
  it('pays an unpaid order (1 -> 2, paid, dispatch deadline now + 5 days), then refuses to pay again', async () => {
    const paid = await wholesale(W.notPaid, 'pay');
    expect(paid.statusCode).toBe(201);
    expect(paid.body).toMatchObject({
      market: 'wholesale',
      orderId: W.notPaid,
      action: 'pay',
      days: null,
      date: null,
      statusBefore: 1,
      statusAfter: 2,
    });
    const order = await sellerDetail(W.notPaid);
    expect(order).toMatchObject({ statusId: 2, isPaid: true });
    expect(order.dispatchDeadline).toBe(new Date(c.server.clock.now + 5 * DAY).toISOString());
    expect(order.history.map((h) => h.statusId)).toEqual([1, 2]);

    expect(await wholesale(W.notPaid, 'pay')).toMatchObject({
      statusCode: 409,
      body: { message: NOT_ALLOWED },
    });
    expect((await wholesale(W.paymentOverdueWithRenewal, 'pay')).statusCode).toBe(409);
  });

  it('requests more days to pay: the seller sees the request; refused while one is pending', async () => {
    expect(await allowed('wholesale', W.notPaid)).toEqual(['pay', 'request-pay-renewal', 'cancel']);
    const request = await wholesale(W.notPaid, 'request-pay-renewal', { days: 7 });
    expect(request).toMatchObject({ statusCode: 201, body: { days: 7, statusBefore: 1, statusAfter: 1 } });
    expect((await sellerDetail(W.notPaid)).payRenewalRequest).toEqual({ suggestedDays: 7 });
    expect(await allowed('wholesale', W.notPaid)).toEqual(['pay', 'cancel']);
    expect(await wholesale(W.notPaid, 'request-pay-renewal', { days: 3 })).toMatchObject({
      statusCode: 409,
      body: { message: NOT_ALLOWED },
    });
    expect((await wholesale(W.notPaidWithRenewal, 'request-pay-renewal', { days: 3 })).statusCode).toBe(409);

    // The seller accepts: the request is gone and the buyer may ask again.
    const accepted = await call(
      c.server.app,
      'POST',
      `/Order/AcceptPayRenewalRequest?orderId=${W.notPaid}&suggestedDays=7`,
      {
        token: c.seller.token,
      },
    );
    expect(accepted.body.status).toBe(1);
    expect((await wholesale(W.notPaid, 'request-pay-renewal', { days: 3 })).statusCode).toBe(201);
  });

  it('checks the days of a pay-renewal request', async () => {
    expect(await wholesale(W.notPaid, 'request-pay-renewal')).toMatchObject({
      statusCode: 400,
      body: { message: "Field 'days' is required for action 'request-pay-renewal'" },
    });
    expect(await wholesale(W.notPaid, 'request-pay-renewal', { days: 91 })).toMatchObject({
      statusCode: 400,
      body: { message: "Field 'days' must be <= 90" },
    });
    expect((await wholesale(W.completed, 'request-pay-renewal', { days: 5 })).statusCode).toBe(409);
  });

  it('requests a dispatch extension the seller sees; refused while pending, in other statuses, for bad dates', async () => {
    const date = new Date(c.server.clock.now + 10 * DAY).toISOString();
    const request = await wholesale(W.readyToShip, 'request-dispatch-extension', { date });
    expect(request).toMatchObject({ statusCode: 201, body: { date, statusBefore: 4, statusAfter: 4 } });
    expect((await sellerDetail(W.readyToShip)).dispatchDeadlineRequest).toEqual({ extendingDate: date });
    expect((await wholesale(W.readyToShip, 'request-dispatch-extension', { date })).statusCode).toBe(409);
    expect(
      (await wholesale(W.readyToShipWithExtension, 'request-dispatch-extension', { date })).statusCode,
    ).toBe(409);
    expect((await wholesale(W.notSent, 'request-dispatch-extension', { date })).statusCode).toBe(409);
    expect(
      (await wholesale(W.readyToSend, 'request-dispatch-extension', { date: '2026-04-01' })).statusCode,
    ).toBe(201);

    const past = await wholesale(W.readyToSend, 'request-dispatch-extension', { date: '2020-01-01' });
    expect(past).toMatchObject({ statusCode: 400, body: { message: "Field 'date' must be in the future" } });
    const far = await wholesale(W.readyToSend, 'request-dispatch-extension', { date: '2030-01-01' });
    expect(far.body.message).toBe("Field 'date' must be at most 365 days ahead");
    expect((await wholesale(W.readyToSend, 'request-dispatch-extension')).statusCode).toBe(400);
  });

  it('confirms delivery (6 -> 7) and cancels an unpaid order (1 -> 24, requests dropped)', async () => {
    expect(await allowed('wholesale', W.shipped)).toEqual(['confirm-delivery']);
    expect(await wholesale(W.shipped, 'confirm-delivery')).toMatchObject({
      statusCode: 201,
      body: { statusBefore: 6, statusAfter: 7 },
    });
    expect((await sellerDetail(W.shipped)).history.at(-1)?.statusId).toBe(7);
    expect((await wholesale(W.inTransit, 'confirm-delivery')).statusCode).toBe(409);

    expect(await wholesale(W.notPaidWithRenewal, 'cancel')).toMatchObject({
      statusCode: 201,
      body: { statusBefore: 1, statusAfter: 24 },
    });
    const cancelled = await sellerDetail(W.notPaidWithRenewal);
    expect(cancelled).toMatchObject({ statusId: 24, payRenewalRequest: null });
    expect(await wholesale(W.notPaidWithRenewal, 'cancel')).toMatchObject({ statusCode: 409 });
    expect((await wholesale(W.notSent, 'cancel')).statusCode).toBe(409);
    expect(await allowed('wholesale', W.notPaidWithRenewal)).toEqual([]);
  });

  it('runs the overdue sweep first: an unpaid order past its deadline can no longer be paid', async () => {
    c.server.clock.now += 30 * DAY;
    c.token = await adminToken(c.server.app); // console sessions last 12 hours
    expect((await wholesale(W.notPaid, 'pay')).statusCode).toBe(409);
    expect((await sellerDetail(W.notPaid)).statusId).toBe(9);
  });
});

describe('retail buyer actions and refusals', () => {
  it('confirms receipt of a delivered order (4 -> 5), refused from 1', async () => {
    expect(await allowed('retail', R.delivered)).toEqual(['confirm-receipt']);
    const done = await act({ market: 'retail', orderId: R.delivered, action: 'confirm-receipt' });
    expect(done).toMatchObject({
      statusCode: 201,
      body: { market: 'retail', statusBefore: 4, statusAfter: 5 },
    });
    const info = await call<{ retailOrderStatus: number; history: { retailOrderStatus: number }[] }>(
      c.server.app,
      'GET',
      `/Order/GetRetailOrderInfo?orderId=${R.delivered}`,
      { token: c.seller.token },
    );
    expect(info.body.data?.retailOrderStatus).toBe(5);
    expect(info.body.data?.history.at(-1)?.retailOrderStatus).toBe(5);
    const refused = await act({ market: 'retail', orderId: R.notSent, action: 'confirm-receipt' });
    expect(refused).toMatchObject({ statusCode: 409, body: { message: NOT_ALLOWED } });
  });

  it('answers 404 for an unknown order and 400 for an action of the other market or an unknown one', async () => {
    expect(await wholesale(99999, 'pay')).toMatchObject({
      statusCode: 404,
      body: { message: 'Заказ не найден' },
    });
    expect((await act({ market: 'retail', orderId: R.notSent, action: 'pay' })).statusCode).toBe(400);
    expect((await wholesale(W.notPaid, 'confirm-receipt')).statusCode).toBe(400);
    expect((await wholesale(W.notPaid, 'explode')).statusCode).toBe(400);
    expect((await act({ market: 'barter', orderId: 1, action: 'pay' })).statusCode).toBe(400);
  });

  it('logs every action run (order-actions list and one)', async () => {
    await wholesale(W.notPaid, 'pay');
    await act({ market: 'retail', orderId: R.delivered, action: 'confirm-receipt' });
    await wholesale(W.notPaid, 'pay'); // refused: not logged
    const log = await admin<OrderActionRecord[]>(c.server.app, 'GET', '/order-actions', { token: c.token });
    expect(log.body.map((a) => [a.market, a.orderId, a.action])).toEqual([
      ['retail', R.delivered, 'confirm-receipt'],
      ['wholesale', W.notPaid, 'pay'],
    ]);
    expect(log.headers['content-range']).toBe('order-actions 0-1/2');
    const retailOnly = await admin<OrderActionRecord[]>(c.server.app, 'GET', '/order-actions', {
      token: c.token,
      query: { filter: { market: 'retail', orderId: R.delivered } },
    });
    expect(retailOnly.body).toHaveLength(1);
    const one = await admin<OrderActionRecord>(
      c.server.app,
      'GET',
      `/order-actions/${retailOnly.body[0]?.id}`,
      {
        token: c.token,
      },
    );
    expect(one.body).toEqual(retailOnly.body[0]);
  });
});
