import type { HighlightLabel } from '../../contract/index.js';
import { NEW_LABEL_DAYS } from './productsCommon.js';

/**
 * Which label a product may be highlighted with (docs/contract/marketing.md "Highlights and top"),
 * as data. Each rule is an SQL predicate over a published product `p` of the candidates query
 * (highlights.ts), which also provides `rating` (the average review rating, 0 without reviews)
 * and the named parameter `@newSince` (the instant NEW_LABEL_DAYS ago).
 */
export interface EligibilityRule {
  label: HighlightLabel;
  /** The `ProductsForHighlighting` flag that asks for the label. */
  flag: 'forNew' | 'forDiscount' | 'forSale' | 'forTop' | 'forFreeDelivery';
  sql: string;
  /** The refusal of `MakeProductAsHighlight` for a product the rule does not admit. */
  refusal: string;
}

export const NOT_SUITABLE = 'Товар не подходит для этой метки';
export const RATING_TOO_LOW = 'Рейтинг товара должен быть выше 4';

/** A product's average rating must exceed this for label 4 and for the top. */
export const TOP_MIN_RATING = 4;
/** Label 3 'sale': an option discounted at least this much (percent). */
export const SALE_MIN_DISCOUNT = 30;

export const ELIGIBILITY_RULES: readonly EligibilityRule[] = [
  { label: 1, flag: 'forNew', sql: 'p.created_at >= @newSince', refusal: NOT_SUITABLE },
  {
    label: 2,
    flag: 'forDiscount',
    sql: 'EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id AND o.discount > 0)',
    refusal: NOT_SUITABLE,
  },
  {
    label: 3,
    flag: 'forSale',
    sql: `EXISTS (SELECT 1 FROM product_options o WHERE o.product_id = p.id AND o.discount >= ${SALE_MIN_DISCOUNT})`,
    refusal: NOT_SUITABLE,
  },
  { label: 4, flag: 'forTop', sql: `rating > ${TOP_MIN_RATING}`, refusal: RATING_TOO_LOW },
  { label: 5, flag: 'forFreeDelivery', sql: 'p.is_free_shipping = 1', refusal: NOT_SUITABLE },
];

export { NEW_LABEL_DAYS };

/** `ProductsForHighlighting` answers at most this many candidates (and so does the top's list). */
export const MAX_CANDIDATES = 500;
