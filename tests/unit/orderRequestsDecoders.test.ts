import { describe, expect, it } from 'vitest';
import { decoder } from '../../src/api/decode';
import { filterOptionsReply, requestListReply, requestReply } from '../../src/api/orderRequestsDecoders';
import {
  filterOptions,
  orderRequest,
  requestItem,
  sentProposal,
} from '../component/requests/requestsHarness';
import { GARBAGE, specOnly } from './specOnlyReply';

const readOptions = decoder(filterOptionsReply);
const readList = decoder(requestListReply);
const readRequest = decoder(requestReply);

const fullRequest = orderRequest({
  statusId: 4,
  proposal: sentProposal,
  proposalAmount: 405000,
  orderId: 88,
  orderDescription: 'Поставка в два этапа',
  technicalDocumentations: [{ url: '/seller/uploads/spec-1.pdf', fileName: 'спецификация.pdf' }],
  zipPath: '/seller/uploads/order-88.zip',
  history: [
    { statusId: 2, date: '2026-11-16T07:05:35.743Z' },
    { statusId: 3, date: '2026-11-17T09:00:00.000Z' },
  ],
});

describe('order request replies from our server decode to what they were', () => {
  it('the filter option lists', () => {
    expect(readOptions(filterOptions)).toEqual(filterOptions);
  });

  it('a list page', () => {
    const reply = {
      orderRequests: {
        results: [requestItem(), requestItem({ id: 41, proposalAmount: 1200.5 })],
        pageCount: 3,
        rowCount: 25,
      },
    };
    expect(readList(reply)).toEqual(reply);
  });

  it('a request with its buyer, products, proposal, order, files and history', () => {
    expect(readRequest(fullRequest)).toEqual(fullRequest);
  });
});

describe('a reply with only the fields the specification names', () => {
  it('a list row keeps id, date, status, buyer, country, shipping and order; the rest is null', () => {
    const page = readList(
      specOnly({ orderRequests: { results: [requestItem({ orderId: 88 })], pageCount: 2, rowCount: 13 } }),
    );
    expect(page.orderRequests).toEqual({
      results: [
        {
          id: 40,
          creationDate: '2026-11-16T07:05:35.743Z',
          deadline: null,
          statusId: 2,
          buyerId: 18,
          buyerName: 'ИП Белов Роман Игоревич',
          countryId: 1,
          countryName: null,
          shippingMethodId: 1,
          productsCount: null,
          productNames: null,
          totalQuantity: null,
          proposalAmount: null,
          orderId: 88,
        },
      ],
      pageCount: 2,
      rowCount: 13,
    });
  });

  it('a request: the buyer from buyerId / buyerName, no products, proposal, files or history', () => {
    const request = readRequest(specOnly(fullRequest));
    expect(request.buyer).toEqual({
      id: 18,
      fullName: 'ИП Белов Роман Игоревич',
      companyName: null,
      email: null,
      phoneNumber: null,
      city: null,
    });
    expect(request).toMatchObject({
      id: 40,
      statusId: 4,
      comment: fullRequest.comment,
      zipPath: '/seller/uploads/order-88.zip',
      orderId: 88,
      products: [],
      proposal: null,
      technicalDocumentations: [],
      history: [],
      deliveryAddress: null,
      rejectReason: null,
      orderDescription: null,
      deadline: null,
    });
  });

  it('the option lists keep {id, name}', () => {
    expect(readOptions(specOnly(filterOptions))).toEqual(filterOptions);
  });
});

describe('other spellings: flat and nested buyer, the orders’ shipping spelling', () => {
  it('a nested buyer gives the row its buyerId and buyerName', () => {
    const row = readList({
      orderRequests: { results: [{ id: 7, buyer: { id: 3, fullName: 'ООО «Ромашка»' } }] },
    });
    expect(row.orderRequests.results[0]).toMatchObject({ id: 7, buyerId: 3, buyerName: 'ООО «Ромашка»' });
  });

  it('a flat buyer gives the request its buyer; shipingMethodId is the shipping method', () => {
    const request = readRequest({ id: 7, buyerId: 3, buyerName: 'ООО «Ромашка»', shipingMethodId: 2 });
    expect(request.buyer).toMatchObject({ id: 3, fullName: 'ООО «Ромашка»' });
    expect(request.shippingMethodId).toBe(2);
  });

  it('the proposal amount of a row may come as the nested proposal’s total', () => {
    const row = readList({ orderRequests: { results: [{ id: 7, proposal: { totalAmount: 900 } }] } });
    expect(row.orderRequests.results[0]?.proposalAmount).toBe(900);
  });

  it('missing proposal amounts follow their definitions', () => {
    const { proposal } = readRequest({
      id: 7,
      proposal: {
        deliveryAmount: 100.5,
        lines: [
          { orderRequestProductId: 1, quantity: 3, price: 10.1 },
          { orderRequestProductId: 2, quantity: 2, price: 5 },
        ],
      },
    });
    expect(proposal?.lines.map((line) => line.amount)).toEqual([30.3, 10]);
    expect(proposal).toMatchObject({ productsAmount: 40.3, totalAmount: 140.8 });
  });
});

describe('garbage never throws', () => {
  it.each(GARBAGE.map((value) => [JSON.stringify(value) ?? 'undefined', value]))('%s', (_name, value) => {
    expect(readOptions(value)).toEqual({ orderRequestBuyers: [], orderRequestProducts: [] });
    expect(readList(value)).toEqual({ orderRequests: { results: [], pageCount: 1, rowCount: null } });
    const request = readRequest(value);
    expect(request).toMatchObject({
      id: null,
      buyer: { id: null, fullName: null },
      products: [],
      proposal: null,
      history: [],
    });
  });

  it('wrong types read as missing; numbers as text are read; rows and lines without an id are left out', () => {
    const page = readList({
      orderRequests: {
        results: [{ buyerName: 'без номера' }, { id: '5', statusId: 'новый', productsCount: '3' }, null],
        pageCount: 'два',
        rowCount: {},
      },
    });
    expect(page.orderRequests.pageCount).toBe(1);
    expect(page.orderRequests.rowCount).toBeNull();
    expect(page.orderRequests.results).toHaveLength(1);
    expect(page.orderRequests.results[0]).toMatchObject({ id: 5, statusId: null, productsCount: 3 });

    const request = readRequest({
      id: 9,
      buyer: 'Иванов',
      products: [{ productName: 'без строки' }, { id: 4, quantity: 'много' }],
      proposal: [1],
      history: [null, { statusId: 3 }, { date: '2026-01-01' }],
      technicalDocumentations: [{ fileName: 'без ссылки.pdf' }, { url: '/seller/uploads/a.pdf' }],
      comment: 12,
    });
    expect(request.products).toEqual([expect.objectContaining({ id: 4, quantity: null, productName: null })]);
    expect(request.proposal).toBeNull();
    expect(request.history).toEqual([{ statusId: 3, date: '' }]);
    expect(request.technicalDocumentations).toEqual([{ url: '/seller/uploads/a.pdf', fileName: '' }]);
    expect(request.comment).toBe('12');
    expect(request.buyer.fullName).toBeNull();
  });
});
