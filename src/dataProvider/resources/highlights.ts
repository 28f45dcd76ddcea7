import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import { getPayment, type Payment } from '../../api/payments';
import {
  getHighlightCandidates,
  getHighlightedProducts,
  getHighlightPeriods,
  makeProductAsHighlight,
  type HighlightCandidate,
  type PaymentStart,
  type PromotionPeriod,
  type PromotionRow,
} from '../../api/promotions';
import {
  buildHighlightCandidatesBody,
  buildHighlightListBody,
  buildMakeHighlightBody,
} from '../../api/promotionsPayloads';
import { toListPage } from '../../api/list';
import type { HighlightLabel } from '../../../contract';
import type { ResourceHandler } from '../compose';
import type { SellerScope } from '../scope';
import { filterOf, scalar } from './params';

/** The `highlights` resource (docs/contract/marketing.md "Highlights and top"). */
export const HIGHLIGHTS_RESOURCE = 'highlights';

export interface PaymentParams {
  paymentId: string;
}

/** What the highlight and top pages share: the periods on sale and a payment's outcome. */
export interface PromotionActions {
  getPeriods(resource: string): Promise<PromotionPeriod[]>;
  getPayment(resource: string, params: PaymentParams): Promise<Payment>;
}

export interface HighlightPurchase {
  productId: number;
  periodId: number;
  label: HighlightLabel;
}

export interface HighlightsActions extends PromotionActions {
  /** The products eligible for the label (null: for any label). */
  getCandidates(resource: string, params: { label: HighlightLabel | null }): Promise<HighlightCandidate[]>;
  buy(resource: string, params: HighlightPurchase): Promise<PaymentStart>;
}

export type HighlightsDataProvider = DataProvider & HighlightsActions;

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

export const highlightsHandler = (scope: SellerScope): ResourceHandler => ({
  getList: (params: GetListParams) => getHighlightList(params, scope),
  getPeriods: () => getHighlightPeriods(),
  getPayment: ({ paymentId }: PaymentParams) => getPayment(paymentId),
  getCandidates: ({ label }: { label: HighlightLabel | null }) =>
    getHighlightCandidates(buildHighlightCandidatesBody(scope.sellerId, label)),
  buy: ({ productId, periodId, label }: HighlightPurchase) =>
    makeProductAsHighlight(buildMakeHighlightBody(productId, periodId, label)),
});
