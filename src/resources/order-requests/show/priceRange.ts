import { formatMoney, missingValue } from '../../../components/format';

/** A product's current wholesale price range: '1 000 руб. – 1 300 руб.', one price when equal, '----' without. */
export function priceRangeText(min: number | null, max: number | null): string {
  if (min !== null && max !== null && min !== max) return `${formatMoney(min)} – ${formatMoney(max)}`;
  const one = min ?? max;
  return one === null ? missingValue() : formatMoney(one);
}
