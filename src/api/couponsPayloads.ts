import type {
  Coupon,
  CouponDiscountType,
  CouponInput,
  CouponListBody,
  CouponMarketType,
  CouponStatus,
  CouponUpdateBody,
} from './coupons';
import { COUPONS_PAGE_SIZE } from './coupons';
import { COUPON_STATUSES } from './couponsDecoders';
import { pagination } from './list';
import { normaliseCouponCode } from '../../rules';

/** Pure builders of the coupon calls' payloads (docs/contract/marketing.md "Coupons"). */

export { COUPON_STATUSES };
export const DISCOUNT_TYPES = [1, 2] as const satisfies readonly CouponDiscountType[];
export const MARKET_TYPES = [1, 2] as const satisfies readonly CouponMarketType[];

/** The coupon form as typed: numbers stay text until sent, so a draft keeps what the seller wrote. */
export interface CouponFormValues {
  code: string;
  discountType: CouponDiscountType;
  discountValue: string;
  minOrderAmount: string;
  /** `yyyy-MM-dd`. */
  validFrom: string;
  validTo: string;
  /** '' = unlimited. */
  usageLimit: string;
  marketType: CouponMarketType;
  productIds: number[];
  categoryIds: number[];
  isActive: boolean;
}

/** A new coupon: 10 %, from today for 30 days, unlimited, retail, the whole store, switched on. */
export const emptyCouponValues = (today: string, in30Days: string): CouponFormValues => ({
  code: '',
  discountType: 1,
  discountValue: '',
  minOrderAmount: '0',
  validFrom: today,
  validTo: in30Days,
  usageLimit: '',
  marketType: 1,
  productIds: [],
  categoryIds: [],
  isActive: true,
});

/** An amount as the form writes it (decimal comma); '' when the reply did not carry it. */
const amountText = (value: number | null): string => (value === null ? '' : String(value).replace('.', ','));

/**
 * The form of a stored coupon (amounts written with a decimal comma). A field the reply did not
 * carry starts empty (the seller fills it in; the checks ask for it), the switch on unless the
 * status says 'disabled'.
 */
export const couponFormValuesOf = (coupon: Coupon): CouponFormValues => ({
  code: coupon.code ?? '',
  discountType: coupon.discountType ?? 1,
  discountValue: amountText(coupon.discountValue),
  minOrderAmount: amountText(coupon.minOrderAmount),
  validFrom: coupon.validFrom ?? '',
  validTo: coupon.validTo ?? '',
  usageLimit: coupon.usageLimit === null ? '' : String(coupon.usageLimit),
  marketType: coupon.marketType ?? 1,
  productIds: [...coupon.productIds],
  categoryIds: [...coupon.categoryIds],
  isActive: coupon.isActive ?? coupon.status !== 'disabled',
});

/** '1 500,5' -> 1500.5; null for an empty or unreadable text. */
export function parseDecimal(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(compact) ? Number(compact) : null;
}

/** The code as the server stores it: trimmed, upper-cased (rules/coupons.ts). */
export { normaliseCouponCode };

/**
 * The CreateCoupone body of valid form values (src/validation/coupons.ts checks them first;
 * an unreadable amount would be sent as NaN -> null by JSON, which the server refuses).
 */
export const couponInputOf = (values: CouponFormValues): CouponInput => ({
  code: normaliseCouponCode(values.code),
  discountType: values.discountType,
  discountValue: parseDecimal(values.discountValue) ?? Number.NaN,
  minOrderAmount:
    values.minOrderAmount.trim() === '' ? 0 : (parseDecimal(values.minOrderAmount) ?? Number.NaN),
  validFrom: values.validFrom,
  validTo: values.validTo,
  usageLimit: values.usageLimit.trim() === '' ? null : (parseDecimal(values.usageLimit) ?? Number.NaN),
  marketType: values.marketType,
  productIds: [...new Set(values.productIds)],
  categoryIds: [...new Set(values.categoryIds)],
  isActive: values.isActive,
});

/** The UpdateCoupones body; `reactivate` only when the seller agreed to extend an expired coupon. */
export const couponUpdateBodyOf = (
  id: number,
  values: CouponFormValues,
  reactivate: boolean,
): CouponUpdateBody => ({
  id,
  ...couponInputOf(values),
  ...(reactivate ? { reactivate: true } : {}),
});

/**
 * The UpdateCoupones body that switches a stored coupon off and changes nothing else (the stored
 * values as they came; a value the reply did not carry goes as the form would send it).
 */
export const couponDisableBodyOf = (coupon: Coupon): CouponUpdateBody => {
  const body = couponUpdateBodyOf(coupon.id, couponFormValuesOf(coupon), false);
  return {
    ...body,
    code: coupon.code ?? body.code,
    discountValue: coupon.discountValue ?? body.discountValue,
    minOrderAmount: coupon.minOrderAmount ?? body.minOrderAmount,
    usageLimit: coupon.usageLimit,
    isActive: false,
  };
};

/** The coupon list filter as the screen keeps it (URL values). */
export interface CouponListInput {
  sellerId: number;
  status?: unknown;
  code?: unknown;
  marketType?: unknown;
  page?: number;
  pageSize?: number;
}

export const couponStatusOrNull = (value: unknown): CouponStatus | null =>
  COUPON_STATUSES.find((status) => status === value) ?? null;

export const marketTypeOrNull = (value: unknown): CouponMarketType | null =>
  MARKET_TYPES.find((type) => type === Number(value) && value !== '' && value !== null) ?? null;

/** The GetCoupones body: every key present, empty filters null, 10 rows a page. */
export function buildCouponListBody(input: CouponListInput): CouponListBody {
  const code = typeof input.code === 'string' ? normaliseCouponCode(input.code) : '';
  return {
    sellerId: input.sellerId,
    status: couponStatusOrNull(input.status),
    code: code === '' ? null : code,
    marketType: marketTypeOrNull(input.marketType),
    pagination: pagination(input.page, input.pageSize, COUPONS_PAGE_SIZE),
  };
}
