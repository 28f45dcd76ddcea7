import { formatDay, formatMoney, groupDigits } from '../../components/format';
import { csvMoney, type CsvCell } from '../../components/csv';
import { t } from '../../i18n';

/**
 * How an analytics figure is written (spec section 9, Russian formats): counts with grouped
 * digits, rubles, percents and hours with one decimal comma, days 'DD.MM.YYYY'. A figure the
 * reply does not have (a mean of nothing) is '----'.
 */
export type FigureFormat = 'count' | 'money' | 'percent' | 'hours';
export type CellFormat = FigureFormat | 'day' | 'text';

export type CellValue = number | string | null | undefined;

/** One decimal, dropped when it is zero: 12.5 -> '12,5', 3 -> '3'. */
const oneDecimal = (value: number): string => groupDigits(value, 1).replace(/,0$/, '');

export function formatFigure(value: number | null | undefined, format: FigureFormat): string {
  if (typeof value !== 'number' || !Number.isFinite(value)) return t('analytics.noValue');
  switch (format) {
    case 'money':
      return formatMoney(value);
    case 'percent':
      return t('analytics.percent', { value: oneDecimal(value) });
    case 'hours':
      return t('analytics.hours', { value: oneDecimal(value) });
    default:
      return groupDigits(value);
  }
}

/** A table cell as the seller reads it. */
export function formatCell(value: CellValue, format: CellFormat): string {
  if (format === 'text') return value === null || value === undefined ? '' : String(value);
  if (format === 'day') return typeof value === 'string' ? formatDay(value) : t('analytics.noValue');
  return formatFigure(typeof value === 'number' ? value : null, format);
}

/** A CSV cell: numbers stay numbers (decimal comma), money with two decimals, days 'DD.MM.YYYY'. */
export function csvValue(value: CellValue, format: CellFormat): CsvCell {
  if (value === null || value === undefined) return '';
  if (format === 'day') return typeof value === 'string' ? formatDay(value) : '';
  if (format === 'money') return typeof value === 'number' ? csvMoney(value) : '';
  return value;
}

/** The short day of a chart axis: 'DD.MM'. */
export const axisDay = (day: string): string => formatDay(day).slice(0, 5);

/** '+12,5 %' / '−3 %' / '0 %'. */
export function formatChange(change: number): string {
  const sign = change > 0 ? '+' : change < 0 ? '−' : '';
  return `${sign}${t('analytics.percent', { value: oneDecimal(Math.abs(change)) })}`;
}
