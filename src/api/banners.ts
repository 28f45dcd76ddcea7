import type { BannerListBody } from '../../contract';
import {
  decodeBannerPage,
  decodeBannerPositions,
  decodeBannerPrices,
  type Banner,
  type BannerDayPrice,
  type BannerPosition,
} from './bannersDecoders';
import { request } from './http';
import type { Paged } from './decode';
import { decodePaymentStart, type PaymentStart } from './paymentsDecoders';

/** The body of GetBanners (contract/marketing.ts) and the replies as decoded (bannersDecoders.ts). */
export type { Banner, BannerDayPrice, BannerListBody, BannerPosition };
/** CreateBanner's reply: the payment to open (and our `bannerId`). */
export type BannerCreated = PaymentStart;

/** Banners (docs/contract/marketing.md "Banners", spec section 7). Paths under /seller/api. */

/** A refusal the request form shows as the server wrote it (`errorMessage`), the input kept. */
export const BANNER_REFUSED = -1;

export const getBannerPositions = (): Promise<BannerPosition[]> =>
  request('Marketing/GetBannerPositions', decodeBannerPositions, { method: 'GET' });

/** Today and the next 89 Moscow days of a position: price and whether it is booked. */
export const getBannerPrices = (bannerPositionId: number): Promise<BannerDayPrice[]> =>
  request('Marketing/GetBannerPricesWithDate', decodeBannerPrices, {
    method: 'GET',
    query: { bannerPositionId },
  });

/** Multipart (build it with `buildCreateBannerFormData`); -1 rejects without leaving the form. */
export const createBanner = (form: FormData): Promise<BannerCreated> =>
  request('Marketing/CreateBanner', decodePaymentStart, { body: form, handles: [BANNER_REFUSED] });

export const getBanners = (body: BannerListBody): Promise<Paged<Banner>> =>
  request('Marketing/GetBanners', decodeBannerPage, { body });
