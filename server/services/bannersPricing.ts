import { DAY_MS, moscowDay, moscowDayStart } from '../lib/time.js';

/** How many days the banner calendar shows and sells: Moscow today and the next 89 (docs/contract/marketing.md). */
export const BANNER_CALENDAR_DAYS = 90;

/** Price factor by weekday (0 Sunday .. 6 Saturday): weekends cost half as much again. */
export const BANNER_DAY_FACTORS: readonly number[] = [1.5, 1, 1, 1, 1, 1, 1.5];

/** The weekday (0 Sunday) of a `yyyy-MM-dd` day. */
const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The rule's price of a day for a position's base price, in whole rubles. */
export const rulePrice = (basePrice: number, day: string): number =>
  Math.round(basePrice * (BANNER_DAY_FACTORS[weekdayOf(day)] ?? 1));

/** The `yyyy-MM-dd` days of the calendar that starts on the Moscow day of `now`. */
export function calendarDays(now: number, count = BANNER_CALENDAR_DAYS): string[] {
  const start = moscowDayStart(now);
  // Noon of each day, so a day is never skipped or repeated by rounding.
  return Array.from({ length: count }, (_, i) => moscowDay(start + i * DAY_MS + DAY_MS / 2));
}
