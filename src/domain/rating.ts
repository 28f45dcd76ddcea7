/**
 * Spec section 9: a rating is shown as its value minus 0.1 with precision 0.1
 * (docs/contract/disputes.md "Rating display"): 5 -> 4,9; an average 4.56 -> 4,5. Stars show the
 * same value.
 */

const MAX_RATING = 5;

/** The value shown for a rating: minus 0.1, rounded to 0.1, within [0, 5]; 0 when missing. */
export function displayRating(rating: number | null | undefined): number {
  if (typeof rating !== 'number' || !Number.isFinite(rating)) return 0;
  // In tenths, so 4.56 - 0.1 is rounded as 44.6 and not as the float 4.459999...
  const tenths = Math.round(rating * 10 - 1);
  return Math.min(MAX_RATING * 10, Math.max(0, tenths)) / 10;
}

/** The shown rating as Russian text, one decimal with a comma: 5 -> '4,9', 1.1 -> '1,0'. */
export const formatRating = (rating: number | null | undefined): string =>
  displayRating(rating).toFixed(1).replace('.', ',');
