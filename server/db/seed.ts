import { hashPasswordSync } from '../lib/password.js';
import { sweepOverdue } from '../services/ordersSweep.js';
import { DAY_MS, iso } from '../lib/time.js';
import { ensureConsoleAdmin } from './consoleAdmin.js';
import { DEMO_PASSWORD } from './demoAccounts.js';
import type { Db } from './query.js';
import { scalar } from './query.js';
import { seedActivity, type ActivityPlan } from './seeds/activity.js';
import type { BuyerRef, SellerRef } from './seeds/refs.js';
import { TEXTILE_PRODUCTS, URAL_PRODUCTS } from './seeds/catalog.js';
import { seedChats } from './seeds/chats.js';
import { seedCoupons } from './seeds/coupons.js';
import { seedDisputes } from './seeds/disputes.js';
import { seedCommissions } from './seeds/finances.js';
import { insert } from './seeds/insert.js';
import { seedBannerPrices, seedDemoBanners } from './seeds/marketing.js';
import { seedNotifications } from './seeds/notifications.js';
import { seedOrderRequests } from './seeds/orderRequests.js';
import { seedPromotions } from './seeds/promotions.js';
import { seedStoreCatalog } from './seeds/products.js';
import { seedBulkProducts } from './seeds/productsBulk.js';
import { seedBuyerCities } from './seeds/orders.js';
import { seedReviewThreads } from './seeds/reviews.js';
import { seedSettings } from './seeds/settings.js';
import { seedStarterSeller } from './seeds/starter.js';
import { BUYERS, OTHER_USERS, RUSSIA, SELLERS, type PersonSeed, type SellerSeed } from './seeds/people.js';
import { Random } from './seeds/random.js';
import { seedTemplates } from './seeds/templates.js';
import { seedTenders } from './seeds/tenders.js';

export interface SeedOptions {
  /** The seeding moment (epoch ms): dates are relative to it, everything else is fixed. */
  now: number;
  /**
   * Benchmarks: extra generated rows for the demo seller (n × 1,000 products, n × 1,000 wholesale
   * and n × 1,500 retail orders, ...).
   */
  scale?: number;
  /** Where the demo product images are written (`<dataDir>/uploads`); without it only the rows are made. */
  dataDir?: string;
}

const PLANS: Record<string, ActivityPlan> = {
  'Уральские Промтовары': {
    products: URAL_PRODUCTS,
    drafts: 3,
    inactive: 3,
    wholesaleOrders: 48,
    retailOrders: 70,
    completedThisMonth: 3,
    orderScenarios: true,
    orderRequests: 14,
    disputes: 6,
    reviews: 22,
  },
  'Текстиль Иваново': {
    products: TEXTILE_PRODUCTS,
    drafts: 1,
    inactive: 1,
    wholesaleOrders: 12,
    retailOrders: 18,
    completedThisMonth: 2,
    orderScenarios: true,
    orderRequests: 5,
    disputes: 4,
    reviews: 9,
  },
};

/** All demo accounts share one password, so one salted hash is computed per process (scrypt is slow). */
let demoHash: string | undefined;
const demoPasswordHash = (): string => (demoHash ??= hashPasswordSync(DEMO_PASSWORD));

export function isDatabaseEmpty(db: Db): boolean {
  return scalar(db, 'SELECT COUNT(*) AS value FROM users') === 0;
}

function insertUser(db: Db, person: PersonSeed, createdAt: string): number {
  return insert(db, 'users', {
    email: person.email,
    password_hash: demoPasswordHash(),
    user_category_id: person.category,
    user_type_id: person.userType,
    country_id: RUSSIA,
    first_name: person.firstName,
    last_name: person.lastName,
    middle_name: person.middleName,
    company_name: person.companyName,
    phone: person.phone,
    is_registered: person.registered,
    email_confirmed: person.confirmed,
    is_blocked: person.blocked ?? false,
    first_visit: person.firstVisit,
    created_at: createdAt,
  });
}

function insertSeller(db: Db, seed: SellerSeed, createdAt: string): SellerRef {
  const userId = insertUser(db, seed, createdAt);
  const sellerId = insert(db, 'sellers', { user_id: userId, created_at: createdAt });
  const storeId = insert(db, 'stores', {
    seller_id: sellerId,
    store_name: seed.store.name,
    category_group_id: seed.store.categoryGroupId,
    created_at: createdAt,
  });
  if (seed.requisite) {
    const requisiteId = insert(db, 'requisites', { user_id: userId, ...seed.requisite.columns });
    for (const address of seed.requisite.addresses)
      insert(db, 'requisite_addresses', { requisite_id: requisiteId, ...address });
    for (const worker of seed.requisite.staff)
      insert(db, 'requisite_staff', { requisite_id: requisiteId, ...worker });
  }
  return { userId, sellerId, storeId };
}

