import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyerListItem, BuyerListReply } from '../../contract/index.js';
import { all, one, run } from '../../server/db/query.js';
import { call, createTestServer, DEMO_ACCOUNTS, type TestServer } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';

/** SellerSettings/GetBuyersByFilter (docs/contract/buyers.md). */

const PATH = '/SellerSettings/GetBuyersByFilter';
const FOREIGN_NAME = 'Чужеземцев Тимофей';

let server: TestServer;
let seller: SellerSession;
let other: SellerSession;
let foreignBuyerId: number;

async function buyers(body: Record<string, unknown>, session: SellerSession = seller) {
  return (await call<BuyerListReply>(server.app, 'POST', PATH, { body, token: session.token })).body;
}

/** Expected rows, computed here from the tables: the seller's buyers of the given market(s). */
function expectedBuyers(sellerId: number, market: 'wholesale' | 'retail' | 'both') {
  const parts = [
    market !== 'retail' ? 'SELECT buyer_id, created_at FROM wholesale_orders WHERE seller_id = @s' : null,
    market !== 'wholesale' ? 'SELECT buyer_id, created_at FROM retail_orders WHERE seller_id = @s' : null,
  ].filter(Boolean);
  return all<{ id: number; n: number; last: string }>(
    server.db,
    `SELECT buyer_id AS id, COUNT(*) AS n, MAX(created_at) AS last FROM (${parts.join(' UNION ALL ')})
     GROUP BY buyer_id`,
    { s: sellerId },
  );
}

const byName = (a: BuyerListItem, b: BuyerListItem) =>
  a.buyerName.toLowerCase() < b.buyerName.toLowerCase()
    ? -1
    : a.buyerName.toLowerCase() > b.buyerName.toLowerCase()
      ? 1
      : a.id - b.id;

beforeAll(async () => {
  server = await createTestServer({ accessTokenTtlSeconds: 365 * 86_400 });
  seller = await sellerSession(server.app);
  other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
  // A buyer who ordered from the second seller only (wholesale and retail).
  const at = new Date(server.clock.now).toISOString();
  foreignBuyerId = Number(
    run(
      server.db,
      `INSERT INTO users (email, password_hash, user_category_id, user_type_id, country_id, first_name,
         last_name, is_registered, email_confirmed, created_at)
       VALUES ('foreign.buyer@demo.ru', 'x', 2, 7, 1, 'Тимофей', 'Чужеземцев', 1, 1, ?)`,
      at,
    ).lastInsertRowid,
  );
  run(
    server.db,
    `INSERT INTO wholesale_orders (seller_id, buyer_id, status_id, total_amount, created_at) VALUES (?, ?, 2, 5000, ?)`,
    other.sellerId,
    foreignBuyerId,
    at,
  );
  run(
    server.db,
    `INSERT INTO retail_orders (seller_id, buyer_id, status_id, total_amount, created_at, number)
     VALUES (?, ?, 1, 700, ?, '9999999')`,
    other.sellerId,
    foreignBuyerId,
    at,
  );
});

afterAll(async () => {
  await server.app.close();
});

