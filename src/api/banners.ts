import { unchecked } from './decode';
import type { Banner, BannerCreated, BannerDayPrice, BannerListBody, BannerPosition } from '../../contract';
import { request } from './http';
import type { PagedResult } from './types';

/** The wire shapes of this module (contract/marketing.ts). */
export type { Banner, BannerCreated, BannerDayPrice, BannerListBody, BannerPosition };

/** Banners (docs/contract/marketing.md "Banners", spec section 7). Paths under /seller/api. */

/** A refusal the request form shows as the server wrote it (`errorMessage`), the input kept. */
export const BANNER_REFUSED = -1;

export const getBannerPositions = (): Promise<BannerPosition[]> =>
  request('Marketing/GetBannerPositions', unchecked<BannerPosition[]>(), { method: 'GET' });

/** Today and the next 89 Moscow days of a position: price and whether it is booked. */
export const getBannerPrices = (bannerPositionId: number): Promise<BannerDayPrice[]> =>
  request('Marketing/GetBannerPricesWithDate', unchecked<BannerDayPrice[]>(), {
    method: 'GET',
    query: { bannerPositionId },
  });

/** Multipart (build it with `buildCreateBannerFormData`); -1 rejects without leaving the form. */
export const createBanner = (form: FormData): Promise<BannerCreated> =>
  request('Marketing/CreateBanner', unchecked<BannerCreated>(), { body: form, handles: [BANNER_REFUSED] });

export const getBanners = (body: BannerListBody): Promise<PagedResult<Banner>> =>
  request('Marketing/GetBanners', unchecked<PagedResult<Banner>>(), { body });
