import { afterEach, describe, expect, it } from 'vitest';
import {
  addDaysToDay,
  endOfMoscowDay,
  formatMoscowDateTime,
  formatMoscowDay,
  formatMoscowTime,
  middayOfMoscowDay,
  MOSCOW_OFFSET_MS,
  moscowDayOf,
  moscowWallClock,
  parseDayKey,
  parseInstant,
  startOfMoscowDay,
} from '../../rules';

/** An order created at 22:10Z on 27 November is 01:10 on the 28th in Moscow, 14:10 on the 27th in Los Angeles. */
const LATE_EVENING_UTC = Date.parse('2026-11-27T22:10:00.000Z');

describe('the Moscow clock (rules/moscowTime.ts)', () => {
  it('reads the Moscow wall clock of an instant, UTC+3 all year', () => {
    expect(MOSCOW_OFFSET_MS).toBe(3 * 60 * 60 * 1000);
    expect(moscowWallClock(LATE_EVENING_UTC)).toEqual({
      year: 2026,
      month: 11,
      day: 28,
      hour: 1,
      minute: 10,
      second: 0,
      millisecond: 0,
    });
    // No daylight saving: a July instant has the same offset as a January one.
    expect(formatMoscowTime(Date.parse('2026-07-01T09:00:00Z'))).toBe('12:00');
    expect(formatMoscowTime(Date.parse('2026-01-01T09:00:00Z'))).toBe('12:00');
  });

  it('formats the date and time, the day and the day key of an instant', () => {
    expect(formatMoscowDateTime(LATE_EVENING_UTC)).toBe('28.11.2026 01:10');
    expect(formatMoscowDateTime(new Date(LATE_EVENING_UTC))).toBe('28.11.2026 01:10');
    expect(formatMoscowDay(LATE_EVENING_UTC)).toBe('28.11.2026');
    expect(moscowDayOf(LATE_EVENING_UTC)).toBe('2026-11-28');
    expect(moscowDayOf(Date.parse('2026-03-10T20:59:59.999Z'))).toBe('2026-03-10');
    expect(moscowDayOf(Date.parse('2026-03-10T21:00:00.000Z'))).toBe('2026-03-11');
    expect(formatMoscowDay(Date.parse('2025-12-31T21:30:00.000Z'))).toBe('01.01.2026');
  });

  it('starts, ends and names the middle of a Moscow day', () => {
    expect(startOfMoscowDay('2026-03-11')).toBe('2026-03-10T21:00:00.000Z');
    expect(endOfMoscowDay('2026-03-11')).toBe('2026-03-11T20:59:59.999Z');
    expect(middayOfMoscowDay('2026-03-11')).toBe('2026-03-11T09:00:00.000Z');
    expect(endOfMoscowDay('2026-02-30')).toBeNull();
    expect(startOfMoscowDay('11.03.2026')).toBeNull();
  });

  it('reads day keys and counts days across months and years', () => {
    expect(parseDayKey('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(parseDayKey('2026-02-29')).toBeNull();
    expect(addDaysToDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDaysToDay('nonsense', 1)).toBeNull();
  });

  it('reads wire texts: a bare day is 00:00 MSK, a time without a zone is UTC', () => {
    expect(parseInstant('2026-03-11')).toBe(Date.parse('2026-03-10T21:00:00.000Z'));
    expect(parseInstant('2026-03-11T10:00:00')).toBe(Date.parse('2026-03-11T10:00:00.000Z'));
    expect(parseInstant('2026-03-11 10:00')).toBe(Date.parse('2026-03-11T10:00:00.000Z'));
    expect(parseInstant('2026-03-11T10:00:00+03:00')).toBe(Date.parse('2026-03-11T07:00:00.000Z'));
    expect(parseInstant('2026-03-11T10:00:00.000Z')).toBe(Date.parse('2026-03-11T10:00:00.000Z'));
    expect(parseInstant('')).toBeNull();
    expect(parseInstant('вчера')).toBeNull();
    expect(parseInstant('2026-02-30')).toBeNull();
  });
});

describe('the Moscow clock does not depend on the process time zone', () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  const readings = () => ({
    dateTime: formatMoscowDateTime(LATE_EVENING_UTC),
    day: moscowDayOf(LATE_EVENING_UTC),
    end: endOfMoscowDay('2026-11-28'),
    wire: parseInstant('2026-11-28T01:10:00'),
    bareDay: parseInstant('2026-11-28'),
  });

  it.each([
    ['Europe/Moscow', -180],
    ['America/Los_Angeles', 480],
    ['Asia/Tokyo', -540],
  ])('gives the same texts with TZ=%s', (zone, offsetMinutes) => {
    process.env.TZ = zone;
    // The zone really changed for this process (Node reads TZ on every local-time call).
    expect(new Date(LATE_EVENING_UTC).getTimezoneOffset()).toBe(offsetMinutes);
    expect(readings()).toEqual({
      dateTime: '28.11.2026 01:10',
      day: '2026-11-28',
      end: '2026-11-28T20:59:59.999Z',
      wire: Date.parse('2026-11-28T01:10:00.000Z'),
      bareDay: Date.parse('2026-11-27T21:00:00.000Z'),
    });
  });
});
