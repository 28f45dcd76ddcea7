import { addDays, endOfDay, isValid, parseISO, startOfDay } from 'date-fns';

/** Day values of the order forms and how they travel (ISO 8601 date-times, docs/contract/orders.md). */

/** The server accepts deadlines at most this many days ahead. */
export const MAX_DAYS_AHEAD = 365;

/** A deadline day on the wire: the end of that local day (prolongation, dispatch day). */
export const endOfDayIso = (day: Date): string => endOfDay(day).toISOString();

/** A calendar day on the wire (pick-up dates): local noon, the same calendar day in every time zone near ours. */
export function middayIso(day: Date): string {
  const noon = new Date(day);
  noon.setHours(12, 0, 0, 0);
  return noon.toISOString();
}

/** A `yyyy-MM-dd` / ISO text as a Date, or null. */
export function parseDay(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

export const today = (now: Date = new Date()): Date => startOfDay(now);
export const tomorrow = (now: Date = new Date()): Date => addDays(startOfDay(now), 1);
export const lastAllowedDay = (now: Date = new Date()): Date => addDays(startOfDay(now), MAX_DAYS_AHEAD);
