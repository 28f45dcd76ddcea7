import type { Full } from './fullReply.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnalyticsCategoriesReply,
  AnalyticsProductsReply,
  CategoriesAnalyticsReply,
  ProductsAnalyticsReply,
  RequestsAnalyticsReply,
  TendersAnalyticsReply,
} from '../../contract/index.js';
import { all, one, run } from '../../server/db/query.js';
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';
import { analyticsGet, analyticsPost, storeOf } from './analyticsHelpers.js';
import { PERIOD, seedFixture, type Fixture } from './analyticsFixture.js';

/** Products, categories, order requests and tenders analytics against hand-computed fixtures. */

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
const body = (extra: Record<string, unknown> = {}) => ({
  dateFrom: PERIOD.DateFrom,
  dateTo: PERIOD.DateTo,
  sort: null,
  search: null,
  pagination: { page: 1, pageSize: 10 },
  ...extra,
});

describe('GetAnalyticsOfProducts', () => {
  it('sums sold lines, ranks top and bottom sellers and lists stock-outs', async () => {
    const [p1, p2, p3] = fx.products;
    run(server.db, 'UPDATE products SET total_quantity = 0 WHERE id = ?', p3);
    run(server.db, 'UPDATE products SET total_quantity = 5 WHERE id IN (?, ?)', p1, p2);
    const data = (await get<Full<ProductsAnalyticsReply>>('GetAnalyticsOfProducts')).data!;
    expect(data.current).toEqual({ productsSold: 3, quantitySold: 7, revenue: 1200.5 });
    expect(data.previous).toEqual({ productsSold: 1, quantitySold: 4, revenue: 400 });
    expect(data.topSellers.map((p) => [p.key, p.value])).toEqual([
      [p1, 950.25],
      [p2, 200.5],
      [p3, 49.75],
    ]);
    expect(data.series).toEqual([
      { date: '2024-01-30', quantitySold: 2, revenue: 800 },
      { date: '2024-01-31', quantitySold: 1, revenue: 150.25 },
      { date: '2024-02-01', quantitySold: 3, revenue: 49.75 },
      { date: '2024-02-02', quantitySold: 1, revenue: 200.5 },
    ]);
    const listed = all<{ id: number }>(
      server.db,
      'SELECT id FROM products WHERE store_id = ? AND list_status = 1 ORDER BY id',
      storeOf(server, seller.sellerId),
    ).map((p) => p.id);
    const zero = listed.filter((id) => ![p1, p2, p3].includes(id));
    expect(data.bottomSellers.map((p) => p.key)).toEqual([...zero, p3, p2, p1].slice(0, 10));
    const outs = one<{ n: number }>(
      server.db,
      'SELECT COUNT(*) AS n FROM products WHERE store_id = ? AND list_status = 1 AND total_quantity <= 0',
      storeOf(server, seller.sellerId),
    )!.n;
    expect(data.stockOutCount).toBe(outs);
    expect(data.stockOuts[0]).toMatchObject({ key: p3, value: 49.75 });
  });
});

describe('ranges read by whole months and partial months', () => {
  it('gives the same sums whatever months the range covers', async () => {
    const revenue = async (DateFrom: string, DateTo: string) =>
      (await get<Full<ProductsAnalyticsReply>>('GetAnalyticsOfProducts', { DateFrom, DateTo })).data!.current;
    const all = { productsSold: 3, quantitySold: 11, revenue: 1600.5 };
    expect(await revenue('2024-01-01', '2024-02-29')).toEqual(all);
    expect(await revenue('2024-01-27', '2024-02-29')).toEqual(all);
    expect(await revenue('2023-12-15', '2024-03-10')).toEqual(all);
    expect(await revenue('2024-01-28', '2024-02-01')).toEqual({
      productsSold: 2,
      quantitySold: 6,
      revenue: 1000,
    });
    expect(await revenue('2024-02-01', '2024-02-29')).toEqual({
      productsSold: 2,
      quantitySold: 4,
      revenue: 250.25,
    });
  });
});

