import { toKopecks } from './money.js';

/**
 * How numbers read in the product (spec section 9): digits grouped by three with plain spaces
 * and a decimal comma. Counts and quantities are whole numbers ('1 301'); money always shows its
 * kopecks ('5 795,00'), so the amounts of a column line up.
 */

/** Digits grouped by three with plain spaces: 1234567 -> '1 234 567'; 1234.5 with 2 -> '1 234,50'. */
export function groupDigits(value: number, fractionDigits = 0): string {
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [integer = '0', fraction] = fixed.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const negative = value < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** Rubles without the currency, kopecks always shown: 5795 -> '5 795,00', 1234.5 -> '1 234,50'. */
export const rublesAmount = (rubles: number): string => groupDigits(toKopecks(rubles) / 100, 2);
