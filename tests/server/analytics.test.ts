import type { Full } from './fullReply.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BuyersAnalyticsReply,
  OrderFunnelReply,
  OrdersAnalyticsReply,
  SalesAnalyticsReply,
} from '../../contract/index.js';
import { run } from '../../server/db/query.js';
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';
import { analyticsGet } from './analyticsHelpers.js';
import { PERIOD, seedFixture, type Fixture } from './analyticsFixture.js';

/** Sales, orders, funnel and buyers analytics against the hand-computed fixture (analyticsFixture.ts). */

let server: TestServer;
let seller: SellerSession;
let other: SellerSession;
let fx: Fixture;

beforeAll(async () => {
  server = await createTestServer({ accessTokenTtlSeconds: 365 * 86_400 });
  seller = await sellerSession(server.app);
  other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
  fx = seedFixture(server, seller, other);
});
afterAll(() => server.app.close());

const get = <T>(name: string, query: Record<string, string> = PERIOD, session = seller) =>
  analyticsGet<T>(server, session, name, query);

describe('GetAnalyticsOfSales', () => {
  it('sums the sold orders of both markets, per day, against the previous period', async () => {
    const reply = await get<Full<SalesAnalyticsReply>>('GetAnalyticsOfSales');
    expect(reply.status).toBe(1);
    const data = reply.data!;
    expect(data.period).toEqual({ dateFrom: '2024-01-30', dateTo: '2024-02-02', days: 4 });
    expect(data.previousPeriod).toEqual({ dateFrom: '2024-01-26', dateTo: '2024-01-29', days: 4 });
    expect(data.current).toEqual({
      revenue: 1400.5,
      ordersCount: 4,
      averageOrder: 350.13,
      retailRevenue: 200,
      wholesaleRevenue: 1200.5,
      retailOrdersCount: 2,
      wholesaleOrdersCount: 2,
    });
    expect(data.previous).toMatchObject({
      revenue: 400,
      ordersCount: 1,
      wholesaleRevenue: 400,
      retailRevenue: 0,
    });
    expect(data.series).toEqual([
      { date: '2024-01-30', revenue: 1000, ordersCount: 1, retailRevenue: 0, wholesaleRevenue: 1000 },
      { date: '2024-01-31', revenue: 150.25, ordersCount: 1, retailRevenue: 150.25, wholesaleRevenue: 0 },
      { date: '2024-02-01', revenue: 49.75, ordersCount: 1, retailRevenue: 49.75, wholesaleRevenue: 0 },
      { date: '2024-02-02', revenue: 200.5, ordersCount: 1, retailRevenue: 0, wholesaleRevenue: 200.5 },
    ]);
    expect(data.byMarket).toEqual([
      { key: 'retail', value: 200 },
      { key: 'wholesale', value: 1200.5 },
    ]);
  });

  it("counts only the caller's own orders", async () => {
    const data = (await get<Full<SalesAnalyticsReply>>('GetAnalyticsOfSales', PERIOD, other)).data!;
    expect(data.current.revenue).toBe(100000);
    expect(data.current.ordersCount).toBe(1);
  });

  it('has every day of an empty period, with zeros', async () => {
    const data = (
      await get<Full<SalesAnalyticsReply>>('GetAnalyticsOfSales', {
        DateFrom: '2023-12-30',
        DateTo: '2024-01-02',
      })
    ).data!;
    expect(data.current.revenue).toBe(0);
    expect(data.current.averageOrder).toBe(0);
    expect(data.series.map((d) => [d.date, d.revenue])).toEqual([
      ['2023-12-30', 0],
      ['2023-12-31', 0],
      ['2024-01-01', 0],
      ['2024-01-02', 0],
    ]);
  });

  it('follows a later status change (the daily totals are kept by triggers)', async () => {
    run(server.db, 'UPDATE wholesale_orders SET status_id = 2 WHERE id = ?', fx.w2);
    const paid = (await get<Full<SalesAnalyticsReply>>('GetAnalyticsOfSales')).data!;
    expect(paid.current.revenue).toBe(1900.5);
    expect(paid.series[0]).toMatchObject({ revenue: 1500, ordersCount: 2 });
    run(server.db, 'UPDATE wholesale_orders SET status_id = 1 WHERE id = ?', fx.w2);
    expect((await get<Full<SalesAnalyticsReply>>('GetAnalyticsOfSales')).data!.current.revenue).toBe(1400.5);
  });
});

