import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PagedReply,
  PaymentStart,
  PromotionPeriod,
  PromotionRow,
  TopCandidate as WireTopCandidate,
} from '../../contract/index.js';
import { all } from '../../server/db/query.js';

/** The reference server answers every field of the contract, our optional additions too. */
type TopCandidate = Required<WireTopCandidate>;
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

/** Top products (docs/contract/marketing.md "Highlights and top"). */

let server: TestServer;
let seller: SellerSession;
let other: SellerSession;
/** Rated 5 and 4 (4.5); exactly 4 (not above); rated 5 but a draft-free, unpublished one. */
let star: number;
let four: number;
let hidden: number;

const topList = async (body: Record<string, unknown>, session = seller) =>
  marketing<PagedReply<PromotionRow>>(server, session, 'POST', 'TopProducts', body);
const make = async (body: Record<string, unknown>, session = seller) =>
  marketing<PaymentStart>(server, session, 'POST', 'MakeProductAsTop', body);
const candidates = async (query = '', session = seller) =>
  marketing<TopCandidate[]>(server, session, 'GET', `ProductsThatRatingMoreThanFour${query}`);
const refusal = (errorMessage: string) => ({ status: -1, errorMessage });

beforeAll(async () => {
  server = await createTestServer({ accessTokenTtlSeconds: 365 * 86_400 });
  seller = await sellerSession(server.app);
  other = await sellerSession(server.app, DEMO_ACCOUNTS.seller2);
  [star = 0, four = 0, hidden = 0] = freshProducts(server, seller.sellerId, 3);
  shape(server, star, { ratings: [5, 4] });
  shape(server, four, { ratings: [5, 3] });
  shape(server, hidden, { ratings: [5, 5] });
  server.db.prepare('UPDATE products SET is_active = 0 WHERE id = ?').run(hidden);
});

afterAll(async () => {
  await server.app.close();
});

describe('TopProductsPeriods', () => {
  it('answers the 3, 7 and 14 days periods', async () => {
    expect(await marketing<PromotionPeriod[]>(server, seller, 'GET', 'TopProductsPeriods')).toEqual({
      status: 1,
      data: [
        { id: 4, daysCount: 3, price: 290 },
        { id: 5, daysCount: 7, price: 590 },
        { id: 6, daysCount: 14, price: 990 },
      ],
    });
  });
});

