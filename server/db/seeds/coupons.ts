import { DAY_MS, iso, moscowDay } from '../../lib/time.js';
import type { Db } from '../query.js';
import { all, one, run } from '../query.js';

/**
 * Demo coupons (docs/contract/marketing.md "Coupons"): the demo store gets 14, in every status
 * (more than one page of 10), with usage counts; the second store reuses one code, which other
 * stores may. Idempotent: a code the store already has is left as it is.
 */

interface CouponPlan {
  code: string;
  /** 1 percent, 2 rubles. */
  type: 1 | 2;
  value: number;
  min: number;
  /** Days from the seeding day. */
  from: number;
  to: number;
  limit: number | null;
  used: number;
  market: 1 | 2;
  active: boolean;
  /** How many of the store's products of the market / top categories it names. */
  products?: number;
  categories?: number;
}

const DEMO: readonly CouponPlan[] = [
  {
    code: 'WELCOME-10',
    type: 1,
    value: 10,
    min: 0,
    from: -60,
    to: 120,
    limit: null,
    used: 37,
    market: 1,
    active: true,
  },
  {
    code: 'TOOLS-500',
    type: 2,
    value: 500,
    min: 3000,
    from: -10,
    to: 50,
    limit: 200,
    used: 12,
    market: 1,
    active: true,
    products: 3,
  },
  {
    code: 'OPT-5',
    type: 1,
    value: 5,
    min: 50000,
    from: -30,
    to: 90,
    limit: null,
    used: 4,
    market: 2,
    active: true,
  },
  {
    code: 'SPRING-15',
    type: 1,
    value: 15,
    min: 1500,
    from: 10,
    to: 40,
    limit: 500,
    used: 0,
    market: 1,
    active: true,
    categories: 2,
  },
  {
    code: 'NEWYEAR-1000',
    type: 2,
    value: 1000,
    min: 10000,
    from: 25,
    to: 45,
    limit: 100,
    used: 0,
    market: 1,
    active: true,
  },
  {
    code: 'AUTUMN-20',
    type: 1,
    value: 20,
    min: 2000,
    from: -90,
    to: -20,
    limit: 300,
    used: 141,
    market: 1,
    active: true,
  },
  {
    code: 'BLACKFRIDAY',
    type: 1,
    value: 30,
    min: 0,
    from: -40,
    to: -33,
    limit: null,
    used: 212,
    market: 1,
    active: true,
  },
  {
    code: 'OPT-SUMMER',
    type: 2,
    value: 2500,
    min: 100000,
    from: -120,
    to: -60,
    limit: 50,
    used: 18,
    market: 2,
    active: true,
  },
  {
    code: 'FIRST-50',
    type: 1,
    value: 7,
    min: 0,
    from: -20,
    to: 60,
    limit: 50,
    used: 50,
    market: 1,
    active: true,
  },
  {
    code: 'VIP-3000',
    type: 2,
    value: 3000,
    min: 30000,
    from: -15,
    to: 30,
    limit: 10,
    used: 10,
    market: 2,
    active: true,
    products: 2,
  },
  {
    code: 'TEST-OFF',
    type: 1,
    value: 50,
    min: 0,
    from: -5,
    to: 25,
    limit: null,
    used: 0,
    market: 1,
    active: false,
  },
  {
    code: 'OLD-PROMO',
    type: 2,
    value: 300,
    min: 1000,
    from: -200,
    to: -150,
    limit: 100,
    used: 63,
    market: 1,
    active: false,
  },
  {
    code: 'DRILL-12',
    type: 1,
    value: 12,
    min: 0,
    from: -3,
    to: 27,
    limit: 150,
    used: 9,
    market: 1,
    active: true,
    products: 2,
  },
  {
    code: 'WEEKEND-7',
    type: 1,
    value: 7,
    min: 500,
    from: 0,
    to: 2,
    limit: null,
    used: 2,
    market: 1,
    active: true,
  },
];

const SECOND: readonly CouponPlan[] = [
  {
    code: 'WELCOME-10',
    type: 1,
    value: 10,
    min: 0,
    from: -30,
    to: 60,
    limit: null,
    used: 5,
    market: 1,
    active: true,
  },
  {
    code: 'TEXTILE-200',
    type: 2,
    value: 200,
    min: 2000,
    from: -5,
    to: 30,
    limit: 100,
    used: 1,
    market: 2,
    active: true,
  },
];

function seedStoreCoupons(db: Db, storeId: number, now: number, plans: readonly CouponPlan[]): void {
  const day = (offset: number) => moscowDay(now + offset * DAY_MS);
  plans.forEach((p, i) => {
    const at = iso(now - (plans.length - i) * DAY_MS);
    run(
      db,
      `INSERT OR IGNORE INTO coupons (store_id, code, discount_type, discount_value, min_order_amount, valid_from,
         valid_to, usage_limit, usage_count, market_type, is_active, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      storeId,
      p.code,
      p.type,
      p.value,
      p.min,
      day(p.from),
      day(p.to),
      p.limit,
      p.used,
      p.market,
      p.active ? 1 : 0,
      at,
      at,
    );
    const coupon = one<{ id: number }>(
      db,
      'SELECT id FROM coupons WHERE store_id = ? AND code = ?',
      storeId,
      p.code,
    );
    if (!coupon) return;
    const products = all<{ id: number }>(
      db,
      'SELECT id FROM products WHERE store_id = ? AND product_type_id = ? ORDER BY id LIMIT ?',
      storeId,
      p.market,
      p.products ?? 0,
    );
    for (const { id } of products)
      run(db, 'INSERT OR IGNORE INTO coupon_products (coupon_id, product_id) VALUES (?, ?)', coupon.id, id);
    const categories = all<{ id: number }>(
      db,
      'SELECT id FROM categories WHERE parent_id IS NULL ORDER BY id LIMIT ?',
      p.categories ?? 0,
    );
    for (const { id } of categories)
      run(
        db,
        'INSERT OR IGNORE INTO coupon_categories (coupon_id, category_id) VALUES (?, ?)',
        coupon.id,
        id,
      );
  });
}

/** `storeIds`: the demo store first, then the second demo store. */
export function seedCoupons(db: Db, now: number, storeIds: readonly number[]): void {
  const [demo, second] = storeIds;
  if (demo !== undefined) seedStoreCoupons(db, demo, now, DEMO);
  if (second !== undefined) seedStoreCoupons(db, second, now, SECOND);
}
