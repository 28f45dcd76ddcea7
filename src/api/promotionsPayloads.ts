import type {
  AdvertStatus,
  HighlightLabel,
  MakeHighlightBody,
  MakeTopBody,
  ProductsForHighlightingBody,
  PromotionListBody,
} from '../../contract';
import { pagination } from './list';
import type { FilterScalar } from './ordersPayloads';
import type { HighlightCandidate } from './promotionsDecoders';

/**
 * Pure builders of the highlight and top calls' bodies (docs/contract/marketing.md "Highlights
 * and top"): the list filters, the candidates' label flags and the purchase bodies.
 */

/** Spec section 9: highlighted and top products are listed 10 a page. */
export const PROMOTION_PAGE_SIZE = 10;

/** The five product labels of spec section 3, in their order. */
export const HIGHLIGHT_LABELS: readonly HighlightLabel[] = [1, 2, 3, 4, 5];

const ADVERT_STATUSES: readonly AdvertStatus[] = [1, 2, 3, 4, 5];

const oneOf = <Id extends number>(ids: readonly Id[], value: FilterScalar): Id | null => {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  const id = Number(value);
  return (ids as readonly number[]).includes(id) ? (id as Id) : null;
};

/** A label of a filter or a form value (1..5), else null. */
export const highlightLabelOf = (value: FilterScalar): HighlightLabel | null =>
  oneOf(HIGHLIGHT_LABELS, value);

/** An advert status of a filter (1..5), else null (= every status). */
export const advertStatusOf = (value: FilterScalar): AdvertStatus | null => oneOf(ADVERT_STATUSES, value);

export interface PromotionListInput {
  sellerId: number;
  /** Highlights only: the label filter. */
  label?: FilterScalar;
  status?: FilterScalar;
  page?: number;
  pageSize?: number;
}

/** POST HighlightedProducts: every filter key, an empty one null, 10 a page. */
export const buildHighlightListBody = (input: PromotionListInput): PromotionListBody => ({
  sellerId: input.sellerId,
  label: highlightLabelOf(input.label),
  status: advertStatusOf(input.status),
  pagination: pagination(input.page, input.pageSize, PROMOTION_PAGE_SIZE),
});

/** POST TopProducts: no label (the call has none), 10 a page. */
export const buildTopListBody = (input: PromotionListInput): PromotionListBody => ({
  sellerId: input.sellerId,
  status: advertStatusOf(input.status),
  pagination: pagination(input.page, input.pageSize, PROMOTION_PAGE_SIZE),
});

/** The flag of ProductsForHighlighting that asks for each label. */
const LABEL_FLAGS = {
  1: 'forNew',
  2: 'forDiscount',
  3: 'forSale',
  4: 'forTop',
  5: 'forFreeDelivery',
} as const satisfies Record<HighlightLabel, keyof ProductsForHighlightingBody>;

/** POST ProductsForHighlighting for the chosen label: its flag true, the others false; no label: all false (any label). */
export function buildHighlightCandidatesBody(
  sellerId: number,
  label: HighlightLabel | null,
): ProductsForHighlightingBody {
  const body: ProductsForHighlightingBody = {
    sellerId,
    forNew: false,
    forDiscount: false,
    forSale: false,
    forFreeDelivery: false,
    forTop: false,
  };
  if (label !== null) body[LABEL_FLAGS[label]] = true;
  return body;
}

/**
 * Whether a candidate may be bought for the label: only an eligible one. A taken label (running
 * or waiting for payment) is a hint, not a block: a new purchase cancels an abandoned pending
 * payment, and the server refuses a running one ('Товар уже выделен этой меткой'). Without
 * `eligibleLabels` (our addition) the server's choice for the label's flag is trusted: every
 * candidate is offered, and MakeProductAsHighlight refuses a wrong one with its reason.
 */
export const canHighlight = (
  candidate: Pick<HighlightCandidate, 'eligibleLabels'>,
  label: HighlightLabel,
): boolean => candidate.eligibleLabels === null || candidate.eligibleLabels.includes(label);

/** The label is running or waiting for payment for this product. */
export const isLabelTaken = (
  candidate: Pick<HighlightCandidate, 'takenLabels'>,
  label: HighlightLabel,
): boolean => candidate.takenLabels.includes(label);

const positiveId = (value: number, what: string): number => {
  if (!Number.isInteger(value) || value <= 0) throw new Error(`promotions: bad ${what} ${String(value)}`);
  return value;
};

/** POST MakeProductAsHighlight. */
export const buildMakeHighlightBody = (
  productId: number,
  periodId: number,
  label: HighlightLabel,
): MakeHighlightBody => ({
  productId: positiveId(productId, 'productId'),
  periodId: positiveId(periodId, 'periodId'),
  label,
});

/** POST MakeProductAsTop. */
export const buildMakeTopBody = (productId: number, periodId: number): MakeTopBody => ({
  productId: positiveId(productId, 'productId'),
  periodId: positiveId(periodId, 'periodId'),
});
