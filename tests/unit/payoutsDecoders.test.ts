import { describe, expect, it } from 'vitest';
import { payoutPage, payoutSchedule } from '../../src/api/payoutsDecoders';
import { v } from '../../src/api/decode';

/** The payout replies are read field by field; nothing a server sends breaks the page. */

describe('payout decoders', () => {
  it('reads a full schedule, amounts as numbers or numeric strings', () => {
    const data = v.parse(payoutSchedule, {
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30',
      holdDays: 7,
      totals: { held: '950.09', released: 0, paid: 1, refunded: 2 },
      days: [
        {
          date: '2026-11-10',
          held: 950.09,
          released: 0,
          paid: 0,
          refunded: 0,
          orders: [
            {
              market: 'retail',
              orderId: 3,
              number: 1000003,
              state: 'held',
              amount: 950.09,
              releaseDate: null,
              payoutId: null,
            },
          ],
        },
      ],
    });
    expect(data.totals.held).toBe(950.09);
    expect(data.days[0]?.orders[0]).toMatchObject({ market: 'retail', number: '1000003', state: 'held' });
  });

  it('reads garbage as an empty schedule and unknown states and markets as null', () => {
    for (const garbage of [null, 'x', [], 42]) {
      const data = v.parse(payoutSchedule, garbage);
      expect(data.days).toEqual([]);
      expect(data.totals).toEqual({ held: null, released: null, paid: null, refunded: null });
    }
    const odd = v.parse(payoutSchedule, { days: [{ orders: [{ state: 'lost', market: 'moon' }, null] }] });
    // An unreadable item is a row of missing values ('----' on the page), never a failure.
    const blank = {
      market: null,
      orderId: null,
      number: null,
      state: null,
      amount: null,
      releaseDate: null,
      payoutId: null,
    };
    expect(odd.days[0]?.orders).toEqual([blank, blank]);
  });

  it('reads a history page with missing fields as nulls and a missing page count as 1', () => {
    const page = v.parse(payoutPage, { results: [{ id: 4 }, 'x'] });
    expect(page).toEqual({
      results: [
        { id: 4, paidAt: null, amount: null, ordersCount: null, orders: [] },
        { id: null, paidAt: null, amount: null, ordersCount: null, orders: [] },
      ],
      pageCount: 1,
      rowCount: null,
    });
  });
});
