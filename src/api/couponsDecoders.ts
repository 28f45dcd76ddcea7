import type { CouponStatus } from '../../contract';
import { type Decoded, decoder, list, maybeFlag, num, oneOf, paged, requiredNum, text, v } from './decode';

/**
 * Coupons as the screens read them (docs/contract/marketing.md "Reading replies (issue 26)"). The
 * specification names no coupon field, so every figure of ours may be missing: it decodes as
 * `null` and the screens write '----'. Only `id` is required of a coupon (a row without one can
 * be neither edited nor deleted): such a row is left out of the list.
 */

export const COUPON_STATUSES = [
  'active',
  'scheduled',
  'expired',
  'usedUp',
  'disabled',
] as const satisfies readonly CouponStatus[];

/** A list of ids, numbers only (unreadable entries left out). */
export const idList = list(requiredNum);

const coupon = v.object({
  id: requiredNum,
  code: text,
  discountType: oneOf([1, 2] as const),
  discountValue: num,
  minOrderAmount: num,
  validFrom: text,
  validTo: text,
  /** `null`: no limit, or not sent (the screens cannot tell them apart; see the contract page). */
  usageLimit: num,
  usageCount: num,
  marketType: oneOf([1, 2] as const),
  productIds: idList,
  categoryIds: idList,
  /** `null` when not sent: the form then starts switched on unless the status says 'disabled'. */
  isActive: maybeFlag,
  status: oneOf(COUPON_STATUSES),
  createdAt: text,
  updatedAt: text,
});

/** A coupon as decoded. */
export type Coupon = Decoded<typeof coupon>;

export const couponPage = paged(coupon);
export type CouponPage = Decoded<typeof couponPage>;

export const decodeCouponPage = decoder(couponPage);
/**
 * A saved coupon: the screens only refresh the list after a save, so an unreadable reply (no id,
 * or `true`) is `null` rather than a failure.
 */
export const decodeSavedCoupon = decoder(v.fallback(v.nullable(coupon), null));
