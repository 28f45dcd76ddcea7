/** Checks of the actions' values before sending (docs/contract/console.md, order-actions). */

const MAX_RENEWAL_DAYS = 90;
const MAX_EXTENSION_DAYS = 365;

/** `yyyy-MM-dd` of a local date. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function checkDays(raw: string): string | undefined {
  const days = Number(raw);
  if (raw.trim() === '' || !Number.isInteger(days)) return 'console.validation.integer';
  if (days < 1) return 'console.validation.positive';
  return days > MAX_RENEWAL_DAYS ? 'console.actions.daysHint' : undefined;
}

/** A day after today and at most a year ahead, as the date input gives it (`yyyy-MM-dd`). */
export function checkFutureDay(raw: string, now = new Date()): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return 'ra.validation.required';
  if (raw <= localDay(now)) return 'console.validation.futureDate';
  // The server takes the end of the chosen day, which must be within 365 days from now.
  const last = new Date(now);
  last.setDate(last.getDate() + MAX_EXTENSION_DAYS - 1);
  return raw > localDay(last) ? 'console.validation.withinYear' : undefined;
}
