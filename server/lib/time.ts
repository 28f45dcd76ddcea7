export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

/** Stored dates are ISO-8601 UTC strings (sortable as text). */
export const iso = (ms: number): string => new Date(ms).toISOString();

/** Start of the calendar month (UTC) that contains `ms`, as an ISO string. */
export function monthStartIso(ms: number): string {
  const d = new Date(ms);
  return iso(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
}
