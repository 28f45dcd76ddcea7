import type { CouponStatus } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one, placeholders, run } from '../db/query.js';
import { moscowDay } from '../lib/time.js';
import { categoryKey } from './productsCommon.js';
import { COUPON_ORDER_MESSAGES, COUPON_STATUS_SQL } from './couponsRules.js';
import {
  couponDiscountKopecks,
  normaliseCouponCode,
  reachesMinimum,
  toKopecks,
  toRubles,
} from '../../rules/index.js';

/**
 * A buyer's order with a coupon code (docs/contract/marketing.md "Coupons in orders (console)"):
 * `checkOrderCoupon` finds the seller's coupon and computes the discount without writing;
 * `takeCouponUse` counts the use inside the order's transaction, the limit checked in the same
 * statement.
 */

export interface CouponOrderLine {
  productId: number;
  /** Rubles: quantity × price. */
  amount: number;
}

export interface CouponOrder {
  storeId: number;
  /** 1 retail, 2 wholesale: the order's market (= the coupon's `marketType`). */
  marketType: 1 | 2;
  /** As the buyer typed it; blank or absent = no coupon. */
  code: string | null | undefined;
  lines: readonly CouponOrderLine[];
  now: number;
}

export interface AppliedCoupon {
  couponId: number;
  /** The code as stored (upper case). */
  code: string;
  /** Rubles, two decimals (0 only when the eligible lines are worth less than a kopeck's share). */
  discount: number;
}

export type CouponCheck = { ok: true; coupon: AppliedCoupon | null } | { ok: false; message: string };

interface CouponRow {
  id: number;
  code: string;
  discount_type: number;
  discount_value: number;
  min_order_amount: number;
  valid_from: string;
  market_type: 1 | 2;
  status: CouponStatus;
}

/** '3 000' or '2 500,50' (a refusal's amount; regular spaces between the thousands). */
export function rublesText(rubles: number): string {
  const kop = toKopecks(rubles);
  const whole = String(Math.floor(kop / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return kop % 100 === 0 ? whole : `${whole},${String(kop % 100).padStart(2, '0')}`;
}

/** The status refusals, in the precedence of the computed status; `active` passes. */
const STATUS_REFUSAL: Record<Exclude<CouponStatus, 'active'>, (row: CouponRow) => string> = {
  disabled: () => COUPON_ORDER_MESSAGES.status.disabled,
  expired: () => COUPON_ORDER_MESSAGES.status.expired,
  usedUp: () => COUPON_ORDER_MESSAGES.status.usedUp,
  scheduled: (row) => COUPON_ORDER_MESSAGES.status.scheduled(row.valid_from),
};

/** Which of the order's lines the coupon covers: its products, its categories (and below), or every line. */
function eligibleLines(db: Db, couponId: number, lines: readonly CouponOrderLine[]): CouponOrderLine[] {
  const products = new Set(
    all<{ id: number }>(db, 'SELECT product_id AS id FROM coupon_products WHERE coupon_id = ?', couponId).map(
      (r) => r.id,
    ),
  );
  const categories = all<{ id: number }>(
    db,
    'SELECT category_id AS id FROM coupon_categories WHERE coupon_id = ?',
    couponId,
  ).map((r) => categoryKey(r.id));
  if (products.size === 0 && categories.length === 0) return [...lines];
  // The category keys of the order's products, in one read.
  const ids = [...new Set(lines.map((line) => line.productId))];
  const keysOf = new Map(
    categories.length === 0
      ? []
      : all<{ id: number; keys: string }>(
          db,
          `SELECT id, category_keys AS keys FROM products WHERE id IN (${placeholders(ids)})`,
          ...ids,
        ).map((row) => [row.id, row.keys]),
  );
  return lines.filter((line) => {
    if (products.has(line.productId)) return true;
    const keys = keysOf.get(line.productId) ?? '';
    return categories.some((key) => keys.includes(key));
  });
}

/** Checks, in this order: found (the store's code, any case), market, status, minimum, lines. */
export function checkOrderCoupon(db: Db, order: CouponOrder): CouponCheck {
  const code = normaliseCouponCode(order.code ?? '');
  if (code === '') return { ok: true, coupon: null };
  const today = moscowDay(order.now);
  const row = one<CouponRow>(
    db,
    `SELECT c.id, c.code, c.discount_type, c.discount_value, c.min_order_amount, c.valid_from, c.market_type,
       ${COUPON_STATUS_SQL} AS status
     FROM coupons c WHERE c.store_id = ? AND c.code = ?`,
    today,
    today,
    order.storeId,
    code,
  );
  if (!row) return { ok: false, message: COUPON_ORDER_MESSAGES.notFound };
  if (row.market_type !== order.marketType) {
    return { ok: false, message: COUPON_ORDER_MESSAGES.market[row.market_type] };
  }
  if (row.status !== 'active') return { ok: false, message: STATUS_REFUSAL[row.status](row) };
  // The minimum counts the goods: a delivery charge does not make an order big enough.
  const goods = order.lines.reduce((sum, line) => sum + toKopecks(line.amount), 0);
  if (!reachesMinimum(goods, row.min_order_amount)) {
    return { ok: false, message: COUPON_ORDER_MESSAGES.minOrderAmount(rublesText(row.min_order_amount)) };
  }
  const eligible = eligibleLines(db, row.id, order.lines);
  if (eligible.length === 0) return { ok: false, message: COUPON_ORDER_MESSAGES.noLines };
  const eligibleKopecks = eligible.reduce((sum, line) => sum + toKopecks(line.amount), 0);
  const discount = toRubles(couponDiscountKopecks(row.discount_type, row.discount_value, eligibleKopecks));
  return { ok: true, coupon: { couponId: row.id, code: row.code, discount } };
}

/**
 * Counts one use of the coupon: one statement that also checks the limit (and that it is still
 * on), so two orders cannot both take the last use. False = nothing counted (used up meanwhile).
 * Call it inside the order's transaction, before the order's rows are written.
 */
export function takeCouponUse(db: Db, couponId: number): boolean {
  return (
    run(
      db,
      `UPDATE coupons SET usage_count = usage_count + 1
       WHERE id = ? AND is_active = 1 AND (usage_limit IS NULL OR usage_count < usage_limit)`,
      couponId,
    ).changes === 1
  );
}

/** The refusal when `takeCouponUse` found the last use taken. */
export const COUPON_USED_UP = COUPON_ORDER_MESSAGES.status.usedUp;
