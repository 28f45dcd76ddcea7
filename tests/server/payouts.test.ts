import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { PayoutHistoryReply, PayoutScheduleReply } from '../../contract/index.js';
import { all, one, run } from '../../server/db/query.js';
import { DisputeStatus, PAYOUT_ORDERS_SHOWN, payoutSchedule, releasedForPayout } from '../../rules/index.js';
import { iso } from '../../server/lib/time.js';
import { PAYOUT_MESSAGES } from '../../server/routes/payouts.js';
import { sweepOverdue } from '../../server/services/ordersSweep.js';
import { payReleased } from '../../server/services/payouts.js';
import { payoutExportRows, payoutExportSchedule } from '../../server/services/payoutsExport.js';
import { payoutScheduleView } from '../../server/services/payoutsSchedule.js';
import { admin, adminToken, withConsoleServer, type ConsoleContext } from './consoleHelpers.js';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import { sellerSession } from './ordersHelpers.js';
import { payoutEntriesByRule } from './payoutsRule.js';

/**
 * Payouts (docs/contract/payouts.md): the schedule of a period in Moscow days, its edges, the
 * caller's orders only, the console's payout and the history, the export files.
 */

let c: ConsoleContext;
withConsoleServer((context) => {
  c = context;
});

/** Sessions do not outlive a jump of the clock by years: sign in again. */
async function refreshSessions(): Promise<void> {
  c.token = await adminToken(c.server.app);
  c.seller = await sellerSession(c.server.app);
}

const buyerId = (): number =>
  one<{ id: number }>(c.server.db, 'SELECT id FROM users WHERE email = ?', DEMO_ACCOUNTS.buyer)!.id;

/** A wholesale order in transit, sent at `sentAt` (its history entry of status 5). */
function sentWholesale(sellerId: number, total: number, sentAt: string): number {
  const id = Number(
    run(
      c.server.db,
      `INSERT INTO wholesale_orders (seller_id, buyer_id, status_id, total_amount, created_at, paid_at, is_paid)
       VALUES (?, ?, 5, ?, '2029-12-20T10:00:00.000Z', '2029-12-20T10:00:00.000Z', 1)`,
      sellerId,
      buyerId(),
      total,
    ).lastInsertRowid,
  );
  run(
    c.server.db,
    'INSERT INTO wholesale_order_history (order_id, status_id, created_at) VALUES (?, 5, ?)',
    id,
    sentAt,
  );
  return id;
}

/**
 * The page's schedule (the facts of migration 025) equals the rule over every order: the same
 * figures, counts and totals, and each day's first `shown` orders of the rule's.
 */
function expectViewOfTheRule(periods: readonly (readonly [string, string])[], shown: number): void {
  const sellerId = c.seller.sellerId;
  const now = c.server.clock.now;
  for (const [from, to] of periods) {
    const rule = payoutSchedule(payoutEntriesByRule(c.server.db, sellerId, now), from, to);
    const view = payoutScheduleView(c.server.db, sellerId, now, from, to, shown);
    expect(view.totals).toEqual(rule.totals);
    expect(view.days).toEqual(
      rule.days.map((day) => ({
        ...day,
        orders: day.orders.slice(0, shown),
        ordersCount: day.orders.length,
      })),
    );
  }
}

/**
 * The export's schedule (the facts of migration 025) equals the rule's over every order, and so
 * do its rows: every order of each day and the totals.
 */
function expectExportOfTheRule(periods: readonly (readonly [string, string])[]): void {
  const sellerId = c.seller.sellerId;
  const now = c.server.clock.now;
  sweepOverdue(c.server.db, now);
  for (const [from, to] of periods) {
    const rule = payoutSchedule(payoutEntriesByRule(c.server.db, sellerId, now), from, to);
    const fromFacts = payoutExportSchedule(c.server.db, sellerId, now, from, to);
    expect(fromFacts).toEqual(rule);
    expect(payoutExportRows(fromFacts)).toEqual(payoutExportRows(rule));
  }
}

const DAY_MS = 86_400_000;

