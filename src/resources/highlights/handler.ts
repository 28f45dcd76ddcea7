import type { GetListParams, GetListResult } from 'react-admin';
import { getPayment } from '../../api/payments';
import {
  getHighlightCandidates,
  getHighlightedProducts,
  getHighlightPeriods,
  makeProductAsHighlight,
  type PromotionRow,
} from '../../api/promotions';
import {
  buildHighlightCandidatesBody,
  buildHighlightListBody,
  buildMakeHighlightBody,
} from '../../api/promotionsPayloads';
import { toListPage } from '../../api/list';
import type { HighlightLabel } from '../../../contract';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';
import type { SellerScope } from '../../dataProvider/scope';
import { filterOf, scalar } from '../../dataProvider/params';

/** The `highlights` resource (docs/contract/marketing.md "Highlights and top"). */
export const HIGHLIGHTS_RESOURCE = 'highlights';

export interface PaymentParams {
  paymentId: string;
}

export interface HighlightPurchase {
  productId: number;
  periodId: number;
  label: HighlightLabel;
}

async function getHighlightList(
  params: GetListParams,
  { sellerId }: SellerScope,
): Promise<GetListResult<PromotionRow>> {
  const filter = filterOf(params);
  const body = buildHighlightListBody({
    sellerId,
    label: scalar(filter.label),
    status: scalar(filter.status),
    page: params.pagination?.page,
    pageSize: params.pagination?.perPage,
  });
  return toListPage(await getHighlightedProducts(body), body.pagination);
}

export const highlightsHandler = defineHandler((scope: SellerScope) => ({
  getList: (params: GetListParams) => getHighlightList(params, scope),
  getPeriods: () => getHighlightPeriods(),
  getPayment: ({ paymentId }: PaymentParams) => getPayment(paymentId),
  getCandidates: ({ label }: { label: HighlightLabel | null }) =>
    getHighlightCandidates(buildHighlightCandidatesBody(scope.sellerId, label)),
  buy: ({ productId, periodId, label }: HighlightPurchase) =>
    makeProductAsHighlight(buildMakeHighlightBody(productId, periodId, label)),
}));

export type HighlightsDataProvider = ResourceDataProvider<typeof highlightsHandler>;
