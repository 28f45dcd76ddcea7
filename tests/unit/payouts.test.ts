import { describe, expect, it } from 'vitest';
import {
  addDaysToDay,
  payoutEntry,
  payoutSchedule,
  percentOfKopecks,
  releasedForPayout,
  releaseDayOf,
  sellerPartAtBasisPoints,
  sellerPartKopecks,
  PAYOUT_HOLD_DAYS,
  PAYOUT_STATES,
  type PayoutEntry,
  type PayoutOrder,
} from '../../rules/index.js';
import { Random } from '../../server/db/seeds/random.js';

/** The payout schedule from orders (rules/payouts.ts, docs/contract/payouts.md). */

const order = (overrides: Partial<PayoutOrder> = {}): PayoutOrder => ({
  market: 'wholesale',
  id: 1,
  number: '1',
  totalKopecks: 100_010,
  percentage: 5,
  safeDeal: 2,
  reservedAt: '2026-03-01T10:00:00.000Z',
  sentAt: '2026-03-02T10:00:00.000Z',
  refundedAt: null,
  payout: null,
  ...overrides,
});

describe("the seller's part", () => {
  it('is the total less the commission rounded half away from zero, by percentage or by basis points', () => {
    const cases: [number, number, number][] = [
      [351, 5, 333], // commission 17,55 → 18
      [3333, 7.5, 3083], // 249,975 → 250
      [10_000, 33.33, 6667],
      [-351, 5, -333], // a refund's negative total
      [100_010, 0, 100_010],
      [100_010, 100, 0],
    ];
    for (const [total, percentage, part] of cases) {
      expect(sellerPartKopecks(total, percentage)).toBe(part);
      expect(sellerPartAtBasisPoints(total, Math.round(percentage * 100))).toBe(part);
    }
  });
});

describe('payoutEntry', () => {
  it('releases a sent order 7 Moscow days after the Moscow day it was sent', () => {
    expect(PAYOUT_HOLD_DAYS).toBe(7);
    // 23:59 MSK on 2 March, and 00:00 MSK on 3 March.
    expect(releaseDayOf('2026-03-02T20:59:59.999Z')).toBe('2026-03-09');
    expect(releaseDayOf('2026-03-02T21:00:00.000Z')).toBe('2026-03-10');
    // Across a month and a year.
    expect(releaseDayOf('2026-12-28T12:00:00.000Z')).toBe('2027-01-04');
  });

  it('holds the money until the release day, then releases it; the amount is total − commission', () => {
    const held = payoutEntry(order(), '2026-03-08');
    expect(held).toMatchObject({ state: 'held', day: '2026-03-09', releaseDay: '2026-03-09' });
    // 1000.10 at 5 %: 50.005 rounds half away to 50.01; 950.09 to the seller.
    expect(held?.amountKopecks).toBe(95_009);
    expect(payoutEntry(order(), '2026-03-09')?.state).toBe('released');
  });

  it('holds a reserved order on the day the money came in, refunds the whole total, skips unpaid ones', () => {
    expect(payoutEntry(order({ safeDeal: 1, sentAt: null }), '2026-03-30')).toMatchObject({
      state: 'held',
      day: '2026-03-01',
      releaseDay: null,
    });
    expect(
      payoutEntry(order({ safeDeal: 3, refundedAt: '2026-03-04T21:00:00.000Z' }), '2026-03-30'),
    ).toMatchObject({ state: 'refunded', day: '2026-03-05', amountKopecks: 100_010 });
    expect(payoutEntry(order({ safeDeal: 4 }), '2026-03-30')).toBeNull();
    expect(payoutEntry(order({ safeDeal: null }), '2026-03-30')).toBeNull();
  });

  it('keeps a paid order paid on its payout day with the amount paid', () => {
    const paid = order({
      safeDeal: 3,
      payout: { id: 9, paidAt: '2026-03-10T21:30:00.000Z', amountKopecks: 95_009 },
    });
    expect(payoutEntry(paid, '2026-03-30')).toMatchObject({
      state: 'paid',
      day: '2026-03-11',
      amountKopecks: 95_009,
      payoutId: 9,
    });
  });
});

// Property test over generated orders ----------------------------------------------------------

/** An instant within the first 90 days of 2026, to the minute. */
const instantOf = (g: Random): string =>
  new Date(Date.UTC(2026, 0, 1) + g.int(0, 90 * 24 * 60) * 60_000).toISOString();