const buyerName = (p: PersonSeed): string => p.companyName ?? `${p.firstName} ${p.lastName}`;

function scaledPlan(scale: number): ActivityPlan {
  const products = Array.from(
    { length: scale * 100 },
    (_, i) => `${URAL_PRODUCTS[i % URAL_PRODUCTS.length]} (партия ${i + 1})`,
  );
  return {
    products,
    drafts: 0,
    inactive: 0,
    wholesaleOrders: scale * 1000,
    retailOrders: scale * 1500,
    completedThisMonth: 0,
    orderScenarios: false,
    orderRequests: scale * 50,
    disputes: scale * 10,
    reviews: scale * 100,
  };
}

/** Fills an empty database with the deterministic demo data set (one transaction). */
export function seedDatabase(db: Db, options: SeedOptions): void {
  const rng = new Random(2026);
  const { now } = options;
  db.transaction(() => {
    const sellers = SELLERS.map((seed, i) => ({
      seed,
      ref: insertSeller(db, seed, iso(now - (400 - i * 30) * DAY_MS)),
    }));
    seedCommissions(db);
    const others = OTHER_USERS.map((p, i) => ({
      p,
      id: insertUser(db, p, iso(now - (200 - i * 10) * DAY_MS)),
    }));
    const buyers: BuyerRef[] = BUYERS.map((p, i) => ({
      id: insertUser(db, p, iso(now - (380 - i * 20) * DAY_MS)),
      name: buyerName(p),
      business: p.userType !== 7,
    }));
    for (const { p, id } of others)
      if (p.category === 2) buyers.push({ id, name: buyerName(p), business: false });
    for (const { seed, ref } of sellers) {
      const plan = PLANS[seed.store.name];
      if (plan) seedActivity(db, rng, now, ref, buyers, plan);
    }
    const demo = sellers[0];
    if (options.scale && demo) seedActivity(db, rng, now, demo.ref, buyers, scaledPlan(options.scale));
    // The catalogue comes after every store's orders, so their products and ids are unchanged.
    for (const { seed, ref } of sellers) {
      if (!PLANS[seed.store.name]) continue;
      const store = { ref, groupId: seed.store.categoryGroupId, storeName: seed.store.name };
      seedStoreCatalog(db, store, now, options.dataDir);
      seedTemplates(db, ref.storeId, seed.store.name, now);
      seedOrderRequests(db, ref, buyers, now, PLANS[seed.store.name]?.orderRequests ?? 0);
    }
    if (options.scale && demo) {
      // The scaled plan's products (ordered from) plus these make n × 1,000.
      const bulk = options.scale * 1000 - scaledPlan(options.scale).products.length;
      seedBulkProducts(db, demo.ref, demo.seed.store.categoryGroupId, bulk, now);
    }
    seedReviewThreads(db, now);
    seedBuyerCities(db, buyers);
    seedTenders(
      db,
      now,
      sellers.map((s) => s.ref),
      buyers,
      options.dataDir,
    );
    // Orders seeded with past deadlines become overdue by the server's own rule.
    sweepOverdue(db, now, { quiet: true });
    ensureConsoleAdmin(db, now);
    const disputeSellers = sellers.flatMap(({ seed, ref }) => {
      const plan = PLANS[seed.store.name];
      return plan ? [{ ref, perMarket: plan.disputes }] : [];
    });
    seedDisputes(db, now, disputeSellers, options.dataDir);
    const settingsSellers = sellers.map(({ seed, ref }) => ({ email: seed.email, ref }));
    seedSettings(db, now, settingsSellers, options.dataDir);
    seedBannerPrices(db, now);
    if (demo) seedDemoBanners(db, now, demo.ref.sellerId, options.dataDir);
    seedPromotions(db, now);
    seedCoupons(db, now, sellers.map((s) => s.ref.storeId));
    seedStarterSeller(db, now);
    // Last: chats and notifications are about the orders, requests, tenders and disputes above.
    for (const { seed, ref } of sellers) {
      if (!PLANS[seed.store.name]) continue;
      seedChats(db, ref, now, options.dataDir);
      seedNotifications(db, ref, now);
    }
  })();
}
