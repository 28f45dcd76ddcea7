import { describe, expect, it } from 'vitest';
import {
  displayRating,
  formatDate,
  formatDay,
  formatDays,
  formatMoney,
  formatMoneyOrDash,
} from '../../src/components/format/format';

describe('dates (DD.MM.YYYY HH:mm)', () => {
  it('formats ISO strings, Date objects and timestamps in local time', () => {
    expect(formatDate('2026-03-05T14:07:09')).toBe('05.03.2026 14:07');
    expect(formatDate(new Date(2025, 11, 31, 9, 5))).toBe('31.12.2025 09:05');
    expect(formatDate(new Date(2024, 0, 2, 23, 59).getTime())).toBe('02.01.2024 23:59');
    expect(formatDay('2026-03-05T14:07:09')).toBe('05.03.2026');
  });

  it('shows the dash for missing or unreadable dates', () => {
    expect(formatDate(null)).toBe('----');
    expect(formatDate(undefined)).toBe('----');
    expect(formatDate('')).toBe('----');
    expect(formatDay('not a date')).toBe('----');
  });
});

describe('money (руб.)', () => {
  it('groups thousands with spaces and shows kopecks only when non-zero', () => {
    expect(formatMoney(1234.5)).toBe('1 234,50 руб.');
    expect(formatMoney(1234)).toBe('1 234 руб.');
    expect(formatMoney(1234567.891)).toBe('1 234 567,89 руб.');
    expect(formatMoney(999)).toBe('999 руб.');
    expect(formatMoney(0)).toBe('0 руб.');
    expect(formatMoney(0.05)).toBe('0,05 руб.');
    expect(formatMoney(-1500)).toBe('-1 500 руб.');
    expect(formatMoney(0.001)).toBe('0 руб.');
  });

  it("shows '----' for a missing amount", () => {
    expect(formatMoneyOrDash(null)).toBe('----');
    expect(formatMoneyOrDash(undefined)).toBe('----');
    expect(formatMoneyOrDash(Number.NaN)).toBe('----');
    expect(formatMoneyOrDash(12000)).toBe('12 000 руб.');
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
