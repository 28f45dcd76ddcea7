import { divideRounded, toKopecks, toRubles } from './money.js';

/**
 * VAT inside a price (docs/contract/products.md "Net payout"): a price with VAT includes it at
 * 20 %, so its VAT part is price × 20 / 120, rounded to kopecks half away from zero.
 */

/** The VAT rate of the general taxation system, in percent. */
export const VAT_RATE_PERCENT = 20;

/** The VAT part of an amount with VAT, in kopecks. */
export const vatPartKopecks = (kopecks: number, ratePercent: number = VAT_RATE_PERCENT): number =>
  divideRounded(kopecks * ratePercent, 100 + ratePercent);

/** The VAT part of a price in rubles: price × 20 / 120 rounded to kopecks; 0 without VAT. */
export const vatPartOf = (price: number, withVat: boolean): number =>
  withVat ? toRubles(vatPartKopecks(toKopecks(price))) : 0;
