import { format as formatWithPattern, isValid, parseISO } from 'date-fns';
import { ru as ruLocale } from 'date-fns/locale';
import { t } from '../../i18n';
import { toKopecks } from '../../../rules';

/**
 * Display helpers of spec section 9. Pure functions (no React): they read their few words
 * (currency, the missing-value dash, the forms of 'день') from the message tree through `t`.
 */

export type DateInput = string | number | Date | null | undefined;

/** The dash shown for a missing amount or date: '----'. */
export const missingValue = (): string => t('common.money.missing');

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : null;
}

/** 'DD.MM.YYYY HH:mm' in local time (Russian locale); '----' when missing or unreadable. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return date ? formatWithPattern(date, 'dd.MM.yyyy HH:mm', { locale: ruLocale }) : missingValue();
}

/** 'DD.MM.YYYY'; '----' when missing or unreadable. */
export function formatDay(value: DateInput): string {
  const date = toDate(value);
  return date ? formatWithPattern(date, 'dd.MM.yyyy', { locale: ruLocale }) : missingValue();
}

/** Digits grouped by three with plain spaces: 1234567 -> '1 234 567'. */
export function groupDigits(value: number, fractionDigits = 0): string {
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [integer = '0', fraction] = fixed.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const negative = value < 0 && Number(fixed) !== 0;
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/**
 * Rubles: '1 234,50 руб.'; kopecks appear only when non-zero ('1 234 руб.'). Groups are
 * separated by plain spaces (put the value in a `white-space: nowrap` cell; MoneyField does).
 */
export function formatMoney(value: number): string {
  const cents = toKopecks(value);
  const amount = groupDigits(cents / 100, cents % 100 === 0 ? 0 : 2);
  return `${amount} ${t('common.money.currency')}`;
}

/** formatMoney, or '----' for null / undefined / a non-number. */
export function formatMoneyOrDash(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatMoney(value) : missingValue();
}

/** A period as written in the spec ('N дней') in its Russian plural form: '1 день', '2 дня', '5 дней', '21 день'. */
export function formatDays(value: number): string {
  return t('common.period.days', { smart_count: value });
}

/** Spec section 9's rating display; the rule lives in the domain (src/domain/rating.ts). */
export { displayRating } from '../../domain/rating';
