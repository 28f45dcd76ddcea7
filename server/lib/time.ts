import {
  dayKey,
  formatMoscowDay,
  moscowDayOf,
  moscowMidnightMs,
  moscowWallClock,
  parseDayKey,
  type CalendarDay,
} from '../../rules/index.js';

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** Stored dates are ISO-8601 UTC strings (sortable as text). */
export const iso = (ms: number): string => new Date(ms).toISOString();

// Moscow days ------------------------------------------------------------------------------------
//
// A day the seller names (a filter day, a deadline day, a pick-up day) is a calendar day in
// Moscow time, the time every date is shown in. The clock itself (the fixed UTC+3 offset) is
// rules/moscowTime.ts, shared with the client and the console; a Moscow day is
// [day 00:00 MSK, next day 00:00 MSK), i.e. [day − 1 21:00Z, day 21:00Z).

export { MOSCOW_OFFSET_MS, MOSCOW_TIME_ZONE, type CalendarDay } from '../../rules/index.js';

/** The Moscow calendar day that contains the instant `ms`. */
export function moscowCalendarDay(ms: number): CalendarDay {
  const { year, month, day } = moscowWallClock(ms);
  return { year, month, day };
}

/** `yyyy-MM-dd` of the Moscow day that contains `ms`. */
export const moscowDay = (ms: number): string => moscowDayOf(ms);

/** `dd.MM.yyyy` of the Moscow day that contains `ms` (how the product shows a day). */
export const moscowDayText = (ms: number): string => formatMoscowDay(ms);

/**
 * The instant a Moscow day starts (00:00 MSK), or null when the day does not exist
 * (`2026-02-30`).
 */
export function moscowDayStartOf(day: CalendarDay): number | null {
  return parseDayKey(dayKey(day)) ? moscowMidnightMs(day) : null;
}

/** The start (00:00 MSK) of the Moscow day that contains `ms`. */
export const moscowDayStart = (ms: number): number => moscowMidnightMs(moscowCalendarDay(ms));

/** The last millisecond (23:59:59.999 MSK) of the Moscow day that contains `ms`. */
export const moscowDayEnd = (ms: number): number => moscowDayStart(ms) + DAY_MS - 1;

/** Start of the Moscow calendar month that contains `ms`, as an ISO string. */
export function moscowMonthStartIso(ms: number): string {
  const { year, month } = moscowCalendarDay(ms);
  return iso(moscowMidnightMs({ year, month, day: 1 }));
}

/**
 * `yyyy-MM` of the Moscow month that contains `ms`: the month key of the order totals (migration
 * 021); an order was created this month when its key is at least `moscowMonthKey(now)`.
 */
export const moscowMonthKey = (ms: number): string => moscowDay(ms).slice(0, 7);

/** Start of the calendar month (UTC) that contains `ms`, as an ISO string (seeding only). */
export function monthStartIso(ms: number): string {
  const d = new Date(ms);
  return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}

// Dates on the wire ------------------------------------------------------------------------------

/** A date sent by a client: a bare day, or an instant. */
export interface WireInstant {
  /** The instant; for a bare day, the start of that Moscow day (00:00 MSK). */
  ms: number;
  /** A bare `yyyy-MM-dd` (a Moscow calendar day). */
  dateOnly: boolean;
}

const WIRE_DAY = /^(\d{4})-(\d{2})-(\d{2})(T.*)?$/;
const WIRE_TIME = /^T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * `yyyy-MM-dd` (a Moscow day) or an ISO date-time (a time without a zone is read as UTC); null
 * for anything else or an impossible date.
 */
export function parseWireInstant(input: string): WireInstant | null {
  const text = input.trim();
  const match = WIRE_DAY.exec(text);
  if (!match) return null;
  const [, y, m, d, time] = match;
  const start = moscowDayStartOf({ year: Number(y), month: Number(m), day: Number(d) });
  if (start === null) return null;
  if (!time) return { ms: start, dateOnly: true };
  if (!WIRE_TIME.test(time)) return null;
  const ms = Date.parse(/(Z|[+-]\d{2}:\d{2})$/.test(time) ? text : `${text}Z`);
  return Number.isNaN(ms) ? null : { ms, dateOnly: false };
}

/** A deadline from the wire: a bare day means the end of that Moscow day (23:59:59.999 MSK). */
export const wireDeadline = (date: WireInstant): number => (date.dateOnly ? moscowDayEnd(date.ms) : date.ms);

/** Bounds of a creation-day filter over ISO text columns. */
export interface DayBounds {
  /** Inclusive: 00:00 MSK of the first day (ISO), or null. */
  from: string | null;
  /** Exclusive: 00:00 MSK of the day after the last day (ISO), or null. */
  until: string | null;
}

/**
 * The filter rule: a day is the Moscow day. `from` starts at 00:00 MSK of its day and `to` takes
 * its whole day (to 23:59:59.999 MSK); an instant stands for its Moscow day.
 */
export function dayFilterBounds(from: WireInstant | null, to: WireInstant | null): DayBounds {
  return {
    from: from ? iso(moscowDayStart(from.ms)) : null,
    until: to ? iso(moscowDayStart(to.ms) + DAY_MS) : null,
  };
}
