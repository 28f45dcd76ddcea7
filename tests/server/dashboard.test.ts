import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dashboardInfo, dashboardStatistics } from '../../server/services/dashboard.js';
import { call, createTestServer, DEMO_ACCOUNTS, me, signIn, type TestServer } from './helpers.js';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.app.close();
});

interface Order {
  buyer_id: number;
  status_id: number;
  total_amount: number;
  created_at: string;
}

/** Figures computed in plain JavaScript from raw rows, independently of the server's SQL. */
function expectedFigures(server: TestServer, userId: number, sellerId: number, storeId: number) {
  const rows = <T>(sql: string, ...params: unknown[]) => server.db.prepare(sql).all(...params) as T[];
  const wholesale = rows<Order>('SELECT * FROM wholesale_orders WHERE seller_id = ?', sellerId);
  const retail = rows<Order>('SELECT * FROM retail_orders WHERE seller_id = ?', sellerId);
  // Paid orders (docs/contract/dashboard.md "Sales"), listed here independently of the server.
  const paid = [
    ...wholesale.filter((o) => [2, 3, 4, 5, 6, 7, 8, 21, 22, 23].includes(o.status_id)),
    ...retail.filter((o) => o.status_id !== 6),
  ];
  // The Moscow month (UTC+3): the month the seller sees.
  const moscowMonth = (ms: number) => new Date(ms + 3 * 3_600_000).toISOString().slice(0, 7);
  const thisMonth = paid.filter(
    (o) => moscowMonth(Date.parse(o.created_at)) === moscowMonth(server.clock.now),
  );
  const sum = (orders: Order[]) => orders.reduce((total, o) => total + o.total_amount, 0);
  const products = rows<{ is_draft: number; is_active: number }>(
    'SELECT * FROM products WHERE store_id = ?',
    storeId,
  );
  const reviews = rows<{ rating: number }>('SELECT * FROM reviews WHERE seller_id = ?', sellerId);
  const requests = rows<{ status_id: number }>('SELECT * FROM order_requests WHERE seller_id = ?', sellerId);
  const disputes = rows<{ status_id: number }>('SELECT * FROM disputes WHERE seller_id = ?', sellerId);
  const messages = rows<{ is_read: number }>('SELECT * FROM chat_messages WHERE to_user_id = ?', userId);
  const notifications = rows<{ is_read: number }>('SELECT * FROM notifications WHERE user_id = ?', userId);
  return {
    statistics: {
      salesTotal: sum(paid),
      salesThisMonth: sum(thisMonth),
      // Paid orders: the same orders as the sales, so the figures divide.
      ordersCount: paid.length,
      buyersCount: new Set([...wholesale, ...retail].map((o) => o.buyer_id)).size,
      averageCheck: sum(paid) / paid.length,
      unreadMessages: messages.filter((m) => m.is_read === 0).length,
      notificationsCount: notifications.filter((n) => n.is_read === 0).length,
    },
    info: {
      productCount: products.length,
      activeProductCount: products.filter((p) => p.is_active === 1 && p.is_draft === 0).length,
      wholesaleOrdersInProgress: wholesale.filter((o) =>
        [1, 2, 3, 4, 5, 6, 8, 9, 21, 22, 23].includes(o.status_id),
      ).length,
      retailOrdersInProgress: retail.filter((o) => [1, 2, 3, 7, 15, 16].includes(o.status_id)).length,
      newOrderRequests: requests.filter((r) => r.status_id === 2).length,
      openDisputes: disputes.filter((d) => d.status_id === 1 || d.status_id === 2).length,
      reviewsCount: reviews.length,
      storeRating: reviews.reduce((total, r) => total + r.rating, 0) / reviews.length,
    },
  };
}

async function seller(email: string) {
  const { accessToken } = await signIn(server.app, email);
  const user = await me(server.app, accessToken);
  if (!user.seller) throw new Error('not a seller');
  return { token: accessToken, userId: user.id, sellerId: user.seller.id, storeId: user.seller.store.id };
}

const infoPath = () => `/${server.app.ctx.brand}Seller/GetDashboardInfo`;

describe.each([DEMO_ACCOUNTS.seller, DEMO_ACCOUNTS.seller2])('dashboard of %s', (email) => {
  it('GetDashboardStatistics equals figures computed from the rows', async () => {
    const s = await seller(email);
    const reply = await call<Record<string, number>>(
      server.app,
      'GET',
      `/User/GetDashboardStatistics?userId=${s.userId}`,
      { token: s.token },
    );
    expect(reply.body.status).toBe(1);
    const expected = expectedFigures(server, s.userId, s.sellerId, s.storeId).statistics;
    const data = reply.body.data ?? {};
    expect(Object.keys(data).sort()).toEqual(Object.keys(expected).sort());
    for (const [key, value] of Object.entries(expected)) expect(data[key], key).toBeCloseTo(value, 2);
    expect(expected.salesThisMonth).toBeGreaterThan(0);
    expect(expected.salesTotal).toBeGreaterThan(expected.salesThisMonth);
    expect(expected.unreadMessages).toBeGreaterThan(0);
    // The sales figures divide: average check = sales total / orders counted.
    expect(data.ordersCount).toBeGreaterThan(0);
    expect(data.averageCheck).toBeCloseTo((data.salesTotal ?? 0) / (data.ordersCount ?? 1), 2);
  });

  it('GetDashboardInfo equals figures computed from the rows', async () => {
    const s = await seller(email);
    const reply = await call<Record<string, number | string>>(
      server.app,
      'GET',
      `${infoPath()}?sellerId=${s.sellerId}`,
      { token: s.token },
    );
    expect(reply.body.status).toBe(1);
    const expected = expectedFigures(server, s.userId, s.sellerId, s.storeId).info;
    const data = reply.body.data ?? {};
    expect(data.storeName).toBe(email === DEMO_ACCOUNTS.seller ? 'Уральские Промтовары' : 'Текстиль Иваново');
    for (const [key, value] of Object.entries(expected)) expect(data[key], key).toBeCloseTo(value, 2);
    expect(expected.wholesaleOrdersInProgress).toBeGreaterThan(0);
    expect(expected.activeProductCount).toBeLessThan(expected.productCount);
  });
});