function generatedOrders(seed: number, count: number): PayoutOrder[] {
  const g = new Random(seed);
  return Array.from({ length: count }, (_, index) => {
    const safeDeal = g.int(1, 4);
    const reservedAt = instantOf(g);
    return {
      market: g.next() < 0.5 ? 'wholesale' : 'retail',
      id: index + 1,
      number: String(1_000_001 + index),
      // Up to 10 million rubles, any kopecks.
      totalKopecks: g.int(1, 1_000_000_000),
      percentage: [0, 5, 7, 7.25, 12.5, 33.33][g.int(0, 5)]!,
      safeDeal,
      reservedAt,
      sentAt: safeDeal === 2 ? instantOf(g) : null,
      refundedAt: safeDeal === 3 ? instantOf(g) : null,
      payout:
        g.next() < 0.15
          ? { id: g.int(1, 5), paidAt: instantOf(g), amountKopecks: g.int(1, 1_000_000_000) }
          : null,
    } satisfies PayoutOrder;
  });
}

describe('payoutSchedule (property: generated orders, sums to the kopeck)', () => {
  for (const seed of [1, 2, 3, 42, 2026, 65_537]) {
    it(`seed ${seed}`, () => {
      const g = new Random(seed * 7919);
      const orders = generatedOrders(seed, 400);
      const today = addDaysToDay('2026-01-01', g.int(0, 100))!;
      const entries = orders.flatMap((o) => {
        const entry = payoutEntry(o, today);
        return entry ? [entry] : [];
      });
      const from = addDaysToDay('2026-01-01', g.int(0, 60))!;
      const to = addDaysToDay(from, g.int(0, 60))!;
      const { days, totals } = payoutSchedule(entries, from, to);
      const inPeriod = entries.filter((e) => e.day >= from && e.day <= to);

      // Every entry of the period is on exactly one day, and only those.
      expect(days.flatMap((day) => day.orders)).toHaveLength(inPeriod.length);
      for (const day of days) {
        expect(day.day >= from && day.day <= to).toBe(true);
        for (const entry of day.orders) expect(entry.day).toBe(day.day);
      }
      // Days ascending, each once.
      expect(days.map((d) => d.day)).toEqual([...new Set(days.map((d) => d.day))].sort());

      for (const state of PAYOUT_STATES) {
        // The day's figure is the exact sum of its orders; the period's of its days and of its entries.
        for (const day of days) {
          expect(day[state]).toBe(
            day.orders.filter((e) => e.state === state).reduce((sum, e) => sum + e.amountKopecks, 0),
          );
        }
        const ofDays = days.reduce((sum, day) => sum + day[state], 0);
        expect(totals[state]).toBe(ofDays);
        expect(totals[state]).toBe(
          inPeriod.filter((e) => e.state === state).reduce((sum, e) => sum + e.amountKopecks, 0),
        );
        expect(Number.isInteger(totals[state])).toBe(true);
      }

      // Each amount follows the one rule: the payout's amount, the total, or total − commission.
      const byKey = new Map(orders.map((o) => [`${o.market}:${o.id}`, o]));
      for (const entry of entries) {
        const source = byKey.get(`${entry.market}:${entry.id}`)!;
        const expected =
          entry.state === 'paid'
            ? source.payout!.amountKopecks
            : entry.state === 'refunded'
              ? source.totalKopecks
              : source.totalKopecks - percentOfKopecks(source.totalKopecks, source.percentage);
        expect(entry.amountKopecks).toBe(expected);
        if (entry.state === 'released') expect(entry.day <= today).toBe(true);
        if (entry.state === 'held' && entry.releaseDay) expect(entry.releaseDay > today).toBe(true);
      }

      // A payout takes exactly the released entries, and their exact sum.
      const payout = releasedForPayout(entries);
      const released: PayoutEntry[] = entries.filter((e) => e.state === 'released');
      expect(payout.entries).toHaveLength(released.length);
      expect(payout.amountKopecks).toBe(released.reduce((sum, e) => sum + e.amountKopecks, 0));
    });
  }

  it('an open period takes every entry', () => {
    const entries = generatedOrders(5, 100).flatMap((o) => payoutEntry(o, '2026-02-01') ?? []);
    expect(payoutSchedule(entries, null, null).days.flatMap((d) => d.orders)).toHaveLength(entries.length);
  });
});
