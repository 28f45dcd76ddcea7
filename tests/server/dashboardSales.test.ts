import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DashboardStatistics, SalesAnalyticsReply, SalesSummary } from '../../contract/index.js';
import { all, run } from '../../server/db/query.js';
import { addRetail, addWholesale, analyticsGet } from './analyticsHelpers.js';
import { call, createTestServer, type TestServer } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';

/**
 * The dashboard's sales section (docs/contract/dashboard.md "Sales"): its figures
 * (User/GetDashboardStatistics) and its chart 'Продажи за 30 дней' (Analytics/GetAnalyticsOfSales,
 * today and the 29 days before) count the same orders, the paid ones.
 */

let server: TestServer;
let seller: SellerSession;
beforeEach(async () => {
  server = await createTestServer();
  seller = await sellerSession(server.app);
});
afterEach(async () => {
  await server.app.close();
});

/** The test clock (2026-03-18 12:30 in Moscow): its month and the chart's 30 days. */
const TODAY = '2026-03-18';
const MONTH = { DateFrom: '2026-03-01', DateTo: TODAY };
const CHART = { DateFrom: '2026-02-17', DateTo: TODAY };
const AN_HOUR_AGO = '2026-03-18T08:30:00.000Z';

async function statistics(): Promise<DashboardStatistics> {
  const reply = await call<DashboardStatistics>(
    server.app,
    'GET',
    `/User/GetDashboardStatistics?userId=${seller.userId}`,
    { token: seller.token },
  );
  if (!reply.body.data) throw new Error('no statistics');
  return reply.body.data;
}

async function chart(range: Record<string, string>): Promise<SalesSummary> {
  const reply = await analyticsGet<SalesAnalyticsReply>(server, seller, 'GetAnalyticsOfSales', range);
  if (!reply.data?.current) throw new Error('no sales summary');
  return reply.data.current;
}

/** Every figure of the section at once. */
async function figures() {
  const stats = await statistics();
  return { stats, month: await chart(MONTH), days30: await chart(CHART) };
}

const buyerId = () =>
  all<{ id: number }>(
    server.db,
    'SELECT id FROM users WHERE id NOT IN (SELECT user_id FROM sellers) LIMIT 1',
  )[0]!.id;

/** One order of each kind: paid (not sent, overdue), completed, cancelled, declined, not paid. */
function seedOrders(): { paidTotal: number; paidCount: number; completedId: number } {
  const buyer = buyerId();
  const wholesale = (statusId: number, total: number) =>
    addWholesale(server, seller.sellerId, { buyerId: buyer, statusId, total, createdAt: AN_HOUR_AGO });
  const retail = (statusId: number, total: number) =>
    addRetail(server, seller.sellerId, { buyerId: buyer, statusId, total, createdAt: AN_HOUR_AGO });
  wholesale(2, 1000.1); // paid, not sent
  const completedId = wholesale(7, 2000); // completed
  wholesale(8, 300); // paid, shipment overdue
  wholesale(1, 5000); // not paid
  wholesale(9, 7000); // payment overdue: never paid
  wholesale(10, 8000); // declined
  wholesale(24, 9000); // cancelled
  retail(1, 150.25); // paid when placed, not sent
  retail(5, 400); // completed
  retail(6, 600); // cancelled
  return { paidTotal: 1000.1 + 2000 + 300 + 150.25 + 400, paidCount: 5, completedId };
}

describe('the dashboard sales section', () => {
  it('the figures and the chart count the same (paid) orders', async () => {
    const before = await figures();
    // The demo data: this month's sales equal the chart over the same days.
    expect(before.stats.salesThisMonth).toBeCloseTo(before.month.revenue ?? NaN, 2);

    const seeded = seedOrders();
    const after = await figures();
    const delta = (pick: (f: typeof after) => number | null | undefined) =>
      (pick(after) ?? NaN) - (pick(before) ?? NaN);

    expect(delta((f) => f.stats.salesTotal)).toBeCloseTo(seeded.paidTotal, 2);
    expect(delta((f) => f.stats.salesThisMonth)).toBeCloseTo(seeded.paidTotal, 2);
    expect(delta((f) => f.days30.revenue)).toBeCloseTo(seeded.paidTotal, 2);
    expect(delta((f) => f.month.revenue)).toBeCloseTo(seeded.paidTotal, 2);
    expect(delta((f) => f.stats.ordersCount)).toBe(seeded.paidCount);
    expect(delta((f) => f.days30.ordersCount)).toBe(seeded.paidCount);

    expect(after.stats.salesThisMonth).toBeCloseTo(after.month.revenue ?? NaN, 2);
    expect(after.stats.averageCheck).toBeCloseTo(
      (after.stats.salesTotal ?? NaN) / after.stats.ordersCount,
      2,
    );
  });

  it('a cancelled order leaves the figures and the chart together', async () => {
    const seeded = seedOrders();
    const before = await figures();
    run(server.db, 'UPDATE wholesale_orders SET status_id = 24 WHERE id = ?', seeded.completedId);
    const after = await figures();
    expect((before.stats.salesTotal ?? NaN) - (after.stats.salesTotal ?? NaN)).toBeCloseTo(2000, 2);
    expect((before.days30.revenue ?? NaN) - (after.days30.revenue ?? NaN)).toBeCloseTo(2000, 2);
    expect(after.stats.salesThisMonth).toBeCloseTo(after.month.revenue ?? NaN, 2);
    expect(before.stats.ordersCount - after.stats.ordersCount).toBe(1);
    expect((before.days30.ordersCount ?? NaN) - (after.days30.ordersCount ?? NaN)).toBe(1);
  });
});
