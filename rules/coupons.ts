import { hasTwoDecimalsAtMost, percentOfKopecks, toKopecks } from './money.js';

/**
 * The rules of a coupon (docs/contract/marketing.md "Coupons", "Coupons in orders (console)"):
 * the limits of its fields and the discount it gives an order. Each check answers the code of
 * the broken rule (the client's texts `coupons.rules.<code>`, the server's couponsRules.ts) or null.
 */

export const DiscountType = { Percent: 1, Fixed: 2 } as const;

export const COUPON_LIMITS = {
  code: /^[A-Z0-9-]{4,20}$/,
  percent: { min: 1, max: 99 },
  fixed: { max: 1_000_000 },
  minOrderAmount: { min: 0, max: 100_000_000 },
  usageLimit: { min: 1, max: 1_000_000 },
  /** Distinct product and category ids a coupon may name. */
  ids: 100,
} as const;

export type CouponRule =
  | 'code'
  | 'percent'
  | 'fixed'
  | 'fixedTooLarge'
  | 'minOrderAmount'
  | 'discountAboveMinimum'
  | 'day'
  | 'toBeforeFrom'
  | 'toInPast'
  | 'usageLimit'
  | 'usageLimitBelowCount';

/** The code as it is stored and looked up: trimmed, upper-cased. */
export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase();

export const couponCodeRule = (code: string): CouponRule | null =>
  COUPON_LIMITS.code.test(normaliseCouponCode(code)) ? null : 'code';

/** Percent: a whole 1..99. Fixed: more than 0, at most 1 000 000 rubles with kopecks at most. */
export function couponDiscountRule(discountType: number, value: number | null): CouponRule | null {
  if (discountType === DiscountType.Percent) {
    const { min, max } = COUPON_LIMITS.percent;
    return value === null || !Number.isInteger(value) || value < min || value > max ? 'percent' : null;
  }
  if (value === null || !(value > 0)) return 'fixed';
  return value > COUPON_LIMITS.fixed.max || !hasTwoDecimalsAtMost(value) ? 'fixedTooLarge' : null;
}

/** The minimum order amount (0 = none) and, for a fixed discount, not below the discount. */
export function couponMinimumRule(
  discountType: number,
  discountValue: number | null,
  minOrderAmount: number | null,
): CouponRule | null {
  const { min, max } = COUPON_LIMITS.minOrderAmount;
  if (
    minOrderAmount === null ||
    minOrderAmount < min ||
    minOrderAmount > max ||
    !hasTwoDecimalsAtMost(minOrderAmount)
  )
    return 'minOrderAmount';
  const fixedAboveMinimum =
    discountType === DiscountType.Fixed &&
    minOrderAmount > 0 &&
    discountValue !== null &&
    discountValue > minOrderAmount;
  return fixedAboveMinimum ? 'discountAboveMinimum' : null;
}

/** A real calendar day written `yyyy-MM-dd`. */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export interface CouponDaysRule {
  field: 'validFrom' | 'validTo';
  rule: CouponRule;
}

/** Both days real, the end not before the start, and a new coupon's end not already past. */
export function couponDaysRule(
  validFrom: string,
  validTo: string,
  today: string,
  isNew: boolean,
): CouponDaysRule | null {
  if (!isCalendarDay(validFrom)) return { field: 'validFrom', rule: 'day' };
  if (!isCalendarDay(validTo)) return { field: 'validTo', rule: 'day' };
  if (validTo < validFrom) return { field: 'validTo', rule: 'toBeforeFrom' };
  if (isNew && validTo < today) return { field: 'validTo', rule: 'toInPast' };
  return null;
}

/** No limit (null), or a whole 1..1 000 000 not below the uses already counted. */
export function couponUsageLimitRule(limit: number | null, usageCount: number | null): CouponRule | null {
  if (limit === null) return null;
  const { min, max } = COUPON_LIMITS.usageLimit;
  if (!Number.isInteger(limit) || limit < min || limit > max) return 'usageLimit';
  return usageCount !== null && limit < usageCount ? 'usageLimitBelowCount' : null;
}

/** Whether the goods (delivery excluded) reach the coupon's minimum order amount. */
export const reachesMinimum = (goodsKopecks: number, minOrderAmount: number): boolean =>
  goodsKopecks >= toKopecks(minOrderAmount);

/** The discount in kopecks: the percent of the eligible amount, or the fixed amount capped at it. */
export const couponDiscountKopecks = (
  discountType: number,
  value: number,
  eligibleKopecks: number,
): number =>
  discountType === DiscountType.Percent
    ? percentOfKopecks(eligibleKopecks, value)
    : Math.min(toKopecks(value), eligibleKopecks);
