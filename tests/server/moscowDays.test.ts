import { describe, expect, it } from 'vitest';
import {
  dayFilterBounds,
  moscowDay,
  moscowDayEnd,
  moscowDayStart,
  moscowDayText,
  moscowMonthStartIso,
  parseWireInstant,
} from '../../server/lib/time.js';
import { call } from './helpers.js';
import { type OrdersServer, type SellerSession, withOrdersServer } from './ordersHelpers.js';

/**
 * Issue 8 point 11: a day in a filter is the Moscow day the seller sees (docs/contract/orders.md
 * "Dates sent by the client"). An order created at 22:43Z on 10 March is shown
 * '11.03.2026 01:43' and belongs to 11 March in every list that filters by day.
 */

describe('server/lib/time.ts: Moscow days', () => {
  it('names the Moscow day of an instant', () => {
    expect(moscowDay(Date.parse('2026-03-10T22:43:00.000Z'))).toBe('2026-03-11');
    expect(moscowDay(Date.parse('2026-03-10T20:59:59.999Z'))).toBe('2026-03-10');
    expect(moscowDay(Date.parse('2026-03-10T21:00:00.000Z'))).toBe('2026-03-11');
    expect(moscowDayText(Date.parse('2025-12-31T21:30:00.000Z'))).toBe('01.01.2026');
  });

  it('starts a day at 00:00 MSK and ends it at 23:59:59.999 MSK', () => {
    const at = Date.parse('2026-03-10T22:43:00.000Z');
    expect(new Date(moscowDayStart(at)).toISOString()).toBe('2026-03-10T21:00:00.000Z');
    expect(new Date(moscowDayEnd(at)).toISOString()).toBe('2026-03-11T20:59:59.999Z');
    expect(moscowMonthStartIso(Date.parse('2026-02-28T21:30:00.000Z'))).toBe('2026-02-28T21:00:00.000Z');
  });

  it('reads a bare day as a Moscow day and an instant as its Moscow day in a filter', () => {
    expect(parseWireInstant('2026-03-11')).toEqual({
      ms: Date.parse('2026-03-10T21:00:00.000Z'),
      dateOnly: true,
    });
    expect(parseWireInstant('2026-02-30')).toBeNull();
    expect(parseWireInstant('2026-03-11T25:00')).toBeNull();
    const day = parseWireInstant('2026-03-11');
    expect(dayFilterBounds(day, day)).toEqual({
      from: '2026-03-10T21:00:00.000Z',
      until: '2026-03-11T21:00:00.000Z',
    });
    // 22:30Z on the 10th is 01:30 MSK on the 11th: the whole 11th.
    const instant = parseWireInstant('2026-03-10T22:30:00.000Z');
    expect(dayFilterBounds(instant, instant)).toEqual({
      from: '2026-03-10T21:00:00.000Z',
      until: '2026-03-11T21:00:00.000Z',
    });
    expect(dayFilterBounds(null, null)).toEqual({ from: null, until: null });
  });
});

let server: OrdersServer;
let seller: SellerSession;

withOrdersServer((s, session) => {
  server = s;
  seller = session;
});

/** 01:43 MSK on 11 March, the start and the last millisecond of 11 March, and the 12th's start. */
const EARLY = '2026-03-10T22:43:00.000Z';
const FIRST = '2026-03-10T21:00:00.000Z';
const LAST = '2026-03-11T20:59:59.999Z';
const NEXT = '2026-03-11T21:00:00.000Z';
const BEFORE = '2026-03-10T20:59:59.999Z';

type Table = 'wholesale_orders' | 'retail_orders';

/** Moves four of the seller's orders to the edges of 11 March (Moscow); returns their ids. */
function placeOrders(table: Table): Record<'early' | 'first' | 'last' | 'next' | 'before', number> {
  const ids = (
    server.db
      .prepare(`SELECT id FROM ${table} WHERE seller_id = ? ORDER BY id LIMIT 5`)
      .all(seller.sellerId) as {
      id: number;
    }[]
  ).map((r) => r.id);
  const [early, first, last, next, before] = ids as [number, number, number, number, number];
  const set = server.db.prepare(`UPDATE ${table} SET created_at = ? WHERE id = ?`);
  set.run(EARLY, early);
  set.run(FIRST, first);
  set.run(LAST, last);
  set.run(NEXT, next);
  set.run(BEFORE, before);
  return { early, first, last, next, before };
}

const post = async <T>(path: string, body: unknown) =>
  (await call<T>(server.app, 'POST', path, { token: seller.token, body })).body;

interface Page<T> {
  results: T[];
  rowCount: number;
}

const ALL = { page: 1, pageSize: 100 };

/** Ids a list call finds for the day range. */
type Finder = (from: string, to: string) => Promise<number[]>;