/**
 * Two orders sent 20 days ago (released by the clock): one with an open dispute (held by the
 * dispute rule), one refunded since.
 */
function disputedAndRefunded(): { disputed: number; refunded: number } {
  const { db } = c.server;
  const sellerId = c.seller.sellerId;
  const now = c.server.clock.now;
  const disputed = sentWholesale(sellerId, 700.35, iso(now - 20 * DAY_MS));
  run(
    db,
    'INSERT INTO disputes (seller_id, is_retail, order_id, status_id, created_at) VALUES (?, 0, ?, ?, ?)',
    sellerId,
    disputed,
    DisputeStatus.Open,
    iso(now - 2 * DAY_MS),
  );
  const refunded = sentWholesale(sellerId, 500.5, iso(now - 20 * DAY_MS));
  run(db, 'UPDATE wholesale_orders SET status_id = 24 WHERE id = ?', refunded);
  run(
    db,
    'INSERT INTO wholesale_order_history (order_id, status_id, created_at) VALUES (?, 24, ?)',
    refunded,
    iso(now - 12 * DAY_MS),
  );
  return { disputed, refunded };
}

const setCommission = (percentage: number): void => {
  run(
    c.server.db,
    'UPDATE sellers SET commission_percentage = ? WHERE id = ?',
    percentage,
    c.seller.sellerId,
  );
};

const schedule = async (body: Record<string, unknown>, token = c.seller.token) =>
  (await call<PayoutScheduleReply>(c.server.app, 'POST', '/Finances/GetPayoutSchedule', { token, body }))
    .body;

const orderIdsOf = (data: PayoutScheduleReply | undefined) =>
  (data?.days ?? []).flatMap((day) =>
    day.orders.map((order) => `${day.date}:${order.orderId}:${order.state}`),
  );

