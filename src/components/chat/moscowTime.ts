import { format } from 'date-fns';
import { ru } from 'date-fns/locale';
import {
  addDaysToDay,
  formatMoscowDay,
  formatMoscowTime,
  moscowDayOf,
  parseDayKey,
  parseInstant,
} from '../../../rules';
import { withZone } from '../format';

/** Chat times are Moscow times whatever the browser's zone (the marketplace's clock, rules/moscowTime.ts). */

/** 'HH:mm МСК' in Moscow; '' when unreadable. */
export function moscowTime(value: string): string {
  const instant = parseInstant(value);
  return instant === null ? '' : withZone(formatMoscowTime(instant));
}

/** The Moscow day of an instant as `yyyy-MM-dd` (the key of a day separator); '' when unreadable. */
export function moscowDay(value: string): string {
  const instant = parseInstant(value);
  return instant === null ? '' : moscowDayOf(instant);
}

/** '26 ноября 2026' for a Moscow day `yyyy-MM-dd`. */
export function moscowDayText(day: string): string {
  const parsed = parseDayKey(day);
  return parsed
    ? format(new Date(parsed.year, parsed.month - 1, parsed.day), 'd MMMM yyyy', { locale: ru })
    : '';
}

/** The Moscow day before a Moscow day `yyyy-MM-dd`. */
export const previousDay = (day: string): string => addDaysToDay(day, -1) ?? '';

/** A list's time of a last message: 'HH:mm МСК' today (Moscow), 'dd.MM.yyyy' before. */
export function moscowListTime(value: string, now: Date = new Date()): string {
  const instant = parseInstant(value);
  if (instant === null) return '';
  if (moscowDayOf(instant) === moscowDayOf(now)) return moscowTime(value);
  return formatMoscowDay(instant);
}
