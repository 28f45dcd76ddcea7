import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HighlightCandidate, PagedReply, PromotionPeriod, PromotionRow } from '../../contract/index.js';
import { all } from '../../server/db/query.js';
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';
import { draftOf, freshProducts, marketing, shape } from './promotionsHelpers.js';

/** Highlights (docs/contract/marketing.md "Highlights and top"). */

let server: TestServer;
let seller: SellerSession;
let other: SellerSession;
/** fresh: new, 35 % off, free delivery, no reviews; rated: old, no discount, reviews 5 and 4. */
let fresh: number;
let rated: number;
let plain: number;

const candidates = async (flags: Record<string, boolean>, session = seller) =>
  marketing<HighlightCandidate[]>(server, session, 'POST', 'ProductsForHighlighting', flags);
const highlighted = async (body: Record<string, unknown>, session = seller) =>
  marketing<PagedReply<PromotionRow>>(server, session, 'POST', 'HighlightedProducts', body);

beforeAll(async () => {
  server = await createTestServer({ accessTokenTtlSeconds: 365 * 86_400 });
  seller = await sellerSession(server.app);
  other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
  [fresh = 0, rated = 0, plain = 0] = freshProducts(server, seller.sellerId, 3);
  shape(server, fresh, { ageDays: 2, discount: 35, freeShipping: true });
  shape(server, rated, { ratings: [5, 4] });
  shape(server, plain, { discount: 10 });
});

afterAll(async () => {
  await server.app.close();
});

describe('HighlightedPeriods', () => {
  it('answers the 7, 14 and 30 days periods with their prices', async () => {
    const reply = await marketing<PromotionPeriod[]>(server, seller, 'GET', 'HighlightedPeriods');
    expect(reply).toEqual({
      status: 1,
      data: [
        { id: 1, daysCount: 7, price: 490 },
        { id: 2, daysCount: 14, price: 890 },
        { id: 3, daysCount: 30, price: 1690 },
      ],
    });
  });
});

describe('ProductsForHighlighting', () => {
  it('lists the eligible published products by name with every label they may take', async () => {
    const reply = await candidates({ forNew: false, forDiscount: false, forSale: false, forFreeDelivery: false, forTop: false });
    expect(reply.status).toBe(1);
    const list = reply.data ?? [];
    const byId = new Map(list.map((c) => [c.productId, c]));
    expect(byId.get(fresh)?.eligibleLabels).toEqual([1, 2, 3, 5]);
    expect(byId.get(rated)?.eligibleLabels).toEqual([4]);
    expect(byId.get(rated)?.rating).toBe(4.5);
    expect(byId.get(plain)?.eligibleLabels).toEqual([2]);
    expect(byId.has(draftOf(server, seller.sellerId))).toBe(false);
    const names = list.map((c) => c.productName.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const ids = new Set(
      all<{ id: number }>(server.db, 'SELECT id FROM products WHERE store_id <> (SELECT store_id FROM products WHERE id = ?)', fresh).map((r) => r.id),
    );
    expect(list.some((c) => ids.has(c.productId))).toBe(false);
  });

  it('keeps only the products eligible for a flagged label', async () => {
    const sale = (await candidates({ forSale: true, forNew: false, forDiscount: false, forFreeDelivery: false, forTop: false })).data ?? [];
    expect(sale.map((c) => c.productId)).toContain(fresh);
    expect(sale.map((c) => c.productId)).not.toContain(plain);
    expect(sale.map((c) => c.productId)).not.toContain(rated);
    const top = (await candidates({ forTop: true, forNew: false, forDiscount: false, forSale: false, forFreeDelivery: false })).data ?? [];
    expect(top.map((c) => c.productId)).toContain(rated);
    expect(top.map((c) => c.productId)).not.toContain(fresh);
    expect(top.every((c) => c.eligibleLabels.includes(4))).toBe(true);
  });

  it('names the labels taken by a running or pending highlight', async () => {
    const list = (await candidates({})).data ?? [];
    const seeded = all<{ product_id: number; label_id: number }>(
      server.db,
      `SELECT product_id, label_id FROM promotions WHERE seller_id = ? AND kind = 'highlight'
       AND (state = 'pending' OR (state = 'paid' AND active_to > ?))`,
      seller.sellerId,
      new Date(server.clock.now).toISOString(),
    );
    expect(seeded.length).toBeGreaterThan(1);
    for (const row of seeded) {
      const candidate = list.find((c) => c.productId === row.product_id);
      if (candidate) expect(candidate.takenLabels).toContain(row.label_id);
    }
    expect(list.find((c) => c.productId === fresh)?.takenLabels).toEqual([]);
  });

  it("refuses another seller's id", async () => {
    expect(await candidates({ sellerId: other.sellerId } as never)).toEqual({
      status: -1,
      errorMessage: 'Access denied: sellerId does not belong to the caller',
    });
  });
});

describe('HighlightedProducts', () => {
  it('lists the seeded rows newest first in every advert status, cancelled ones left out', async () => {
    const reply = await highlighted({ pagination: { page: 1, pageSize: 10 } });
    expect(reply.status).toBe(1);
    const rows = reply.data?.results ?? [];
    const stored = all<{ id: number; state: string }>(
      server.db,
      `SELECT id, state FROM promotions WHERE seller_id = ? AND kind = 'highlight' ORDER BY id DESC`,
      seller.sellerId,
    );
    expect(rows.map((r) => r.id)).toEqual(stored.filter((s) => s.state !== 'cancelled').map((s) => s.id));
    expect(new Set(rows.map((r) => r.advertStatus))).toEqual(new Set([1, 2, 3, 5]));
    const pending = rows.find((r) => r.advertStatus === 5);
    expect(pending).toMatchObject({ activeFrom: null, activeTo: null, label: 5, daysCount: 7, price: 490 });
    expect(pending?.paymentId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(reply.data?.rowCount).toBe(rows.length);
  });

  it('filters by advert status and label; a page past the end is empty with the true count', async () => {
    const reactivated = (await highlighted({ status: 3 })).data;
    expect(reactivated?.results.map((r) => [r.advertStatus, r.label])).toEqual([[3, 3]]);
    const sale = (await highlighted({ label: 3 })).data;
    expect(sale?.results.map((r) => r.advertStatus)).toEqual([3, 2]);
    const past = (await highlighted({ pagination: { page: 5, pageSize: 10 } })).data;
    expect(past).toEqual({ results: [], pageCount: 1, rowCount: 4 });
  });

  it("shows another seller nothing of the demo seller's rows", async () => {
    expect((await highlighted({}, other)).data).toEqual({ results: [], pageCount: 1, rowCount: 0 });
    expect((await highlighted({ sellerId: other.sellerId })).status).toBe(-1);
    expect((await highlighted({ status: 7 })).status).toBe(-1);
  });
});
