import { divideRounded, percentOfKopecks, toKopecks, toRubles } from './money.js';
import { vatPartKopecks } from './vat.js';

/**
 * What the seller receives per unit of a product option (docs/contract/products.md "Net
 * payout"), the one rule of the product form (live figures) and of the product lists
 * (`netPayout` column), in whole kopecks:
 * `newPrice = round(priceForOne × (100 − discount) / 100, 2)`,
 * `commission = round(newPrice × percentage / 100, 2)`, `vat = round(newPrice × 20 / 120, 2)`
 * with VAT (else 0), `payout = newPrice − commission − vat` (exact: no rounding of its own).
 * Each round() is half away from zero on the exact value, never on a binary fraction.
 */

/** The price after the discount percent (an integer 0..99) in kopecks. */
export const discountedPriceKopecks = (priceForOneKopecks: number, discountPercent: number): number =>
  divideRounded(priceForOneKopecks * (100 - discountPercent), 100);

/** The price after the discount percent, rounded to kopecks (what the server stores as newPrice). */
export const discountedPrice = (priceForOne: number, discountPercent: number): number =>
  toRubles(discountedPriceKopecks(toKopecks(priceForOne), discountPercent));

/** The seller's commission on a price: price × percentage / 100, rounded to kopecks. */
export const commissionOf = (price: number, percentage: number): number =>
  toRubles(percentOfKopecks(toKopecks(price), percentage));

export interface Payout {
  newPrice: number;
  commission: number;
  vat: number;
  /** newPrice − commission − vat. */
  payout: number;
}

/** Every figure of the payout on a discounted price (the lists start from the stored newPrice). */
export function payoutOfNewPrice(newPrice: number, withVat: boolean, commissionPercentage: number): Payout {
  const price = toKopecks(newPrice);
  const commission = percentOfKopecks(price, commissionPercentage);
  const vat = withVat ? vatPartKopecks(price) : 0;
  return {
    newPrice: toRubles(price),
    commission: toRubles(commission),
    vat: toRubles(vat),
    payout: toRubles(price - commission - vat),
  };
}

export interface PayoutInput {
  priceForOne: number;
  /** Percent 0..99. */
  discount: number;
  withVat: boolean;
  /** The seller's commission percentage. */
  commissionPercentage: number;
}

/** Every figure of an option's net payout, from its price and discount (the product form). */
export const netPayout = ({ priceForOne, discount, withVat, commissionPercentage }: PayoutInput): Payout =>
  payoutOfNewPrice(discountedPrice(priceForOne, discount), withVat, commissionPercentage);
