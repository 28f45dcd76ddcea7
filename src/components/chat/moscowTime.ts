import { format, isValid, parseISO } from 'date-fns';
import { ru } from 'date-fns/locale';
import { moscowDayOf, MOSCOW_UTC_OFFSET_MINUTES } from '../../api/list';

/** Chat times are Moscow times whatever the browser's zone (the marketplace's clock). */

function instantOf(value: string): Date | null {
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

/** A Date whose local fields read as the Moscow wall clock of `instant` (for date-fns patterns). */
function asMoscowWallClock(instant: Date): Date {
  const shifted = new Date(instant.getTime() + MOSCOW_UTC_OFFSET_MINUTES * 60_000);
  return new Date(shifted.getTime() + shifted.getTimezoneOffset() * 60_000);
}

/** 'HH:mm' in Moscow; '' when unreadable. */
export function moscowTime(value: string): string {
  const instant = instantOf(value);
  return instant ? format(asMoscowWallClock(instant), 'HH:mm') : '';
}

/** The Moscow day of an instant as `yyyy-MM-dd` (the key of a day separator); '' when unreadable. */
export function moscowDay(value: string): string {
  const instant = instantOf(value);
  return instant ? moscowDayOf(instant) : '';
}

/** '26 ноября 2026' for a Moscow day `yyyy-MM-dd`. */
export function moscowDayText(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return format(new Date(year, month - 1, date), 'd MMMM yyyy', { locale: ru });
}

/** The Moscow day before a Moscow day `yyyy-MM-dd`. */
export function previousDay(day: string): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}

/** A list's time of a last message: 'HH:mm' today (Moscow), 'dd.MM.yyyy' before. */
export function moscowListTime(value: string, now: Date = new Date()): string {
  const instant = instantOf(value);
  if (!instant) return '';
  if (moscowDayOf(instant) === moscowDayOf(now)) return moscowTime(value);
  return format(asMoscowWallClock(instant), 'dd.MM.yyyy');
}