describe('GetPayoutSchedule', () => {
  it('puts a sent order on its release day, 7 Moscow days after the Moscow day it was sent', async () => {
    // 23:59:59.999 MSK on 10 January and 00:00 MSK on 11 January.
    const late = sentWholesale(c.seller.sellerId, 1000.1, '2030-01-10T20:59:59.999Z');
    const next = sentWholesale(c.seller.sellerId, 200, '2030-01-10T21:00:00.000Z');

    const first = await schedule({ dateFrom: '2030-01-17', dateTo: '2030-01-17' });
    expect(first.status).toBe(1);
    expect(orderIdsOf(first.data)).toEqual([`2030-01-17:${late}:held`]);
    // 1000.10 − 5 % (50.005 → 50.01) = 950.09, to the kopeck.
    expect(first.data?.days[0]?.orders[0]?.amount).toBe(950.09);
    expect(first.data?.days[0]?.orders[0]?.releaseDate).toBe('2030-01-17');
    expect(first.data?.totals).toEqual({ held: 950.09, released: 0, paid: 0, refunded: 0 });

    const second = await schedule({ dateFrom: '2030-01-18', dateTo: '2030-01-18' });
    expect(orderIdsOf(second.data)).toEqual([`2030-01-18:${next}:held`]);
    expect(second.data?.totals.held).toBe(190);

    const both = await schedule({ dateFrom: '2030-01-16', dateTo: '2030-01-19' });
    expect(both.data?.days.map((day) => day.date)).toEqual(['2030-01-17', '2030-01-18']);
    expect(both.data?.totals.held).toBe(1140.09);
    expect(both.data?.holdDays).toBe(7);
  });

  it('releases the money from 00:00 MSK of the release day', async () => {
    const id = sentWholesale(c.seller.sellerId, 100, '2030-01-10T12:00:00.000Z');
    c.server.clock.now = Date.parse('2030-01-16T20:59:59.999Z'); // 23:59:59.999 MSK, 16 January
    await refreshSessions();
    expect(orderIdsOf((await schedule({ dateFrom: '2030-01-17', dateTo: '2030-01-17' })).data)).toEqual([
      `2030-01-17:${id}:held`,
    ]);
    c.server.clock.now = Date.parse('2030-01-16T21:00:00.000Z'); // 00:00 MSK, 17 January
    expect(orderIdsOf((await schedule({ dateFrom: '2030-01-17', dateTo: '2030-01-17' })).data)).toEqual([
      `2030-01-17:${id}:released`,
    ]);
  });

  it("shows the caller's orders only and refuses another seller's id", async () => {
    const other = await sellerSession(c.server.app, DEMO_ACCOUNTS.seller2);
    const theirs = sentWholesale(other.sellerId, 300, '2030-02-01T09:00:00.000Z');
    const mine = await schedule({ dateFrom: '2030-02-08', dateTo: '2030-02-08' });
    expect(mine.data?.days).toEqual([]);
    const their = await schedule({ dateFrom: '2030-02-08', dateTo: '2030-02-08' }, other.token);
    expect(orderIdsOf(their.data)).toEqual([`2030-02-08:${theirs}:held`]);
    // The second seller's commission (7 %): 300 − 21.
    expect(their.data?.totals.held).toBe(279);

    const foreign = await schedule({
      sellerId: other.sellerId,
      dateFrom: '2030-02-08',
      dateTo: '2030-02-08',
    });
    expect(foreign).toMatchObject({ status: -1, errorMessage: PAYOUT_MESSAGES.notYours });
    const own = await schedule({ sellerId: c.seller.sellerId, dateFrom: '2030-02-08', dateTo: '2030-02-08' });
    expect(own.status).toBe(1);
  });

  it('refuses impossible days, a reversed period and a period longer than a year, in Russian', async () => {
    expect(await schedule({ dateFrom: '2030-02-30', dateTo: '2030-03-01' })).toMatchObject({
      status: -1,
      errorMessage: PAYOUT_MESSAGES.dateFrom,
    });
    expect(await schedule({ dateFrom: '2030-03-01', dateTo: '01.03.2030' })).toMatchObject({
      status: -1,
      errorMessage: PAYOUT_MESSAGES.dateTo,
    });
    expect(await schedule({ dateFrom: '2030-03-02', dateTo: '2030-03-01' })).toMatchObject({
      status: -1,
      errorMessage: PAYOUT_MESSAGES.order,
    });
    expect(await schedule({ dateFrom: '2030-01-01', dateTo: '2031-01-02' })).toMatchObject({
      status: -1,
      errorMessage: PAYOUT_MESSAGES.tooLong,
    });
    // 366 days (2030-01-01..2031-01-01) is the longest period.
    expect((await schedule({ dateFrom: '2030-01-01', dateTo: '2031-01-01' })).status).toBe(1);
    expect((await schedule({ dateFrom: '2030-01-01' })).status).toBe(-1);
  });

  it("reads the demo seller's orders of both markets, the totals the exact sums of the days", async () => {
    const reply = await schedule({ dateFrom: '2025-09-01', dateTo: '2026-08-31' });
    expect(reply.status).toBe(1);
    const orders = reply.data?.days.flatMap((day) => day.orders) ?? [];
    expect(new Set(orders.map((order) => order.market))).toEqual(new Set(['wholesale', 'retail']));
    for (const order of orders.filter((o) => o.market === 'retail')) expect(order.number).toMatch(/^\d{7}$/);
    for (const state of ['held', 'released', 'paid', 'refunded'] as const) {
      const kopecks = (reply.data?.days ?? []).reduce((sum, day) => sum + Math.round(day[state] * 100), 0);
      expect(Math.round((reply.data?.totals[state] ?? 0) * 100)).toBe(kopecks);
    }
  });

  it("gives the rule's schedule from the payout facts, whatever the commission", () => {
    const periods = [
      ['2026-03-01', '2026-03-31'],
      ['2025-09-01', '2026-08-31'],
      ['2026-03-18', '2026-03-18'],
    ] as const;
    expectViewOfTheRule(periods, 3);
    expectViewOfTheRule(periods, 100_000);
    expectExportOfTheRule(periods);
    const percentage = one<{ p: number }>(
      c.server.db,
      'SELECT commission_percentage AS p FROM sellers WHERE id = ?',
      c.seller.sellerId,
    )!.p;
    setCommission(7.25);
    expectViewOfTheRule(periods, 3);
    expectExportOfTheRule(periods);
    setCommission(percentage);
  });

  it('holds the money of an order with an open dispute (safe deal 1), whatever its status', () => {
    const open = one<{ order_id: number; is_retail: number }>(
      c.server.db,
      'SELECT order_id, is_retail FROM disputes WHERE seller_id = ? AND status_id IN (1, 2) LIMIT 1',
      c.seller.sellerId,
    );
    expect(open).toBeDefined();
    const entry = payoutEntriesByRule(c.server.db, c.seller.sellerId, c.server.clock.now).find(
      (e) => e.id === open!.order_id && e.market === (open!.is_retail === 1 ? 'retail' : 'wholesale'),
    );
    expect(entry?.state).toBe('held');
    expect(entry?.releaseDay).toBeNull();
  });

  it('answers 401 without a token', async () => {
    const reply = await call(c.server.app, 'POST', '/Finances/GetPayoutSchedule', {
      body: { dateFrom: '2030-01-01', dateTo: '2030-01-02' },
    });
    expect(reply.body.status).toBe(401);
  });

  it('shows a refund on the Moscow day of the refund, the whole total', async () => {
    const id = sentWholesale(c.seller.sellerId, 500.5, '2030-03-01T10:00:00.000Z');
    run(c.server.db, 'UPDATE wholesale_orders SET status_id = 24 WHERE id = ?', id);
    run(
      c.server.db,
      "INSERT INTO wholesale_order_history (order_id, status_id, created_at) VALUES (?, 24, '2030-03-02T21:30:00.000Z')",
      id,
    );
    const reply = await schedule({ dateFrom: '2030-03-03', dateTo: '2030-03-03' });
    expect(orderIdsOf(reply.data)).toEqual([`2030-03-03:${id}:refunded`]);
    expect(reply.data?.totals.refunded).toBe(500.5);
  });
});

