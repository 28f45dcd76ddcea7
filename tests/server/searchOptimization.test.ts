import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedReply, SearchOptimizationRow as WireRow } from '../../contract/index.js';
import { all, one, run } from '../../server/db/query.js';
import { decidePayment } from '../../server/services/payments.js';
import { searchOptimization } from '../../server/services/searchOptimization.js';

/** The reference server answers every field of the contract, our optional additions too. */
type SearchOptimizationRow = Required<WireRow>;
type SearchOptimizationReply = PagedReply<SearchOptimizationRow>;
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';
import { freshProducts, marketing, otherSellersProduct, shape } from './promotionsHelpers.js';

/** `GetSearchOptimization` (docs/contract/marketing.md "Search optimization"). */

let server: TestServer;
let seller: SellerSession;
let other: SellerSession;
/** strong: every factor full; partial: rating 4 from 5 reviews and a description; weak: nothing. */
let strong: number;
let partial: number;
let weak: number;
let theirs: number;
let category: { id: number; name: string };

/** One page as the wire answers it; `query` is the query string (`?page=2&pageSize=5`). */
const optimizationPage = async (query = '', session = seller) =>
  marketing<SearchOptimizationReply>(server, session, 'GET', `GetSearchOptimization${query}`);

/** Every row of the session's seller, walking the pages of 100. */
async function optimization(session = seller): Promise<{ status: number; data: SearchOptimizationRow[] }> {
  const rows: SearchOptimizationRow[] = [];
  for (let page = 1; ; page++) {
    const reply = await optimizationPage(`?page=${page}&pageSize=100`, session);
    if (reply.status !== 1 || !reply.data) return { status: reply.status, data: rows };
    rows.push(...reply.data.results);
    if (page >= reply.data.pageCount) return { status: 1, data: rows };
  }
}

/** The seller's published product ids, ascending. */
const publishedOf = (session: SellerSession): number[] =>
  all<{ id: number }>(
    server.db,
    `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.seller_id = ? AND p.list_status = 1 ORDER BY p.id`,
    session.sellerId,
  ).map((r) => r.id);

const storeOf = (session: SellerSession): number =>
  one<{ id: number }>(server.db, 'SELECT id FROM stores WHERE seller_id = ?', session.sellerId)?.id ?? 0;

/** The whole ranking of the store in one piece, straight from the service (no paging on the wire). */
const unpaged = (session: SellerSession): SearchOptimizationRow[] =>
  searchOptimization(server.db, server.clock.now, storeOf(session), {
    page: 1,
    pageSize: 1_000_000,
    offset: 0,
  }).results;

/** A bare card: no description, sizes, tags, images, reviews, promotions or free delivery. */
function bare(productId: number): void {
  shape(server, productId, {});
  const { db } = server;
  run(
    db,
    'UPDATE products SET description = NULL, weight = NULL, length = NULL, width = NULL, height = NULL, first_category_id = ? WHERE id = ?',
    category.id,
    productId,
  );
  run(db, 'DELETE FROM product_tags WHERE product_id = ?', productId);
  run(
    db,
    'DELETE FROM product_option_images WHERE option_id IN (SELECT id FROM product_options WHERE product_id = ?)',
    productId,
  );
}

async function buy(path: string, body: Record<string, unknown>): Promise<void> {
  const reply = await marketing<{ paymentId: string }>(server, seller, 'POST', path, body);
  decidePayment(server.db, reply.data?.paymentId ?? '', 'paid', new Date(server.clock.now));
}

