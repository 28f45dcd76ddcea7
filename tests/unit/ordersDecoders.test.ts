import { afterEach, describe, expect, it, vi } from 'vitest';
import { getComments, threadOf } from '../../src/api/comments';
import { createOrderFromRequest } from '../../src/api/offerOrders';
import {
  EMPTY_SHIPPING_DETAILS,
  retailOrderDecoder,
  wholesaleOrderDecoder,
} from '../../src/api/orderDetails';
import { getAllOrdersByFilter, getReviewByOrderId } from '../../src/api/orders';
import { getGeneralRetailOrdersAndFilter } from '../../src/api/retailOrders';
import { wholesaleOrder } from '../component/orders/ordersHarness';

/** Answers every call with `{status: 1, data}`. */
function answer(data: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ status: 1, data }), { status: 200 })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST_BODY = {
  buyerId: null,
  sellerId: 7,
  statusId: null,
  dateFrom: null,
  dateTo: null,
  pagination: { page: 1, pageSize: 12 },
  shippingMethodId: null,
  column: 'id',
  sortByAscending: false,
} as const;

describe('wholesale list rows', () => {
  it('reads the spec fields, fills the rest with null and leaves out rows without an id', async () => {
    answer({
      results: [
        { id: 113, buyerName: 'ООО «ХозТорг»', statusId: 1, shipingMethodId: 1, deliveryMethodId: 1 },
        { id: '114', totalAmount: '1500.50', isPaid: 'true' },
        { buyerName: 'без id' },
        null,
      ],
      pageCount: 25,
    });
    const reply = await getAllOrdersByFilter(LIST_BODY);
    expect(reply.pageCount).toBe(25);
    expect(reply.rowCount).toBeNull();
    expect(reply.results).toEqual([
      {
        id: 113,
        invoiceNumber: null,
        creationDate: null,
        buyerId: null,
        buyerName: 'ООО «ХозТорг»',
        statusId: 1,
        shipingMethodId: 1,
        deliveryMethodId: 1,
        totalAmount: null,
        productsCount: null,
        isPaid: null,
        paymentDeadline: null,
        dispatchDeadline: null,
        deliveryDeadline: null,
      },
      expect.objectContaining({ id: 114, totalAmount: 1500.5, isPaid: true }),
    ]);
  });

  it('a reply without results is an empty first page', async () => {
    answer(null);
    expect(await getAllOrdersByFilter(LIST_BODY)).toEqual({ results: [], pageCount: 1, rowCount: null });
  });
});

describe('retail list rows', () => {
  it('keep a missing order number null (the screens write "№ ----")', async () => {
    answer({ results: [{ id: 46, amount: 13319.47, retailOrderStatus: 1 }], pageCount: 42, rowCount: 83 });
    const reply = await getGeneralRetailOrdersAndFilter({
      sellerId: 7,
      dateFrom: null,
      dateTo: null,
      pagination: { page: 1, pageSize: 12 },
      searchValue: null,
    });
    expect(reply.results[0]).toMatchObject({ id: 46, number: null, buyerName: null, amount: 13319.47 });
    expect(reply.rowCount).toBe(83);
  });
});

describe('GetOrderById', () => {
  const decode = wholesaleOrderDecoder(61);

  it('reads the spec-only reply: shippingDetails with the top-level shipping method, every other part empty', () => {
    const order = decode({
      id: 1,
      statusId: 2,
      shipingMethodId: 1,
      deliveryMethodId: 1,
      shippingDetails: { shippingMethodId: null, deliveryMethodId: 1, dispatchDay: null },
      declinePurpose: null,
    });
    expect(order).toMatchObject({
      id: 1,
      statusId: 2,
      buyer: null,
      products: [],
      amounts: null,
      payRenewalRequest: null,
      dispatchDeadlineRequest: null,
      history: [],
      totalAmount: null,
    });
    expect(order.shippingDetails).toEqual({
      ...EMPTY_SHIPPING_DETAILS,
      shippingMethodId: 1,
      deliveryMethodId: 1,
    });
  });

  it('reads `data: null` as an empty reply with the requested id', () => {
    expect(decode(null)).toMatchObject({ id: 61, statusId: null, shippingDetails: EMPTY_SHIPPING_DETAILS });
  });

  it('drops empty blocks, unreadable list items and requests without their value', () => {
    const order = decode({
      buyer: {},
      amounts: { totalAmount: 'много' },
      products: [null, { productName: 'Набор отвёрток', quantity: '95', withNDS: 'false' }],
      history: [{ date: '2026-11-16T07:05:35.743Z' }, { statusId: 1, date: '2026-11-16T07:05:35.743Z' }, 7],
      payRenewalRequest: {},
      dispatchDeadlineRequest: { extendingDate: '' },
      shippingDetails: {
        procurationFiles: ['/seller/uploads/a.pdf', 5, ''],
        fileNames: { '/seller/uploads/a.pdf': 'доверенность.pdf', x: 1 },
      },
    });
    expect(order.buyer).toBeNull();
    expect(order.amounts).toBeNull();
    expect(order.products).toEqual([
      expect.objectContaining({
        productName: 'Набор отвёрток',
        quantity: 95,
        withNDS: false,
        ndsPrice: null,
      }),
    ]);
    expect(order.history).toEqual([{ statusId: 1, date: '2026-11-16T07:05:35.743Z' }]);
    expect(order.payRenewalRequest).toBeNull();
    expect(order.dispatchDeadlineRequest).toBeNull();
    expect(order.shippingDetails.procurationFiles).toEqual(['/seller/uploads/a.pdf']);
    expect(order.shippingDetails.fileNames).toEqual({ '/seller/uploads/a.pdf': 'доверенность.pdf' });
  });
});