describe('POST GetProducts', () => {
  it('pages the sold products by revenue with their share', async () => {
    const [p1, p2, p3] = fx.products;
    const data = (await analyticsPost<Full<AnalyticsProductsReply>>(server, seller, 'GetProducts', body()))
      .data!;
    expect(data.rowCount).toBe(3);
    expect(data.pageCount).toBe(1);
    expect(data.results.map((r) => [r.productId, r.quantitySold, r.revenue, r.ordersCount, r.share])).toEqual(
      [
        [p1, 3, 950.25, 2, 79.2],
        [p2, 1, 200.5, 1, 16.7],
        [p3, 3, 49.75, 1, 4.1],
      ],
    );
  });

  it('sorts, pages and searches in SQL', async () => {
    const [, p2, p3] = fx.products;
    const asc = await analyticsPost<Full<AnalyticsProductsReply>>(
      server,
      seller,
      'GetProducts',
      body({ sort: { field: 'quantitySold', order: 'ASC' }, pagination: { page: 2, pageSize: 2 } }),
    );
    expect(asc.data!.results.map((r) => r.productId)).toEqual([p3]);
    expect(asc.data!.pageCount).toBe(2);
    expect(asc.data!.rowCount).toBe(3);
    const name = one<{ name: string }>(
      server.db,
      'SELECT product_name AS name FROM products WHERE id = ?',
      p2,
    )!.name;
    const found = await analyticsPost<Full<AnalyticsProductsReply>>(
      server,
      seller,
      'GetProducts',
      body({ search: name.toUpperCase() }),
    );
    expect(found.data!.results.map((r) => r.productId)).toContain(p2);
    expect(found.data!.results.every((r) => r.productName.toLowerCase().includes(name.toLowerCase()))).toBe(
      true,
    );
    expect(
      (await analyticsPost<Full<AnalyticsProductsReply>>(server, other, 'GetProducts', body())).data!
        .rowCount,
    ).toBe(0);
  });

  it('answers -1 for a bad body or range', async () => {
    const bad = await analyticsPost<Full<unknown>>(
      server,
      seller,
      'GetProducts',
      body({ sort: { field: 'price', order: 'ASC' } }),
    );
    expect(bad).toMatchObject({ status: -1, errorMessage: 'Неверные параметры запроса' });
    const late = await analyticsPost<Full<unknown>>(
      server,
      seller,
      'GetProducts',
      body({ dateTo: '2024-01-01' }),
    );
    expect(late).toMatchObject({ status: -1, errorMessage: 'Дата окончания раньше даты начала' });
  });
});

describe('categories', () => {
  it('GetAnalyticsPerProductType: revenue per category and product type', async () => {
    const [p1, , p3] = fx.products;
    const types = all<{ id: number; type: number }>(
      server.db,
      'SELECT id, product_type_id AS type FROM products WHERE id IN (?, ?, ?)',
      ...fx.products,
    );
    const typeOf = new Map(types.map((t) => [t.id, t.type]));
    const data = (await get<Full<CategoriesAnalyticsReply>>('GetAnalyticsPerProductType')).data!;
    expect(data.current).toEqual({ revenue: 1200.5, categoriesCount: 2 });
    expect(data.previous).toEqual({ revenue: 400, categoriesCount: 1 });
    expect(data.byCategory.map((c) => [c.key, c.value])).toEqual([
      [fx.categoryId, 1150.75],
      [0, 49.75],
    ]);
    expect(data.byCategory[1]?.label).toBeUndefined();
    const revenueOfType = (t: number) =>
      [
        [p1, 950.25],
        [fx.products[1], 200.5],
        [p3, 49.75],
      ]
        .filter(([id]) => typeOf.get(id!) === t)
        .reduce((n, [, v]) => n + v!, 0);
    expect(data.byProductType).toEqual([
      { key: 1, value: Math.round(revenueOfType(1) * 100) / 100 },
      { key: 2, value: Math.round(revenueOfType(2) * 100) / 100 },
    ]);
  });

  it('POST GetCategories: one row per category, searchable by name', async () => {
    const data = (
      await analyticsPost<Full<AnalyticsCategoriesReply>>(server, seller, 'GetCategories', body())
    ).data!;
    expect(
      data.results.map((r) => [r.categoryId, r.productsCount, r.quantitySold, r.revenue, r.share]),
    ).toEqual([
      [fx.categoryId, 2, 4, 1150.75, 95.9],
      [0, 1, 3, 49.75, 4.1],
    ]);
    expect(data.results[1]?.categoryName).toBeNull();
    const name = data.results[0]!.categoryName!;
    const found = (
      await analyticsPost<Full<AnalyticsCategoriesReply>>(
        server,
        seller,
        'GetCategories',
        body({ search: name.slice(1).toUpperCase() }),
      )
    ).data!;
    expect(found.results.map((r) => r.categoryId)).toEqual([fx.categoryId]);
    const byName = (
      await analyticsPost<Full<AnalyticsCategoriesReply>>(
        server,
        seller,
        'GetCategories',
        body({ sort: { field: 'productsCount', order: 'ASC' } }),
      )
    ).data!;
    expect(byName.results.map((r) => r.categoryId)).toEqual([0, fx.categoryId]);
  });

  it('a page past the last row is empty and still carries the row count (both lists)', async () => {
    const past = body({ pagination: { page: 3, pageSize: 2 } });
    const products = (await analyticsPost<Full<AnalyticsProductsReply>>(server, seller, 'GetProducts', past))
      .data!;
    expect(products).toEqual({ results: [], rowCount: 3, pageCount: 2 });
    const categories = (
      await analyticsPost<Full<AnalyticsCategoriesReply>>(server, seller, 'GetCategories', past)
    ).data!;
    expect(categories).toEqual({ results: [], rowCount: 2, pageCount: 1 });
    const none = body({ search: 'нет такой категории', pagination: { page: 2, pageSize: 2 } });
    const empty = (await analyticsPost<Full<AnalyticsCategoriesReply>>(server, seller, 'GetCategories', none))
      .data!;
    expect(empty).toEqual({ results: [], rowCount: 0, pageCount: 1 });
  });
});

