import type { GetListParams, GetListResult } from 'react-admin';
import {
  createBanner,
  getBannerPositions,
  getBannerPrices,
  getBanners,
  type Banner,
} from '../../api/banners';
import {
  buildBannerListBody,
  buildCreateBannerFormData,
  type CreateBannerInput,
} from '../../api/bannersPayloads';
import { toListPage } from '../../api/list';
import { getPayment } from '../../api/payments';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';
import type { SellerScope } from '../../dataProvider/scope';
import { filterOf, scalar } from '../../dataProvider/params';

/** The `banners` resource (docs/contract/marketing.md "Banners"). */
export const BANNERS_RESOURCE = 'banners';

export type BannersDataProvider = ResourceDataProvider<typeof bannersHandler>;

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

export const bannersHandler = defineHandler((scope: SellerScope) => ({
  getList: (params: GetListParams) => getBannerList(params, scope),
  positions: () => getBannerPositions(),
  prices: ({ positionId }: { positionId: number }) => getBannerPrices(positionId),
  createBanner: (input: CreateBannerInput) => createBanner(buildCreateBannerFormData(input)),
  payment: ({ paymentId }: { paymentId: string }) => getPayment(paymentId),
}));
