import { DAY_MS, HOUR_MS, iso, monthStartIso } from '../../lib/time.js';
import type { Db } from '../query.js';
import { insert } from './insert.js';
import { seedOrders } from './orders.js';
import type { Random } from './random.js';
import type { BuyerRef, SellerRef } from './refs.js';
import { seedProductReviews } from './reviews.js';

export interface ActivityPlan {
  products: readonly string[];
  drafts: number;
  inactive: number;
  wholesaleOrders: number;
  retailOrders: number;
  /** Completed orders placed in the current month (per market), so monthly sales are never empty. */
  completedThisMonth: number;
  /** The fixed block of scenario orders (every status and method) before the random ones. */
  orderScenarios: boolean;
  /** Order requests (seeds/orderRequests.ts; at least one of every status). */
  orderRequests: number;
  /** Disputes per market (seeds/disputes.ts; four or more cover every status). */
  disputes: number;
  reviews: number;
}

/** Dates relative to the seeding moment; in-progress items are recent, finished ones spread over a year. */
class Dates {
  private readonly monthStart: number;

  constructor(
    private readonly now: number,
    private readonly rng: Random,
  ) {
    this.monthStart = Date.parse(monthStartIso(now));
  }

  past(maxDays: number): string {
    return iso(this.now - this.rng.int(HOUR_MS, maxDays * DAY_MS));
  }

  thisMonth(): string {
    return iso(this.monthStart + Math.floor(this.rng.next() * Math.max(0, this.now - this.monthStart)));
  }
}

function seedProducts(db: Db, rng: Random, dates: Dates, seller: SellerRef, plan: ActivityPlan): number[] {
  const live: number[] = [];
  plan.products.forEach((name, index) => {
    const fromEnd = plan.products.length - index;
    const isDraft = fromEnd <= plan.drafts;
    const isActive = !isDraft && fromEnd > plan.drafts + plan.inactive;
    const id = insert(db, 'products', {
      store_id: seller.storeId,
      product_name: name,
      product_type_id: rng.chance(0.5) ? 1 : 2,
      is_draft: isDraft,
      is_active: isActive,
      created_at: dates.past(400),
    });
    if (!isDraft) live.push(id);
  });
  return live;
}

/*
 * Order requests (seeds/orderRequests.ts), disputes (seeds/disputes.ts) and tenders are seeded by
 * seed.ts after every store's catalogue and orders: they need priced products and delivered orders.
 */

/** Products, orders and reviews of one seller (chats and notifications: seeds/chats.ts, seeds/notifications.ts). */
export function seedActivity(
  db: Db,
  rng: Random,
  now: number,
  seller: SellerRef,
  buyers: BuyerRef[],
  plan: ActivityPlan,
): void {
  const dates = new Dates(now, rng);
  const products = seedProducts(db, rng, dates, seller, plan);
  seedOrders(db, rng, now, seller, buyers, {
    wholesaleOrders: plan.wholesaleOrders,
    retailOrders: plan.retailOrders,
    completedThisMonth: plan.completedThisMonth,
    scenarios: plan.orderScenarios,
  });
  seedProductReviews(db, rng, (maxDays) => dates.past(maxDays), seller, buyers, products, plan.reviews);
}
