import { normaliseCouponCode, parseDecimal, type CouponFormValues } from '../api/couponsPayloads';
import type { MessageKey } from '../i18n/keys';

/**
 * The coupon rules the server applies (docs/contract/marketing.md "Coupons", server
 * couponsRules.ts), checked before sending, with the same Russian texts (`coupons.rules.*`). The
 * rules that need the store's data (a taken code, unknown products) are the server's alone.
 */

export interface CouponRuleMessage {
  key: MessageKey;
  args?: Record<string, string | number>;
}

export type CouponField = keyof CouponFormValues;
export type CouponErrors = Partial<Record<CouponField, CouponRuleMessage>>;

export const COUPON_RULES = {
  code: /^[A-Z0-9-]{4,20}$/,
  percent: { min: 1, max: 99 },
  fixedMax: 1_000_000,
  minOrderAmountMax: 100_000_000,
  usageLimit: { min: 1, max: 1_000_000 },
} as const;

export interface CouponRuleContext {
  /** Moscow today, `yyyy-MM-dd`. */
  today: string;
  /** Editing: the stored coupon's usage count; null for a new coupon. */
  usageCount: number | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const rule = (key: MessageKey, args?: Record<string, string | number>): CouponRuleMessage =>
  args ? { key, args } : { key };
const hasTwoDecimals = (value: number): boolean => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

function discountError(values: CouponFormValues): CouponRuleMessage | undefined {
  const value = parseDecimal(values.discountValue);
  if (values.discountType === 1) {
    const { min, max } = COUPON_RULES.percent;
    return value === null || !Number.isInteger(value) || value < min || value > max
      ? rule('coupons.rules.percent')
      : undefined;
  }
  if (value === null || !(value > 0)) return rule('coupons.rules.fixed');
  if (value > COUPON_RULES.fixedMax || !hasTwoDecimals(value)) return rule('coupons.rules.fixedTooLarge');
  return undefined;
}

function minimumError(values: CouponFormValues): CouponRuleMessage | undefined {
  const text = values.minOrderAmount.trim();
  const min = text === '' ? 0 : parseDecimal(text);
  if (min === null || min < 0 || min > COUPON_RULES.minOrderAmountMax || !hasTwoDecimals(min))
    return rule('coupons.rules.minOrderAmount');
  const discount = parseDecimal(values.discountValue);
  if (values.discountType === 2 && min > 0 && discount !== null && discount > min)
    return rule('coupons.rules.discountAboveMinimum');
  return undefined;
}

function daysErrors(values: CouponFormValues, c: CouponRuleContext): CouponErrors {
  if (!DAY.test(values.validFrom)) return { validFrom: rule('coupons.rules.day') };
  if (!DAY.test(values.validTo)) return { validTo: rule('coupons.rules.day') };
  if (values.validTo < values.validFrom) return { validTo: rule('coupons.rules.toBeforeFrom') };
  if (c.usageCount === null && values.validTo < c.today) return { validTo: rule('coupons.rules.toInPast') };
  return {};
}

function usageLimitError(values: CouponFormValues, c: CouponRuleContext): CouponRuleMessage | undefined {
  const text = values.usageLimit.trim();
  if (text === '') return undefined;
  const limit = parseDecimal(text);
  const { min, max } = COUPON_RULES.usageLimit;
  if (limit === null || !Number.isInteger(limit) || limit < min || limit > max)
    return rule('coupons.rules.usageLimit');
  if (c.usageCount !== null && limit < c.usageCount)
    return rule('coupons.rules.usageLimitBelowCount', { count: c.usageCount });
  return undefined;
}

/** Every field's first broken rule; empty when the form may be sent. */
export function couponErrors(values: CouponFormValues, c: CouponRuleContext): CouponErrors {
  const errors: CouponErrors = {
    code: COUPON_RULES.code.test(normaliseCouponCode(values.code)) ? undefined : rule('coupons.rules.code'),
    discountValue: discountError(values),
    minOrderAmount: minimumError(values),
    usageLimit: usageLimitError(values, c),
    ...daysErrors(values, c),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, m]) => m !== undefined)) as CouponErrors;
}

export const hasCouponErrors = (errors: CouponErrors): boolean => Object.keys(errors).length > 0;
