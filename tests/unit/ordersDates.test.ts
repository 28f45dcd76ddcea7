import { afterEach, describe, expect, it } from 'vitest';
import {
  endOfDayIso,
  lastAllowedDay,
  middayIso,
  today,
  tomorrow,
} from '../../src/resources/orders/shared/dates';
import { validateDay } from '../../src/resources/orders/shared/validation';

/**
 * Issue 29 point 4: a day picked in an order form is a Moscow day. The calendars hand over local
 * midnight of the clicked day; what travels is the end (or the middle) of that Moscow day, and
 * "today" is the Moscow today, in any browser zone.
 */

const original = process.env.TZ;
afterEach(() => {
  if (original === undefined) delete process.env.TZ;
  else process.env.TZ = original;
});

/** 22:30Z on 27 November: already the 28th in Moscow and in Tokyo, still the 27th in Los Angeles. */
const NOW = new Date(Date.parse('2026-11-27T22:30:00.000Z'));

const localFields = (date: Date) => [
  date.getFullYear(),
  date.getMonth() + 1,
  date.getDate(),
  date.getHours(),
];

describe.each(['Europe/Moscow', 'America/Los_Angeles', 'Asia/Tokyo'])(
  'order form days with TZ=%s',
  (zone) => {
    it('sends the end and the middle of the picked Moscow day', () => {
      process.env.TZ = zone;
      const picked = new Date(2026, 11, 5);
      expect(endOfDayIso(picked)).toBe('2026-12-05T20:59:59.999Z');
      expect(middayIso(picked)).toBe('2026-12-05T09:00:00.000Z');
    });

    it('bounds the calendars by the Moscow today', () => {
      process.env.TZ = zone;
      expect(localFields(today(NOW))).toEqual([2026, 11, 28, 0]);
      expect(localFields(tomorrow(NOW))).toEqual([2026, 11, 29, 0]);
      expect(localFields(lastAllowedDay(NOW))).toEqual([2027, 11, 28, 0]);
    });

    it('checks a picked day against the Moscow today', () => {
      process.env.TZ = zone;
      expect(validateDay(new Date(2026, 10, 28), { minDaysAhead: 0 }, NOW)).toBeUndefined();
      expect(validateDay(new Date(2026, 10, 27), { minDaysAhead: 0 }, NOW)?.key).toBe(
        'orders.validation.todayOrLater',
      );
      expect(validateDay(new Date(2026, 10, 28), { minDaysAhead: 1 }, NOW)?.key).toBe(
        'orders.validation.futureDate',
      );
    });
  },
);
