import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import {
  createBanner,
  getBannerPositions,
  getBannerPrices,
  getBanners,
  type Banner,
  type BannerCreated,
  type BannerDayPrice,
  type BannerPosition,
} from '../../api/banners';
import {
  buildBannerListBody,
  buildCreateBannerFormData,
  type CreateBannerInput,
} from '../../api/bannersPayloads';
import { toListPage } from '../../api/list';
import { getPayment, type Payment } from '../../api/payments';
import type { ResourceHandler } from '../compose';
import type { SellerScope } from '../scope';
import { filterOf, scalar } from './params';

/** The `banners` resource (docs/contract/marketing.md "Banners"). */
export const BANNERS_RESOURCE = 'banners';

export interface BannersActions {
  positions(resource: string): Promise<BannerPosition[]>;
  prices(resource: string, params: { positionId: number }): Promise<BannerDayPrice[]>;
  /** CreateBanner; the reply's paymentUrl is where the browser goes next. */
  createBanner(resource: string, params: CreateBannerInput): Promise<BannerCreated>;
  /** The outcome of a payment the seller returns from (`?paymentId=`). */
  payment(resource: string, params: { paymentId: string }): Promise<Payment>;
}

export type BannersDataProvider = DataProvider & BannersActions;

async function getBannerList(params: GetListParams, { userId }: SellerScope): Promise<GetListResult<Banner>> {
  const filter = filterOf(params);
  const body = buildBannerListBody({
    userId,
    status: scalar(filter.status),
    dateFrom: scalar(filter.dateFrom),
    dateTo: scalar(filter.dateTo),
    page: params.pagination?.page,
    pageSize: params.pagination?.perPage,
  });
  return toListPage(await getBanners(body), body.pagination);
}

export const bannersHandler = (scope: SellerScope): ResourceHandler => ({
  getList: (params: GetListParams) => getBannerList(params, scope),
  positions: () => getBannerPositions(),
  prices: ({ positionId }: { positionId: number }) => getBannerPrices(positionId),
  createBanner: (input: CreateBannerInput) => createBanner(buildCreateBannerFormData(input)),
  payment: ({ paymentId }: { paymentId: string }) => getPayment(paymentId),
});
