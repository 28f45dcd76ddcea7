import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LearningStep, LearningSteps as WireSteps } from '../../contract/index.js';
import type { Full } from './fullReply.js';

type LearningSteps = Full<WireSteps>;
import { STARTER_SELLER } from '../../server/db/demoAccounts.js';
import { all, one, run } from '../../server/db/query.js';
import { LEARNING_RULES } from '../../server/services/learningSteps.js';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';
import {
  api,
  option,
  productBody,
  productsWorld,
  type ProductsWorld,
  type StoreSession,
} from './productsHelpers.js';

/** GET Analytics/GetLearningSteps (docs/contract/learning.md). */

const KEYS = [
  'requisites',
  'storeProfile',
  'firstProduct',
  'deliveryTemplate',
  'firstOrder',
  'firstShipped',
  'firstReview',
  'promotion',
];

let world: ProductsWorld;
let starter: StoreSession;

beforeAll(async () => {
  world = await productsWorld();
  const session: SellerSession = await sellerSession(world.server.app, STARTER_SELLER);
  const store = one<{ id: number }>(
    world.server.db,
    'SELECT id FROM stores WHERE seller_id = ?',
    session.sellerId,
  );
  starter = { ...session, storeId: store?.id ?? 0 };
});
afterAll(async () => {
  await world.server.cleanup();
});

const steps = async (session: StoreSession, query = '') => {
  const reply = await call<LearningSteps>(world.server.app, 'GET', `/Analytics/GetLearningSteps${query}`, {
    token: session.token,
  });
  return reply.body;
};
const done = (list: LearningStep[] | undefined) =>
  Object.fromEntries((list ?? []).map((step) => [step.key, step.done]));

/** A product of the starter's store: no images needed, a category of its group (2). */
const starterProduct = (overrides: { isDraft: boolean }) => {
  const category = one<{ id: number }>(
    world.server.db,
    'SELECT id FROM categories WHERE group_id = 2 AND parent_id IS NOT NULL ORDER BY id LIMIT 1',
  );
  return productBody(world, {
    storeId: starter.storeId,
    productName: overrides.isDraft ? 'Черновик варежек' : 'Варежки шерстяные',
    categories: [{ categoryId: category?.id ?? 0 }],
    productOptions: [option({ productOptionImages: [] })],
    ...overrides,
  });
};

