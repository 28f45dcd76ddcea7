import { describe, expect, it } from 'vitest';
import {
  displayRating,
  formatCount,
  formatDate,
  formatDay,
  formatDays,
  formatMoney,
  formatMoneyOrDash,
} from '../../src/components/format/format';

describe('dates (DD.MM.YYYY HH:mm МСК, the Moscow clock)', () => {
  it('formats ISO strings, Date objects and timestamps in Moscow time, marked МСК', () => {
    expect(formatDate('2026-11-28T03:10:00.000Z')).toBe('28.11.2026 06:10 МСК');
    // A time without a zone is UTC (the wire rule), not the browser's local time.
    expect(formatDate('2026-03-05T14:07:09')).toBe('05.03.2026 17:07 МСК');
    expect(formatDate(new Date(Date.UTC(2025, 11, 31, 9, 5)))).toBe('31.12.2025 12:05 МСК');
    expect(formatDate(Date.UTC(2024, 0, 2, 20, 59))).toBe('02.01.2024 23:59 МСК');
    expect(formatDate(Date.UTC(2024, 0, 2, 21, 0))).toBe('03.01.2024 00:00 МСК');
  });

  it('shows the Moscow day; a bare day is that day', () => {
    expect(formatDay('2026-03-05T14:07:09Z')).toBe('05.03.2026');
    expect(formatDay('2026-03-05T22:30:00Z')).toBe('06.03.2026');
    expect(formatDay('2026-03-05')).toBe('05.03.2026');
  });

  it('shows the dash for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('----');
    expect(formatDate(undefined)).toBe('----');
    expect(formatDate('')).toBe('----');
    expect(formatDay('not a date')).toBe('----');
    expect(formatDate(new Date(Number.NaN))).toBe('----');
  });
});

describe('money (руб.)', () => {
  it('groups thousands with spaces and always shows the kopecks', () => {
    expect(formatMoney(1234.5)).toBe('1 234,50 руб.');
    expect(formatMoney(5795)).toBe('5 795,00 руб.');
    expect(formatMoney(1234567.891)).toBe('1 234 567,89 руб.');
    expect(formatMoney(999)).toBe('999,00 руб.');
    expect(formatMoney(0)).toBe('0,00 руб.');
    expect(formatMoney(0.05)).toBe('0,05 руб.');
    expect(formatMoney(-1500)).toBe('-1 500,00 руб.');
    expect(formatMoney(0.001)).toBe('0,00 руб.');
    expect(formatMoney(1.005)).toBe('1,01 руб.');
  });

  it("shows '----' for a missing amount", () => {
    expect(formatMoneyOrDash(null)).toBe('----');
    expect(formatMoneyOrDash(undefined)).toBe('----');
    expect(formatMoneyOrDash(Number.NaN)).toBe('----');
    expect(formatMoneyOrDash(12000)).toBe('12 000,00 руб.');
  });
});

describe('counts and quantities', () => {
  it('group thousands with spaces', () => {
    expect(formatCount(1301)).toBe('1 301');
    expect(formatCount(1234567)).toBe('1 234 567');
    expect(formatCount(0)).toBe('0');
    expect(formatCount(null)).toBe('----');
    expect(formatCount(Number.NaN)).toBe('----');
  });
});

describe('periods and rating', () => {
  it("writes periods as 'N дней'", () => {
    expect(formatDays(5)).toBe('5 дней');
    expect(formatDays(30)).toBe('30 дней');
  });

  it('shows the rating minus 0.1 with precision 0.1, within 0..5', () => {
    expect(displayRating(4.8)).toBe(4.7);
    expect(displayRating(5)).toBe(4.9);
    expect(displayRating(4.25)).toBe(4.2);
    expect(displayRating(3)).toBe(2.9);
    expect(displayRating(0)).toBe(0);
    expect(displayRating(0.05)).toBe(0);
    expect(displayRating(7)).toBe(5);
    expect(displayRating(null)).toBe(0);
  });
});
