import { endOfMoscowDay, middayOfMoscowDay, moscowWallClock, type CalendarDay } from '../../../../rules';

/**
 * Day values of the order forms and how they travel (ISO 8601 date-times, docs/contract/orders.md).
 * A picked day is a Moscow calendar day whatever the browser's zone: the calendars hand over
 * local midnight of the clicked day, whose local fields are that day.
 */

/** The server accepts deadlines at most this many days ahead. */
export const MAX_DAYS_AHEAD = 365;

/** The calendar day a picker's Date stands for. */
export const pickedCalendarDay = (date: Date): CalendarDay => ({
  year: date.getFullYear(),
  month: date.getMonth() + 1,
  day: date.getDate(),
});

/** A deadline day on the wire: the end of that Moscow day, 23:59:59.999 MSK (prolongation, dispatch day). */
export const endOfDayIso = (day: Date): string => endOfMoscowDay(pickedCalendarDay(day));

/** A calendar day on the wire (pick-up dates): 12:00 MSK of that day. */
export const middayIso = (day: Date): string => middayOfMoscowDay(pickedCalendarDay(day));

/** The calendar's Date of the Moscow day `offset` days after today in Moscow. */
function moscowDayAhead(offset: number, now: Date): Date {
  const { year, month, day } = moscowWallClock(now);
  return new Date(year, month - 1, day + offset);
}

export const today = (now: Date = new Date()): Date => moscowDayAhead(0, now);
export const tomorrow = (now: Date = new Date()): Date => moscowDayAhead(1, now);
export const lastAllowedDay = (now: Date = new Date()): Date => moscowDayAhead(MAX_DAYS_AHEAD, now);
