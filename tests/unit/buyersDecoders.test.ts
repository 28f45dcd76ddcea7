import { describe, expect, it } from 'vitest';
import { decoder } from '../../src/api/decode';
import { buyerDetailSchema, buyerListSchema, buyerOrdersSchema } from '../../src/api/buyersDecoders';

const decodeList = decoder(buyerListSchema);
const decodeDetail = decoder(buyerDetailSchema);
const decodeOrders = decoder(buyerOrdersSchema);

const GARBAGE: unknown[] = [null, undefined, 'text', 42, [1], { results: 'x', pageCount: 'many' }];

const row = {
  id: 31,
  buyerName: 'ООО «ХозТорг»',
  userTypeId: 8,
  countryId: 3,
  ordersCount: 4,
  spentAmount: 125000.5,
  lastOrderDate: '2026-11-20T08:00:00.000Z',
};

describe('SellerSettings/GetBuyersByFilter', () => {
  it('a full reply of our server decodes to the same values', () => {
    const reply = { results: [row], pageCount: 1, rowCount: 1 };
    expect(decodeList(reply)).toEqual(reply);
  });

  it('rows without a readable id are left out; missing figures are null', () => {
    const decoded = decodeList({ results: [{ id: '32' }, { buyerName: 'без id' }, null], pageCount: 2 });
    expect(decoded).toEqual({
      results: [
        {
          id: 32,
          buyerName: null,
          userTypeId: null,
          countryId: null,
          ordersCount: null,
          spentAmount: null,
          lastOrderDate: null,
        },
      ],
      pageCount: 2,
      rowCount: null,
    });
  });

  it('never throws on garbage: an empty page', () => {
    for (const value of GARBAGE)
      expect(decodeList(value)).toEqual({ results: [], pageCount: 1, rowCount: null });
  });
});

describe('SellerSettings/GetSingleBuyer', () => {
  const full = {
    id: 31,
    buyerName: 'ООО «ХозТорг»',
    fullName: 'Иванов Иван',
    companyName: 'ООО «ХозТорг»',
    userTypeId: 8,
    countryId: 1,
    countryName: 'Россия',
    city: 'Екатеринбург',
    email: 'buyer@demo.ru',
    phoneNumber: '+79120000000',
    registrationDate: '2025-01-01T00:00:00.000Z',
    ordersCount: 4,
    spentAmount: 125000.5,
    lastOrderDate: '2026-11-20T08:00:00.000Z',
    averageCheck: 31250.13,
    wholesale: { ordersCount: 3, spentAmount: 120000 },
    retail: { ordersCount: 1, spentAmount: 5000.5 },
    chatId: null,
  };

  it('a full reply of our server decodes to the same values', () => {
    expect(decodeDetail(full)).toEqual(full);
  });

  it('spec keys only: our figures are null, a City record gives its name', () => {
    const buyer = decodeDetail({
      id: 31,
      buyerName: 'ХозТорг',
      email: 'b@demo.ru',
      city: { id: 2, name: 'Пермь' },
    });
    expect(buyer.city).toBe('Пермь');
    expect(buyer.wholesale).toBeNull();
    expect(buyer.averageCheck).toBeNull();
    expect(buyer.registrationDate).toBeNull();
  });

  it('never throws on garbage', () => {
    for (const value of GARBAGE) expect(decodeDetail(value).buyerName).toBeNull();
  });
});

describe('SellerSettings/GetBuyerOrders', () => {
  it('a full reply decodes to the same values; spec keys only keep the order readable', () => {
    const order = {
      id: 61,
      isRetail: false,
      number: '2026-000061',
      creationDate: '2026-11-16T07:05:35.743Z',
      statusId: 2,
      totalAmount: 1500,
    };
    expect(decodeOrders({ results: [order], pageCount: 1, rowCount: 1 }).results).toEqual([order]);
    expect(decodeOrders({ results: [{ id: 61, isRetail: true, statusId: 3 }] }).results).toEqual([
      { id: 61, isRetail: true, number: null, creationDate: null, statusId: 3, totalAmount: null },
    ]);
    for (const value of GARBAGE) expect(decodeOrders(value).results).toEqual([]);
  });
});