beforeAll(async () => {
  server = await createTestServer({ accessTokenTtlSeconds: 365 * 86_400 });
  seller = await sellerSession(server.app);
  other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
  category = one<{ id: number; name: string }>(
    server.db,
    'SELECT id, name FROM categories WHERE id NOT IN (SELECT first_category_id FROM products WHERE first_category_id IS NOT NULL) ORDER BY id LIMIT 1',
  ) ?? { id: 0, name: '' };
  [strong = 0, partial = 0, weak = 0] = freshProducts(server, seller.sellerId, 3);
  theirs = otherSellersProduct(server, seller.sellerId);
  for (const id of [strong, partial, weak, theirs]) bare(id);
  const { db } = server;
  shape(server, strong, { freeShipping: true, ratings: Array.from({ length: 10 }, () => 5) });
  run(
    db,
    "UPDATE products SET description = 'Прочный', weight = 1, length = 2, width = 3, height = 4, first_category_id = ? WHERE id = ?",
    category.id,
    strong,
  );
  run(db, "INSERT INTO product_tags (product_id, position, tag_name) VALUES (?, 0, 'сталь')", strong);
  const option =
    one<{ id: number }>(db, 'SELECT id FROM product_options WHERE product_id = ? LIMIT 1', strong)?.id ?? 0;
  for (const n of [1, 2, 3])
    run(
      db,
      'INSERT INTO product_option_images (option_id, position, image, is_base) VALUES (?, ?, ?, 0)',
      option,
      n,
      `/seller/uploads/s${n}.png`,
    );
  await buy('MakeProductAsTop', { productId: strong, periodId: 4 });
  await buy('MakeProductAsHighlight', { productId: strong, periodId: 1, label: 5 });
  shape(server, partial, { ratings: [4, 4, 4, 4, 4] });
  run(
    db,
    "UPDATE products SET description = 'Есть описание', first_category_id = ? WHERE id = ?",
    category.id,
    partial,
  );
});

afterAll(async () => {
  await server.app.close();
});

describe('GetSearchOptimization', () => {
  it("answers every published product of the caller's, weakest first", async () => {
    const reply = await optimization();
    expect(reply.status).toBe(1);
    const rows = reply.data;
    const published = publishedOf(seller);
    expect(rows.map((r) => r.productId).sort((a, b) => a - b)).toEqual(published);
    const scores = rows.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(rows.some((r) => r.productId === theirs)).toBe(false);
  });

  it('ties are broken by product id, so the order is total', async () => {
    const rows = (await optimization()).data;
    const sorted = [...rows].sort((a, b) => a.score - b.score || a.productId - b.productId);
    expect(rows.map((r) => r.productId)).toEqual(sorted.map((r) => r.productId));
  });

  it('scores each factor by its weight and suggests what is missing', async () => {
    const rows = (await optimization()).data;
    const byId = new Map(rows.map((r) => [r.productId, r]));
    expect(byId.get(strong)).toMatchObject({
      score: 100,
      factors: { rating: 1, reviews: 1, highlighted: 1, top: 1, freeDelivery: 1, completeness: 1 },
      suggestions: [],
    });
    // 30 × 0.8 + 15 × 0.5 + 15 × 0.25 = 35.25
    expect(byId.get(partial)).toMatchObject({
      score: 35,
      factors: { rating: 0.8, reviews: 0.5, highlighted: 0, top: 0, freeDelivery: 0, completeness: 0.25 },
      suggestions: ['improveRating', 'addReviews', 'buyHighlight', 'buyTop', 'freeDelivery', 'completeCard'],
    });
    expect(byId.get(weak)).toMatchObject({
      score: 0,
      factors: { rating: 0, reviews: 0, highlighted: 0, top: 0, freeDelivery: 0, completeness: 0 },
    });
  });

  it('places each product among the published products of its first category, all stores', async () => {
    const rows = (await optimization()).data;
    const place = (id: number) => rows.find((r) => r.productId === id);
    expect([strong, partial, weak].map((id) => [place(id)?.position, place(id)?.of])).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
    ]);
    expect(place(strong)?.categoryName).toContain(category.name);
    // the other seller's bare card ties with the weak one
    const theirRow = (await optimization(other)).data.find((r) => r.productId === theirs);
    expect(theirRow).toMatchObject({ position: 3, of: 4, score: 0 });
  });

  it('drops the paid factors once the promotions are over', async () => {
    const start = server.clock.now;
    try {
      server.clock.now = start + 8 * 86_400_000;
      const row = (await optimization()).data.find((r) => r.productId === strong);
      expect(row).toMatchObject({ score: 70, suggestions: ['buyHighlight', 'buyTop'] });
    } finally {
      server.clock.now = start;
    }
  });
});

