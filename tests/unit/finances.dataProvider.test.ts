import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider, sellerScopeOf } from '../../src/dataProvider';
import type { FinancesDataProvider } from '../../src/resources/finances/handler';

const dataProvider = createDataProvider({ sellerId: 7, userId: 3, storeId: 5 });

interface Call {
  path: string;
  body: Record<string, unknown>;
}

function stubFetch(replies: Record<string, unknown>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const path = new URL(input).pathname;
      calls.push({ path, body: JSON.parse(String(init.body)) as Record<string, unknown> });
      const key = path.replace(/^\/seller\/api\//, '');
      const body =
        key in replies ? { status: 1, data: replies[key] } : { status: -1, errorMessage: 'no stub' };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

beforeEach(() => localStorage.setItem('sellerAccessToken', 'access-1'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const wholesaleReply = {
  totalAmountOfOrders: 1000,
  amountFromSales: 950,
  nowReserved: 1000,
  refunds: 0,
  MarketComissionPrice: 50,
  pageCount: 3,
  MarketSafeDealWholesaleOrders: {
    results: [
      {
        orderId: 9,
        totalAmountForTheOrderFromBuyer: 1000,
        paymentToTheSeller: 950,
        MarketSafeDealStatusId: 1,
      },
    ],
    pageCount: 3,
    rowCount: 21,
  },
};

describe('finances-wholesale getList', () => {
  it('posts the full body to Finances/GetOrderFinances and answers rows, total and meta', async () => {
    const calls = stubFetch({ 'Finances/GetOrderFinances': wholesaleReply });
    const result = await dataProvider.getList('finances-wholesale', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'totalFromBuyer', order: 'ASC' },
      filter: { orderId: '9', orderStatusId: 100, safeDealStatusId: 1, dateFrom: '2026-01-01' },
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/seller/api/Finances/GetOrderFinances');
    expect(calls[0]?.body).toEqual({
      sellerId: 7,
      orderId: 9,
      orderStatusId: 100,
      buyerName: null,
      MarketSafeDealStatusId: 1,
      orderCreationDateFrom: '2026-01-01',
      orderCreationDateTo: null,
      column: 'totalAmountForTheOrderFromBuyer',
      sortByAscending: true,
      pagination: { page: 2, pageSize: 10 },
    });
    expect(result.total).toBe(21);
    expect(result.data[0]).toMatchObject({ id: 9, orderId: 9, totalFromBuyer: 1000, safeDealStatusId: 1 });
    expect(result.meta).toEqual({
      pageCount: 3,
      summary: {
        totalAmountOfOrders: 1000,
        amountFromSales: 950,
        nowReserved: 1000,
        refunds: 0,
        commission: 50,
      },
    });
  });

  it('defaults to page 1 of 10, id descending', async () => {
    const calls = stubFetch({ 'Finances/GetOrderFinances': wholesaleReply });
    await dataProvider.getList('finances-wholesale', {
      filter: {},
    } as unknown as Parameters<typeof dataProvider.getList>[1]);
    expect(calls[0]?.body).toMatchObject({
      column: 'id',
      sortByAscending: false,
      pagination: { page: 1, pageSize: 10 },
    });
  });

  it('estimates total from the page count when the reply has no rowCount', async () => {
    stubFetch({
      'Finances/GetOrderFinances': {
        pageCount: 4,
        MarketSafeDealWholesaleOrders: { results: [{ orderId: 1 }] },
      },
    });
    const result = await dataProvider.getList('finances-wholesale', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(result.total).toBe(40);
    expect(result.meta).toMatchObject({ pageCount: 4 });
  });

  it('sends the signed-in seller whatever the page passes, and has none without a seller record', async () => {
    const calls = stubFetch({ 'Finances/GetOrderFinances': wholesaleReply });
    await dataProvider.getList('finances-wholesale', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { sellerId: 99 },
      meta: { sellerId: 99 },
    });
    expect(calls[0]?.body).toMatchObject({ sellerId: 7 });
    expect(() =>
      sellerScopeOf({ id: 3, seller: null } as unknown as Parameters<typeof sellerScopeOf>[0]),
    ).toThrow(/sellerId/);
  });
});

describe('finances-retail', () => {
  it('getList posts to Finances/RetailOrderFinances; getRetailTotals to RetailOrderFinancesTotals with the same body', async () => {
    const calls = stubFetch({
      'Finances/RetailOrderFinances': {
        results: [
          {
            id: 5,
            amount: 100,
            paymentToTheSeller: null,
            commission: null,
            statusId: 6,
            MarketSafeDealStatusId: 3,
          },
        ],
        pageCount: 1,
        rowCount: 1,
      },
      'Finances/RetailOrderFinancesTotals': {
        totalAmountOfOrders: 100,
        amountFromSales: 0,
        nowReserved: 0,
        refunds: 100,
        MarketComissionPrice: 0,
        ordersCount: 1,
      },
    });
    const params = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'creationDate', order: 'DESC' as const },
      filter: { orderStatusId: 6, buyerName: 'Анна' },
    };
    const list = await dataProvider.getList('finances-retail', params);
    const totals = await (dataProvider as FinancesDataProvider).getRetailTotals('finances-retail', params);
    expect(calls.map((call) => call.path)).toEqual([
      '/seller/api/Finances/RetailOrderFinances',
      '/seller/api/Finances/RetailOrderFinancesTotals',
    ]);
    expect(calls[0]?.body).toEqual(calls[1]?.body);
    expect(calls[0]?.body).toMatchObject({
      sellerId: 7,
      orderStatusId: 6,
      buyerName: 'Анна',
      column: 'orderCreationDate',
      sortByAscending: false,
    });
    expect(list).toMatchObject({ total: 1, meta: { pageCount: 1 } });
    expect(list.data[0]).toMatchObject({ id: 5, paymentToTheSeller: null, safeDealStatusId: 3 });
    expect(totals.data).toEqual({
      totalAmountOfOrders: 100,
      amountFromSales: 0,
      nowReserved: 0,
      refunds: 100,
      commission: 0,
      ordersCount: 1,
    });
  });
});