describe('SellerSettings/GetBuyersByFilter', () => {
  it("answers every buyer of the seller's wholesale orders, by name, with their figures", async () => {
    const expected = expectedBuyers(seller.sellerId, 'wholesale');
    expect(expected.length).toBeGreaterThan(12);
    const reply = await buyers({ orderTypeId: 2, pagination: { page: 1, pageSize: 100 } });
    expect(reply.status).toBe(1);
    const results = reply.data?.results ?? [];
    expect(reply.data?.rowCount).toBe(expected.length);
    expect(new Set(results.map((b) => b.id))).toEqual(new Set(expected.map((b) => b.id)));
    expect(results.map((b) => b.id)).toEqual([...results].sort(byName).map((b) => b.id));
    for (const row of expected) {
      const item = results.find((b) => b.id === row.id);
      expect(item?.ordersCount).toBe(row.n);
      expect(item?.lastOrderDate).toBe(row.last);
    }
    const first = results[0];
    expect(Object.keys(first ?? {}).sort()).toEqual(
      ['id', 'buyerName', 'userTypeId', 'countryId', 'ordersCount', 'spentAmount', 'lastOrderDate'].sort(),
    );
    // the name is the one the orders list shows
    const order = one<{ buyer_id: number }>(
      server.db,
      'SELECT buyer_id FROM wholesale_orders WHERE seller_id = ? ORDER BY id LIMIT 1',
      seller.sellerId,
    );
    const list = await call<{ results: { buyerId: number; buyerName: string }[] }>(
      server.app,
      'POST',
      '/Order/GetAllOrdersByFilter',
      { token: seller.token, body: { buyerId: order?.buyer_id, pagination: { page: 1, pageSize: 1 } } },
    );
    expect(results.find((b) => b.id === order?.buyer_id)?.buyerName).toBe(
      list.body.data?.results[0]?.buyerName,
    );
  });

  it("never answers another seller's buyers, however asked", async () => {
    const everyone = await buyers({ pagination: { page: 1, pageSize: 100 } });
    expect(everyone.data?.rowCount).toBe(expectedBuyers(seller.sellerId, 'both').length);
    expect(everyone.data?.results.some((b) => b.id === foreignBuyerId)).toBe(false);
    for (const body of [
      { searchValue: 'чужеземцев' },
      { buyerIds: [foreignBuyerId] },
      { orderTypeId: 1, buyerIds: [foreignBuyerId] },
      { orderTypeId: 2, searchValue: FOREIGN_NAME },
    ]) {
      const reply = await buyers(body);
      expect(reply.data, JSON.stringify(body)).toEqual({ results: [], pageCount: 1, rowCount: 0 });
    }
    // the second seller does see the buyer (with the figures of that seller's orders only)
    const theirs = await buyers({ buyerIds: [foreignBuyerId] }, other);
    expect(theirs.data?.results).toEqual([
      expect.objectContaining({
        id: foreignBuyerId,
        buyerName: 'Тимофей Чужеземцев',
        ordersCount: 2,
        spentAmount: 5700,
      }),
    ]);
    // a foreign sellerId is refused
    expect((await buyers({ sellerId: other.sellerId })).status).toBe(-1);
    expect((await buyers({ sellerId: seller.sellerId })).status).toBe(1);
  });

  it('searches by a part of the name in any case (Cyrillic too) and pages the matches', async () => {
    const every =
      (await buyers({ orderTypeId: 2, pagination: { page: 1, pageSize: 100 } })).data?.results ?? [];
    const target = every.find((b) => /[А-Яа-я]{4}/.test(b.buyerName));
    expect(target).toBeTruthy();
    const word = /[А-Яа-я]{4,}/.exec(target?.buyerName ?? '')?.[0] ?? '';
    const part = word.slice(1, 4).toUpperCase();
    const reply = await buyers({
      orderTypeId: 2,
      searchValue: `  ${part} `,
      pagination: { page: 1, pageSize: 100 },
    });
    const found = reply.data?.results ?? [];
    expect(found.some((b) => b.id === target?.id)).toBe(true);
    expect(found.every((b) => b.buyerName.toLowerCase().includes(part.toLowerCase()))).toBe(true);
    expect(reply.data?.rowCount).toBe(
      every.filter((b) => b.buyerName.toLowerCase().includes(part.toLowerCase())).length,
    );

    const page1 = await buyers({ orderTypeId: 2, pagination: { page: 1, pageSize: 5 } });
    const page2 = await buyers({ orderTypeId: 2, pagination: { page: 2, pageSize: 5 } });
    expect(page1.data?.results.map((b) => b.id)).toEqual(every.slice(0, 5).map((b) => b.id));
    expect(page2.data?.results.map((b) => b.id)).toEqual(every.slice(5, 10).map((b) => b.id));
    expect(page1.data?.pageCount).toBe(Math.ceil(every.length / 5));
    // default page size 12
    expect((await buyers({ orderTypeId: 2 })).data?.results).toHaveLength(Math.min(12, every.length));
  });

  it('names the buyers asked for by id (a filter chosen in the URL)', async () => {
    const every =
      (await buyers({ orderTypeId: 2, pagination: { page: 1, pageSize: 100 } })).data?.results ?? [];
    const ids = [every[3]?.id ?? 0, every[0]?.id ?? 0, 999_999];
    const reply = await buyers({ buyerIds: ids, orderTypeId: 2 });
    expect(reply.data?.results.map((b) => b.id).sort()).toEqual([every[0]?.id, every[3]?.id].sort());
    expect((await buyers({ buyerIds: [] })).data?.rowCount).toBe(0);
  });

  it("filters by the specification's keys; -1 means every country and user type", async () => {
    const every = (await buyers({ pagination: { page: 1, pageSize: 100 } })).data?.results ?? [];
    const sameAll = await buyers({ country: -1, userTypeId: -1, pagination: { page: 1, pageSize: 100 } });
    expect(sameAll.data?.rowCount).toBe(every.length);
    const nullAll = await buyers({ country: null, userTypeId: null, pagination: { page: 1, pageSize: 100 } });
    expect(nullAll.data?.rowCount).toBe(every.length);
    // -1 with another filter still filters by the other one only
    const type1 = every[0]?.userTypeId ?? 0;
    const typeAnyCountry = await buyers({
      country: -1,
      userTypeId: type1,
      pagination: { page: 1, pageSize: 100 },
    });
    expect(typeAnyCountry.data?.rowCount).toBe(every.filter((b) => b.userTypeId === type1).length);

    const retail = expectedBuyers(seller.sellerId, 'retail');
    expect((await buyers({ orderTypeId: 1, pagination: { page: 1, pageSize: 100 } })).data?.rowCount).toBe(
      retail.length,
    );

    const type = every[0]?.userTypeId ?? 0;
    const byType = await buyers({ userTypeId: type, pagination: { page: 1, pageSize: 100 } });
    expect(byType.data?.rowCount).toBe(every.filter((b) => b.userTypeId === type).length);

    const many = await buyers({ ordersCount: 3, pagination: { page: 1, pageSize: 100 } });
    expect(many.data?.rowCount).toBe(every.filter((b) => b.ordersCount >= 3).length);

    const rich = await buyers({ spentAmount: 100000, pagination: { page: 1, pageSize: 100 } });
    expect(rich.data?.rowCount).toBe(every.filter((b) => b.spentAmount >= 100000).length);

    const latest =
      every
        .map((b) => b.lastOrderDate)
        .sort()
        .at(-1) ?? '';
    const day = new Date(Date.parse(latest) + 3 * 3_600_000).toISOString().slice(0, 10);
    const recent = await buyers({ lastOrderDate: day, pagination: { page: 1, pageSize: 100 } });
    expect(recent.data?.results.some((b) => b.lastOrderDate === latest)).toBe(true);
    const moscowStart = new Date(Date.parse(`${day}T00:00:00+03:00`)).toISOString();
    expect(recent.data?.rowCount).toBe(every.filter((b) => b.lastOrderDate >= moscowStart).length);
    expect(recent.data?.rowCount).toBeLessThan(every.length);
  });

  it('refuses invalid bodies with -1 and calls without a token with 401', async () => {
    for (const body of [
      { orderTypeId: 3 },
      { country: 'RU' },
      { userTypeId: -2 },
      { searchValue: 'x'.repeat(101) },
      { buyerIds: ['1'] },
      { buyerIds: Array.from({ length: 101 }, (_, i) => i + 1) },
      { lastOrderDate: '2026-02-30' },
      { pagination: { page: 1, pageSize: 1000 } },
      { ordersCount: -1 },
    ]) {
      const reply = await buyers(body);
      expect(reply.status, JSON.stringify(body)).toBe(-1);
      expect(reply.errorMessage, JSON.stringify(body)).toBeTruthy();
    }
    expect((await call(server.app, 'POST', PATH, { body: {} })).body.status).toBe(401);
  });
});