describe('GetSearchOptimization paging', () => {
  it('answers page 1 of 10 by default, with rowCount and pageCount over every published product', async () => {
    const published = publishedOf(seller);
    expect(published.length).toBeGreaterThan(10);
    const reply = await optimizationPage();
    expect(reply.status).toBe(1);
    const whole = unpaged(seller);
    expect(reply.data).toEqual({
      results: whole.slice(0, 10),
      rowCount: published.length,
      pageCount: Math.ceil(published.length / 10),
    });
    // empty parameters count as absent
    expect((await optimizationPage('?page=&pageSize=')).data).toEqual(reply.data);
  });

  it('page 2 continues page 1 with no overlap, positions as in the unpaged ranking', async () => {
    const first = (await optimizationPage('?page=1&pageSize=5')).data;
    const second = (await optimizationPage('?page=2&pageSize=5')).data;
    const firstIds = first?.results.map((r) => r.productId) ?? [];
    const secondIds = second?.results.map((r) => r.productId) ?? [];
    expect(firstIds).toHaveLength(5);
    expect(secondIds).toHaveLength(5);
    expect(secondIds.filter((id) => firstIds.includes(id))).toEqual([]);
    const whole = unpaged(seller);
    expect([...(first?.results ?? []), ...(second?.results ?? [])]).toEqual(whole.slice(0, 10));
    expect(second?.rowCount).toBe(whole.length);
  });

  it('every page of 7 put together is the unpaged ranking (same rows, positions and order)', async () => {
    const whole = unpaged(seller);
    const pageCount = Math.ceil(whole.length / 7);
    const rows: SearchOptimizationRow[] = [];
    for (let page = 1; page <= pageCount; page++) {
      const reply = await optimizationPage(`?page=${page}&pageSize=7`);
      expect(reply.data).toMatchObject({ rowCount: whole.length, pageCount });
      rows.push(...(reply.data?.results ?? []));
    }
    expect(rows).toEqual(whole);
    expect(rows.length - (pageCount - 1) * 7).toBeGreaterThan(0);
    // the seeded rows placed earlier keep their places whatever page they land on
    const place = (id: number) => rows.find((r) => r.productId === id);
    expect([strong, partial, weak].map((id) => [place(id)?.position, place(id)?.of])).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
    ]);
  });

  it('a page past the last one is empty, with the same counts', async () => {
    const published = publishedOf(seller).length;
    const pageCount = Math.ceil(published / 10);
    const reply = await optimizationPage(`?page=${pageCount + 1}`);
    expect(reply).toEqual({ status: 1, data: { results: [], rowCount: published, pageCount } });
  });

  it("never answers another seller's products, and counts only the caller's", async () => {
    const mine = new Set(publishedOf(seller));
    const theirsAll = publishedOf(other);
    expect(theirsAll).toContain(theirs);
    const first = await optimizationPage('?pageSize=100', other);
    expect(first.data?.rowCount).toBe(theirsAll.length);
    const theirRows = (await optimization(other)).data.map((r) => r.productId);
    expect(theirRows.sort((a, b) => a - b)).toEqual(theirsAll);
    expect(theirRows.some((id) => mine.has(id))).toBe(false);
    const myRows = (await optimization()).data.map((r) => r.productId);
    expect(myRows.some((id) => theirsAll.includes(id))).toBe(false);
  });

  it.each([
    ['?page=0', "Query parameter 'page' must be >= 1"],
    ['?page=-1', "Query parameter 'page' must be >= 1"],
    ['?page=1000001', "Query parameter 'page' must be <= 1000000"],
    ['?page=abc', "Query parameter 'page' must be an integer or null"],
    ['?page=1.5', "Query parameter 'page' must be an integer or null"],
    ['?pageSize=0', "Query parameter 'pageSize' must be >= 1"],
    ['?pageSize=101', "Query parameter 'pageSize' must be <= 100"],
    ['?pageSize=ten', "Query parameter 'pageSize' must be an integer or null"],
  ])('refuses %s with -1 naming the parameter', async (query, message) => {
    const reply = await optimizationPage(query);
    expect(reply).toEqual({ status: -1, errorMessage: message });
  });

  it('answers a page of 100 at most', async () => {
    const reply = await optimizationPage('?pageSize=100');
    expect(reply.status).toBe(1);
    expect(reply.data?.results.length).toBe(Math.min(100, publishedOf(seller).length));
  });
});