describe('payouts: the console pays the released money', () => {
  it('pays every released order once, lists the payout in the history and marks the orders paid', async () => {
    const released = sentWholesale(c.seller.sellerId, 1000.1, '2030-01-10T20:59:59.999Z');
    const held = sentWholesale(c.seller.sellerId, 200, '2030-01-10T21:00:00.000Z');
    c.server.clock.now = Date.parse('2030-01-17T20:59:59.000Z'); // 23:59:59 MSK, 17 January
    await refreshSessions();

    const paid = await admin<{ id: number; amount: number; ordersCount: number; sellerId: number }>(
      c.server.app,
      'POST',
      '/payouts',
      { token: c.token, body: { sellerId: c.seller.sellerId } },
    );
    expect(paid.statusCode).toBe(200);
    const lines = all<{ order_id: number; is_retail: number; amount_kopecks: number }>(
      c.server.db,
      'SELECT order_id, is_retail, amount_kopecks FROM seller_payout_orders WHERE payout_id = ?',
      paid.body.id,
    );
    expect(lines).toContainEqual({ order_id: released, is_retail: 0, amount_kopecks: 95_009 });
    expect(lines.some((line) => line.order_id === held && line.is_retail === 0)).toBe(false);
    expect(Math.round(paid.body.amount * 100)).toBe(
      lines.reduce((sum, line) => sum + line.amount_kopecks, 0),
    );

    // The seller is told, with a link to the page.
    const notice = one<{ kind: string; text: string; link: string }>(
      c.server.db,
      "SELECT kind, text, link FROM notifications WHERE title = 'Выплата от маркетплейса' ORDER BY id DESC LIMIT 1",
    );
    expect(notice).toMatchObject({ kind: 'payment', link: '/finances/payouts' });
    expect(notice?.text).toContain(`за заказов: ${lines.length}`);

    const again = await admin<{ message: string }>(c.server.app, 'POST', '/payouts', {
      token: c.token,
      body: { sellerId: c.seller.sellerId },
    });
    expect(again.statusCode).toBe(409);

    expectViewOfTheRule(
      [
        ['2030-01-10', '2030-01-20'],
        ['2025-09-01', '2026-08-31'],
      ],
      5,
    );
    const day = await schedule({ dateFrom: '2030-01-17', dateTo: '2030-01-18' });
    // The day lists its first orders and counts them all; the paid one is the rule's.
    const paidDay = day.data?.days.find((d) => d.date === '2030-01-17');
    expect(paidDay).toMatchObject({ ordersCount: lines.length, paid: paid.body.amount });
    expect(paidDay?.orders.length).toBe(Math.min(lines.length, PAYOUT_ORDERS_SHOWN));
    const entry = payoutEntriesByRule(c.server.db, c.seller.sellerId, c.server.clock.now).find(
      (e) => e.market === 'wholesale' && e.id === released,
    );
    expect(entry).toMatchObject({ state: 'paid', day: '2030-01-17', amountKopecks: 95_009 });
    expect(orderIdsOf(day.data)).toContain(`2030-01-18:${held}:held`);

    const history = await call<PayoutHistoryReply>(c.server.app, 'POST', '/Finances/GetPayouts', {
      token: c.seller.token,
      body: { pagination: { page: 1, pageSize: 10 } },
    });
    expect(history.body, JSON.stringify(history.body).slice(0, 300)).toMatchObject({ status: 1 });
    expect(history.body.data?.rowCount).toBe(1);
    expect(history.body.data?.results[0]).toMatchObject({ id: paid.body.id, amount: paid.body.amount });
    // The payout's first orders (wholesale, then retail, by id); the count covers them all.
    const first = [...lines]
      .sort((a, b) => a.is_retail - b.is_retail || a.order_id - b.order_id)
      .slice(0, PAYOUT_ORDERS_SHOWN);
    expect(history.body.data?.results[0]?.ordersCount).toBe(lines.length);
    expect(history.body.data?.results[0]?.orders.map((o) => [o.market, o.orderId, o.amount])).toEqual(
      first.map((l) => [l.is_retail === 1 ? 'retail' : 'wholesale', l.order_id, l.amount_kopecks / 100]),
    );

    const other = await sellerSession(c.server.app, DEMO_ACCOUNTS.seller2);
    const theirs = await call<PayoutHistoryReply>(c.server.app, 'POST', '/Finances/GetPayouts', {
      token: other.token,
      body: {},
    });
    expect(theirs.body.data).toMatchObject({ results: [], rowCount: 0, pageCount: 1 });
    const foreign = await call(c.server.app, 'POST', '/Finances/GetPayouts', {
      token: c.seller.token,
      body: { sellerId: other.sellerId },
    });
    expect(foreign.body).toMatchObject({ status: -1, errorMessage: PAYOUT_MESSAGES.notYours });
  });

  it('refuses an unknown seller', async () => {
    const reply = await admin(c.server.app, 'POST', '/payouts', {
      token: c.token,
      body: { sellerId: 999_999 },
    });
    expect(reply.statusCode).toBe(404);
  });
});