describe('dashboard', () => {
  it("counts this month's sales from the start of the Moscow month", async () => {
    const s = await seller(DEMO_ACCOUNTS.seller);
    const stats = async () =>
      (
        await call<{ salesThisMonth: number }>(
          server.app,
          'GET',
          `/User/GetDashboardStatistics?userId=${s.userId}`,
          { token: s.token },
        )
      ).body.data?.salesThisMonth ?? 0;
    const before = await stats();
    const order = server.db
      .prepare('SELECT id, total_amount FROM wholesale_orders WHERE seller_id = ? AND status_id = 7 LIMIT 1')
      .get(s.sellerId) as { id: number; total_amount: number };
    // 1 March 01:30 in Moscow is still 28 February in UTC.
    server.db
      .prepare("UPDATE wholesale_orders SET created_at = '2026-02-28T22:30:00.000Z' WHERE id = ?")
      .run(order.id);
    const moved = await stats();
    server.db
      .prepare("UPDATE wholesale_orders SET created_at = '2026-02-28T20:30:00.000Z' WHERE id = ?")
      .run(order.id);
    const february = await stats();
    expect(moved - february).toBeCloseTo(order.total_amount, 2);
    expect(before).toBeGreaterThanOrEqual(february);
  });

  it('reflects changes of the data (nothing is hard-coded)', async () => {
    const s = await seller(DEMO_ACCOUNTS.seller);
    const get = async () =>
      (
        await call<{ openDisputes: number; reviewsCount: number }>(
          server.app,
          'GET',
          `${infoPath()}?sellerId=${s.sellerId}`,
          { token: s.token },
        )
      ).body.data;
    const before = await get();
    server.db
      .prepare(
        "INSERT INTO disputes (seller_id, is_retail, status_id, created_at) VALUES (?, 1, 1, '2026-03-18T08:00:00.000Z')",
      )
      .run(s.sellerId);
    const after = await get();
    expect(after?.openDisputes).toBe((before?.openDisputes ?? 0) + 1);
    expect(after?.reviewsCount).toBe(before?.reviewsCount);
  });

  it("refuses another seller's ids with -1", async () => {
    const a = await seller(DEMO_ACCOUNTS.seller);
    const b = await seller(DEMO_ACCOUNTS.seller2);
    const stats = await call(server.app, 'GET', `/User/GetDashboardStatistics?userId=${b.userId}`, {
      token: a.token,
    });
    expect(stats.body.status).toBe(-1);
    expect(stats.body.data).toBeUndefined();
    const info = await call(server.app, 'GET', `${infoPath()}?sellerId=${b.sellerId}`, { token: a.token });
    expect(info.body.status).toBe(-1);
    expect(info.body.data).toBeUndefined();
  });

  it('reads the orders and products from covering indexes (it is on the sign-in path)', async () => {
    // Records every statement the two figures run, then asks SQLite how it answers each.
    const db = server.db;
    const statements: string[] = [];
    const prepare = db.prepare.bind(db);
    const recorder = Object.create(db) as typeof db;
    recorder.prepare = ((sql: string) => {
      statements.push(sql);
      return prepare(sql);
    }) as typeof db.prepare;
    const s = await seller(DEMO_ACCOUNTS.seller);
    dashboardStatistics(recorder, s.userId, s.sellerId, server.clock.now);
    dashboardInfo(recorder, s.sellerId);
    expect(statements.length).toBeGreaterThan(5);
    const bigTables = /\b(wholesale_orders|retail_orders|products)\b/;
    for (const sql of statements) {
      const params = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => 1);
      const plan = (prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map(
        (row) => row.detail,
      );
      for (const step of plan.filter((detail) => bigTables.test(detail))) {
        expect(step, sql).toMatch(/^SEARCH \w+ USING COVERING INDEX /);
      }
    }
  });

  it('answers 401 without a token and -43 with an expired one', async () => {
    expect((await call(server.app, 'GET', `${infoPath()}?sellerId=1`)).body.status).toBe(401);
    const s = await seller(DEMO_ACCOUNTS.seller);
    server.clock.now += 15 * 60_000;
    expect(
      (await call(server.app, 'GET', `${infoPath()}?sellerId=${s.sellerId}`, { token: s.token })).body.status,
    ).toBe(-43);
  });

  it('takes the brand prefix from the configuration', async () => {
    const branded = await createTestServer({ brand: 'Acme' });
    const { accessToken } = await signIn(branded.app);
    const user = await me(branded.app, accessToken);
    const ok = await call(branded.app, 'GET', `/AcmeSeller/GetDashboardInfo?sellerId=${user.seller?.id}`, {
      token: accessToken,
    });
    expect(ok.body.status).toBe(1);
    const other = await call(
      branded.app,
      'GET',
      `/MarketSeller/GetDashboardInfo?sellerId=${user.seller?.id}`,
      { token: accessToken },
    );
    expect(other.statusCode).toBe(404);
    await branded.app.close();
  });
});
