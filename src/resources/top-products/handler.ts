import type { GetListParams, GetListResult } from 'react-admin';
import { getPayment } from '../../api/payments';
import {
  getTopCandidates,
  getTopPeriods,
  getTopProducts,
  makeProductAsTop,
  type PromotionRow,
} from '../../api/promotions';
import { buildMakeTopBody, buildTopListBody } from '../../api/promotionsPayloads';
import { toListPage } from '../../api/list';
import { defineHandler, type ResourceDataProvider, type StandardHandlers } from '../../dataProvider/compose';
import type { SellerScope } from '../../dataProvider/scope';
import type { HighlightsDataProvider, PaymentParams } from '../highlights/handler';
import { filterOf, scalar } from '../../dataProvider/params';

/** The `top-products` resource (docs/contract/marketing.md "Highlights and top"). */
export const TOP_PRODUCTS_RESOURCE = 'top-products';

export interface TopPurchase {
  productId: number;
  periodId: number;
}

async function getTopList(
  params: GetListParams,
  { sellerId }: SellerScope,
): Promise<GetListResult<PromotionRow>> {
  const filter = filterOf(params);
  const body = buildTopListBody({
    sellerId,
    status: scalar(filter.status),
    page: params.pagination?.page,
    pageSize: params.pagination?.perPage,
  });
  return toListPage(await getTopProducts(body), body.pagination);
}

export const topProductsHandler = defineHandler((scope: SellerScope) => ({
  getList: (params: GetListParams) => getTopList(params, scope),
  getPeriods: () => getTopPeriods(),
  getPayment: ({ paymentId }: PaymentParams) => getPayment(paymentId),
  getCandidates: () => getTopCandidates(scope.sellerId),
  buy: ({ productId, periodId }: TopPurchase) => makeProductAsTop(buildMakeTopBody(productId, periodId)),
}));

export type TopProductsDataProvider = ResourceDataProvider<typeof topProductsHandler>;

type PromotionCall = keyof StandardHandlers | 'getPeriods' | 'getPayment';
/** What the highlight and top pages share (the periods on sale, a payment's outcome): both handlers must have it. */
export type PromotionDataProvider = Pick<HighlightsDataProvider, PromotionCall> &
  Pick<TopProductsDataProvider, PromotionCall>;
