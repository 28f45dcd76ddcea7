import type { HighlightLabel, SearchSuggestion } from '../../contract';
import { ADVERT_STATUSES, listOf } from './bannersDecoders';
import {
  type Decoded,
  decoder,
  firstOf,
  flag,
  list,
  maybeRecord,
  num,
  numOr,
  oneOf,
  paged,
  requiredNum,
  text,
  v,
} from './decode';

/**
 * Highlights, top and 'Выдача товара' as the screens read them (docs/contract/marketing.md
 * "Reading replies (issue 26)"). The spec names a period's `id`, `daysCount` and `price` and, of
 * products, `productId`/`id`, `productName`/`name`, `image`; the rest is ours and may be missing.
 */

export const HIGHLIGHT_LABELS = [1, 2, 3, 4, 5] as const satisfies readonly HighlightLabel[];

/** One label id (also as text); anything else fails, so a list of labels leaves it out. */
const label = v.pipe(v.union([v.number(), v.string()]), v.transform(Number), v.picklist(HIGHLIGHT_LABELS));
const labelList = list(label);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A product of a candidates list under the spec's product names (`id`, `name`, `image`) or ours. */
const asCandidate = v.transform((value: unknown) =>
  isRecord(value)
    ? {
        ...value,
        productId: value.productId ?? value.id,
        productName: value.productName ?? value.name,
        productImage: value.productImage ?? value.image,
      }
    : value,
);

const period = v.object({ id: requiredNum, daysCount: num, price: num });
export type PromotionPeriod = Decoded<typeof period>;
export const decodePeriods = decoder(listOf(period));

/**
 * A product of ProductsForHighlighting. `eligibleLabels` is `null` when not sent: the server
 * chose the product for the flagged label, so it is offered for every label (a wrong one is
 * refused by MakeProductAsHighlight). `takenLabels` missing: none known.
 */
const highlightCandidate = v.pipe(
  v.unknown(),
  asCandidate,
  v.object({
    productId: requiredNum,
    productName: text,
    productImage: text,
    productTypeId: oneOf([1, 2] as const),
    rating: num,
    eligibleLabels: v.fallback(v.nullable(labelList), null),
    takenLabels: labelList,
  }),
);
export type HighlightCandidate = Decoded<typeof highlightCandidate>;
export const decodeHighlightCandidates = decoder(listOf(highlightCandidate));

/** A product of ProductsThatRatingMoreThanFour; `isTop` missing is `false` (no hint shown). */
const topCandidate = v.pipe(
  v.unknown(),
  asCandidate,
  v.object({
    productId: requiredNum,
    productName: text,
    productImage: text,
    rating: num,
    reviewsCount: num,
    isTop: flag,
  }),
);
export type TopCandidate = Decoded<typeof topCandidate>;
export const decodeTopCandidates = decoder(listOf(topCandidate));

/** A row of HighlightedProducts / TopProducts; the advert status as `advertStatus` or `status`. */
const promotionRow = v.pipe(
  v.looseObject({
    id: requiredNum,
    productId: num,
    productName: text,
    productImage: text,
    label: oneOf(HIGHLIGHT_LABELS),
    daysCount: num,
    price: num,
    activeFrom: text,
    activeTo: text,
    paymentId: text,
  }),
  v.transform((row) => ({
    id: row.id,
    productId: row.productId,
    productName: row.productName,
    productImage: row.productImage,
    label: row.label,
    daysCount: row.daysCount,
    price: row.price,
    activeFrom: row.activeFrom,
    activeTo: row.activeTo,
    advertStatus: firstOf(row, ['advertStatus', 'status'], oneOf(ADVERT_STATUSES)),
    paymentId: row.paymentId,
  })),
);
export type PromotionRow = Decoded<typeof promotionRow>;
export const decodePromotionPage = decoder(paged(promotionRow));

const SUGGESTIONS = [
  'addReviews',
  'improveRating',
  'buyHighlight',
  'buyTop',
  'freeDelivery',
  'completeCard',
] as const satisfies readonly SearchSuggestion[];

/** A row of GetSearchOptimization (our call); `factors` missing is `null` (no bars drawn). */
const searchOptimizationRow = v.object({
  productId: requiredNum,
  name: text,
  categoryName: text,
  position: num,
  of: num,
  score: num,
  factors: maybeRecord({
    rating: numOr(0),
    reviews: numOr(0),
    highlighted: numOr(0),
    top: numOr(0),
    freeDelivery: numOr(0),
    completeness: numOr(0),
  }),
  suggestions: list(v.picklist(SUGGESTIONS)),
});
export type SearchOptimizationRow = Decoded<typeof searchOptimizationRow>;
export const searchOptimizationPage = paged(searchOptimizationRow);
export type SearchOptimizationPage = Decoded<typeof searchOptimizationPage>;
export const decodeSearchOptimizationPage = decoder(searchOptimizationPage);
