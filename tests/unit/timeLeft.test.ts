import { describe, expect, it } from 'vitest';
import { timeLeft } from '../../src/components/timeLeft';

const now = new Date('2026-11-25T12:00:00.000Z');
const after = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('timeLeft (the countdown to a deadline)', () => {
  it.each([
    [2 * DAY + 5 * HOUR + 12 * MIN, 'осталось 2 дня 5 ч'],
    [1 * DAY + 3 * HOUR, 'остался 1 день 3 ч'],
    [5 * DAY, 'осталось 5 дней'],
    [21 * DAY + HOUR, 'остался 21 день 1 ч'],
    [22 * DAY, 'осталось 22 дня'],
    [11 * DAY, 'осталось 11 дней'],
    [5 * HOUR + 7 * MIN, 'осталось 5 ч 7 мин'],
    [3 * HOUR, 'осталось 3 ч'],
    [45 * MIN + 30_000, 'осталось 45 мин'],
    [30_000, 'осталось меньше минуты'],
  ])('%i ms before the deadline reads %s', (ms, text) => {
    expect(timeLeft(now, after(ms)).text).toBe(text);
  });

  it('a passed deadline has expired and stops ticking', () => {
    expect(timeLeft(now, after(0))).toEqual({ text: 'срок истёк', urgency: 'expired', refreshMs: null });
    expect(timeLeft(now, after(-DAY)).text).toBe('срок истёк');
  });

  it('warns under a day; ticks once a minute, once a second in the last hour', () => {
    expect(timeLeft(now, after(DAY + MIN))).toMatchObject({ urgency: 'normal', refreshMs: 60_000 });
    expect(timeLeft(now, after(DAY - MIN))).toMatchObject({ urgency: 'warning', refreshMs: 60_000 });
    expect(timeLeft(now, after(HOUR + 1000))).toMatchObject({ urgency: 'warning', refreshMs: 60_000 });
    expect(timeLeft(now, after(HOUR - 1000))).toMatchObject({ urgency: 'warning', refreshMs: 1000 });
  });

  it('accepts a Date; a missing or unreadable deadline shows the dash', () => {
    expect(timeLeft(now, new Date(now.getTime() + 3 * HOUR)).text).toBe('осталось 3 ч');
    expect(timeLeft(now, null)).toEqual({ text: '----', urgency: 'normal', refreshMs: null });
    expect(timeLeft(now, 'завтра').text).toBe('----');
  });
});