describe('payouts: the payout and the export read the facts as the rule', () => {
  type Line = { is_retail: number; order_id: number; amount_kopecks: number };

  /** The rule's payout at `now` (after the overdue sweep, as the payout): its lines and sum. */
  const rulePayout = (now: number): { lines: Line[]; amountKopecks: number } => {
    sweepOverdue(c.server.db, now);
    const { entries, amountKopecks } = releasedForPayout(
      payoutEntriesByRule(c.server.db, c.seller.sellerId, now),
    );
    return {
      lines: entries.map((entry) => ({
        is_retail: entry.market === 'retail' ? 1 : 0,
        order_id: entry.id,
        amount_kopecks: entry.amountKopecks,
      })),
      amountKopecks,
    };
  };

  /** What a payout stored: its lines (wholesale first, by id) and its row. */
  const stored = (payoutId: number | null) => ({
    lines: all<Line>(
      c.server.db,
      `SELECT is_retail, order_id, amount_kopecks FROM seller_payout_orders WHERE payout_id = ?
       ORDER BY is_retail, order_id`,
      payoutId,
    ),
    payout: one(
      c.server.db,
      'SELECT amount_kopecks, orders_count FROM seller_payouts WHERE id = ?',
      payoutId,
    ),
  });

  it("pays the rule's released orders and amounts, before and after a payout", () => {
    const { disputed, refunded } = disputedAndRefunded();
    setCommission(7.25);
    const sellerId = c.seller.sellerId;
    const now = c.server.clock.now;

    const first = rulePayout(now);
    expect(first.lines.length).toBeGreaterThan(1);
    const keys = first.lines.map((line) => `${line.is_retail}:${line.order_id}`);
    expect(keys).not.toContain(`0:${disputed}`);
    expect(keys).not.toContain(`0:${refunded}`);
    expect(stored(payReleased(c.server.db, sellerId, now))).toEqual({
      lines: first.lines,
      payout: { amount_kopecks: first.amountKopecks, orders_count: first.lines.length },
    });
    expect(rulePayout(now).lines).toEqual([]);
    expect(payReleased(c.server.db, sellerId, now)).toBeNull();

    // Eight days on: the orders released since, one sent yesterday among them (123.45 − 7.25 %).
    const yesterday = sentWholesale(sellerId, 123.45, iso(now - DAY_MS));
    const later = now + 8 * DAY_MS;
    const second = rulePayout(later);
    expect(second.lines).toContainEqual({ is_retail: 0, order_id: yesterday, amount_kopecks: 11_450 });
    expect(second.lines.map((line) => line.order_id)).not.toContain(disputed);
    expect(stored(payReleased(c.server.db, sellerId, later))).toEqual({
      lines: second.lines,
      payout: { amount_kopecks: second.amountKopecks, orders_count: second.lines.length },
    });
  });

  it("exports the rule's every order of the period, with a dispute, a refund and a payout", () => {
    disputedAndRefunded();
    setCommission(7.25);
    // The page's default period at the demo clock (18 March 2026), a year, the day itself.
    const periods = [
      ['2026-02-16', '2026-04-01'],
      ['2025-09-01', '2026-08-31'],
      ['2026-03-18', '2026-03-18'],
    ] as const;
    expectExportOfTheRule(periods);
    expect(payReleased(c.server.db, c.seller.sellerId, c.server.clock.now)).not.toBeNull();
    expectExportOfTheRule(periods);
    expectViewOfTheRule(periods, 3);
  });
});

