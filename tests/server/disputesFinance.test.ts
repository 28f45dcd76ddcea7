import { describe, expect, it } from 'vitest';
import { admin } from './consoleHelpers.js';
import { call } from './helpers.js';
import {
  acceptReturn,
  orderStatus,
  seededDispute,
  withDisputesServer,
  type DisputesContext,
} from './disputesHelpers.js';

/**
 * The dispute effect on finances (docs/contract/disputes.md, docs/contract/finances.md): an open
 * dispute holds the payout (safe-deal 1, `disputeId`); a return is safe-deal 3 and counts in
 * the refunds of both summaries; closing for the seller releases the order as it was.
 */

let c: DisputesContext;
withDisputesServer((context) => {
  c = context;
});

const SD = 'MarketSafeDealStatusId';
const LIST = 'MarketSafeDealWholesaleOrders';

interface Summary {
  totalAmountOfOrders: number;
  nowReserved: number;
  refunds: number;
  amountFromSales: number;
}

interface FinanceRow {
  [key: string]: unknown;
  disputeId: number | null;
  paymentToTheSeller: number | null;
}

const body = (overrides: Record<string, unknown> = {}) => ({
  sellerId: null,
  orderId: null,
  orderStatusId: null,
  buyerName: null,
  [SD]: null,
  orderCreationDateFrom: null,
  orderCreationDateTo: null,
  column: 'id',
  sortByAscending: false,
  pagination: { page: 1, pageSize: 100 },
  ...overrides,
});

const post = async <T>(path: string, payload: unknown) =>
  (await call<T>(c.server.app, 'POST', `/Finances/${path}`, { token: c.seller.token, body: payload })).body
    .data as T;

/** The wholesale summary and rows of a filter (one page of 100 is every row here). */
async function wholesale(overrides: Record<string, unknown> = {}) {
  const data = await post<Summary & Record<string, { results: FinanceRow[] }>>(
    'GetOrderFinances',
    body(overrides),
  );
  return { summary: data, rows: data[LIST]?.results ?? [] };
}

async function retail(overrides: Record<string, unknown> = {}) {
  const rows = (await post<{ results: FinanceRow[] }>('RetailOrderFinances', body(overrides))).results;
  const summary = await post<Summary>('RetailOrderFinancesTotals', body(overrides));
  return { summary, rows };
}

const total = (isRetail: boolean, orderId: number): number =>
  c.server.db
    .prepare(`SELECT total_amount FROM ${isRetail ? 'retail_orders' : 'wholesale_orders'} WHERE id = ?`)
    .pluck()
    .get(orderId) as number;

const retailNumber = (orderId: number): string =>
  c.server.db.prepare('SELECT number FROM retail_orders WHERE id = ?').pluck().get(orderId) as string;

const kop = (value: number) => Math.round(value * 100);

describe('finances of disputed orders', () => {
  it('holds the payout of an order with an open dispute: safe-deal 1 and its disputeId, both markets', async () => {
    for (const statusId of [1, 2]) {
      const w = seededDispute(c.server, c.seller.sellerId, false, statusId);
      const [row] = (await wholesale({ orderId: w.order_id })).rows;
      expect(orderStatus(c.server, false, w.order_id)).toBe(6);
      expect(row).toMatchObject({ orderId: w.order_id, orderStatusId: 6, [SD]: 1, disputeId: w.id });
      expect(row?.paymentToTheSeller).not.toBeNull();
      const r = seededDispute(c.server, c.seller.sellerId, true, statusId);
      const [retailRow] = (await retail({ orderId: retailNumber(r.order_id) })).rows;
      expect(retailRow).toMatchObject({ id: r.order_id, statusId: 4, [SD]: 1, disputeId: r.id });
    }
    // Safe-deal 1 finds every open dispute's order; safe-deal 2 none of them.
    const open = c.server.db
      .prepare('SELECT order_id FROM disputes WHERE seller_id = ? AND is_retail = 0 AND status_id IN (1, 2)')
      .pluck()
      .all(c.seller.sellerId) as number[];
    const reserved = (await wholesale({ [SD]: 1 })).rows.map((r) => r.orderId);
    const sent = (await wholesale({ [SD]: 2 })).rows.map((r) => r.orderId);
    expect(reserved).toEqual(expect.arrayContaining(open));
    expect(sent.filter((id) => open.includes(id as number))).toEqual([]);
    // Order status 6 and safe-deal 1: the disputed shipped orders only.
    const shippedReserved = (await wholesale({ orderStatusId: 6, [SD]: 1 })).rows;
    expect(shippedReserved.map((r) => r.orderId).sort()).toEqual([...open].sort());
    // Closed disputes hold nothing.
    const closed = seededDispute(c.server, c.seller.sellerId, false, 4);
    expect((await wholesale({ orderId: closed.order_id })).rows[0]).toMatchObject({
      disputeId: null,
      [SD]: 2,
    });
  });

  it('moves a returned order to safe-deal 3 and into the refunds of both summaries', async () => {
    for (const isRetail of [false, true]) {
      const dispute = seededDispute(c.server, c.seller.sellerId, isRetail, 1);
      const amount = kop(total(isRetail, dispute.order_id));
      const read = isRetail ? retail : wholesale;
      const before = await read();
      expect(await acceptReturn(c.server.app, c.seller.token, dispute.id)).toEqual({ status: 1, data: true });
      const after = await read();
      expect(kop(after.summary.refunds) - kop(before.summary.refunds)).toBe(amount);
      expect(kop(before.summary.nowReserved) - kop(after.summary.nowReserved)).toBe(amount);
      expect(after.summary.totalAmountOfOrders).toBe(before.summary.totalAmountOfOrders);
      const filter = isRetail ? { orderId: retailNumber(dispute.order_id) } : { orderId: dispute.order_id };
      const [row] = (await read(filter)).rows;
      expect(row).toMatchObject({ [SD]: 3, disputeId: null, paymentToTheSeller: null });
      const refunds = (await read({ [SD]: 3 })).rows.map((r) => r.orderId ?? r.id);
      expect(refunds).toContain(dispute.order_id);
    }
  });

  it('releases the payout when the administrator decides for the seller, leaving the order as it was', async () => {
    const dispute = seededDispute(c.server, c.seller.sellerId, true, 2);
    const before = await retail();
    const decided = await admin(c.server.app, 'POST', '/dispute-actions', {
      token: c.admin,
      body: { disputeId: dispute.id, action: 'decideForSeller', comment: 'Доставка подтверждена.' },
    });
    expect(decided.statusCode).toBe(201);
    expect(orderStatus(c.server, true, dispute.order_id)).toBe(4);
    const [row] = (await retail({ orderId: retailNumber(dispute.order_id) })).rows;
    expect(row).toMatchObject({ statusId: 4, [SD]: 2, disputeId: null });
    const after = await retail();
    const amount = kop(total(true, dispute.order_id));
    expect(kop(before.summary.nowReserved) - kop(after.summary.nowReserved)).toBe(amount);
    expect(after.summary.refunds).toBe(before.summary.refunds);
    expect(after.summary.amountFromSales).toBe(before.summary.amountFromSales);
  });
});
