import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerDetail, BuyerListItem, BuyerListReply, BuyerOrdersReply } from '../../contract/index.js';
import { all, run } from '../../server/db/query.js';
import { call, createTestServer, DEMO_ACCOUNTS, type TestServer } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';

/**
 * The buyer sort of GetBuyersByFilter, GetSingleBuyer and GetBuyerOrders
 * (docs/contract/disputes.md "Buyers", docs/contract/buyers.md).
 */

let server: TestServer;
let seller: SellerSession;
let other: SellerSession;
/** A buyer written here with orders of both markets (declined and cancelled ones too). */
let buyerId: number;
/** A buyer who ordered from the second seller only. */
let foreignBuyerId: number;
/** A buyer with retail orders only. */
let retailOnlyId: number;
/** A buyer whose only order was cancelled. */
let cancelledOnlyId: number;

function addUser(
  email: string,
  first: string,
  last: string,
  extra: { company?: string; phone?: string } = {},
) {
  return Number(
    run(
      server.db,
      `INSERT INTO users (email, password_hash, user_category_id, user_type_id, country_id, first_name, last_name,
         middle_name, company_name, phone, city, is_registered, email_confirmed, created_at)
       VALUES (?, 'x', 2, 7, 1, ?, ?, 'Петрович', ?, ?, 'Пермь', 1, 1, '2025-01-15T10:00:00.000Z')`,
      email,
      first,
      last,
      extra.company ?? null,
      extra.phone ?? null,
    ).lastInsertRowid,
  );
}

function addWholesale(
  sellerId: number,
  buyer: number,
  status: number,
  total: number,
  at: string,
  invoice: string,
) {
  run(
    server.db,
    `INSERT INTO wholesale_orders (seller_id, buyer_id, status_id, total_amount, created_at, invoice_number)
     VALUES (?, ?, ?, ?, ?, ?)`,
    sellerId,
    buyer,
    status,
    total,
    at,
    invoice,
  );
}

function addRetail(
  sellerId: number,
  buyer: number,
  status: number,
  total: number,
  at: string,
  number: string,
) {
  run(
    server.db,
    `INSERT INTO retail_orders (seller_id, buyer_id, status_id, total_amount, created_at, number) VALUES (?, ?, ?, ?, ?, ?)`,
    sellerId,
    buyer,
    status,
    total,
    at,
    number,
  );
}

async function single(id: number | string, session: SellerSession = seller) {
  return (
    await call<BuyerDetail>(server.app, 'POST', `/SellerSettings/GetSingleBuyer?buyerId=${id}`, {
      token: session.token,
    })
  ).body;
}

async function orders(body: Record<string, unknown>, session: SellerSession = seller) {
  return (
    await call<BuyerOrdersReply>(server.app, 'POST', '/SellerSettings/GetBuyerOrders', {
      body,
      token: session.token,
    })
  ).body;
}

async function buyerList(body: Record<string, unknown>) {
  const reply = await call<BuyerListReply>(server.app, 'POST', '/SellerSettings/GetBuyersByFilter', {
    body: { pagination: { page: 1, pageSize: 100 }, ...body },
    token: seller.token,
  });
  return reply.body.data?.results ?? [];
}

beforeAll(async () => {
  server = await createTestServer({ accessTokenTtlSeconds: 365 * 86_400 });
  seller = await sellerSession(server.app);
  other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
  buyerId = addUser('both.markets@demo.ru', 'Олег', 'Двурынков', { phone: '+7 (912) 345-67-89' });
  addWholesale(seller.sellerId, buyerId, 7, 1000.5, '2026-01-10T09:00:00.000Z', '2026-900001');
  addRetail(seller.sellerId, buyerId, 5, 200.25, '2026-01-12T09:00:00.000Z', '9100001');
  addWholesale(seller.sellerId, buyerId, 24, 500, '2026-02-01T09:00:00.000Z', '2026-900002');
  addRetail(seller.sellerId, buyerId, 6, 50, '2026-02-05T09:00:00.000Z', '9100002');
  addWholesale(seller.sellerId, buyerId, 10, 300, '2026-02-20T09:00:00.000Z', '2026-900003');
  // the second seller's order of the same buyer counts nowhere here
  addWholesale(other.sellerId, buyerId, 7, 99_999, '2026-03-01T09:00:00.000Z', '2026-900004');

  foreignBuyerId = addUser('only.other@demo.ru', 'Инна', 'Чужова');
  addRetail(other.sellerId, foreignBuyerId, 5, 700, '2026-02-02T09:00:00.000Z', '9100003');

  retailOnlyId = addUser('retail.only@demo.ru', 'Роза', 'Розницына', { company: '' });
  addRetail(seller.sellerId, retailOnlyId, 1, 120, '2026-03-01T09:00:00.000Z', '9100004');

  cancelledOnlyId = addUser('cancelled.only@demo.ru', 'Вера', 'Отменова');
  addWholesale(seller.sellerId, cancelledOnlyId, 24, 800, '2026-03-02T09:00:00.000Z', '2026-900005');
});