describe('PayoutsExport', () => {
  const exportUrl = (format: string, from = '2030-01-17', to = '2030-01-18') =>
    `/seller/api/Finances/PayoutsExport?format=${format}&dateFrom=${from}&dateTo=${to}`;

  it('sends the period as .csv and .xlsx with the totals', async () => {
    const id = sentWholesale(c.seller.sellerId, 1000.1, '2030-01-10T20:59:59.999Z');
    const headers = { authorization: `Bearer ${c.seller.token}` };
    const csv = await c.server.app.inject({ method: 'GET', url: exportUrl('csv'), headers });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('payouts-2030-01-17-2030-01-18.csv');
    expect(csv.body).toContain(`"17.01.2030";"Удержано";"Опт";"${id}";"950,09";"17.01.2030"`);
    expect(csv.body).toContain('"Итого за период";"Удержано";"";"";"950,09";""');

    const xlsx = await c.server.app.inject({ method: 'GET', url: exportUrl('xlsx'), headers });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.getWorksheet('Выплаты');
    expect(sheet?.getRow(2).getCell(4).value).toBe(String(id));
    expect(sheet?.getRow(2).getCell(5).value).toBe(950.09);
  });

  it('refuses a reversed period and a call without a token', async () => {
    const headers = { authorization: `Bearer ${c.seller.token}` };
    const reversed = await c.server.app.inject({
      method: 'GET',
      url: exportUrl('csv', '2030-01-18', '2030-01-17'),
      headers,
    });
    expect(reversed.json()).toMatchObject({ status: -1, errorMessage: PAYOUT_MESSAGES.order });
    const anonymous = await c.server.app.inject({ method: 'GET', url: exportUrl('csv') });
    expect(anonymous.json()).toMatchObject({ status: 401 });
  });
});
