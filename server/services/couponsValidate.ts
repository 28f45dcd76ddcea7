import type { CouponInput } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one } from '../db/query.js';
import { moscowDayStartOf } from '../lib/time.js';
import { COUPON_LIMITS as L, COUPON_MESSAGES as M, DiscountType } from './couponsRules.js';

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

const hasTwoDecimals = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const isDay = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return (
    match !== null && moscowDayStartOf({ year: +match[1]!, month: +match[2]!, day: +match[3]! }) !== null
  );
};

function checkCode(db: Db, body: CouponInput, c: CouponCheckContext): string {
  const code = body.code.trim().toUpperCase();
  if (!L.code.test(code)) refuse(M.code);
  const taken = one<{ id: number; code: string }>(
    db,
    'SELECT id, code FROM coupons WHERE store_id = ? AND code = ?',
    c.storeId,
    code,
  );
  if (taken && taken.id !== c.existing?.id) refuse(M.codeTaken(taken.code));
  return code;
}

function checkDiscount(body: CouponInput): void {
  const value = body.discountValue;
  if (body.discountType === DiscountType.percent) {
    if (!Number.isInteger(value) || value < L.percent.min || value > L.percent.max) refuse(M.percent);
    return;
  }
  if (!(value > 0)) refuse(M.fixed);
  if (value > L.fixed.max || !hasTwoDecimals(value)) refuse(M.fixedTooLarge);
}

function checkMinimum(body: CouponInput): void {
  const min = body.minOrderAmount;
  if (min < L.minOrderAmount.min || min > L.minOrderAmount.max || !hasTwoDecimals(min))
    refuse(M.minOrderAmount);
  if (body.discountType === DiscountType.fixed && min > 0 && body.discountValue > min) {
    refuse(M.discountAboveMinimum);
  }
}

function checkDays(body: CouponInput, c: CouponCheckContext): void {
  if (!isDay(body.validFrom)) refuse(M.validFrom);
  if (!isDay(body.validTo)) refuse(M.validTo);
  if (body.validTo < body.validFrom) refuse(M.toBeforeFrom);
  if (c.existing === null && body.validTo < c.today) refuse(M.toInPast);
}

function checkUsageLimit(body: CouponInput, c: CouponCheckContext): void {
  const limit = body.usageLimit;
  if (limit === null) return;
  if (!Number.isInteger(limit) || limit < L.usageLimit.min || limit > L.usageLimit.max) refuse(M.usageLimit);
  if (c.existing && limit < c.existing.usageCount) refuse(M.usageLimitBelowCount(c.existing.usageCount));
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
    checkDiscount(body);
    checkMinimum(body);
    checkDays(body, c);
    checkUsageLimit(body, c);
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