afterAll(async () => {
  await server.app.close();
});

describe('GetBuyersByFilter sort', () => {
  const sortedBy = (items: BuyerListItem[], key: (b: BuyerListItem) => number | string, ascending: boolean) =>
    [...items].sort((a, b) => {
      const [x, y] = [key(a), key(b)];
      const order = x === y ? a.id - b.id : x < y ? -1 : 1;
      return ascending ? order : -order;
    });

  it('sorts by spent amount, last order and orders count, largest first by default', async () => {
    const every = await buyerList({});
    expect(every.length).toBeGreaterThan(12);
    const cases = [
      ['spentAmount', (b: BuyerListItem) => b.spentAmount],
      ['lastOrderDate', (b: BuyerListItem) => b.lastOrderDate],
      ['ordersCount', (b: BuyerListItem) => b.ordersCount],
    ] as const;
    for (const [column, key] of cases) {
      const descending = await buyerList({ column });
      expect(
        descending.map((b) => b.id),
        column,
      ).toEqual(sortedBy(every, key, false).map((b) => b.id));
      const ascending = await buyerList({ column, sortByAscending: true });
      expect(
        ascending.map((b) => b.id),
        column,
      ).toEqual(sortedBy(every, key, true).map((b) => b.id));
    }
  });

  it('sorts by name A to Z by default and Z to A when asked; pages follow the order', async () => {
    const name = (b: BuyerListItem) => b.buyerName.toLowerCase();
    const every = await buyerList({});
    expect(every.map((b) => b.id)).toEqual(sortedBy(every, name, true).map((b) => b.id));
    const reversed = await buyerList({ column: 'buyerName', sortByAscending: false });
    expect(reversed.map((b) => b.id)).toEqual(sortedBy(every, name, false).map((b) => b.id));
    const bySpent = await buyerList({ column: 'spentAmount' });
    const page2 = await buyerList({ column: 'spentAmount', pagination: { page: 2, pageSize: 10 } });
    expect(page2.map((b) => b.id)).toEqual(bySpent.slice(10, 20).map((b) => b.id));
    const refused = await call(server.app, 'POST', '/SellerSettings/GetBuyersByFilter', {
      body: { column: 'email' },
      token: seller.token,
    });
    expect(refused.body.status).toBe(-1);
  });
});

describe('GetSingleBuyer', () => {
  it("counts the seller's orders of both markets: cancelled ones in ordersCount, not in amounts", async () => {
    const reply = await single(buyerId);
    expect(reply.status).toBe(1);
    expect(reply.data).toEqual({
      id: buyerId,
      buyerName: 'Олег Двурынков',
      fullName: 'Двурынков Олег Петрович',
      companyName: null,
      userTypeId: 7,
      countryId: 1,
      countryName: 'Россия',
      city: 'Пермь',
      email: 'both.markets@demo.ru',
      phoneNumber: '79123456789',
      registrationDate: '2025-01-15T10:00:00.000Z',
      ordersCount: 5,
      spentAmount: 1200.75,
      lastOrderDate: '2026-02-20T09:00:00.000Z',
      averageCheck: 600.38,
      wholesale: { ordersCount: 3, spentAmount: 1000.5 },
      retail: { ordersCount: 2, spentAmount: 200.25 },
      chatId: null,
    });
    const listed = (await buyerList({ buyerIds: [buyerId] }))[0];
    expect(listed).toMatchObject({
      ordersCount: 5,
      spentAmount: 1200.75,
      lastOrderDate: '2026-02-20T09:00:00.000Z',
    });
  });

  it('matches the figures of a seeded buyer computed from the orders', async () => {
    const rows = all<{ buyer_id: number; market: string; status_id: number; total_amount: number }>(
      server.db,
      `SELECT buyer_id, 'wholesale' AS market, status_id, total_amount FROM wholesale_orders WHERE seller_id = @s
       UNION ALL SELECT buyer_id, 'retail', status_id, total_amount FROM retail_orders WHERE seller_id = @s`,
      { s: seller.sellerId },
    );
    const counts = new Map<number, Set<string>>();
    for (const r of rows) counts.set(r.buyer_id, (counts.get(r.buyer_id) ?? new Set()).add(r.market));
    const seeded =
      [...counts.entries()].find(([id, markets]) => id !== buyerId && markets.size === 2)?.[0] ?? 0;
    const mine = rows.filter((r) => r.buyer_id === seeded);
    const cancelled = (r: (typeof mine)[number]) =>
      r.market === 'wholesale' ? [10, 24].includes(r.status_id) : r.status_id === 6;
    const spent = (market: string) =>
      mine.filter((r) => r.market === market && !cancelled(r)).reduce((sum, r) => sum + r.total_amount, 0);
    const round = (n: number) => Math.round(n * 100) / 100;
    const data = (await single(seeded)).data;
    expect(data?.wholesale).toEqual({
      ordersCount: mine.filter((r) => r.market === 'wholesale').length,
      spentAmount: round(spent('wholesale')),
    });
    expect(data?.retail).toEqual({
      ordersCount: mine.filter((r) => r.market === 'retail').length,
      spentAmount: round(spent('retail')),
    });
    expect(data?.ordersCount).toBe(mine.length);
    expect(data?.spentAmount).toBe(round(spent('wholesale') + spent('retail')));
  });

  it("answers -1 'Покупатель не найден' for a buyer without an order of the seller", async () => {
    for (const id of [foreignBuyerId, 999_999, seller.userId]) {
      expect(await single(id), String(id)).toEqual({ status: -1, errorMessage: 'Покупатель не найден' });
    }
    // the second seller sees the buyer with that seller's orders only
    expect((await single(foreignBuyerId, other)).data).toMatchObject({ ordersCount: 1, spentAmount: 700 });
    expect((await single(buyerId, other)).data).toMatchObject({
      ordersCount: 1,
      spentAmount: 99_999,
      retail: { ordersCount: 0, spentAmount: 0 },
    });
    expect((await single('x')).status).toBe(-1);
  });

  it('has no company for an empty one; no average without a counted order without a counted order', async () => {
    const retailOnly = (await single(retailOnlyId)).data;
    expect(retailOnly).toMatchObject({
      companyName: null,
      buyerName: 'Роза Розницына',
      wholesale: { ordersCount: 0, spentAmount: 0 },
      averageCheck: 120,
      phoneNumber: null,
    });
    expect((await single(cancelledOnlyId)).data).toMatchObject({
      ordersCount: 1,
      spentAmount: 0,
      averageCheck: null,
      lastOrderDate: '2026-03-02T09:00:00.000Z',
      wholesale: { ordersCount: 1, spentAmount: 0 },
    });
  });
});

