import { dayKey, moscowMidnightMs, moscowWallClock, type CalendarDay } from './moscowTime.js';

/**
 * 'Отгрузить до' of a paid wholesale order (docs/contract/work-queue.md "The ship-by rule"): the
 * marketplace's dispatch deadline is the payment instant plus the dispatch term in calendar days,
 * so it may fall at night, on a day off or on a holiday of the store, when nobody can ship. The
 * ship-by is the store's last working moment at or before that deadline: the deadline itself when
 * the store is open then, else the closing hour of the last working day before it. Everything is
 * Moscow time, whatever the process's zone.
 */

/** The marketplace's dispatch term: a paid order must leave within this many days (console `pay`). */
export const DISPATCH_TERM_DAYS = 5;

/** How far back the rule looks for a working day before giving up on the schedule. */
const LOOK_BACK_DAYS = 370;

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;

export type ScheduleDayName =
  'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

/** One day of the store's weekly schedule: 'HH:mm' while working (docs/contract/settings.md "Store"). */
export interface ScheduleDay {
  isWorking: boolean;
  from: string | null;
  to: string | null;
}

export type WeeklySchedule = Readonly<Record<ScheduleDayName, ScheduleDay>>;

/** The week of the store's schedule, Monday first as the store form and the server list it. */
export const SCHEDULE_WEEK_DAYS: readonly ScheduleDayName[] = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

/** Sunday first, as `Date#getUTCDay` counts. */
const DAY_NAMES: readonly ScheduleDayName[] = ['Sunday', ...SCHEDULE_WEEK_DAYS.slice(0, 6)];

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

const minutesOf = (text: string | null): number | null => {
  const match = text === null ? null : HH_MM.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** The weekday of a calendar day (the calendar is the same everywhere). */
export const scheduleDayName = ({ year, month, day }: CalendarDay): ScheduleDayName =>
  DAY_NAMES[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];

/** The store's opening hours of a Moscow day as instants, or null when it does not work that day. */
export function workingHoursOf(
  day: CalendarDay,
  schedule: WeeklySchedule,
  holidays: ReadonlySet<string>,
): { opens: number; closes: number } | null {
  if (holidays.has(dayKey(day))) return null;
  const entry = schedule[scheduleDayName(day)];
  if (!entry?.isWorking) return null;
  const from = minutesOf(entry.from);
  const to = minutesOf(entry.to);
  if (from === null || to === null || from >= to) return null;
  const midnight = moscowMidnightMs(day);
  return { opens: midnight + from * MINUTE_MS, closes: midnight + to * MINUTE_MS };
}

const previousDay = ({ year, month, day }: CalendarDay): CalendarDay => {
  const date = new Date(Date.UTC(year, month - 1, day - 1));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

/** The marketplace's dispatch deadline of an order paid at `paidAt` (ms). */
export const dispatchDeadlineAfterPayment = (paidAt: number, termDays = DISPATCH_TERM_DAYS): number =>
  paidAt + termDays * DAY_MS;

export interface ShipByInput {
  /** The marketplace's dispatch deadline (ms): the payment plus the term, or a prolonged date. */
  deadline: number;
  /** When the order was paid (ms): no working moment before it counts. */
  paidAt: number | null;
  schedule: WeeklySchedule;
  /** The store's days off beyond the week, `yyyy-MM-dd` Moscow days. */
  holidays: readonly string[];
}

/**
 * The store's last working moment at or before the deadline (ms), never before the payment. When
 * the store has no working moment between the payment and the deadline (a closed week, holidays
 * all along), the deadline itself: the schedule cannot make it earlier than the payment.
 */
export function shipByOf({ deadline, paidAt, schedule, holidays }: ShipByInput): number {
  const closed = new Set(holidays);
  let day: CalendarDay = moscowWallClock(deadline);
  for (let step = 0; step < LOOK_BACK_DAYS; step += 1) {
    const hours = workingHoursOf(day, schedule, closed);
    if (hours !== null && hours.opens <= deadline) {
      const moment = Math.min(hours.closes, deadline);
      return paidAt !== null && moment <= paidAt ? deadline : moment;
    }
    if (paidAt !== null && moscowMidnightMs(day) <= paidAt) return deadline;
    day = previousDay(day);
  }
  return deadline;
}

/** The time left until `dueAt` (negative when late), split for a countdown text. */
export interface Countdown {
  late: boolean;
  days: number;
  hours: number;
  minutes: number;
}

/** Whole minutes left (or late) between `now` and `dueAt`, as days, hours and minutes. */
export function countdownOf(dueAt: number, now: number): Countdown {
  const late = dueAt < now;
  const total = Math.floor(Math.abs(dueAt - now) / MINUTE_MS);
  return {
    late,
    days: Math.floor(total / (24 * 60)),
    hours: Math.floor((total % (24 * 60)) / 60),
    minutes: total % 60,
  };
}