describe('GetOrderRequests', () => {
  it('counts received, answered and converted requests and the answer time', async () => {
    const s = seller.sellerId;
    const [b1] = fx.buyers;
    const add = (status: number, at: string) =>
      Number(
        run(
          server.db,
          'INSERT INTO order_requests (seller_id, buyer_id, status_id, created_at) VALUES (?, ?, ?, ?)',
          s,
          b1,
          status,
          at,
        ).lastInsertRowid,
      );
    const history = (id: number, status: number, at: string) =>
      run(
        server.db,
        'INSERT INTO order_request_history (request_id, status_id, created_at) VALUES (?, ?, ?)',
        id,
        status,
        at,
      );
    const q1 = add(3, '2024-01-30T06:00:00.000Z');
    history(q1, 3, '2024-01-30T08:00:00.000Z');
    const q2 = add(4, '2024-02-01T06:00:00.000Z');
    history(q2, 3, '2024-02-01T10:00:00.000Z');
    history(q2, 4, '2024-02-02T10:00:00.000Z');
    add(2, '2024-02-02T06:00:00.000Z');
    add(8, '2024-01-28T06:00:00.000Z');
    run(
      server.db,
      'INSERT INTO order_requests (seller_id, buyer_id, status_id, created_at) VALUES (?, ?, 4, ?)',
      other.sellerId,
      b1,
      '2024-01-31T06:00:00.000Z',
    );

    const data = (await get<Full<RequestsAnalyticsReply>>('GetOrderRequests')).data!;
    expect(data.current).toEqual({
      receivedCount: 3,
      answeredCount: 2,
      answeredShare: 66.7,
      convertedCount: 1,
      conversionShare: 33.3,
      averageAnswerHours: 3,
    });
    expect(data.previous).toMatchObject({ receivedCount: 1, answeredCount: 0, averageAnswerHours: null });
    expect(data.series.map((d) => [d.receivedCount, d.answeredCount, d.convertedCount])).toEqual([
      [1, 1, 0],
      [0, 0, 0],
      [1, 1, 1],
      [1, 0, 0],
    ]);
    expect(data.byStatus.filter((b) => b.value > 0)).toEqual([
      { key: 2, value: 1 },
      { key: 3, value: 1 },
      { key: 4, value: 1 },
    ]);
  });
});

describe('GetAnalyticsOfTender', () => {
  it('counts proposals, won, lost and the win rate', async () => {
    const tenders = all<{ id: number }>(server.db, 'SELECT id FROM tenders ORDER BY id LIMIT 5').map(
      (t) => t.id,
    );
    const store = storeOf(server, seller.sellerId);
    const add = (tenderId: number, status: number, at: string, sellerId = seller.sellerId, storeId = store) =>
      run(
        server.db,
        `INSERT INTO tender_proposals (tender_id, seller_id, store_id, product_id, product_name, price_per_unit, quantity,
           delivery_days, status_id, is_deleted, created_at) VALUES (?, ?, ?, ?, 'Товар', 10, 1, 1, ?, 1, ?)`,
        tenderId,
        sellerId,
        storeId,
        fx.products[0],
        status,
        at,
      );
    add(tenders[0]!, 2, '2024-01-30T06:00:00.000Z');
    add(tenders[1]!, 3, '2024-01-31T06:00:00.000Z');
    add(tenders[2]!, 1, '2024-02-01T06:00:00.000Z');
    add(tenders[3]!, 5, '2024-02-02T06:00:00.000Z');
    add(tenders[4]!, 3, '2024-01-29T06:00:00.000Z');
    add(tenders[0]!, 2, '2024-01-30T06:00:00.000Z', other.sellerId, storeOf(server, other.sellerId));
    const data = (await get<Full<TendersAnalyticsReply>>('GetAnalyticsOfTender')).data!;
    expect(data.current).toEqual({
      proposalsCount: 4,
      wonCount: 2,
      lostCount: 1,
      pendingCount: 1,
      withdrawnCount: 0,
      winRate: 66.7,
    });
    expect(data.previous).toEqual({
      proposalsCount: 1,
      wonCount: 0,
      lostCount: 1,
      pendingCount: 0,
      withdrawnCount: 0,
      winRate: 0,
    });
    expect(data.series.map((d) => [d.proposalsCount, d.wonCount, d.lostCount])).toEqual([
      [1, 1, 0],
      [1, 0, 1],
      [1, 0, 0],
      [1, 1, 0],
    ]);
  });
});
