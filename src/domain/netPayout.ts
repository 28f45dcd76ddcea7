/**
 * Prices of a product option and what the seller receives per unit (docs/contract/products.md
 * "Net payout"). Pure, in whole kopecks so that no binary fraction leaks into a rounding:
 * `newPrice = round(priceForOne × (100 − discount) / 100, 2)`,
 * `commission = round(newPrice × percentage / 100, 2)`, `vat = round(newPrice × 20 / 120, 2)` when
 * the option is with VAT, and `payout = newPrice − commission − vat`.
 */

/** The VAT rate included in a price with VAT (20 %): its part is price × 20 / 120. */
export const VAT_RATE_PERCENT = 20;

/** Rubles to whole kopecks (a typed price has at most two decimals; more are rounded). */
export const toKopecks = (rubles: number): number => Math.round(rubles * 100);

/** Whole kopecks to rubles. */
export const toRubles = (kopecks: number): number => kopecks / 100;

/**
 * `numerator / denominator` rounded half away from zero, tolerant of the float noise of a
 * fractional percentage (5.1 × 100 is 509.99999999999994).
 */
function divideRounded(numerator: number, denominator: number): number {
  const exact = Number((numerator / denominator).toFixed(6));
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/** The price after the discount percent, rounded to kopecks (what the server stores as newPrice). */
export function discountedPrice(priceForOne: number, discountPercent: number): number {
  return toRubles(divideRounded(toKopecks(priceForOne) * (100 - discountPercent), 100));
}

/** The seller's commission on a price: price × percentage / 100, rounded to kopecks. */
export function commissionOf(price: number, percentage: number): number {
  return toRubles(divideRounded(toKopecks(price) * percentage, 100));
}

/** The VAT part of a price with VAT: price × 20 / 120, rounded to kopecks; 0 without VAT. */
export function vatPartOf(price: number, withVat: boolean): number {
  return withVat ? toRubles(divideRounded(toKopecks(price) * VAT_RATE_PERCENT, 100 + VAT_RATE_PERCENT)) : 0;
}

export interface PayoutInput {
  priceForOne: number;
  /** Percent 0..99. */
  discount: number;
  withVat: boolean;
  /** The seller's commission percentage. */
  commissionPercentage: number;
}

export interface Payout {
  newPrice: number;
  commission: number;
  vat: number;
  /** newPrice − commission − vat. */
  payout: number;
}

/** Every figure of an option's net payout. */
export function netPayout({ priceForOne, discount, withVat, commissionPercentage }: PayoutInput): Payout {
  const newPrice = discountedPrice(priceForOne, discount);
  const commission = commissionOf(newPrice, commissionPercentage);
  const vat = vatPartOf(newPrice, withVat);
  return {
    newPrice,
    commission,
    vat,
    payout: toRubles(toKopecks(newPrice) - toKopecks(commission) - toKopecks(vat)),
  };
}
