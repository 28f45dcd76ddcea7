import { afterEach, describe, expect, it } from 'vitest';
import {
  countdownOf,
  dispatchDeadlineAfterPayment,
  formatMoscowDateTime,
  shipByOf,
  type ScheduleDay,
  type WeeklySchedule,
} from '../../rules';

/**
 * The ship-by rule (docs/contract/work-queue.md "The ship-by rule"): the store's last working
 * moment at or before the marketplace's dispatch deadline (payment + 5 days), skipping days off
 * and the store's holidays, in Moscow time whatever the process's zone. Dates: 30.11.2026 is a
 * Monday.
 */

const original = process.env.TZ;
afterEach(() => {
  if (original === undefined) delete process.env.TZ;
  else process.env.TZ = original;
});

/** A Moscow wall-clock time as an instant (MSK is UTC+3 all year). */
const msk = (text: string): number => Date.parse(`${text}:00+03:00`);
const shown = (ms: number): string => formatMoscowDateTime(ms);

const open = (from: string, to: string): ScheduleDay => ({ isWorking: true, from, to });
const CLOSED: ScheduleDay = { isWorking: false, from: null, to: null };

const week = (days: Partial<WeeklySchedule>): WeeklySchedule => ({
  Monday: CLOSED,
  Tuesday: CLOSED,
  Wednesday: CLOSED,
  Thursday: CLOSED,
  Friday: CLOSED,
  Saturday: CLOSED,
  Sunday: CLOSED,
  ...days,
});

const WEEKDAYS = {
  Monday: open('09:00', '18:00'),
  Tuesday: open('09:00', '18:00'),
  Wednesday: open('09:00', '18:00'),
  Thursday: open('09:00', '18:00'),
  Friday: open('09:00', '18:00'),
};
/** The demo seller's schedule: Mon–Fri 09–18, Sat 10–16, Sunday closed. */
const DEMO = week({ ...WEEKDAYS, Saturday: open('10:00', '16:00') });
/** Closed on weekends. */
const OFFICE = week(WEEKDAYS);

const shipBy = (paid: string, schedule: WeeklySchedule, holidays: string[] = []): string => {
  const paidAt = msk(paid);
  return shown(shipByOf({ deadline: dispatchDeadlineAfterPayment(paidAt), paidAt, schedule, holidays }));
};

describe.each(['Europe/Moscow', 'America/New_York', 'Asia/Tokyo', 'UTC'])('ship-by with TZ=%s', (zone) => {
  it('is the deadline itself when the store is open then', () => {
    process.env.TZ = zone;
    expect(shipBy('2026-11-30T14:00', DEMO)).toBe('05.12.2026 14:00');
    expect(shipBy('2026-12-02T10:00', OFFICE)).toBe('07.12.2026 10:00');
  });

  it('moves a deadline on a day off to the closing hour of the last working day', () => {
    process.env.TZ = zone;
    expect(shipBy('2026-11-30T14:00', OFFICE)).toBe('04.12.2026 18:00');
    expect(shipBy('2026-12-01T10:00', OFFICE)).toBe('04.12.2026 18:00');
  });

  it('moves a deadline after hours to that day’s closing hour, one before opening to the day before', () => {
    process.env.TZ = zone;
    expect(shipBy('2026-11-30T20:00', DEMO)).toBe('05.12.2026 16:00');
    expect(shipBy('2026-12-02T08:00', OFFICE)).toBe('04.12.2026 18:00');
  });

  it('skips the store’s holidays', () => {
    process.env.TZ = zone;
    expect(shipBy('2026-11-30T14:00', OFFICE, ['2026-12-04'])).toBe('03.12.2026 18:00');
    expect(shipBy('2026-11-30T14:00', OFFICE, ['2026-12-03', '2026-12-04'])).toBe('02.12.2026 18:00');
    expect(shipBy('2026-11-30T14:00', DEMO, ['2026-12-05'])).toBe('04.12.2026 18:00');
  });

  it('tells a payment at 23:59 MSK from one at 00:00 the next Moscow day', () => {
    process.env.TZ = zone;
    // A night shift on Sundays only: 00:00 MSK is still the previous day in UTC and New York.
    const nights = week({ ...WEEKDAYS, Sunday: open('00:00', '06:00') });
    expect(shipBy('2026-11-30T23:59', nights)).toBe('04.12.2026 18:00');
    expect(shipBy('2026-12-01T00:00', nights)).toBe('06.12.2026 00:00');
    expect(shipBy('2026-12-01T05:00', nights)).toBe('06.12.2026 05:00');
  });

  it('keeps the deadline when no working moment lies between the payment and it', () => {
    process.env.TZ = zone;
    expect(shipBy('2026-11-30T14:00', week({}))).toBe('05.12.2026 14:00');
    const paidAt = msk('2026-12-04T19:00');
    const deadline = dispatchDeadlineAfterPayment(paidAt, 1);
    expect(shown(shipByOf({ deadline, paidAt, schedule: OFFICE, holidays: [] }))).toBe('05.12.2026 19:00');
  });

  it('follows a prolonged deadline, not the payment', () => {
    process.env.TZ = zone;
    const deadline = msk('2026-12-13T12:00');
    const paidAt = msk('2026-11-30T14:00');
    expect(shown(shipByOf({ deadline, paidAt, schedule: DEMO, holidays: [] }))).toBe('12.12.2026 16:00');
  });
});

describe('countdown', () => {
  const now = msk('2026-11-30T10:00');
  it('splits the time left into days, hours and whole minutes', () => {
    expect(countdownOf(msk('2026-11-30T12:15'), now)).toEqual({
      late: false,
      days: 0,
      hours: 2,
      minutes: 15,
    });
    expect(countdownOf(msk('2026-12-02T11:01') + 59_000, now)).toEqual({
      late: false,
      days: 2,
      hours: 1,
      minutes: 1,
    });
  });

  it('counts the time past a deadline as late', () => {
    expect(countdownOf(msk('2026-11-30T08:55'), now)).toEqual({ late: true, days: 0, hours: 1, minutes: 5 });
  });
});
