/**
 * The marketplace's one clock: every date the client, the server and the console show or send is
 * Moscow time (docs/contract/orders.md "Days are Moscow days"). Europe/Moscow has been UTC+3 all
 * year, without daylight saving, since 26 October 2014, so a fixed offset is exact for every date
 * the product stores. Nothing here reads the process's time zone: the same instant gives the same
 * text in Moscow, Los Angeles and Tokyo.
 */

export const MOSCOW_TIME_ZONE = 'Europe/Moscow';

/** The one offset of Moscow time from UTC. */
export const MOSCOW_UTC_OFFSET_MINUTES = 180;

export const MOSCOW_OFFSET_MS = MOSCOW_UTC_OFFSET_MINUTES * 60_000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant: milliseconds since the epoch, or a Date. */
export type Instant = number | Date;

/** A calendar day: year, month 1..12, day 1..31. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** The Moscow wall clock of an instant. */
export interface WallClock extends CalendarDay {
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const msOf = (instant: Instant): number => (typeof instant === 'number' ? instant : instant.getTime());

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** The Moscow wall clock of `instant`. */
export function moscowWallClock(instant: Instant): WallClock {
  const shifted = new Date(msOf(instant) + MOSCOW_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    second: shifted.getUTCSeconds(),
    millisecond: shifted.getUTCMilliseconds(),
  };
}

/** A calendar day as `yyyy-MM-dd`. */
export const dayKey = ({ year, month, day }: CalendarDay): string =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** A calendar day as the product shows it: `dd.MM.yyyy`. */
export const dayDisplay = ({ year, month, day }: CalendarDay): string =>
  `${pad(day)}.${pad(month)}.${pad(year, 4)}`;

/** `yyyy-MM-dd` of the Moscow day that contains `instant`. */
export const moscowDayOf = (instant: Instant): string => dayKey(moscowWallClock(instant));

/** `dd.MM.yyyy` of the Moscow day that contains `instant`. */
export const formatMoscowDay = (instant: Instant): string => dayDisplay(moscowWallClock(instant));

/** `HH:mm` of the Moscow wall clock. */
export function formatMoscowTime(instant: Instant): string {
  const { hour, minute } = moscowWallClock(instant);
  return `${pad(hour)}:${pad(minute)}`;
}

/** `dd.MM.yyyy HH:mm` of the Moscow wall clock. */
export const formatMoscowDateTime = (instant: Instant): string =>
  `${formatMoscowDay(instant)} ${formatMoscowTime(instant)}`;

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `yyyy-MM-dd` text as a calendar day, or null when it is not one (`2026-02-30`). */
export function parseDayKey(text: string): CalendarDay | null {
  const match = DAY_PATTERN.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return null;
  return { year, month, day };
}

/** The instant 00:00 MSK of a calendar day starts (no check that the day exists). */
export const moscowMidnightMs = ({ year, month, day }: CalendarDay): number =>
  Date.UTC(year, month - 1, day) - MOSCOW_OFFSET_MS;

const calendarDayOf = (day: string | CalendarDay): CalendarDay | null =>
  typeof day === 'string' ? parseDayKey(day) : day;

/** 00:00 MSK of a day as an ISO instant; null for a text that is not a `yyyy-MM-dd` day. */
export function startOfMoscowDay(day: CalendarDay): string;
export function startOfMoscowDay(day: string): string | null;
export function startOfMoscowDay(day: string | CalendarDay): string | null {
  const parsed = calendarDayOf(day);
  return parsed ? new Date(moscowMidnightMs(parsed)).toISOString() : null;
}

/** 23:59:59.999 MSK of a day as an ISO instant (a deadline day); null for a text that is not a day. */
export function endOfMoscowDay(day: CalendarDay): string;
export function endOfMoscowDay(day: string): string | null;
export function endOfMoscowDay(day: string | CalendarDay): string | null {
  const parsed = calendarDayOf(day);
  return parsed ? new Date(moscowMidnightMs(parsed) + DAY_MS - 1).toISOString() : null;
}

/** 12:00 MSK of a day as an ISO instant (a calendar day sent as an instant); null for a text that is not a day. */
export function middayOfMoscowDay(day: CalendarDay): string;
export function middayOfMoscowDay(day: string): string | null;
export function middayOfMoscowDay(day: string | CalendarDay): string | null {
  const parsed = calendarDayOf(day);
  return parsed ? new Date(moscowMidnightMs(parsed) + DAY_MS / 2).toISOString() : null;
}

/** The day `days` after (or before, when negative) a `yyyy-MM-dd` day; null for a text that is not a day. */
export function addDaysToDay(day: string, days: number): string | null {
  const parsed = parseDayKey(day);
  if (!parsed) return null;
  const next = new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day + days));
  return dayKey({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() });
}

const ZONED = /(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The instant a wire text stands for, or null: a bare `yyyy-MM-dd` is 00:00 MSK of that day, an
 * ISO date-time with a zone is that instant, and one without a zone is read as UTC (the
 * contract's rule), never as the reader's local time.
 */
export function parseInstant(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const day = parseDayKey(trimmed);
  if (day) return moscowMidnightMs(day);
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d/.test(trimmed)) return null;
  const iso = trimmed.replace(' ', 'T');
  const ms = Date.parse(ZONED.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(ms) ? null : ms;
}
