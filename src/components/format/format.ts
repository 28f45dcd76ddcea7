import { t } from '../../i18n';
import {
  formatMoscowDateTime,
  formatMoscowDay,
  groupDigits,
  parseInstant,
  rublesAmount,
} from '../../../rules';

/**
 * Display helpers of spec section 9. Pure functions (no React): they read their few words
 * (currency, the missing-value dash, the forms of 'день') from the message tree through `t`.
 */

export type DateInput = string | number | Date | null | undefined;

/** The dash shown for a missing amount or date: '----'. */
export const missingValue = (): string => t('common.money.missing');

/** The instant of a value, or null: texts follow the wire rule of rules/moscowTime.ts. */
function instantOf(value: DateInput): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms =
    typeof value === 'string' ? parseInstant(value) : typeof value === 'number' ? value : value.getTime();
  return ms !== null && Number.isFinite(ms) ? ms : null;
}

/** ' МСК' after a time of day: every time the back office shows is Moscow time. */
export const withZone = (time: string): string => `${time} ${t('common.time.zone')}`;

/** 'DD.MM.YYYY HH:mm МСК' on the Moscow clock, whatever the browser's zone; '----' when missing or unreadable. */
export function formatDate(value: DateInput): string {
  const ms = instantOf(value);
  return ms === null ? missingValue() : withZone(formatMoscowDateTime(ms));
}

/** 'DD.MM.YYYY': the Moscow day (a bare 'yyyy-MM-dd' is that day); '----' when missing or unreadable. */
export function formatDay(value: DateInput): string {
  const ms = instantOf(value);
  return ms === null ? missingValue() : formatMoscowDay(ms);
}

/** Digits grouped by three with plain spaces (rules/numbers.ts): 1234567 -> '1 234 567'. */
export { groupDigits };

/** A count or a quantity: '1 301'; '----' for null / undefined / a non-number. */
export function formatCount(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? groupDigits(value) : missingValue();
}

/**
 * Rubles, kopecks always shown so that a column of amounts lines up: '5 795,00 руб.',
 * '1 234,50 руб.'. Groups are separated by plain spaces (put the value in a
 * `white-space: nowrap` cell; MoneyField does).
 */
export function formatMoney(value: number): string {
  return `${rublesAmount(value)} ${t('common.money.currency')}`;
}

/** An amount without the currency, kopecks always shown: '5 795,00' (for a price range). */
export { rublesAmount };

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
