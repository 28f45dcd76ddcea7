import { describe, expect, it } from 'vitest';
import {
  buildInTransitFormData,
  buildReadyToSendPayload,
  buildWholesaleListRequest,
  IN_TRANSIT_FIELDS,
  keepRows,
  positiveIdOrNull,
} from '../../src/api/ordersPayloads';
import type { ShippingMethodId, WholesaleOrderListItem } from '../../contract';
import { filterDay } from '../../src/api/list';
import { wholesaleOrderDecoder } from '../../src/api/orderDetails';

const row = (id: number, shipingMethodId: ShippingMethodId): WholesaleOrderListItem => ({
  id,
  invoiceNumber: null,
  creationDate: '2026-11-20T10:00:00.000Z',
  buyerId: 1,
  buyerName: 'ООО «Ромашка»',
  statusId: 6,
  shipingMethodId,
  deliveryMethodId: 1,
  totalAmount: 100,
  productsCount: 1,
  isPaid: true,
  paymentDeadline: null,
  dispatchDeadline: null,
  deliveryDeadline: null,
});

describe('wholesale list filter translation', () => {
  it('sends every key, empty filters as null, default sort id descending, page size 12', () => {
    expect(buildWholesaleListRequest({ sellerId: 7 })).toEqual({
      body: {
        buyerId: null,
        sellerId: 7,
        statusId: null,
        dateFrom: null,
        dateTo: null,
        pagination: { page: 1, pageSize: 12 },
        shippingMethodId: null,
        column: 'id',
        sortByAscending: false,
      },
      keepShippingMethodId: null,
    });
  });

  it.each([0, '0', '', null, undefined, 'abc'])('status %j means all statuses (null)', (statusId) => {
    expect(buildWholesaleListRequest({ sellerId: 7, statusId }).body.statusId).toBeNull();
  });

  it('empty strings of every filter become null', () => {
    const { body } = buildWholesaleListRequest({
      sellerId: 7,
      statusId: '',
      buyerId: '',
      dateFrom: '',
      dateTo: '',
      shippingMethodId: '',
    });
    expect([body.statusId, body.buyerId, body.dateFrom, body.dateTo, body.shippingMethodId]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('pseudo-status 30: body status 6, keeps only shipping method 1 rows', () => {
    const request = buildWholesaleListRequest({ sellerId: 7, statusId: 30 });
    expect(request.body.statusId).toBe(6);
    expect(request.body.shippingMethodId).toBeNull();
    expect(request.keepShippingMethodId).toBe(1);
    expect(
      keepRows([row(1, 1), row(2, 2), row(3, 1)], request.keepShippingMethodId).map((r) => r.id),
    ).toEqual([1, 3]);
  });

  it('pseudo-status 31: body status 6, keeps only shipping method 2 rows', () => {
    const request = buildWholesaleListRequest({ sellerId: 7, statusId: '31' });
    expect(request.body.statusId).toBe(6);
    expect(request.keepShippingMethodId).toBe(2);
    expect(keepRows([row(1, 1), row(2, 2)], request.keepShippingMethodId).map((r) => r.id)).toEqual([2]);
  });

  it('pseudo-status 32: body status 4 with shippingMethodId 2, no post-filter', () => {
    const request = buildWholesaleListRequest({ sellerId: 7, statusId: 32, shippingMethodId: 1 });
    expect(request.body.statusId).toBe(4);
    expect(request.body.shippingMethodId).toBe(2);
    expect(request.keepShippingMethodId).toBeNull();
    expect(keepRows([row(1, 1), row(2, 2)], null)).toHaveLength(2);
  });

  it('a real status and the chosen filters pass through', () => {
    const { body, keepShippingMethodId } = buildWholesaleListRequest({
      sellerId: 7,
      statusId: '5',
      buyerId: '18',
      shippingMethodId: '2',
      page: 3,
      pageSize: 12,
      sortField: 'buyerName',
      ascending: true,
    });
    expect(body).toMatchObject({
      statusId: 5,
      buyerId: 18,
      shippingMethodId: 2,
      pagination: { page: 3, pageSize: 12 },
      column: 'buyerName',
      sortByAscending: true,
    });
    expect(keepShippingMethodId).toBeNull();
  });

  it('an unknown sort field falls back to id', () => {
    expect(buildWholesaleListRequest({ sellerId: 7, sortField: 'productsCount' }).body.column).toBe('id');
  });

  it('dates are sent at day precision yyyy-MM-dd', () => {
    const { body } = buildWholesaleListRequest({
      sellerId: 7,
      dateFrom: '2026-11-01',
      dateTo: '2026-11-30T15:45:12',
    });
    expect(body.dateFrom).toBe('2026-11-01');
    expect(body.dateTo).toBe('2026-11-30');
    expect(filterDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(filterDay('not a date')).toBeNull();
  });

  it('ids must be positive integers', () => {
    expect(positiveIdOrNull('12')).toBe(12);
    expect(positiveIdOrNull(' 3 ')).toBe(3);
    expect(positiveIdOrNull('-1')).toBeNull();
    expect(positiveIdOrNull('1.5')).toBeNull();
  });
});

describe('ready-to-send payload', () => {
  const address = {
    countryId: 1,
    regionId: 66,
    cityId: 6601,
    street: ' ул. Ленина ',
    houseNumber: '5',
    apartmentOrOficeNumber: '',
    postalIndex: '620014',
  };

  it('delivery method 3 sends only orderId and dispatchDay', () => {
    expect(
      buildReadyToSendPayload({
        orderId: 9,
        deliveryMethodId: 3,
        dispatchDay: '2026-12-01T20:59:59.999Z',
        readyDays: 5,
        address,
      }),
    ).toEqual({ orderId: 9, dispatchDay: '2026-12-01T20:59:59.999Z' });
  });

  it.each([1, 2])(
    'delivery method %i sends orderId, readyDays and the address (no dispatchDay)',
    (deliveryMethodId) => {
      const payload = buildReadyToSendPayload({
        orderId: 9,
        deliveryMethodId,
        dispatchDay: '2026-12-01T20:59:59.999Z',
        readyDays: 5,
        address,
      });
      expect(payload).toEqual({
        orderId: 9,
        readyDays: 5,
        address: {
          countryId: 1,
          regionId: 66,
          cityId: 6601,
          street: 'ул. Ленина',
          houseNumber: '5',
          apartmentOrOficeNumber: null,
          postalIndex: '620014',
        },
      });
      expect(Object.keys(payload)).not.toContain('dispatchDay');
    },
  );
});

describe('in-transit form data', () => {
  const files = [
    new File(['%PDF-1'], 'доверенность.pdf', { type: 'application/pdf' }),
    new File(['png'], 'scan.png', { type: 'image/png' }),
  ];

  it('carries every field of the in-transit form by its exact name, ProcurationFiles once per file', () => {
    const form = buildInTransitFormData({
      shippingMethodId: 1,
      orderId: 61,
      deliveryMethodId: 1,
      transportMark: 'КАМАЗ',
      transportNumber: 'А123ВС66',
      driverFulname: 'Иванов Иван',
      driverPhone: '+79161234567',
      voyageNumber: '',
      trackCode: null,
      additionalInfo: 'Хрупкое',
      pickUpDate: '2026-11-25T09:00:00.000Z',
      procurationFiles: files,
    });
    expect([...new Set([...form.keys()])].sort()).toEqual([...IN_TRANSIT_FIELDS].sort());
    expect(form.get('ShippingMethodId')).toBe('1');
    expect(form.get('OrderId')).toBe('61');
    expect(form.get('TransportMark')).toBe('КАМАЗ');
    expect(form.get('TransportNumber')).toBe('А123ВС66');
    expect(form.get('DriverFulname')).toBe('Иванов Иван');
    expect(form.get('DriverPhone')).toBe('+79161234567');
    expect(form.get('VoyageNumber')).toBe('');
    expect(form.get('TrackCode')).toBe('');
    expect(form.get('AdditionalInfo')).toBe('Хрупкое');
    expect(form.get('PickUpDate')).toBe('2026-11-25T09:00:00.000Z');
    expect(form.get('DeliveryMethodId')).toBe('1');
    const sent = form.getAll('ProcurationFiles') as File[];
    expect(sent.map((file) => file.name)).toEqual(['доверенность.pdf', 'scan.png']);
  });

  it('leaves the driver phone blank for delivery method 3', () => {
    const form = buildInTransitFormData({
      shippingMethodId: 1,
      orderId: 5,
      deliveryMethodId: 3,
      driverPhone: '+79161234567',
      trackCode: 'RA123456789RU',
    });
    expect(form.get('DriverPhone')).toBe('');
    expect(form.get('TrackCode')).toBe('RA123456789RU');
    expect(form.getAll('ProcurationFiles')).toEqual([]);
  });
});

describe('order detail', () => {
  it('copies the top-level shipingMethodId into shippingDetails.shippingMethodId', () => {
    const order = {
      ...row(61, 2),
      shippingDetails: { shippingMethodId: null, deliveryMethodId: 1, procurationFiles: [] },
    };
    const decode = wholesaleOrderDecoder(61);
    expect(decode(order).shippingDetails.shippingMethodId).toBe(2);
    expect(decode({ ...order, shippingDetails: null }).shippingDetails).toMatchObject({
      shippingMethodId: 2,
      procurationFiles: [],
    });
  });
});