const finders: Record<string, { table: Table; find: Finder }> = {
  'Order/GetAllOrdersByFilter': {
    table: 'wholesale_orders',
    find: async (dateFrom, dateTo) => {
      const reply = await post<Page<{ id: number }>>('/Order/GetAllOrdersByFilter', {
        buyerId: null,
        sellerId: seller.sellerId,
        statusId: null,
        dateFrom,
        dateTo,
        pagination: ALL,
        shippingMethodId: null,
        column: 'id',
        sortByAscending: true,
      });
      expect(reply.status, JSON.stringify(reply)).toBe(1);
      return reply.data?.results.map((r) => r.id) ?? [];
    },
  },
  'RetailOrder/GetRetailOrdersAndFilter': {
    table: 'retail_orders',
    find: async (startDate, endDate) => {
      const reply = await post<Page<{ id: number }>>('/RetailOrder/GetRetailOrdersAndFilter', {
        retailOrderId: null,
        retailOrderStatuses: null,
        startDate,
        endDate,
        pagination: ALL,
        productName: null,
        number: null,
        sellerId: seller.sellerId,
      });
      expect(reply.status, JSON.stringify(reply)).toBe(1);
      return reply.data?.results.map((r) => r.id) ?? [];
    },
  },
  'RetailOrder/GetGeneralRetailOrdersAndFilter': {
    table: 'retail_orders',
    find: async (dateFrom, dateTo) => {
      const reply = await post<Page<{ id: number }>>('/RetailOrder/GetGeneralRetailOrdersAndFilter', {
        sellerId: seller.sellerId,
        dateFrom,
        dateTo,
        pagination: ALL,
        searchValue: null,
      });
      expect(reply.status, JSON.stringify(reply)).toBe(1);
      return reply.data?.results.map((r) => r.id) ?? [];
    },
  },
  'Finances/GetOrderFinances': {
    table: 'wholesale_orders',
    find: async (orderCreationDateFrom, orderCreationDateTo) => {
      const reply = await post<Record<string, Page<{ orderId: number }>>>('/Finances/GetOrderFinances', {
        orderCreationDateFrom,
        orderCreationDateTo,
        pagination: ALL,
      });
      expect(reply.status, JSON.stringify(reply)).toBe(1);
      return reply.data?.MarketSafeDealWholesaleOrders?.results.map((r) => r.orderId) ?? [];
    },
  },
  'Finances/RetailOrderFinances': {
    table: 'retail_orders',
    find: async (orderCreationDateFrom, orderCreationDateTo) => {
      const reply = await post<Page<{ id: number }>>('/Finances/RetailOrderFinances', {
        orderCreationDateFrom,
        orderCreationDateTo,
        pagination: ALL,
      });
      expect(reply.status, JSON.stringify(reply)).toBe(1);
      return reply.data?.results.map((r) => r.id) ?? [];
    },
  },
};

/** The seller's orders of a table whose Moscow creation day lies in [from, to]. */
const expectedIds = (table: Table, from: string, to: string): number[] =>
  (
    server.db.prepare(`SELECT id, created_at FROM ${table} WHERE seller_id = ?`).all(seller.sellerId) as {
      id: number;
      created_at: string;
    }[]
  )
    .filter((r) => {
      const day = moscowDay(Date.parse(r.created_at));
      return day >= from && day <= to;
    })
    .map((r) => r.id)
    .sort((a, b) => a - b);

describe('every list that filters by day takes Moscow days', () => {
  for (const [name, { table, find }] of Object.entries(finders)) {
    it(`${name}: 01:43 MSK on the 11th is found by 11.03–11.03, not by 10.03–10.03`, async () => {
      const o = placeOrders(table);
      const eleventh = await find('2026-03-11', '2026-03-11');
      expect(eleventh).toEqual(expect.arrayContaining([o.early, o.first, o.last]));
      expect(eleventh).not.toContain(o.next);
      expect(eleventh).not.toContain(o.before);
      expect([...eleventh].sort((a, b) => a - b)).toEqual(expectedIds(table, '2026-03-11', '2026-03-11'));

      const tenth = await find('2026-03-10', '2026-03-10');
      expect(tenth).toContain(o.before);
      expect(tenth).not.toContain(o.early);
      expect(tenth).not.toContain(o.first);

      // A full ISO date-time stands for its Moscow day: 22:00Z on the 10th is the 11th in Moscow.
      const byInstant = await find('2026-03-10T22:00:00.000Z', '2026-03-10T22:00:00.000Z');
      expect([...byInstant].sort((a, b) => a - b)).toEqual([...eleventh].sort((a, b) => a - b));
    });
  }

  it('Finances/RetailOrderFinancesTotals counts the same Moscow day', async () => {
    const o = placeOrders('retail_orders');
    const body = { orderCreationDateFrom: '2026-03-11', orderCreationDateTo: '2026-03-11', pagination: ALL };
    const totals = await post<{ ordersCount: number }>('/Finances/RetailOrderFinancesTotals', body);
    const ids = expectedIds('retail_orders', '2026-03-11', '2026-03-11');
    expect(ids).toEqual(expect.arrayContaining([o.early, o.first, o.last]));
    expect(totals.data?.ordersCount).toBe(ids.length);
  });
});
