import type { Difference } from '../../../api/tendersPayloads';
import { formatDays, formatMoney, groupDigits } from '../../../components/format';
import { t } from '../../../i18n';
import { quantityText } from './quantity';

/** '+', '−' (minus sign) or nothing for zero. */
const signOf = (value: number): string => (value > 0 ? '+' : value < 0 ? '\u2212' : '');

const percentText = (percent: number): string =>
  `${signOf(percent)}${groupDigits(Math.abs(percent), Number.isInteger(percent) ? 0 : 1)}`;

/** '+1 200 руб. (+12,5 %)': money above (or '−' below) the tender's figure. */
export function moneyDifferenceText(difference: Difference): string {
  const amount = `${signOf(difference.amount)}${formatMoney(Math.abs(difference.amount))}`;
  return difference.percent === null
    ? amount
    : t('tenders.comparison.withPercent', { amount, percent: percentText(difference.percent) });
}

/** '−4 дня': days more or fewer than the tender's. */
export const daysDifferenceText = ({ amount }: Difference): string =>
  `${signOf(amount)}${formatDays(Math.abs(amount))}`;

/** '+20 шт.': units more or fewer than the tender's. */
export const quantityDifferenceText = ({ amount }: Difference, unit: string | null): string =>
  `${signOf(amount)}${quantityText(Math.abs(amount), unit)}`;
