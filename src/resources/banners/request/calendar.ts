import type { BannerDayPrice } from '../../../api/banners';

/**
 * The banner calendar's rules (docs/contract/marketing.md "Banners"): a period is picked by two
 * clicks (start, then end), lasts at most 31 days and may hold no booked day; its price is the
 * sum of its days' prices. Pure functions over the server's 90 days.
 */

export const MAX_BANNER_DAYS = 31;

/** A picked period: `end` null while only the start is chosen. Days are `yyyy-MM-dd`. */
export interface DayRange {
  start: string;
  end: string | null;
}

export type RangeRefusal =
  { reason: 'booked'; days: string[] } | { reason: 'tooLong' } | { reason: 'unknownDay' };

export interface RangeStep {
  range: DayRange | null;
  refusal: RangeRefusal | null;
}

const DAY_MS = 86_400_000;

const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Days from `from` to `to`, both included (0 when inverted). */
export const daysBetween = (from: string, to: string): number =>
  Math.max(0, dayNumber(to) - dayNumber(from) + 1);

/** The calendar's days of a period, in order (days outside the calendar are not there). */
export const daysOf = (days: readonly BannerDayPrice[], range: DayRange): BannerDayPrice[] => {
  const end = range.end ?? range.start;
  return days.filter((day) => day.date >= range.start && day.date <= end);
};

/** The booked days of a period. */
export const bookedIn = (days: readonly BannerDayPrice[], range: DayRange): string[] =>
  daysOf(days, range)
    .filter((day) => day.isBooked)
    .map((day) => day.date);

/**
 * The price of a period: the sum of its days' prices, rounded to kopecks; null when a day's price
 * is unknown or the calendar does not hold the period's days (a period typed in by hand).
 */
export function rangeTotal(days: readonly BannerDayPrice[], range: DayRange | null): number | null {
  if (!range) return 0;
  const picked = daysOf(days, range);
  if (picked.length !== daysBetween(range.start, range.end ?? range.start)) return null;
  let kopecks = 0;
  for (const day of picked) {
    if (day.price === null) return null;
    kopecks += day.price * 100;
  }
  return Math.round(kopecks) / 100;
}

/**
 * One click on a day. No period or a complete one: the click starts a new period. A started
 * period: a day before its start moves the start; else the day ends it, unless the period would
 * be longer than 31 days or hold a booked day (then it stays as it was, with the refusal).
 * A booked or unknown day never starts a period.
 */
export function clickDay(days: readonly BannerDayPrice[], range: DayRange | null, date: string): RangeStep {
  const day = days.find((d) => d.date === date);
  if (!day) return { range, refusal: { reason: 'unknownDay' } };
  if (day.isBooked) return { range, refusal: { reason: 'booked', days: [date] } };
  if (!range || range.end !== null || date < range.start)
    return { range: { start: date, end: null }, refusal: null };
  const next = { start: range.start, end: date };
  if (daysBetween(next.start, date) > MAX_BANNER_DAYS) return { range, refusal: { reason: 'tooLong' } };
  const booked = bookedIn(days, next);
  if (booked.length > 0) return { range, refusal: { reason: 'booked', days: booked } };
  return { range: next, refusal: null };
}

/** Whether a day belongs to the picked period (a started one holds its start only). */
export const inRange = (range: DayRange | null, date: string): boolean =>
  range !== null && date >= range.start && date <= (range.end ?? range.start);

/** A month of the calendar: its first day (`yyyy-MM-01`) and its weeks' cells, Monday first. */
export interface CalendarMonth {
  month: string;
  /** Blank cells (null) before the first day so that each day sits under its weekday. */
  cells: (BannerDayPrice | null)[];
}

/** Monday 0 .. Sunday 6 of a `yyyy-MM-dd` day. */
export const weekdayOf = (day: string): number => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The server's days grouped by month, each month padded to start on its first day's weekday. */
export function calendarMonths(days: readonly BannerDayPrice[]): CalendarMonth[] {
  const months: CalendarMonth[] = [];
  for (const day of days) {
    const month = `${day.date.slice(0, 7)}-01`;
    let current = months[months.length - 1];
    if (!current || current.month !== month) {
      current = { month, cells: Array.from({ length: weekdayOf(day.date) }, () => null) };
      months.push(current);
    }
    current.cells.push(day);
  }
  return months;
}
