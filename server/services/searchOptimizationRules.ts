import type { SearchFactors, SearchSuggestion } from '../../contract/index.js';

/**
 * The search-optimization score as data (docs/contract/marketing.md "Search optimization"): each
 * factor earns 0..1 of its weight (the weights add up to 100); a factor below 1 suggests its code.
 *
 * A factor's value is an SQL expression over the per-product facts of searchOptimization.ts
 * (`rating` average or 0, `reviews`, `highlighted` and `top` 0/1 running now, `free_shipping`,
 * `has_description`, `has_sizes` 0/1, `images`, `tags` counts): the score of every product of a
 * category is needed to place one, so it is computed where the rows are, in one query.
 */

export type FactorKey = keyof SearchFactors;

export interface Factor {
  key: FactorKey;
  weight: number;
  suggestion: SearchSuggestion;
  sql: string;
}

export const MAX_RATING = 5;
/** This many reviews earn the whole reviews factor. */
export const FULL_REVIEWS = 10;
export const MIN_IMAGES = 3;
export const MIN_TAGS = 1;

/** Completeness: description, ≥ MIN_IMAGES images, weight and sizes, ≥ MIN_TAGS tags; a quarter each. */
const COMPLETENESS_PARTS = ['has_description', `images >= ${MIN_IMAGES}`, 'has_sizes', `tags >= ${MIN_TAGS}`];

export const FACTORS: readonly Factor[] = [
  { key: 'rating', weight: 30, suggestion: 'improveRating', sql: `rating / ${MAX_RATING}.0` },
  {
    key: 'reviews',
    weight: 15,
    suggestion: 'addReviews',
    sql: `min(reviews, ${FULL_REVIEWS}) / ${FULL_REVIEWS}.0`,
  },
  { key: 'highlighted', weight: 15, suggestion: 'buyHighlight', sql: 'highlighted' },
  { key: 'top', weight: 15, suggestion: 'buyTop', sql: 'top' },
  { key: 'freeDelivery', weight: 10, suggestion: 'freeDelivery', sql: 'free_shipping' },
  {
    key: 'completeness',
    weight: 15,
    suggestion: 'completeCard',
    sql: `(${COMPLETENESS_PARTS.map((part) => `(${part})`).join(' + ')}) / ${COMPLETENESS_PARTS.length}.0`,
  },
];

/** `f_rating, f_reviews, ...`: each factor's value, clamped to 0..1. */
export const FACTOR_COLUMNS_SQL = FACTORS.map((f) => `max(0, min(1, ${f.sql})) AS f_${f.key}`).join(',\n  ');

/** Σ weight × factor, rounded (over the columns of FACTOR_COLUMNS_SQL). */
export const SCORE_SQL = `round(${FACTORS.map((f) => `${f.weight} * f_${f.key}`).join(' + ')})`;
