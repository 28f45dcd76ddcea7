import type { SearchOptimizationRow, SearchSuggestion } from '../../contract/index.js';

/**
 * The search-optimization score as data (docs/contract/marketing.md "Search optimization"): each
 * factor earns 0..1 of its weight (the weights add up to 100); a factor below 1 suggests its code.
 */

/** What the one query of searchOptimization.ts reads per product. */
export interface ProductFacts {
  /** Average review rating, 0 without reviews. */
  rating: number;
  reviews: number;
  highlighted: boolean;
  top: boolean;
  freeShipping: boolean;
  hasDescription: boolean;
  images: number;
  /** Weight, length, width and height all given. */
  hasSizes: boolean;
  tags: number;
}

export type FactorKey = keyof SearchOptimizationRow['factors'];

export interface Factor {
  key: FactorKey;
  weight: number;
  suggestion: SearchSuggestion;
  value: (facts: ProductFacts) => number;
}

export const MAX_RATING = 5;
/** This many reviews earn the whole reviews factor. */
export const FULL_REVIEWS = 10;
export const MIN_IMAGES = 3;
export const MIN_TAGS = 1;

const share = (parts: readonly boolean[]): number => parts.filter(Boolean).length / parts.length;

export const FACTORS: readonly Factor[] = [
  { key: 'rating', weight: 30, suggestion: 'improveRating', value: (f) => f.rating / MAX_RATING },
  { key: 'reviews', weight: 15, suggestion: 'addReviews', value: (f) => Math.min(f.reviews, FULL_REVIEWS) / FULL_REVIEWS },
  { key: 'highlighted', weight: 15, suggestion: 'buyHighlight', value: (f) => (f.highlighted ? 1 : 0) },
  { key: 'top', weight: 15, suggestion: 'buyTop', value: (f) => (f.top ? 1 : 0) },
  { key: 'freeDelivery', weight: 10, suggestion: 'freeDelivery', value: (f) => (f.freeShipping ? 1 : 0) },
  {
    key: 'completeness',
    weight: 15,
    suggestion: 'completeCard',
    value: (f) => share([f.hasDescription, f.images >= MIN_IMAGES, f.hasSizes, f.tags >= MIN_TAGS]),
  },
];

export interface Scored {
  score: number;
  factors: SearchOptimizationRow['factors'];
  suggestions: SearchSuggestion[];
}

/** The score (Σ weight × factor, rounded), the factors (2 decimals) and the suggestions of one product. */
export function scoreOf(facts: ProductFacts): Scored {
  const factors = {} as SearchOptimizationRow['factors'];
  const suggestions: SearchSuggestion[] = [];
  let total = 0;
  for (const factor of FACTORS) {
    const value = Math.max(0, Math.min(1, factor.value(facts)));
    factors[factor.key] = Math.round(value * 100) / 100;
    total += factor.weight * value;
    if (value < 1) suggestions.push(factor.suggestion);
  }
  return { score: Math.round(total), factors, suggestions };
}