describe('GetLearningSteps', () => {
  it('a seller who has just started has every step open, in the contract order', async () => {
    const reply = await steps(starter);
    expect(reply.status).toBe(1);
    expect(reply.data?.steps.map((step) => step.key)).toEqual(KEYS);
    expect(reply.data?.steps.every((step) => !step.done && step.doneAt === undefined)).toBe(true);
  });

  it('the demo seller, with a year of activity, has the steps its data shows', async () => {
    const reply = await steps(world.seller);
    expect(done(reply.data?.steps)).toMatchObject({
      requisites: true,
      storeProfile: true,
      firstProduct: true,
      deliveryTemplate: true,
      firstOrder: true,
      firstShipped: true,
      firstReview: true,
    });
    const firstOrder = reply.data?.steps.find((step) => step.key === 'firstOrder');
    const oldest = one<{ at: string }>(
      world.server.db,
      `SELECT MIN(created_at) AS at FROM (SELECT created_at FROM wholesale_orders WHERE seller_id = ?
         UNION ALL SELECT created_at FROM retail_orders WHERE seller_id = ?)`,
      world.seller.sellerId,
      world.seller.sellerId,
    );
    expect(firstOrder?.doneAt).toBe(oldest?.at);
  });

  it('a draft does not count; a published product ticks firstProduct', async () => {
    const draft = await api(world, '/Product/AddProduct', starterProduct({ isDraft: true }), starter);
    expect(draft.status).toBe(1);
    expect(done((await steps(starter)).data?.steps).firstProduct).toBe(false);

    const published = await api(world, '/Product/AddProduct', starterProduct({ isDraft: false }), starter);
    expect(published.status).toBe(1);
    const after = (await steps(starter)).data?.steps ?? [];
    const first = after.find((step) => step.key === 'firstProduct');
    expect(first?.done).toBe(true);
    const created = one<{ at: string }>(
      world.server.db,
      'SELECT created_at AS at FROM products WHERE store_id = ? AND is_draft = 0',
      starter.storeId,
    );
    expect(first?.doneAt).toBe(created?.at);
    // Nothing else changed.
    expect(after.filter((step) => step.done).map((step) => step.key)).toEqual(['firstProduct']);
  });

  it("another seller's data never counts", async () => {
    const other = world.other;
    // The second seller's orders, reviews and templates moved into view would tick the starter's
    // steps only if the rules looked beyond the caller's own ids.
    const before = done((await steps(starter)).data?.steps);
    expect(before.firstOrder).toBe(false);
    expect(done((await steps(other)).data?.steps).firstOrder).toBe(true);
    // A coupon of the other store, a shipped order of the other seller: still nothing for the starter.
    run(
      world.server.db,
      `INSERT INTO coupons (store_id, code, discount_type, discount_value, valid_from, valid_to, market_type,
         created_at, updated_at) VALUES (?, 'OTHER-10', 1, 10, '2026-01-01', '2026-12-31', 1, ?, ?)`,
      other.storeId,
      '2026-03-01T00:00:00.000Z',
      '2026-03-01T00:00:00.000Z',
    );
    expect(done((await steps(starter)).data?.steps)).toEqual(before);
    expect(done((await steps(other)).data?.steps).promotion).toBe(true);
  });

  it('a shipped order ticks firstOrder and firstShipped; a coupon ticks promotion', async () => {
    const buyer = one<{ id: number }>(
      world.server.db,
      'SELECT id FROM users WHERE email = ?',
      DEMO_ACCOUNTS.buyer,
    );
    run(
      world.server.db,
      `INSERT INTO retail_orders (seller_id, buyer_id, status_id, total_amount, created_at)
       VALUES (?, ?, 1, 990, '2026-03-10T08:00:00.000Z')`,
      starter.sellerId,
      buyer?.id ?? 0,
    );
    let now = done((await steps(starter)).data?.steps);
    expect([now.firstOrder, now.firstShipped]).toEqual([true, false]);
    run(world.server.db, 'UPDATE retail_orders SET status_id = 3 WHERE seller_id = ?', starter.sellerId);
    run(
      world.server.db,
      `INSERT INTO coupons (store_id, code, discount_type, discount_value, valid_from, valid_to, market_type,
         created_at, updated_at) VALUES (?, 'START-5', 1, 5, '2026-03-01', '2026-12-31', 1, ?, ?)`,
      starter.storeId,
      '2026-03-11T00:00:00.000Z',
      '2026-03-11T00:00:00.000Z',
    );
    const reply = await steps(starter);
    now = done(reply.data?.steps);
    expect([now.firstShipped, now.promotion]).toEqual([true, true]);
    expect(reply.data?.steps.find((step) => step.key === 'promotion')?.doneAt).toBe(
      '2026-03-11T00:00:00.000Z',
    );
    expect(reply.data?.steps.find((step) => step.key === 'firstOrder')?.doneAt).toBe(
      '2026-03-10T08:00:00.000Z',
    );
  });

  it("refuses another seller's id and needs a seller's token", async () => {
    expect(await steps(starter, `?sellerId=${world.seller.sellerId}`)).toEqual({
      status: -1,
      errorMessage: 'Access denied: sellerId does not belong to the caller',
    });
    expect((await steps(starter, `?sellerId=${starter.sellerId}`)).status).toBe(1);
    expect((await steps(starter, '?sellerId=abc')).status).toBe(-1);
    const anonymous = await call(world.server.app, 'GET', '/Analytics/GetLearningSteps');
    expect(anonymous.body.status).toBe(401);
  });

  it('every rule probes an index, never a whole table', () => {
    const params = { sellerId: 1, storeId: 1, userId: 1 };
    for (const rule of LEARNING_RULES) {
      for (const sql of [rule.done, rule.since].filter((text): text is string => Boolean(text))) {
        const plan = all<{ detail: string }>(world.server.db, `EXPLAIN QUERY PLAN ${sql}`, params);
        const scans = plan.map((row) => row.detail).filter((detail) => /^SCAN \w+$/.test(detail));
        expect({ key: rule.key, scans }).toEqual({ key: rule.key, scans: [] });
      }
    }
  });
});