describe('GetBuyerOrders', () => {
  it('lists both markets newest first with the order numbers', async () => {
    const reply = await orders({
      sellerId: seller.sellerId,
      buyerId,
      orderTypeId: null,
      pagination: { page: 1, pageSize: 10 },
    });
    expect(reply.status).toBe(1);
    expect(reply.data?.rowCount).toBe(5);
    expect(reply.data?.results.map((o) => [o.isRetail, o.number, o.statusId, o.totalAmount])).toEqual([
      [false, '2026-900003', 10, 300],
      [true, '9100002', 6, 50],
      [false, '2026-900002', 24, 500],
      [true, '9100001', 5, 200.25],
      [false, '2026-900001', 7, 1000.5],
    ]);
    expect(Object.keys(reply.data?.results[0] ?? {}).sort()).toEqual(
      ['id', 'isRetail', 'number', 'creationDate', 'statusId', 'totalAmount'].sort(),
    );
    expect(reply.data?.results[0]?.creationDate).toBe('2026-02-20T09:00:00.000Z');
  });

  it('filters by market and pages', async () => {
    const retail = await orders({ buyerId, orderTypeId: 1 });
    expect(retail.data?.results.map((o) => o.number)).toEqual(['9100002', '9100001']);
    expect(retail.data?.results.every((o) => o.isRetail)).toBe(true);
    const wholesale = await orders({ buyerId, orderTypeId: 2 });
    expect(wholesale.data?.results.map((o) => o.number)).toEqual([
      '2026-900003',
      '2026-900002',
      '2026-900001',
    ]);
    const page2 = await orders({ buyerId: String(buyerId), pagination: { page: 2, pageSize: 2 } });
    expect(page2.data).toMatchObject({ pageCount: 3, rowCount: 5 });
    expect(page2.data?.results.map((o) => o.number)).toEqual(['2026-900002', '9100001']);
    expect((await orders({ buyerId, pagination: { page: 9, pageSize: 2 } })).data).toEqual({
      results: [],
      pageCount: 3,
      rowCount: 5,
    });
    // a buyer of the other market only: found, nothing of this market
    expect((await orders({ buyerId: retailOnlyId, orderTypeId: 2 })).data).toEqual({
      results: [],
      pageCount: 1,
      rowCount: 0,
    });
  });

  it("refuses another seller's buyer, a foreign sellerId and invalid bodies", async () => {
    expect(await orders({ buyerId: foreignBuyerId })).toEqual({
      status: -1,
      errorMessage: 'Покупатель не найден',
    });
    expect((await orders({ buyerId: foreignBuyerId }, other)).data?.rowCount).toBe(1);
    expect((await orders({ buyerId, sellerId: other.sellerId })).status).toBe(-1);
    for (const body of [
      {},
      { buyerId: 0 },
      { buyerId, orderTypeId: 3 },
      { buyerId, pagination: { page: 1, pageSize: 101 } },
    ]) {
      const reply = await orders(body);
      expect(reply.status, JSON.stringify(body)).toBe(-1);
      expect(reply.errorMessage).toBeTruthy();
    }
    expect(
      (await call(server.app, 'POST', '/SellerSettings/GetBuyerOrders', { body: { buyerId } })).body.status,
    ).toBe(401);
    expect(
      (await call(server.app, 'POST', `/SellerSettings/GetSingleBuyer?buyerId=${buyerId}`)).body.status,
    ).toBe(401);
  });
});
