import { addDaysToDay, moscowDayOf, payoutPeriodProblem, type PayoutPeriodProblem } from '../../../rules';

/** The page's period, kept in the URL (`?from=yyyy-MM-dd&to=yyyy-MM-dd`, Moscow days). */
export const FROM_PARAM = 'from';
export const TO_PARAM = 'to';

/** Without a period in the URL: the last 30 days and the next 14 (money soon released). */
const DEFAULT_BACK_DAYS = 30;
const DEFAULT_AHEAD_DAYS = 14;

export interface Period {
  from: string;
  to: string;
}

export function defaultPeriod(now: number = Date.now()): Period {
  const today = moscowDayOf(now);
  return {
    from: addDaysToDay(today, -DEFAULT_BACK_DAYS) ?? today,
    to: addDaysToDay(today, DEFAULT_AHEAD_DAYS) ?? today,
  };
}

/** The URL's period, each missing day taken from the default. */
export function periodOf(params: URLSearchParams, now: number = Date.now()): Period {
  const fallback = defaultPeriod(now);
  return { from: params.get(FROM_PARAM) ?? fallback.from, to: params.get(TO_PARAM) ?? fallback.to };
}

/** The i18n key of what is wrong with a period (the server's rule, rules/payouts.ts), or null. */
export function periodProblemKey({ from, to }: Period): string | null {
  const problem: PayoutPeriodProblem | null = payoutPeriodProblem(from, to);
  if (problem === null) return null;
  if (problem === 'dateFrom' || problem === 'dateTo') return 'payouts.period.invalid';
  return problem === 'order' ? 'payouts.period.reversed' : 'payouts.period.tooLong';
}
