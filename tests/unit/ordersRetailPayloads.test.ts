import { describe, expect, it } from 'vitest';
import {
  buildChangeRetailStatusBody,
  buildRetailListRequest,
  buildShippingInfoFormData,
  buildShippingInfoPayload,
  isValidOrderNumber,
  parseImIds,
  retailStatusesOrNull,
  retailSortOf,
} from '../../src/api/retailOrdersPayloads';

describe('retail list filter', () => {
  it('with no specific filter uses the general search with searchValue and day-precision dates', () => {
    expect(
      buildRetailListRequest({ sellerId: 7, searchValue: ' Козлов ', dateFrom: '2026-11-01', dateTo: '' }),
    ).toEqual({
      kind: 'general',
      body: {
        sellerId: 7,
        dateFrom: '2026-11-01',
        dateTo: null,
        pagination: { page: 1, pageSize: 12 },
        searchValue: 'Козлов',
      },
    });
  });

  it('an empty search is sent as null', () => {
    const request = buildRetailListRequest({ sellerId: 7, searchValue: '   ' });
    expect(request.kind).toBe('general');
    expect(request.body).toMatchObject({ searchValue: null });
  });

  it('statuses, number or product name switch to GetRetailOrdersAndFilter with every key', () => {
    expect(
      buildRetailListRequest({
        sellerId: 7,
        statuses: ['1', 7],
        number: '1000046',
        productName: 'Эмаль',
        page: 2,
      }),
    ).toEqual({
      kind: 'specific',
      body: {
        retailOrderId: null,
        retailOrderStatuses: [1, 7],
        startDate: null,
        endDate: null,
        pagination: { page: 2, pageSize: 12 },
        productName: 'Эмаль',
        number: '1000046',
        sellerId: 7,
      },
    });
  });

  it('status 0 ("all") is dropped; only 0 means no status filter', () => {
    expect(retailStatusesOrNull([0])).toBeNull();
    expect(retailStatusesOrNull([0, 2, 2, 15])).toEqual([2, 15]);
    expect(retailStatusesOrNull(undefined)).toBeNull();
    expect(buildRetailListRequest({ sellerId: 7, statuses: [0] }).kind).toBe('general');
  });

  it('the order number is digits only, at most 7; an invalid one is never sent', () => {
    expect(isValidOrderNumber('1234567')).toBe(true);
    expect(isValidOrderNumber('12345678')).toBe(false);
    expect(isValidOrderNumber('12a')).toBe(false);
    expect(isValidOrderNumber('')).toBe(false);
    const invalid = buildRetailListRequest({ sellerId: 7, number: '12345678', statuses: [1] });
    expect(invalid.kind).toBe('specific');
    expect(invalid.body).toMatchObject({ number: null });
    expect(buildRetailListRequest({ sellerId: 7, number: '12a' }).kind).toBe('general');
  });
});

describe('retail shipping info payload', () => {
  it('driverPhone is prefix + number for delivery methods other than 3', () => {
    expect(
      buildShippingInfoPayload({
        orderId: 46,
        deliveryMethodId: 1,
        pickupDate: '2026-11-26T09:00:00.000Z',
        phonePrefix: '+7',
        phoneNumber: '9161234567',
        retailOrderProductsId: [101, 102],
      }),
    ).toEqual({
      pickupDate: '2026-11-26T09:00:00.000Z',
      driverPhone: '+79161234567',
      retailOrderProductsId: [101, 102],
      shippingMethodId: 1,
      orderId: 46,
      deliveryMethodId: 1,
    });
  });

  it('driverPhone is absent (not even a key) for delivery method 3', () => {
    const payload = buildShippingInfoPayload({
      orderId: 46,
      deliveryMethodId: 3,
      pickupDate: '2026-11-26T09:00:00.000Z',
      phonePrefix: '+7',
      phoneNumber: '9161234567',
      retailOrderProductsId: [],
    });
    expect('driverPhone' in payload).toBe(false);
  });

  it('the form has a json part (application/json Blob) and one File part per image', async () => {
    const payload = buildShippingInfoPayload({
      orderId: 46,
      deliveryMethodId: 2,
      pickupDate: '2026-11-26T09:00:00.000Z',
      phonePrefix: '+375',
      phoneNumber: '291234567',
      retailOrderProductsId: [101],
    });
    const images = [
      new File(['a'], 'a.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ];
    const form = buildShippingInfoFormData(payload, images);
    const json = form.get('json') as Blob;
    expect(json.type).toBe('application/json');
    expect(JSON.parse(await json.text())).toEqual(payload);
    expect((form.getAll('File') as File[]).map((f) => f.name)).toEqual(['a.jpg', 'b.png']);
  });
});

describe('retail status change body', () => {
  it('sends the CDEK office and ImIds only for "in transit" with delivery method 2', () => {
    expect(
      buildChangeRetailStatusBody({
        orderId: 46,
        toStatus: 3,
        deliveryMethodId: 2,
        cdekOfficeAddress: ' Екатеринбург, ул. Малышева, 5 ',
        imIds: '1001, 1002\n1003;1001',
      }),
    ).toEqual({
      retailOrderId: 46,
      retailOrderStatus: 3,
      cdekOfficeAddress: 'Екатеринбург, ул. Малышева, 5',
      ImIds: ['1001', '1002', '1003'],
    });
    expect(
      buildChangeRetailStatusBody({
        orderId: 46,
        toStatus: 2,
        deliveryMethodId: 2,
        cdekOfficeAddress: 'x',
        imIds: 'y',
      }),
    ).toEqual({ retailOrderId: 46, retailOrderStatus: 2, cdekOfficeAddress: null, ImIds: null });
    expect(parseImIds(null)).toEqual([]);
  });
});

describe('retail list sort', () => {
  it('maps sortable list fields to the contract columns and leaves the others out', () => {
    expect(retailSortOf({ field: 'amount', order: 'ASC' })).toEqual({
      column: 'amount',
      sortByAscending: true,
    });
    expect(retailSortOf({ field: 'number', order: 'DESC' })).toEqual({
      column: 'id',
      sortByAscending: false,
    });
    expect(retailSortOf({ field: 'productName', order: 'ASC' })).toEqual({});
    expect(retailSortOf(undefined)).toEqual({});
  });

  it('adds the sort to whichever retail call the filter picks', () => {
    const sort = { field: 'retailOrderStatus', order: 'ASC' };
    expect(buildRetailListRequest({ sellerId: 1, sort }).body).toMatchObject({
      column: 'retailOrderStatus',
      sortByAscending: true,
    });
    expect(buildRetailListRequest({ sellerId: 1, statuses: [2], sort }).body).toMatchObject({
      column: 'retailOrderStatus',
      sortByAscending: true,
    });
  });
});
