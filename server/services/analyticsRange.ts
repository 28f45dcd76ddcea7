import type { AnalyticsPeriod } from '../../contract/index.js';
import { DAY_MS, MOSCOW_OFFSET_MS, moscowDay, parseWireInstant } from '../lib/time.js';
import { MAX_RANGE_DAYS } from './analyticsRules.js';

/** The -1 texts of docs/contract/analytics.md "The range". */
export const RANGE_ERRORS = {
  missingFrom: 'Укажите начало периода',
  badDate: 'Неверная дата',
  toBeforeFrom: 'Дата окончания раньше даты начала',
  tooLong: `Период не может быть длиннее ${MAX_RANGE_DAYS} дней`,
} as const;

/** A period and the one of the same length right before it; days are Moscow `yyyy-MM-dd`. */
export interface AnalyticsRange {
  period: AnalyticsPeriod;
  previousPeriod: AnalyticsPeriod;
  /** Every day of `period`, in order. */
  days: string[];
}

export type RangeResult = { ok: true; range: AnalyticsRange } | { ok: false; message: string };

/** The day `ms` stands for: days are handled as UTC midnights of their Moscow date. */
const dayMs = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);
const dayText = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function periodOf(fromMs: number, days: number): AnalyticsPeriod {
  return { dateFrom: dayText(fromMs), dateTo: dayText(fromMs + (days - 1) * DAY_MS), days };
}

function moscowDayOf(text: string): string | null {
  const instant = parseWireInstant(text);
  return instant ? moscowDay(instant.ms) : null;
}

/** Reads `DateFrom` / `DateTo` (an absent or empty `DateTo` is today in Moscow). */
export function analyticsRange(
  from: string | null | undefined,
  to: string | null | undefined,
  now: number,
): RangeResult {
  if (!from?.trim()) return { ok: false, message: RANGE_ERRORS.missingFrom };
  const first = moscowDayOf(from);
  const last = to?.trim() ? moscowDayOf(to) : moscowDay(now);
  if (!first || !last) return { ok: false, message: RANGE_ERRORS.badDate };
  const fromMs = dayMs(first);
  const days = Math.round((dayMs(last) - fromMs) / DAY_MS) + 1;
  if (days < 1) return { ok: false, message: RANGE_ERRORS.toBeforeFrom };
  if (days > MAX_RANGE_DAYS) return { ok: false, message: RANGE_ERRORS.tooLong };
  return {
    ok: true,
    range: {
      period: periodOf(fromMs, days),
      previousPeriod: periodOf(fromMs - days * DAY_MS, days),
      days: Array.from({ length: days }, (_, i) => dayText(fromMs + i * DAY_MS)),
    },
  };
}

/** ISO bounds `[from, until)` of a period over `created_at` columns (00:00 MSK of each end). */
export function instantBounds(period: AnalyticsPeriod): { from: string; until: string } {
  const start = (day: string) => new Date(dayMs(day) - MOSCOW_OFFSET_MS).toISOString();
  return { from: start(period.dateFrom), until: start(dayText(dayMs(period.dateTo) + DAY_MS)) };
}
