import type { CouponInput } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one } from '../db/query.js';
import {
  couponCodeRule,
  couponDaysRule,
  couponDiscountRule,
  couponMinimumRule,
  couponUsageLimitRule,
  normaliseCouponCode,
  type CouponRule,
} from '../../rules/index.js';
import { COUPON_MESSAGES as M } from './couponsRules.js';

/** The checks of a coupon body in the contract's order (docs/contract/marketing.md "Coupons"). */

export type CouponCheck = { ok: true; value: CouponInput } | { ok: false; message: string };

/** What the checks need besides the body: the store, today and, on update, the stored coupon. */
export interface CouponCheckContext {
  storeId: number;
  /** Moscow today, `yyyy-MM-dd`. */
  today: string;
  /** On update: the coupon's id and its usage count; null on create. */
  existing: { id: number; usageCount: number } | null;
}

class Refused extends Error {}
const refuse = (message: string): never => {
  throw new Refused(message);
};

/** Refuses with the server's text of a broken rule (rules/coupons.ts). */
function refuseRule(rule: CouponRule | null, c: CouponCheckContext, field?: 'validFrom' | 'validTo'): void {
  if (rule === null) return;
  if (rule === 'day') refuse(field === 'validTo' ? M.validTo : M.validFrom);
  if (rule === 'usageLimitBelowCount') refuse(M.usageLimitBelowCount(c.existing?.usageCount ?? 0));
  refuse(M[rule as Exclude<CouponRule, 'day' | 'usageLimitBelowCount'>]);
}

function checkCode(db: Db, body: CouponInput, c: CouponCheckContext): string {
  const code = normaliseCouponCode(body.code);
  refuseRule(couponCodeRule(code), c);
  const taken = one<{ id: number; code: string }>(
    db,
    'SELECT id, code FROM coupons WHERE store_id = ? AND code = ?',
    c.storeId,
    code,
  );
  if (taken && taken.id !== c.existing?.id) refuse(M.codeTaken(taken.code));
  return code;
}

function checkDays(body: CouponInput, c: CouponCheckContext): void {
  const broken = couponDaysRule(body.validFrom, body.validTo, c.today, c.existing === null);
  if (broken) refuseRule(broken.rule, c, broken.field);
}

/** The first id of `ids` not found by `sql` (bound: the ids as JSON, then `params`). */
function firstMissing(db: Db, sql: string, ids: readonly number[], ...params: number[]): number | null {
  if (ids.length === 0) return null;
  const found = new Set(all<{ id: number }>(db, sql, JSON.stringify(ids), ...params).map((r) => r.id));
  return ids.find((id) => !found.has(id)) ?? null;
}

function checkTargets(db: Db, body: CouponInput, c: CouponCheckContext): [number[], number[]] {
  const productIds = [...new Set(body.productIds)].sort((a, b) => a - b);
  const categoryIds = [...new Set(body.categoryIds)].sort((a, b) => a - b);
  const product = firstMissing(
    db,
    `SELECT id FROM products
     WHERE id IN (SELECT value FROM json_each(?)) AND store_id = ? AND product_type_id = ?`,
    productIds,
    c.storeId,
    body.marketType,
  );
  if (product !== null) refuse(M.product(product));
  const category = firstMissing(
    db,
    'SELECT id FROM categories WHERE id IN (SELECT value FROM json_each(?))',
    categoryIds,
  );
  if (category !== null) refuse(M.category(category));
  return [productIds, categoryIds];
}

/** Applies every rule; answers the normalised input (code upper-cased, ids distinct and sorted). */
export function checkCoupon(db: Db, body: CouponInput, c: CouponCheckContext): CouponCheck {
  try {
    const code = checkCode(db, body, c);
    refuseRule(couponDiscountRule(body.discountType, body.discountValue), c);
    refuseRule(couponMinimumRule(body.discountType, body.discountValue, body.minOrderAmount), c);
    checkDays(body, c);
    refuseRule(couponUsageLimitRule(body.usageLimit, c.existing?.usageCount ?? null), c);
    const [productIds, categoryIds] = checkTargets(db, body, c);
    return {
      ok: true,
      value: {
        code,
        discountType: body.discountType,
        discountValue: body.discountValue,
        minOrderAmount: body.minOrderAmount,
        validFrom: body.validFrom,
        validTo: body.validTo,
        usageLimit: body.usageLimit,
        marketType: body.marketType,
        productIds,
        categoryIds,
        isActive: body.isActive,
      },
    };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, message: error.message };
    throw error;
  }
}