describe('GetAnalyticsOfWholesaleOrders / GetAnalyticsOfRetailOrders', () => {
  it('counts wholesale orders by status, cancellations, overdue share and time to ship', async () => {
    const data = (await get<Full<OrdersAnalyticsReply>>('GetAnalyticsOfWholesaleOrders')).data!;
    expect(data.current).toEqual({
      ordersCount: 4,
      cancelledCount: 1,
      cancelledShare: 25,
      overdueCount: 1,
      overdueShare: 25,
      shippedCount: 1,
      averageShipHours: 12,
    });
    expect(data.previous).toMatchObject({
      ordersCount: 1,
      cancelledCount: 0,
      shippedCount: 0,
      averageShipHours: null,
    });
    const nonZero = data.byStatus.filter((s) => s.value > 0);
    expect(nonZero).toEqual([
      { key: 1, value: 1 },
      { key: 7, value: 1 },
      { key: 8, value: 1 },
      { key: 24, value: 1 },
    ]);
    expect(data.byStatus.map((s) => s.key)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 21, 22, 23, 24]);
    expect(data.series.map((d) => [d.ordersCount, d.cancelledCount])).toEqual([
      [2, 0],
      [0, 0],
      [1, 1],
      [1, 0],
    ]);
  });

  it('counts retail orders the same way', async () => {
    const data = (await get<Full<OrdersAnalyticsReply>>('GetAnalyticsOfRetailOrders')).data!;
    expect(data.current).toEqual({
      ordersCount: 3,
      cancelledCount: 1,
      cancelledShare: 33.3,
      overdueCount: 1,
      overdueShare: 33.3,
      shippedCount: 1,
      averageShipHours: 6,
    });
    expect(data.byStatus.map((s) => s.key)).toEqual([1, 2, 3, 4, 5, 6, 7, 15, 16]);
  });
});

describe('GetOrderFunnel', () => {
  it('narrows created → paid → shipped → completed over both markets', async () => {
    const data = (await get<Full<OrderFunnelReply>>('GetOrderFunnel')).data!;
    expect(data.current).toEqual({ created: 7, paid: 4, shipped: 2, completed: 2 });
    expect(data.wholesale).toEqual({ created: 4, paid: 2, shipped: 1, completed: 1 });
    expect(data.retail).toEqual({ created: 3, paid: 2, shipped: 1, completed: 1 });
    expect(data.previous).toEqual({ created: 1, paid: 1, shipped: 1, completed: 0 });
  });
});

describe('GetAnalyticsOfBuyers', () => {
  it('tells new from returning buyers, ranks them by spend and counts them by country', async () => {
    const [b1, b2, b3] = fx.buyers;
    const data = (await get<Full<BuyersAnalyticsReply>>('GetAnalyticsOfBuyers')).data!;
    expect(data.current).toEqual({ buyersCount: 3, newCount: 2, returningCount: 1, revenue: 1400.5 });
    expect(data.previous).toEqual({ buyersCount: 1, newCount: 1, returningCount: 0, revenue: 400 });
    expect(data.topBuyers.map((b) => [b.key, b.value])).toEqual([
      [b1, 1049.75],
      [b2, 200.5],
      [b3, 150.25],
    ]);
    expect(data.topBuyers.every((b) => typeof b.label === 'string' && b.label.length > 0)).toBe(true);
    expect(data.byCountry.map((c) => [c.key, c.value])).toEqual([
      [fx.countryId, 2],
      [0, 1],
    ]);
    expect(data.byCountry[0]?.label).toBeTruthy();
    expect(data.byCountry[1]?.label).toBeUndefined();
    expect(data.series.map((d) => [d.buyersCount, d.newCount])).toEqual([
      [1, 0],
      [1, 1],
      [1, 0],
      [1, 1],
    ]);
  });
});

describe('the range', () => {
  const message = async (query: Record<string, string>) => {
    const reply = await get<Full<unknown>>('GetAnalyticsOfSales', query);
    expect(reply.status).toBe(-1);
    return reply.errorMessage;
  };

  it('answers -1 with the contract texts', async () => {
    expect(await message({})).toBe('Укажите начало периода');
    expect(await message({ DateFrom: 'abc' })).toBe('Неверная дата');
    expect(await message({ DateFrom: '2024-02-30' })).toBe('Неверная дата');
    expect(await message({ DateFrom: '2024-02-01', DateTo: '2024-13-01' })).toBe('Неверная дата');
    expect(await message({ DateFrom: '2024-02-02', DateTo: '2024-02-01' })).toBe(
      'Дата окончания раньше даты начала',
    );
    expect(await message({ DateFrom: '2024-01-01', DateTo: '2025-01-01' })).toBe(
      'Период не может быть длиннее 366 дней',
    );
  });

  it('takes 366 days, an ISO instant for its Moscow day, and today when DateTo is absent', async () => {
    const year = (
      await get<Full<SalesAnalyticsReply>>('GetAnalyticsOfSales', {
        DateFrom: '2024-01-01',
        DateTo: '2024-12-31',
      })
    ).data!;
    expect(year.period.days).toBe(366);
    expect(year.series).toHaveLength(366);
    const instant = (
      await get<Full<SalesAnalyticsReply>>('GetAnalyticsOfSales', {
        DateFrom: '2024-01-29T21:00:00.000Z',
        DateTo: '2024-02-02',
      })
    ).data!;
    expect(instant.period.dateFrom).toBe('2024-01-30');
    const open = (await get<Full<SalesAnalyticsReply>>('GetAnalyticsOfSales', { DateFrom: '2026-03-10' }))
      .data!;
    // BASE_NOW is 2026-03-18 09:30 UTC, i.e. 12:30 in Moscow.
    expect(open.period).toEqual({ dateFrom: '2026-03-10', dateTo: '2026-03-18', days: 9 });
  });

  it('is for sellers only', async () => {
    const reply = await server.app.inject({
      method: 'GET',
      url: '/seller/api/Analytics/GetAnalyticsOfSales?DateFrom=2024-01-01',
    });
    expect(reply.json<{ status: number }>().status).not.toBe(1);
  });
});
