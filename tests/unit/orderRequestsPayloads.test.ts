import { describe, expect, it } from 'vitest';
import {
  buildOrderRequestFilterBody,
  buildProposalBody,
  decimalOf,
  requestFilterDay,
  type ProposalFormValues,
} from '../../src/api/orderRequestsPayloads';

describe('the order request list filter (spec sections 3 and 5)', () => {
  it('sends every key, empty filters as null, newest first, page size 12', () => {
    expect(buildOrderRequestFilterBody({ sellerId: 7 })).toEqual({
      country: null,
      shippingMethods: null,
      requestId: null,
      orderRequestStatuses: null,
      startDate: null,
      endDate: null,
      buyerId: null,
      productCategoryId: null,
      productId: null,
      sellerId: 7,
      pagination: { page: 1, pageSize: 12 },
      column: 'creationDate',
      sortByAscending: false,
    });
  });

  it('translates a full filter: ids as numbers, days as yyyy/mm/dd, the chosen sort', () => {
    expect(
      buildOrderRequestFilterBody({
        sellerId: 7,
        statusId: '3',
        buyerId: 18,
        productId: '5',
        categoryId: '12',
        countryId: 1,
        shippingMethodId: '2',
        requestId: ' 40 ',
        dateFrom: '2026-11-01',
        dateTo: '2026-11-30',
        page: 2,
        pageSize: 100,
        sortField: 'deadline',
        ascending: true,
      }),
    ).toEqual({
      country: 1,
      shippingMethods: 2,
      requestId: 40,
      orderRequestStatuses: 3,
      startDate: '2026/11/01',
      endDate: '2026/11/30',
      buyerId: 18,
      productCategoryId: 12,
      productId: 5,
      sellerId: 7,
      pagination: { page: 2, pageSize: 100 },
      column: 'deadline',
      sortByAscending: true,
    });
  });

  it.each([0, 1, '0', '1', '', null, undefined, 'all'])(
    'status %j is no status filter (null)',
    (statusId) => {
      expect(buildOrderRequestFilterBody({ sellerId: 7, statusId }).orderRequestStatuses).toBeNull();
    },
  );

  it.each([-1, '-1', 0, '', null])('country %j is no country filter (null)', (countryId) => {
    expect(buildOrderRequestFilterBody({ sellerId: 7, countryId }).country).toBeNull();
  });

  it('empty strings of every filter become null', () => {
    const body = buildOrderRequestFilterBody({
      sellerId: 7,
      statusId: '',
      buyerId: '',
      productId: '',
      categoryId: '',
      countryId: '',
      shippingMethodId: '',
      requestId: '',
      dateFrom: '',
      dateTo: '',
    });
    const { sellerId: _seller, pagination: _page, column: _column, sortByAscending: _asc, ...filters } = body;
    expect(Object.values(filters).every((value) => value === null)).toBe(true);
    expect(Object.keys(filters)).toHaveLength(9);
  });

  it('days follow the Moscow rule of filterDay, then slashes', () => {
    expect(requestFilterDay('2026-01-01T22:30:00Z')).toBe('2026/01/02');
    expect(requestFilterDay(new Date(2026, 10, 5))).toBe('2026/11/05');
    expect(requestFilterDay('not a day')).toBeNull();
  });

  it('an unknown sort field falls back to the creation date', () => {
    expect(buildOrderRequestFilterBody({ sellerId: 7, sortField: 'buyerName' }).column).toBe('creationDate');
    expect(buildOrderRequestFilterBody({ sellerId: 7, sortField: 'id' }).column).toBe('id');
  });
});

const form = (overrides: Partial<ProposalFormValues> = {}): ProposalFormValues => ({
  validDays: '7',
  deliveryDays: ' 14 ',
  deliveryAmount: '1 500,50',
  comment: '  Отгрузим со склада в Иванове  ',
  lines: [
    { orderRequestProductId: 301, price: '3845,71', quantity: '95' },
    { orderRequestProductId: 302, price: '120.5', quantity: '10' },
  ],
  ...overrides,
});

describe('the proposal body', () => {
  it('turns the typed form into the exact body: numbers, a trimmed comment, one line per product', () => {
    expect(buildProposalBody({ orderRequestId: 40, buyerCollects: false, values: form() })).toEqual({
      orderRequestId: 40,
      validDays: 7,
      deliveryDays: 14,
      deliveryAmount: 1500.5,
      comment: 'Отгрузим со склада в Иванове',
      lines: [
        { orderRequestProductId: 301, price: 3845.71, quantity: 95 },
        { orderRequestProductId: 302, price: 120.5, quantity: 10 },
      ],
    });
  });

  it('a blank comment is null; the buyer collecting means delivery 0 whatever was typed', () => {
    const body = buildProposalBody({
      orderRequestId: 40,
      buyerCollects: true,
      values: form({ comment: '   ', deliveryAmount: '900' }),
    });
    expect(body.comment).toBeNull();
    expect(body.deliveryAmount).toBe(0);
  });

  it.each([
    ['1 234,50', 1234.5],
    ['1234.5', 1234.5],
    ['0', 0],
    ['', null],
    ['12,3,4', null],
    ['-5', null],
    ['abc', null],
  ])('reads the amount %j as %j', (text, value) => {
    expect(decimalOf(text)).toBe(value);
  });
});
