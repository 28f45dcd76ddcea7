import type { SearchFactors, SearchSuggestion } from '../../../contract';

/**
 * Where each suggestion of GetSearchOptimization is fixed (rules as data): buying a highlight or
 * the top opens its add page with the product chosen; delivery and the card open the product form.
 */
export const SUGGESTION_TARGETS: Record<SearchSuggestion, (productId: number) => string> = {
  improveRating: () => '/reviews',
  addReviews: () => '/reviews',
  buyHighlight: (id) => `/marketing/highlights/add?productId=${id}`,
  buyTop: (id) => `/marketing/top/add?productId=${id}`,
  freeDelivery: (id) => `/products/edit/${id}`,
  completeCard: (id) => `/products/edit/${id}`,
};

/** The factors in the order the page draws them. */
export const FACTORS = [
  'rating',
  'reviews',
  'highlighted',
  'top',
  'freeDelivery',
  'completeness',
] as const satisfies readonly (keyof SearchFactors)[];

/** A factor (0..1) as a whole percent, clamped. */
export const factorPercent = (value: number): number =>
  Number.isFinite(value) ? Math.round(Math.min(1, Math.max(0, value)) * 100) : 0;

/** Known suggestion codes only (a newer server may send more; they are left out). */
export const knownSuggestions = (codes: readonly string[]): SearchSuggestion[] =>
  codes.filter((code): code is SearchSuggestion => Object.hasOwn(SUGGESTION_TARGETS, code));
