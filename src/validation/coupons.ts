import { parseDecimal, type CouponFormValues } from '../api/couponsPayloads';
import type { MessageKey } from '../i18n/keys';
import {
  couponCodeRule,
  couponDaysRule,
  couponDiscountRule,
  couponMinimumRule,
  couponUsageLimitRule,
  type CouponRule,
} from '../../rules';

/**
 * The coupon rules (rules/coupons.ts, the server applies the same) checked before sending, each
 * with its text `coupons.rules.<rule>`. The rules that need the store's data (a taken code,
 * unknown products) are the server's alone.
 */

export interface CouponRuleMessage {
  key: MessageKey;
  args?: Record<string, string | number>;
}

export type CouponField = keyof CouponFormValues;
export type CouponErrors = Partial<Record<CouponField, CouponRuleMessage>>;

export interface CouponRuleContext {
  /** Moscow today, `yyyy-MM-dd`. */
  today: string;
  /** Editing: the stored coupon's usage count; null for a new coupon. */
  usageCount: number | null;
}

function message(rule: CouponRule | null, c: CouponRuleContext): CouponRuleMessage | undefined {
  if (rule === null) return undefined;
  const key: MessageKey = `coupons.rules.${rule}`;
  return rule === 'usageLimitBelowCount' ? { key, args: { count: c.usageCount ?? 0 } } : { key };
}

function daysErrors(values: CouponFormValues, c: CouponRuleContext): CouponErrors {
  const broken = couponDaysRule(values.validFrom, values.validTo, c.today, c.usageCount === null);
  return broken ? { [broken.field]: message(broken.rule, c) } : {};
}

/** Every field's first broken rule; empty when the form may be sent. */
export function couponErrors(values: CouponFormValues, c: CouponRuleContext): CouponErrors {
  const discount = parseDecimal(values.discountValue);
  const minimumText = values.minOrderAmount.trim();
  const limitText = values.usageLimit.trim();
  const limit = limitText === '' ? null : (parseDecimal(limitText) ?? Number.NaN);
  const errors: CouponErrors = {
    code: message(couponCodeRule(values.code), c),
    discountValue: message(couponDiscountRule(values.discountType, discount), c),
    minOrderAmount: message(
      couponMinimumRule(values.discountType, discount, minimumText === '' ? 0 : parseDecimal(minimumText)),
      c,
    ),
    usageLimit: message(couponUsageLimitRule(limit, c.usageCount), c),
    ...daysErrors(values, c),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, m]) => m !== undefined)) as CouponErrors;
}

