import type { Coupon, CouponStatus } from '../../api/coupons';
import { formatCount, formatDay, missingValue, rublesAmount } from '../../components/format';
import type { StatusKind } from '../../domain';

/**
 * How a coupon's figures read in the table, the cards and the CSV file (texts `coupons.*`). A
 * figure the reply did not carry reads '----'.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** '10 %' or '500,00 руб.'. */
export function discountText(t: Translate, row: Pick<Coupon, 'discountType' | 'discountValue'>): string {
  if (row.discountType === null || row.discountValue === null) return missingValue();
  return row.discountType === 1
    ? t('coupons.discount.percent', { value: row.discountValue })
    : t('coupons.discount.fixed', { amount: rublesAmount(row.discountValue) });
}

/** '3 000,00 руб.' or 'Без минимума'. */
export function minOrderText(t: Translate, row: Pick<Coupon, 'minOrderAmount'>): string {
  if (row.minOrderAmount === null) return missingValue();
  return row.minOrderAmount > 0
    ? t('coupons.discount.fixed', { amount: rublesAmount(row.minOrderAmount) })
    : t('coupons.noMinimum');
}

/** '01.03.2026 – 30.04.2026'. */
export const validityText = (t: Translate, row: Pick<Coupon, 'validFrom' | 'validTo'>): string =>
  row.validFrom === null && row.validTo === null
    ? missingValue()
    : t('coupons.validity', { from: formatDay(row.validFrom), to: formatDay(row.validTo) });

/** '12 из 1 200' or '37' (no limit). */
export function usageText(t: Translate, row: Pick<Coupon, 'usageCount' | 'usageLimit'>): string {
  if (row.usageCount === null) return missingValue();
  return row.usageLimit === null
    ? t('coupons.usage.unlimited', { count: formatCount(row.usageCount) })
    : t('coupons.usage.limited', { count: formatCount(row.usageCount), limit: formatCount(row.usageLimit) });
}

export const marketText = (t: Translate, row: Pick<Coupon, 'marketType'>): string =>
  row.marketType === null ? missingValue() : t(`coupons.market.${row.marketType}`);

/** The code as shown: '----' when the reply did not carry it. */
export const codeText = (row: Pick<Coupon, 'code'>): string => row.code ?? missingValue();

export const STATUS_KINDS: Record<CouponStatus, StatusKind> = {
  active: 'success',
  scheduled: 'purple',
  expired: 'default',
  usedUp: 'danger',
  disabled: 'default',
};

export const statusText = (t: Translate, status: CouponStatus | null): string =>
  status === null ? missingValue() : t(`coupons.status.${status}`);
