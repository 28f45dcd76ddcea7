import type { Coupon, CouponStatus } from '../../api/coupons';
import { formatDay, groupDigits } from '../../components/format';
import type { StatusKind } from '../../domain';

/** How a coupon's figures read in the table, the cards and the CSV file (texts `coupons.*`). */

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Rubles with kopecks always shown: '500,00'. */
const rubles = (value: number): string => groupDigits(value, 2);

/** '10 %' or '500,00 руб.'. */
export const discountText = (t: Translate, row: Pick<Coupon, 'discountType' | 'discountValue'>): string =>
  row.discountType === 1
    ? t('coupons.discount.percent', { value: row.discountValue })
    : t('coupons.discount.fixed', { amount: rubles(row.discountValue) });

/** '3 000,00 руб.' or 'Без минимума'. */
export const minOrderText = (t: Translate, row: Pick<Coupon, 'minOrderAmount'>): string =>
  row.minOrderAmount > 0
    ? t('coupons.discount.fixed', { amount: rubles(row.minOrderAmount) })
    : t('coupons.noMinimum');

/** '01.03.2026 – 30.04.2026'. */
export const validityText = (t: Translate, row: Pick<Coupon, 'validFrom' | 'validTo'>): string =>
  t('coupons.validity', { from: formatDay(row.validFrom), to: formatDay(row.validTo) });

/** '12 из 200' or '37' (no limit). */
export const usageText = (t: Translate, row: Pick<Coupon, 'usageCount' | 'usageLimit'>): string =>
  row.usageLimit === null
    ? t('coupons.usage.unlimited', { count: row.usageCount })
    : t('coupons.usage.limited', { count: row.usageCount, limit: row.usageLimit });

export const marketText = (t: Translate, row: Pick<Coupon, 'marketType'>): string =>
  t(`coupons.market.${row.marketType}`);

export const STATUS_KINDS: Record<CouponStatus, StatusKind> = {
  active: 'success',
  scheduled: 'purple',
  expired: 'default',
  usedUp: 'danger',
  disabled: 'default',
};

export const statusText = (t: Translate, status: CouponStatus): string => t(`coupons.status.${status}`);