describe('ProductsThatRatingMoreThanFour', () => {
  it('lists the published products rated above 4, best first, with their reviews and top state', async () => {
    const reply = await candidates(`?sellerId=${seller.sellerId}`);
    expect(reply.status).toBe(1);
    const list = reply.data ?? [];
    expect(list.find((c) => c.productId === star)).toMatchObject({
      rating: 4.5,
      reviewsCount: 2,
      isTop: false,
    });
    expect(list.some((c) => c.productId === four)).toBe(false);
    expect(list.some((c) => c.productId === hidden)).toBe(false);
    expect(list.every((c) => c.rating > 4)).toBe(true);
    const ratings = list.map((c) => c.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    // the seeded running and pending tops are marked
    const seeded = all<{ product_id: number }>(
      server.db,
      `SELECT product_id FROM promotions WHERE seller_id = ? AND kind = 'top' AND state = 'pending'`,
      seller.sellerId,
    );
    for (const { product_id } of seeded) {
      const candidate = list.find((c) => c.productId === product_id);
      if (candidate) expect(candidate.isTop).toBe(true);
    }
  });

  it("refuses another seller's id and answers only the caller's products", async () => {
    expect(await candidates(`?sellerId=${other.sellerId}`)).toEqual(
      refusal('Access denied: sellerId does not belong to the caller'),
    );
    const theirs = (await candidates('', other)).data ?? [];
    expect(theirs.some((c) => c.productId === star)).toBe(false);
  });
});

describe('TopProducts', () => {
  it('lists the seeded rows in every advert status, newest first, 10 a page by default', async () => {
    const reply = await topList({});
    const rows = reply.data?.results ?? [];
    const stored = all<{ id: number }>(
      server.db,
      `SELECT id FROM promotions WHERE seller_id = ? AND kind = 'top' AND state <> 'cancelled' ORDER BY id DESC`,
      seller.sellerId,
    );
    expect(rows.map((r) => r.id)).toEqual(stored.map((s) => s.id));
    expect(rows.map((r) => r.advertStatus).sort()).toEqual([1, 2, 3, 5]);
    expect(rows.every((r) => r.label === null)).toBe(true);
    expect((await topList({ status: 2 })).data?.results.map((r) => r.advertStatus)).toEqual([2]);
    expect((await topList({}, other)).data).toEqual({ results: [], pageCount: 1, rowCount: 0 });
  });

  it('shows the seeded running top with the top label (4) on the product list', async () => {
    const running = (await topList({ status: 1 })).data?.results[0];
    expect(running).toBeTruthy();
    expect(await listedLabels(server, seller, running?.productId ?? 0)).toContain(4);
  });
});

describe('MakeProductAsTop', () => {
  it('refuses what cannot be raised', async () => {
    expect(await make({ productId: otherSellersProduct(server, seller.sellerId), periodId: 4 })).toEqual(
      refusal('Товар не найден'),
    );
    expect(await make({ productId: hidden, periodId: 4 })).toEqual(refusal('Товар не найден'));
    expect(await make({ productId: draftOf(server, seller.sellerId), periodId: 4 })).toEqual(
      refusal('Товар не найден'),
    );
    expect(await make({ productId: star, periodId: 1 })).toEqual(refusal('Период не найден'));
    expect(await make({ productId: four, periodId: 4 })).toEqual(
      refusal('Рейтинг товара должен быть выше 4'),
    );
    expect((await make({ productId: star })).status).toBe(-1);
  });

  it('replaces a pending payment, activates on payment, refuses while running, reactivates after', async () => {
    const first = await make({ productId: star, periodId: 4 });
    expect(first).toMatchObject({ status: 1, data: { amount: 290 } });
    expect((await topList({})).data?.results[0]).toMatchObject({
      productId: star,
      advertStatus: 5,
      daysCount: 3,
    });
    expect((await candidates()).data?.find((c) => c.productId === star)?.isTop).toBe(true);
    const second = await make({ productId: star, periodId: 5 });
    expect(paymentStatus(server, first.data?.paymentId ?? '')).toBe('cancelled');
    const mine = () => topList({}).then((r) => (r.data?.results ?? []).filter((x) => x.productId === star));
    expect((await mine()).map((r) => [r.paymentId, r.advertStatus])).toEqual([[second.data?.paymentId, 5]]);

    decidePayment(server.db, second.data?.paymentId ?? '', 'paid', new Date(server.clock.now));
    expect((await mine()).map((r) => r.advertStatus)).toEqual([1]);
    expect(await make({ productId: star, periodId: 4 })).toEqual(refusal('Товар уже в топе'));
    const start = server.clock.now;
    try {
      server.clock.now = start + 8 * 86_400_000;
      expect((await mine()).map((r) => r.advertStatus)).toEqual([2]);
      const again = await make({ productId: star, periodId: 6 });
      decidePayment(server.db, again.data?.paymentId ?? '', 'paid', new Date(server.clock.now));
      expect((await mine()).map((r) => r.advertStatus)).toEqual([3, 2]);
    } finally {
      server.clock.now = start;
    }
  });

  it('shows the top label (4) on the product list while a paid top runs', async () => {
    const [rated = 0] = freshProducts(server, seller.sellerId, 1);
    shape(server, rated, { ratings: [5, 5] });
    const started = await make({ productId: rated, periodId: 4 });
    expect(await listedLabels(server, seller, rated)).not.toContain(4);
    decidePayment(server.db, started.data?.paymentId ?? '', 'paid', new Date(server.clock.now));
    expect(await listedLabels(server, seller, rated)).toContain(4);
  });
});
