import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  HighlightCandidate as WireHighlightCandidate,
  PagedReply,
  PaymentStart,
  PromotionPeriod,
  PromotionRow,
} from '../../contract/index.js';

/** The reference server answers every field of the contract, our optional additions too. */
type HighlightCandidate = Required<WireHighlightCandidate>;
import { all } from '../../server/db/query.js';
import { seedPromotions } from '../../server/db/seeds/promotions.js';
import { decidePayment } from '../../server/services/payments.js';
import { createTestServer, DEMO_ACCOUNTS, type TestServer } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';
import {
  draftOf,
  freshProducts,
  listedLabels,
  marketing,
  otherSellersProduct,
  paymentStatus,
  shape,
} from './promotionsHelpers.js';

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
    const reply = await candidates({
      forNew: false,
      forDiscount: false,
      forSale: false,
      forFreeDelivery: false,
      forTop: false,
    });
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
      all<{ id: number }>(
        server.db,
        'SELECT id FROM products WHERE store_id <> (SELECT store_id FROM products WHERE id = ?)',
        fresh,
      ).map((r) => r.id),
    );
    expect(list.some((c) => ids.has(c.productId))).toBe(false);
  });

  it('keeps only the products eligible for a flagged label', async () => {
    const sale =
      (
        await candidates({
          forSale: true,
          forNew: false,
          forDiscount: false,
          forFreeDelivery: false,
          forTop: false,
        })
      ).data ?? [];
    expect(sale.map((c) => c.productId)).toContain(fresh);
    expect(sale.map((c) => c.productId)).not.toContain(plain);
    expect(sale.map((c) => c.productId)).not.toContain(rated);
    const top =
      (
        await candidates({
          forTop: true,
          forNew: false,
          forDiscount: false,
          forSale: false,
          forFreeDelivery: false,
        })
      ).data ?? [];
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

  it('is seeded once: seeding again adds no promotion, payment or label', async () => {
    const counts = () =>
      ['promotions', 'marketing_payments', 'product_labels'].map((table) =>
        all<{ n: number }>(server.db, `SELECT COUNT(*) AS n FROM ${table}`),
      );
    const before = counts();
    seedPromotions(server.db, server.clock.now);
    expect(counts()).toEqual(before);
  });

  it("shows another seller nothing of the demo seller's rows", async () => {
    expect((await highlighted({}, other)).data).toEqual({ results: [], pageCount: 1, rowCount: 0 });
    expect((await highlighted({ sellerId: other.sellerId })).status).toBe(-1);
    expect((await highlighted({ status: 7 })).status).toBe(-1);
  });
});

describe('MakeProductAsHighlight', () => {
  const make = async (body: Record<string, unknown>, session = seller) =>
    marketing<PaymentStart>(server, session, 'POST', 'MakeProductAsHighlight', body);
  const refusal = (errorMessage: string) => ({ status: -1, errorMessage });

  it('refuses what cannot be bought, with the contract texts', async () => {
    expect(
      await make({ productId: otherSellersProduct(server, seller.sellerId), periodId: 1, label: 2 }),
    ).toEqual(refusal('Товар не найден'));
    expect(await make({ productId: draftOf(server, seller.sellerId), periodId: 1, label: 2 })).toEqual(
      refusal('Товар не найден'),
    );
    expect(await make({ productId: fresh, periodId: 4, label: 2 })).toEqual(refusal('Период не найден'));
    expect(await make({ productId: fresh, periodId: 1, label: 4 })).toEqual(
      refusal('Рейтинг товара должен быть выше 4'),
    );
    expect(await make({ productId: plain, periodId: 1, label: 3 })).toEqual(
      refusal('Товар не подходит для этой метки'),
    );
    expect((await make({ productId: fresh, periodId: 1, label: 9 })).status).toBe(-1);
    expect((await make({ productId: fresh, periodId: 1 })).status).toBe(-1);
    expect(all(server.db, 'SELECT id FROM promotions WHERE product_id IN (?, ?)', fresh, plain)).toEqual([]);
  });

  it('stores a pending row; a second purchase cancels the first payment; paying activates it with the label', async () => {
    const first = await make({ productId: fresh, periodId: 1, label: 3 });
    expect(first.status).toBe(1);
    expect(first.data?.amount).toBe(490);
    expect(first.data?.paymentUrl).toBe(`${server.app.ctx.publicOrigin}/pay/${first.data?.paymentId ?? ''}`);
    expect(first.data?.paymentId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const listed = (await highlighted({})).data?.results[0];
    expect(listed).toMatchObject({
      productId: fresh,
      label: 3,
      advertStatus: 5,
      daysCount: 7,
      price: 490,
      paymentId: first.data?.paymentId,
    });
    // an abandoned payment page does not block: the new one replaces it
    const second = await make({ productId: String(fresh), periodId: '2', label: 3 });
    expect(second.data?.amount).toBe(890);
    expect(paymentStatus(server, first.data?.paymentId ?? '')).toBe('cancelled');
    const rows = (await highlighted({ label: 3 })).data?.results ?? [];
    expect(rows.filter((r) => r.productId === fresh).map((r) => r.paymentId)).toEqual([
      second.data?.paymentId,
    ]);
    expect((await candidates({})).data?.find((c) => c.productId === fresh)?.takenLabels).toEqual([3]);
    expect(await listedLabels(server, seller, fresh)).not.toContain(3);

    decidePayment(server.db, second.data?.paymentId ?? '', 'paid', new Date(server.clock.now));
    const paid = (await highlighted({ label: 3 })).data?.results.find((r) => r.productId === fresh);
    expect(paid).toMatchObject({
      advertStatus: 1,
      activeFrom: new Date(server.clock.now).toISOString(),
      activeTo: new Date(server.clock.now + 14 * 86_400_000).toISOString(),
    });
    expect(await listedLabels(server, seller, fresh)).toContain(3);
    expect(await make({ productId: fresh, periodId: 1, label: 3 })).toEqual(
      refusal('Товар уже выделен этой меткой'),
    );
    // another label of the same product is a purchase of its own
    expect((await make({ productId: fresh, periodId: 1, label: 5 })).status).toBe(1);
  });

  it('is expired after its days, and bought again it is reactivated', async () => {
    const start = server.clock.now;
    try {
      server.clock.now = start + 15 * 86_400_000;
      const expired = await highlighted({ label: 3 });
      expect(expired.data?.results.find((r) => r.productId === fresh)?.advertStatus).toBe(2);
      expect(await listedLabels(server, seller, fresh)).not.toContain(3);
      const again = await make({ productId: fresh, periodId: 1, label: 3 });
      expect(again.status).toBe(1);
      decidePayment(server.db, again.data?.paymentId ?? '', 'paid', new Date(server.clock.now));
      const statuses = ((await highlighted({ label: 3 })).data?.results ?? [])
        .filter((r) => r.productId === fresh)
        .map((r) => r.advertStatus);
      expect(statuses).toEqual([3, 2]);
      expect((await highlighted({ status: 3, label: 3 })).data?.results.map((r) => r.productId)).toContain(
        fresh,
      );
    } finally {
      server.clock.now = start;
    }
  });
});
