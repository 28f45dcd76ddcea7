import { moscowDayOf } from '../api/list';

/**
 * The analytics pages' date range (docs/contract/analytics.md, "Client"): Moscow calendar days
 * `yyyy-MM-dd`, both ends inclusive, at most 366 days. A preset is a rolling window that ends
 * today (Moscow); the previous period is the same number of days right before `from`.
 * The URL keeps `?range=7d|30d|quarter|year` for a preset or `?from=&to=` for a custom range.
 */

export const RANGE_PRESETS = ['7d', '30d', 'quarter', 'year'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type RangeKind = RangePreset | 'custom';

/** Days of each preset, today included. */
export const PRESET_DAYS: Readonly<Record<RangePreset, number>> = {
  '7d': 7,
  '30d': 30,
  quarter: 90,
  year: 365,
};

export const DEFAULT_PRESET: RangePreset = '30d';
/** The server refuses longer ranges (contract: -1). */
export const MAX_RANGE_DAYS = 366;

export interface DayRange {
  /** First day, `yyyy-MM-dd`, inclusive. */
  from: string;
  /** Last day, `yyyy-MM-dd`, inclusive. */
  to: string;
}

export interface AnalyticsRange extends DayRange {
  kind: RangeKind;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Milliseconds of a day's UTC midnight, or null for text that is not a real day. */
function dayValue(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [, y, m, d] = match;
  const value = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const check = new Date(value);
  return check.getUTCDate() === Number(d) && check.getUTCMonth() === Number(m) - 1 ? value : null;
}

const dayText = (value: number): string => new Date(value).toISOString().slice(0, 10);

export const isDay = (day: string): boolean => dayValue(day) !== null;

/** `day` moved by `days` (negative: back). */
export function addDays(day: string, days: number): string {
  const value = dayValue(day);
  if (value === null) throw new Error(`not a day: ${day}`);
  return dayText(value + days * DAY_MS);
}

/** Number of days from `from` to `to`, both included (0 when inverted or unreadable). */
export function dayCount({ from, to }: DayRange): number {
  const a = dayValue(from);
  const b = dayValue(to);
  if (a === null || b === null || b < a) return 0;
  return Math.round((b - a) / DAY_MS) + 1;
}

/** Every day of the range in order. */
export function daysOf(range: DayRange): string[] {
  const count = dayCount(range);
  return Array.from({ length: count }, (_, index) => addDays(range.from, index));
}

export const isPreset = (value: unknown): value is RangePreset =>
  typeof value === 'string' && (RANGE_PRESETS as readonly string[]).includes(value);

/** A preset as days: the window of its length ending on today's Moscow day. */
export function presetRange(preset: RangePreset, now: Date = new Date()): AnalyticsRange {
  const to = moscowDayOf(now);
  return { kind: preset, from: addDays(to, 1 - PRESET_DAYS[preset]), to };
}

/** Why a custom range is refused, or null when it is usable. */
export type RangeProblem = 'invalid' | 'inverted' | 'future' | 'tooLong';

export function customRangeProblem(range: DayRange, now: Date = new Date()): RangeProblem | null {
  if (!isDay(range.from) || !isDay(range.to)) return 'invalid';
  if (range.to < range.from) return 'inverted';
  if (range.to > moscowDayOf(now)) return 'future';
  if (dayCount(range) > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/** The period compared with: as many days, ending the day before `from`. */
export function previousRange(range: DayRange): DayRange {
  const count = dayCount(range);
  const to = addDays(range.from, -1);
  return { from: addDays(to, 1 - count), to };
}

/**
 * The range a URL stands for: a preset (`range`), else a usable custom `from`/`to`, else the
 * default preset (a hand-edited or stale link never sends a call the server refuses).
 */
export function rangeFromSearch(search: URLSearchParams, now: Date = new Date()): AnalyticsRange {
  const preset = search.get('range');
  if (isPreset(preset)) return presetRange(preset, now);
  const from = search.get('from');
  const to = search.get('to');
  if (from && to && customRangeProblem({ from, to }, now) === null) return { kind: 'custom', from, to };
  return presetRange(DEFAULT_PRESET, now);
}

/** The URL parameters of a range (other parameters of the page are kept by the caller). */
export function rangeSearch(range: AnalyticsRange): Record<string, string> {
  return range.kind === 'custom' ? { from: range.from, to: range.to } : { range: range.kind };
}

/** `search` with the range's parameters in place of any earlier range. */
export function withRange(search: URLSearchParams, range: AnalyticsRange): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of ['range', 'from', 'to']) next.delete(key);
  for (const [key, value] of Object.entries(rangeSearch(range))) next.set(key, value);
  return next;
}
