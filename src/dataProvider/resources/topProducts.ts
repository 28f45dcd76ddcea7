import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { getPayment } from '../../api/payments';
import {
  getTopCandidates,
  getTopPeriods,
  getTopProducts,
  makeProductAsTop,
  type PaymentStart,
  type PromotionRow,
  type TopCandidate,
} from '../../api/promotions';
import { buildMakeTopBody, buildTopListBody } from '../../api/promotionsPayloads';
import { toListPage } from '../../api/list';
import type { ResourceHandler } from '../compose';
import type { SellerScope } from '../scope';
import type { PaymentParams, PromotionActions } from './highlights';
import { filterOf, scalar } from './params';

/** The `top-products` resource (docs/contract/marketing.md "Highlights and top"). */
export const TOP_PRODUCTS_RESOURCE = 'top-products';

export interface TopPurchase {
  productId: number;
  periodId: number;
}

export interface TopProductsActions extends PromotionActions {
  /** The published products rated above 4, best first. */
  getCandidates(resource: string): Promise<TopCandidate[]>;
  buy(resource: string, params: TopPurchase): Promise<PaymentStart>;
}

export type TopProductsDataProvider = DataProvider & TopProductsActions;

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

export const topProductsHandler = (scope: SellerScope): ResourceHandler => ({
  getList: (params: GetListParams) => getTopList(params, scope),
  getPeriods: () => getTopPeriods(),
  getPayment: ({ paymentId }: PaymentParams) => getPayment(paymentId),
  getCandidates: () => getTopCandidates(scope.sellerId),
  buy: ({ productId, periodId }: TopPurchase) => makeProductAsTop(buildMakeTopBody(productId, periodId)),
});
