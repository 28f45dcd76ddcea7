import { describe, expect, it } from 'vitest';
import { buyerFilterBody, buyerOrdersBody, buyerSortOf } from '../../src/api/buyersPayloads';

const page = { page: 1, pageSize: 10 };

describe('GetBuyersByFilter body of the /buyers filters', () => {
  it('empty values are null, but country and user type are -1; every key is present', () => {
    expect(buyerFilterBody({}, 7, page)).toEqual({
      country: -1,
      userTypeId: -1,
      orderTypeId: null,
      lastOrderDate: null,
      ordersCount: null,
      spentAmount: null,
      pagination: page,
      sellerId: 7,
      searchValue: null,
      buyerIds: null,
    });
  });

  it('no country and no user type are sent as -1 (spec section 5), whatever says "none"', () => {
    const body = buyerFilterBody({ country: -1, userTypeId: '-1' }, 7, page);
    expect(body.country).toBe(-1);
    expect(body.userTypeId).toBe(-1);
    expect(buyerFilterBody({ country: 0, userTypeId: '' }, 7, page)).toMatchObject({
      country: -1,
      userTypeId: -1,
    });
    expect(buyerFilterBody({ country: null, userTypeId: 'x' }, 7, page)).toMatchObject({
      country: -1,
      userTypeId: -1,
    });
    expect(buyerFilterBody({ country: '3', userTypeId: 9 }, 7, page)).toMatchObject({
      country: 3,
      userTypeId: 9,
    });
  });

  it('orderTypeId 1 retail or 2 wholesale, anything else both markets', () => {
    expect(buyerFilterBody({ orderTypeId: '1' }, 7, page).orderTypeId).toBe(1);
    expect(buyerFilterBody({ orderTypeId: 2 }, 7, page).orderTypeId).toBe(2);
    expect(buyerFilterBody({ orderTypeId: 3 }, 7, page).orderTypeId).toBeNull();
    expect(buyerFilterBody({ orderTypeId: 0 }, 7, page).orderTypeId).toBeNull();
  });

  it('the last order day as a Moscow day; orders count and spent amount as minimums', () => {
    expect(
      buyerFilterBody(
        {
          lastOrderDate: '2026-10-31T21:15:00Z',
          ordersCount: '3',
          spentAmount: '15000,5',
          searchValue: '  Мор ',
        },
        7,
        page,
      ),
    ).toMatchObject({
      lastOrderDate: '2026-11-01',
      ordersCount: 3,
      spentAmount: 15000.5,
      searchValue: 'Мор',
    });
    // 0, negative or broken minimums are no filter
    expect(buyerFilterBody({ ordersCount: 0, spentAmount: '0' }, 7, page)).toMatchObject({
      ordersCount: null,
      spentAmount: null,
    });
    expect(buyerFilterBody({ ordersCount: '2.5', spentAmount: '-10' }, 7, page)).toMatchObject({
      ordersCount: null,
      spentAmount: null,
    });
  });
});

describe('the buyers sort', () => {
  it('sends the column and the direction of a sortable field', () => {
    expect(buyerSortOf({ field: 'spentAmount', order: 'DESC' })).toEqual({
      column: 'spentAmount',
      sortByAscending: false,
    });
    expect(buyerSortOf({ field: 'lastOrderDate', order: 'ASC' })).toEqual({
      column: 'lastOrderDate',
      sortByAscending: true,
    });
    expect(buyerSortOf({ field: 'ordersCount', order: 'DESC' })).toEqual({
      column: 'ordersCount',
      sortByAscending: false,
    });
    expect(buyerSortOf({ field: 'buyerName', order: 'DESC' })).toEqual({
      column: 'buyerName',
      sortByAscending: false,
    });
  });

  it("leaves the server's own order (by name, ascending) and unknown fields unsaid", () => {
    expect(buyerSortOf({ field: 'buyerName', order: 'ASC' })).toEqual({});
    expect(buyerSortOf({ field: 'countryId', order: 'DESC' })).toEqual({});
    expect(buyerSortOf(undefined)).toEqual({});
  });
});

describe('GetBuyerOrders body', () => {
  it('both markets by default, 10 rows a page', () => {
    expect(buyerOrdersBody({ sellerId: 7, buyerId: 18 })).toEqual({
      sellerId: 7,
      buyerId: 18,
      orderTypeId: null,
      pagination: { page: 1, pageSize: 10 },
    });
    expect(buyerOrdersBody({ sellerId: 7, buyerId: 18, orderTypeId: 1, page: 2 })).toEqual({
      sellerId: 7,
      buyerId: 18,
      orderTypeId: 1,
      pagination: { page: 2, pageSize: 10 },
    });
  });
});
