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

const COMPACT_UNITS = [
  { size: 1e9, name: 'млрд' },
  { size: 1e6, name: 'млн' },
  { size: 1e3, name: 'тыс.' },
] as const;

const upToOneDecimal = (value: number): string => groupDigits(value, 1).replace(/,0$/, '');

/**
 * A chart axis figure in Russian short units, at most one decimal: 1 000 000 -> '1 млн',
 * 18 400 -> '18,4 тыс.', 950 -> '950'. A figure that rounds up to 1 000 of a unit takes the next
 * unit (999 960 -> '1 млн', not '1 000 тыс.').
 */
export function compactNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  const units = [...COMPACT_UNITS].reverse();
  let label = upToOneDecimal(value);
  let promoted = false;
  for (const [index, unit] of units.entries()) {
    if (size < unit.size && !promoted) break;
    // In tenths first, so 2.55 rounds as 25.5 and not as the float 2.5499999...
    const tenths = Math.round((size * 10) / unit.size);
    promoted = tenths >= 10_000 && index < units.length - 1;
    if (promoted) continue;
    label = `${sign}${upToOneDecimal(tenths / 10)} ${unit.name}`;
    break;
  }
  return label;
}
