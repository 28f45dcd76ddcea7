import { describe, expect, it } from 'vitest';
import type { BannerDayPrice } from '../../src/api/banners';
import {
  bookedIn,
  calendarMonths,
  clickDay,
  daysBetween,
  inRange,
  MAX_BANNER_DAYS,
  rangeTotal,
  weekdayOf,
} from '../../src/resources/banners/request/calendar';
import { fileProblem, linkProblem, sizeProblem } from '../../src/resources/banners/request/rules';

/** 90 days from Friday 2026-11-27; price 1000 (1500 on weekends); `booked` days taken. */
function calendar(booked: string[] = []): BannerDayPrice[] {
  const start = Date.UTC(2026, 10, 27);
  return Array.from({ length: 90 }, (_, i) => {
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    const weekend = weekdayOf(date) >= 5;
    return { date, price: weekend ? 1500 : 1000, isBooked: booked.includes(date) };
  });
}

describe('picking a period', () => {
  const days = calendar(['2026-12-05', '2026-12-06']);

  it('the first click starts, the second ends; a further click starts again', () => {
    const one = clickDay(days, null, '2026-12-01');
    expect(one).toEqual({ range: { start: '2026-12-01', end: null }, refusal: null });
    const two = clickDay(days, one.range, '2026-12-03');
    expect(two).toEqual({ range: { start: '2026-12-01', end: '2026-12-03' }, refusal: null });
    expect(clickDay(days, two.range, '2026-12-10').range).toEqual({ start: '2026-12-10', end: null });
  });

  it('a one-day period: the same day twice', () => {
    const one = clickDay(days, null, '2026-12-01');
    expect(clickDay(days, one.range, '2026-12-01').range).toEqual({ start: '2026-12-01', end: '2026-12-01' });
  });

  it('a day before the start moves the start', () => {
    expect(clickDay(days, { start: '2026-12-10', end: null }, '2026-12-08').range).toEqual({
      start: '2026-12-08',
      end: null,
    });
  });

  it('refuses a period with a booked day inside and keeps the start', () => {
    const step = clickDay(days, { start: '2026-12-03', end: null }, '2026-12-08');
    expect(step.range).toEqual({ start: '2026-12-03', end: null });
    expect(step.refusal).toEqual({ reason: 'booked', days: ['2026-12-05', '2026-12-06'] });
  });

  it('refuses a booked day itself and a day outside the calendar', () => {
    expect(clickDay(days, null, '2026-12-05')).toEqual({
      range: null,
      refusal: { reason: 'booked', days: ['2026-12-05'] },
    });
    expect(clickDay(days, null, '2027-06-01').refusal).toEqual({ reason: 'unknownDay' });
  });

  it('31 days are allowed, 32 refused', () => {
    expect(MAX_BANNER_DAYS).toBe(31);
    const start = { start: '2026-12-07', end: null };
    expect(clickDay(days, start, '2027-01-06')).toEqual({
      range: { start: '2026-12-07', end: '2027-01-06' },
      refusal: null,
    });
    expect(clickDay(days, start, '2027-01-07')).toEqual({ range: start, refusal: { reason: 'tooLong' } });
  });

  it('counts days across months and years, both ends included', () => {
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(4);
    expect(daysBetween('2026-12-01', '2026-12-01')).toBe(1);
    expect(daysBetween('2026-12-02', '2026-12-01')).toBe(0);
  });

  it('knows the days of a period', () => {
    const range = { start: '2026-12-01', end: '2026-12-03' };
    expect(inRange(range, '2026-12-02')).toBe(true);
    expect(inRange(range, '2026-12-04')).toBe(false);
    expect(inRange({ start: '2026-12-01', end: null }, '2026-12-01')).toBe(true);
    expect(inRange(null, '2026-12-01')).toBe(false);
    expect(bookedIn(days, { start: '2026-12-04', end: '2026-12-05' })).toEqual(['2026-12-05']);
  });
});

describe('the total', () => {
  it('is the sum of the days prices (weekend days at their own price)', () => {
    const days = calendar();
    // Mon 2026-11-30 .. Sun 2026-12-06: 5 × 1000 + 2 × 1500
    expect(rangeTotal(days, { start: '2026-11-30', end: '2026-12-06' })).toBe(8000);
    expect(rangeTotal(days, null)).toBe(0);
  });

  it('adds kopecks exactly', () => {
    const days: BannerDayPrice[] = [
      { date: '2026-12-01', price: 0.1, isBooked: false },
      { date: '2026-12-02', price: 0.2, isBooked: false },
    ];
    expect(rangeTotal(days, { start: '2026-12-01', end: '2026-12-02' })).toBe(0.3);
  });

  it('is unknown (null) when a day has no price or the period is not in the calendar', () => {
    const days: BannerDayPrice[] = [
      { date: '2026-12-01', price: 1000, isBooked: false },
      { date: '2026-12-02', price: null, isBooked: false },
    ];
    expect(rangeTotal(days, { start: '2026-12-01', end: '2026-12-02' })).toBeNull();
    expect(rangeTotal([], { start: '2026-12-01', end: '2026-12-03' })).toBeNull();
  });
});

describe('the month grid', () => {
  it('puts each day under its weekday, Monday first, one section a month', () => {
    const months = calendarMonths(calendar());
    expect(months.map((m) => m.month)).toEqual(['2026-11-01', '2026-12-01', '2027-01-01', '2027-02-01']);
    // Friday 27 November: four blanks (Mon..Thu)
    expect(months[0]!.cells.slice(0, 5).map((c) => c?.date ?? null)).toEqual([
      null,
      null,
      null,
      null,
      '2026-11-27',
    ]);
    // Tuesday 1 December: one blank
    expect(months[1]!.cells.slice(0, 2).map((c) => c?.date ?? null)).toEqual([null, '2026-12-01']);
    expect(months[1]!.cells.filter(Boolean)).toHaveLength(31);
    const shown = months.flatMap((m) => m.cells.filter(Boolean));
    expect(shown).toHaveLength(90);
  });
});

describe('the form checks', () => {
  it('the image must have the position size', () => {
    expect(sizeProblem({ width: 1200, height: 300 }, { width: 1200, height: 300 })).toBeNull();
    expect(sizeProblem({ width: 800, height: 200 }, { width: 1200, height: 300 })).toEqual({
      key: 'banners.request.wrongSize',
      values: { actual: '800×200', needed: '1200×300' },
    });
  });

  it('PNG, JPEG or WebP up to 5 MB', () => {
    expect(fileProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeNull();
    expect(fileProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(fileProblem({ type: 'image/gif', size: 10 })?.key).toBe('banners.request.fileType');
    expect(fileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })?.key).toBe(
      'banners.request.fileTooBig',
    );
  });

  it('the optional link is an http(s) URL of at most 500 characters', () => {
    expect(linkProblem('')).toBeNull();
    expect(linkProblem('  ')).toBeNull();
    expect(linkProblem('https://shop.example/a')).toBeNull();
    expect(linkProblem('javascript:alert(1)')?.key).toBe('banners.request.linkNotHttp');
    expect(linkProblem('shop.example')?.key).toBe('banners.request.linkNotHttp');
    expect(linkProblem(`https://x.example/${'a'.repeat(500)}`)?.key).toBe('banners.request.linkTooLong');
  });
});
