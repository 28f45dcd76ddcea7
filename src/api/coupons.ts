import type {
  CouponDiscountType,
  CouponInput,
  CouponListBody,
  CouponMarketType,
  CouponStatus,
  CouponUpdateBody,
} from '../../contract';
import { decodeCouponPage, decodeSavedCoupon, type Coupon, type CouponPage } from './couponsDecoders';
import { ignoreData } from './decode';
import { request, type RequestOptions } from './http';

/** The wire shapes of this module (contract/marketing.ts); `Coupon` as decoded (couponsDecoders.ts). */
export type {
  Coupon,
  CouponPage,
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

export const getCoupons = (body: CouponListBody): Promise<CouponPage> =>
  request('Marketing/GetCoupones', decodeCouponPage, { body });

/** The saved coupon, or null when the reply does not carry a readable one (the list is read again). */
export const createCoupon = (body: CouponInput): Promise<Coupon | null> =>
  request('Marketing/CreateCoupone', decodeSavedCoupon, { body, ...SAVE_OPTIONS });

export const updateCoupon = (body: CouponUpdateBody): Promise<Coupon | null> =>
  request('Marketing/UpdateCoupones', decodeSavedCoupon, { body, ...SAVE_OPTIONS });

/** No reply field is read; -1 ('Купон не найден') rejects with the server's message. */
export const deleteCoupon = (couponeId: number): Promise<void> =>
  request('Marketing/DeleteCoupone', ignoreData, {
    query: { couponeId },
    handles: [COUPON_REFUSED_STATUS],
  });
