import { describe, expect, it } from 'vitest';
import {
  couponCodeRule,
  couponDaysRule,
  couponDiscountKopecks,
  couponDiscountRule,
  couponMinimumRule,
  couponUsageLimitRule,
  DiscountType,
  isCalendarDay,
  normaliseCouponCode,
  reachesMinimum,
} from '../../rules';

const { Percent, Fixed } = DiscountType;

describe('coupon rules (rules/coupons.ts)', () => {
  it('a code: trimmed, upper-cased, 4..20 of A–Z, 0–9 and "-"', () => {
    expect(normaliseCouponCode('  spring-10 ')).toBe('SPRING-10');
    expect(couponCodeRule(' spring-10 ')).toBeNull();
    expect(couponCodeRule('AB1')).toBe('code');
    expect(couponCodeRule('ВЕСНА')).toBe('code');
  });

  it('a percent discount is a whole 1..99; a fixed one is above 0, at most 1 000 000 with kopecks', () => {
    expect(couponDiscountRule(Percent, 10)).toBeNull();
    expect(couponDiscountRule(Percent, 0)).toBe('percent');
    expect(couponDiscountRule(Percent, 10.5)).toBe('percent');
    expect(couponDiscountRule(Percent, null)).toBe('percent');
    expect(couponDiscountRule(Fixed, 500.5)).toBeNull();
    expect(couponDiscountRule(Fixed, 0)).toBe('fixed');
    expect(couponDiscountRule(Fixed, 1_000_000.01)).toBe('fixedTooLarge');
    expect(couponDiscountRule(Fixed, 10.005)).toBe('fixedTooLarge');
  });

  it('the minimum order amount: 0..100 000 000 with kopecks, not below a fixed discount', () => {
    expect(couponMinimumRule(Fixed, 500, 0)).toBeNull();
    expect(couponMinimumRule(Fixed, 500, 3000)).toBeNull();
    expect(couponMinimumRule(Fixed, 5000, 3000)).toBe('discountAboveMinimum');
    expect(couponMinimumRule(Percent, 50, 30)).toBeNull();
    expect(couponMinimumRule(Percent, 10, -1)).toBe('minOrderAmount');
    expect(couponMinimumRule(Percent, 10, null)).toBe('minOrderAmount');
  });

  it('days: real calendar days, the end not before the start nor (new coupon) in the past', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(couponDaysRule('2026-03-01', '2026-04-30', '2026-03-10', true)).toBeNull();
    expect(couponDaysRule('2026-02-30', '2026-04-30', '2026-03-10', true)).toEqual({
      field: 'validFrom',
      rule: 'day',
    });
    expect(couponDaysRule('2026-03-01', '2026-02-28', '2026-01-01', true)).toEqual({
      field: 'validTo',
      rule: 'toBeforeFrom',
    });
    expect(couponDaysRule('2026-03-01', '2026-03-05', '2026-03-10', true)).toEqual({
      field: 'validTo',
      rule: 'toInPast',
    });
    expect(couponDaysRule('2026-03-01', '2026-03-05', '2026-03-10', false)).toBeNull();
  });

  it('a usage limit: none, or a whole 1..1 000 000 not below the uses counted', () => {
    expect(couponUsageLimitRule(null, 5)).toBeNull();
    expect(couponUsageLimitRule(10, 5)).toBeNull();
    expect(couponUsageLimitRule(0, null)).toBe('usageLimit');
    expect(couponUsageLimitRule(2.5, null)).toBe('usageLimit');
    expect(couponUsageLimitRule(4, 5)).toBe('usageLimitBelowCount');
  });

  it('the discount of an order in kopecks, and its minimum', () => {
    expect(couponDiscountKopecks(Percent, 15, 123_45)).toBe(1852); // 1851,75
    expect(couponDiscountKopecks(Percent, 10, 5)).toBe(1); // 0,5 → 1
    expect(couponDiscountKopecks(Fixed, 500, 300_00)).toBe(300_00);
    expect(couponDiscountKopecks(Fixed, 500.5, 1000_00)).toBe(500_50);
    expect(reachesMinimum(3000_00, 3000)).toBe(true);
    expect(reachesMinimum(2999_99, 3000)).toBe(false);
  });
});
