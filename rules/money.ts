/**
 * Money in whole kopecks (docs/contract/products.md "Net payout", docs/contract/finances.md).
 * Amounts travel and are stored as rubles with at most two decimals; every sum, share and
 * comparison is made on integers, and a share is rounded once, half away from zero, where the
 * contract says `round(…, 2)`.
 */

/** `value` rounded to an integer, half away from zero, ignoring binary noise below 1e-6. */
function roundHalfAwayFromZero(value: number): number {
  // 1.005 × 100 is 100.49999999999999: the six decimals take the noise away first.
  const exact = Number(value.toFixed(6));
  const whole = Math.round(Math.abs(exact));
  return exact < 0 && whole !== 0 ? -whole : whole;
}

/** Rubles as whole kopecks (more than two decimals are rounded half away from zero). */
export const toKopecks = (rubles: number): number => roundHalfAwayFromZero(rubles * 100);

/** Whole kopecks as rubles with two decimals. */
export const toRubles = (kopecks: number): number => kopecks / 100;

/** Rubles rounded to kopecks (half away from zero). */
export const roundRubles = (rubles: number): number => toRubles(toKopecks(rubles));

/** `numerator / denominator` of integers rounded half away from zero; exact for |numerator| < 2^52. */
export function divideRounded(numerator: number, denominator: number): number {
  const quotient = Math.floor((2 * Math.abs(numerator) + denominator) / (2 * denominator));
  return numerator < 0 && quotient !== 0 ? -quotient : quotient;
}

/** A percentage with at most two decimals (12.5 %) as an integer of hundredths (1250). */
export const basisPoints = (percentage: number): number => roundHalfAwayFromZero(percentage * 100);

/** `bp` hundredths of a percent (1250: 12.5 %) of an amount in kopecks, rounded to a kopeck. */
export const basisPointsOfKopecks = (kopecks: number, bp: number): number =>
  divideRounded(kopecks * bp, 10_000);

/** `percentage` % of an amount in kopecks, rounded to a kopeck. */
export const percentOfKopecks = (kopecks: number, percentage: number): number =>
  basisPointsOfKopecks(kopecks, basisPoints(percentage));

/** At most two decimals (kopecks, or a percentage such as 7.25): 12.5 passes, 7.125 does not. */
export const hasTwoDecimalsAtMost = (value: number): boolean =>
  Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