describe('a full reply of ours', () => {
  it('GetOrderById decodes to the same values (the shipping method copied, the addressText and fileNames kept)', () => {
    const reply = wholesaleOrder({
      payRenewalRequest: { suggestedDays: 3 },
      couponCode: 'ВЕСНА10',
      amounts: {
        productsAmount: 100,
        deliveryAmount: 20,
        ndsPrice: 16.67,
        totalAmount: 110,
        discountAmount: 10,
      },
    });
    const order = wholesaleOrderDecoder(61)(reply);
    expect(order).toEqual({
      ...reply,
      shippingDetails: { ...reply.shippingDetails, addressText: null, shippingMethodId: 1 },
    });
  });
});

describe('garbage', () => {
  it.each([null, 'строка', [1], 42, true, { id: {}, products: 'нет', history: {}, shippingDetails: [] }])(
    '%j decodes without throwing',
    async (data) => {
      expect(() => wholesaleOrderDecoder(61)(data)).not.toThrow();
      expect(() => retailOrderDecoder(46)(data)).not.toThrow();
      expect(wholesaleOrderDecoder(61)(data).id).toBe(61);
      answer(data);
      expect((await getAllOrdersByFilter(LIST_BODY)).results).toEqual([]);
      answer(data);
      expect(await getComments(5)).toEqual([]);
      answer(data);
      await expect(getReviewByOrderId(5)).resolves.toBeNull();
    },
  );
});

describe('GetRetailOrderInfo', () => {
  it('reads the spec-only reply; the number stays null, the id falls back to the requested one', () => {
    const order = retailOrderDecoder(46)({ amount: 13319.47, retailOrderStatus: 1, cdekOfficeAddress: null });
    expect(order).toMatchObject({
      id: 46,
      number: null,
      amount: 13319.47,
      retailOrderStatus: 1,
      buyer: null,
      products: [],
      shippingInfo: null,
      imIds: [],
      history: [],
    });
  });
});

describe('comments', () => {
  it('read the author from authorName, userName or a nested author; none is null', async () => {
    answer([
      { id: 4, userId: 1, comment: 'без автора' },
      { id: 3, userId: 18, author: { fullName: 'Белов Роман' }, comment: 'вложенный' },
      { id: 2, userId: 18, userName: 'Белов Р.', comment: 'userName' },
      {
        id: 1,
        userId: 1,
        authorName: 'ТехноМир',
        userName: 'seller@demo.ru',
        isSeller: true,
        comment: 'наш',
      },
      null,
      'строка',
    ]);
    const comments = await getComments(5);
    expect(comments.map((c) => [c.id, c.authorName])).toEqual([
      [1, 'ТехноМир'],
      [2, 'Белов Р.'],
      [3, 'Белов Роман'],
      [4, null],
    ]);
  });

  it('a blank name is no name; `data: null` is no comments', async () => {
    answer([{ id: 1, authorName: '  ', comment: 'x' }]);
    expect((await getComments(5))[0]?.authorName).toBeNull();
    answer(null);
    expect(await getComments(5)).toEqual([]);
  });

  it("mark the signed-in user's own comments when the reply does not; give an id to one without", () => {
    const base = { orderId: 5, authorName: null, comment: '', creationDate: null };
    expect(
      threadOf(
        [
          { ...base, id: 1, userId: 3, isSeller: null },
          { ...base, id: 2, userId: 18, isSeller: null },
          { ...base, id: 3, userId: 18, isSeller: true },
          { ...base, id: null, userId: null, isSeller: null },
        ],
        3,
      ).map((c) => [c.id, c.isSeller]),
    ).toEqual([
      [1, true],
      [2, false],
      [3, true],
      [-4, false],
    ]);
  });
});

describe('the review', () => {
  it('is null without a rating and a text, and read otherwise', async () => {
    answer({ id: 1 });
    expect(await getReviewByOrderId(5)).toBeNull();
    answer({ rating: '4', text: 'Хорошо' });
    expect(await getReviewByOrderId(5)).toEqual({
      id: null,
      rating: 4,
      text: 'Хорошо',
      buyerName: null,
      creationDate: null,
    });
  });
});

describe('the created order', () => {
  it('reads zipPath (the spec) and orderId (ours), each possibly missing', async () => {
    const values = { invoiceValidDays: 5, orderDescription: null, technicalDocumentations: [] };
    answer({ zipPath: '/seller/uploads/docs.zip' });
    expect(await createOrderFromRequest(40, values)).toEqual({
      orderId: null,
      zipPath: '/seller/uploads/docs.zip',
    });
    answer(true);
    expect(await createOrderFromRequest(40, values)).toEqual({ orderId: null, zipPath: null });
    answer({ orderId: 120, zipPath: null });
    expect(await createOrderFromRequest(40, values)).toEqual({ orderId: 120, zipPath: null });
  });
});
