import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchOptimizationRow } from '../../contract/index.js';
import { all, one, run } from '../../server/db/query.js';
import { decidePayment } from '../../server/services/payments.js';
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

const optimization = async (session = seller) =>
  marketing<SearchOptimizationRow[]>(server, session, 'GET', 'GetSearchOptimization');

/** A bare card: no description, sizes, tags, images, reviews, promotions or free delivery. */
function bare(productId: number): void {
  shape(server, productId, {});
  const { db } = server;
  run(db, 'UPDATE products SET description = NULL, weight = NULL, length = NULL, width = NULL, height = NULL, first_category_id = ? WHERE id = ?', category.id, productId);
  run(db, 'DELETE FROM product_tags WHERE product_id = ?', productId);
  run(db, 'DELETE FROM product_option_images WHERE option_id IN (SELECT id FROM product_options WHERE product_id = ?)', productId);
}

async function buy(path: string, body: Record<string, unknown>): Promise<void> {
  const reply = await marketing<{ paymentId: string }>(server, seller, 'POST', path, body);
  decidePayment(server.db, reply.data?.paymentId ?? '', 'paid', new Date(server.clock.now));
}

beforeAll(async () => {
  server = await createTestServer({ accessTokenTtlSeconds: 365 * 86_400 });
  seller = await sellerSession(server.app);
  other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
  category =
    one<{ id: number; name: string }>(
      server.db,
      'SELECT id, name FROM categories WHERE id NOT IN (SELECT first_category_id FROM products WHERE first_category_id IS NOT NULL) ORDER BY id LIMIT 1',
    ) ?? { id: 0, name: '' };
  [strong = 0, partial = 0, weak = 0] = freshProducts(server, seller.sellerId, 3);
  theirs = otherSellersProduct(server, seller.sellerId);
  for (const id of [strong, partial, weak, theirs]) bare(id);
  const { db } = server;
  shape(server, strong, { freeShipping: true, ratings: Array.from({ length: 10 }, () => 5) });
  run(db, "UPDATE products SET description = 'Прочный', weight = 1, length = 2, width = 3, height = 4, first_category_id = ? WHERE id = ?", category.id, strong);
  run(db, "INSERT INTO product_tags (product_id, position, tag_name) VALUES (?, 0, 'сталь')", strong);
  const option = one<{ id: number }>(db, 'SELECT id FROM product_options WHERE product_id = ? LIMIT 1', strong)?.id ?? 0;
  for (const n of [1, 2, 3])
    run(db, 'INSERT INTO product_option_images (option_id, position, image, is_base) VALUES (?, ?, ?, 0)', option, n, `/seller/uploads/s${n}.png`);
  await buy('MakeProductAsTop', { productId: strong, periodId: 4 });
  await buy('MakeProductAsHighlight', { productId: strong, periodId: 1, label: 5 });
  shape(server, partial, { ratings: [4, 4, 4, 4, 4] });
  run(db, "UPDATE products SET description = 'Есть описание', first_category_id = ? WHERE id = ?", category.id, partial);
});

afterAll(async () => {
  await server.app.close();
});

describe('GetSearchOptimization', () => {
  it("answers every published product of the caller's, weakest first", async () => {
    const reply = await optimization();
    expect(reply.status).toBe(1);
    const rows = reply.data ?? [];
    const published = all<{ id: number }>(
      server.db,
      `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id WHERE s.seller_id = ? AND p.list_status = 1`,
      seller.sellerId,
    ).map((r) => r.id);
    expect(rows.map((r) => r.productId).sort((a, b) => a - b)).toEqual(published.sort((a, b) => a - b));
    const scores = rows.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(rows.some((r) => r.productId === theirs)).toBe(false);
  });

  it('scores each factor by its weight and suggests what is missing', async () => {
    const rows = (await optimization()).data ?? [];
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
    const rows = (await optimization()).data ?? [];
    const place = (id: number) => rows.find((r) => r.productId === id);
    expect([strong, partial, weak].map((id) => [place(id)?.position, place(id)?.of])).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
    ]);
    expect(place(strong)?.categoryName).toContain(category.name);
    // the other seller's bare card ties with the weak one
    const theirRow = ((await optimization(other)).data ?? []).find((r) => r.productId === theirs);
    expect(theirRow).toMatchObject({ position: 3, of: 4, score: 0 });
  });

  it('drops the paid factors once the promotions are over', async () => {
    const start = server.clock.now;
    try {
      server.clock.now = start + 8 * 86_400_000;
      const row = ((await optimization()).data ?? []).find((r) => r.productId === strong);
      expect(row).toMatchObject({ score: 70, suggestions: ['buyHighlight', 'buyTop'] });
    } finally {
      server.clock.now = start;
    }
  });
});
