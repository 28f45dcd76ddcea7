import { unchecked } from './decode';
import type {
  Coupon,
  CouponDiscountType,
  CouponInput,
  CouponListBody,
  CouponMarketType,
  CouponStatus,
  CouponUpdateBody,
} from '../../contract';
import { request, type RequestOptions } from './http';
import type { PagedResult } from './types';

/** The wire shapes of this module (contract/marketing.ts). */
export type {
  Coupon,
  CouponDiscountType,
  CouponInput,
  CouponListBody,
  CouponMarketType,
  CouponStatus,
  CouponUpdateBody,
};

/**
 * Coupons under /seller/api/Marketing (docs/contract/marketing.md "Coupons"). The saving calls
 * handle -1 (a rule's Russian text: the dialog shows it and keeps the input) and -2 (an expired
 * coupon whose end moves into the future: the dialog asks and resends with `reactivate: true`).
 */

/** Spec section 9: the coupon list shows 10 rows a page. */
export const COUPONS_PAGE_SIZE = 10;

export const COUPON_REFUSED_STATUS = -1;
export const COUPON_EXPIRED_STATUS = -2;

const SAVE_OPTIONS: Pick<RequestOptions, 'handles'> = {
  handles: [COUPON_REFUSED_STATUS, COUPON_EXPIRED_STATUS],
};

export const getCoupons = (body: CouponListBody): Promise<PagedResult<Coupon>> =>
  request('Marketing/GetCoupones', unchecked<PagedResult<Coupon>>(), { body });

export const createCoupon = (body: CouponInput): Promise<Coupon> =>
  request('Marketing/CreateCoupone', unchecked<Coupon>(), { body, ...SAVE_OPTIONS });

export const updateCoupon = (body: CouponUpdateBody): Promise<Coupon> =>
  request('Marketing/UpdateCoupones', unchecked<Coupon>(), { body, ...SAVE_OPTIONS });

/** Resolves `true`; -1 ('Купон не найден') rejects with the server's message. */
export const deleteCoupon = (couponeId: number): Promise<unknown> =>
  request('Marketing/DeleteCoupone', unchecked<unknown>(), {
    query: { couponeId },
    handles: [COUPON_REFUSED_STATUS],
  });
