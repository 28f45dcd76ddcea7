import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import type { OrdersDataProvider } from '../../src/resources/orders/handler';
import * as navigation from '../../src/api/navigation';

interface Seen {
  path: string;
  search: string;
  body: unknown;
}

function stub(replies: Record<string, unknown>) {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input);
      const path = url.pathname.replace('/seller/api/', '');
      seen.push({
        path,
        search: url.search,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      });
      const reply = path in replies ? replies[path] : { status: -1, errorMessage: 'no stub' };
      return new Response(JSON.stringify(reply), { status: 200 });
    }),
  );
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dataProvider = createDataProvider({ sellerId: 7, userId: 3, storeId: 5 });
const orders = dataProvider as OrdersDataProvider;

describe('orders dataProvider', () => {
  it('getList answers {data, total: rowCount, meta: {pageCount}} and post-filters pseudo-status 31', async () => {
    stub({
      'Order/GetAllOrdersByFilter': {
        status: 1,
        data: {
          results: [
            { id: 1, shipingMethodId: 1 },
            { id: 2, shipingMethodId: 2 },
          ],
          pageCount: 4,
          rowCount: 40,
        },
      },
    });
    const result = await dataProvider.getList('orders', {
      filter: { statusId: 31 },
      pagination: { page: 2, perPage: 12 },
      sort: { field: 'totalAmount', order: 'ASC' },
    });
    expect(result).toMatchObject({
      data: [{ id: 2, shipingMethodId: 2 }],
      total: 40,
      meta: { pageCount: 4 },
    });
    expect(result.data).toHaveLength(1);
    // What the reply leaves out is null in the decoded row, never undefined.
    expect(result.data[0]).toMatchObject({
      buyerName: null,
      totalAmount: null,
      statusId: null,
      isPaid: null,
    });
  });

  it('sends the signed-in seller, never one a page passes', async () => {
    const seen = stub({ 'Order/GetAllOrdersByFilter': { status: 1, data: { results: [], pageCount: 1 } } });
    await dataProvider.getList('orders', {
      filter: { sellerId: 99 },
      pagination: { page: 1, perPage: 12 },
      sort: { field: 'id', order: 'DESC' },
      meta: { sellerId: 99 },
    });
    expect(seen[0]?.body).toMatchObject({ sellerId: 7 });
  });

  it('actions hit their exact paths and query names', async () => {
    const seen = stub({
      'Order/AcceptPayRenewalRequest': { status: 1, data: true },
      'Order/AcceptDispatchDeadline': { status: 1, data: true },
      'Order/OrderDispatched': { status: 1, data: true },
      'Order/OrderDelivered': { status: 1, data: true },
      'Order/ReadyToSent': { status: 1, data: true },
    });
    await orders.acceptPayRenewal('orders', { orderId: 5, suggestedDays: 3 });
    await orders.acceptDispatchDeadline('orders', { orderId: 5, extendingDate: '2026-12-05T12:00:00.000Z' });
    await orders.markDispatched('orders', { orderId: 5 });
    await orders.markDelivered('orders', { orderId: 5 });
    await orders.readyToSend('orders', {
      orderId: 5,
      deliveryMethodId: 3,
      dispatchDay: '2026-12-01T20:59:59.999Z',
    });
    expect(seen.map((s) => `${s.path}${s.search}`)).toEqual([
      'Order/AcceptPayRenewalRequest?orderId=5&suggestedDays=3',
      'Order/AcceptDispatchDeadline?orderId=5&extendingDate=2026-12-05T12%3A00%3A00.000Z',
      'Order/OrderDispatched?id=5',
      'Order/OrderDelivered?orderId=5',
      'Order/ReadyToSent',
    ]);
    expect(seen[4]?.body).toEqual({ orderId: 5, dispatchDay: '2026-12-01T20:59:59.999Z' });
  });

  it('a failed review read is silent (no error page); comments are reversed to oldest first', async () => {
    const assign = vi.spyOn(navigation.browser, 'assign').mockImplementation(() => undefined);
    stub({
      'Order/GetReviewByOrderId': { status: -1, errorMessage: 'boom' },
      'Common/GetComments': {
        status: 1,
        data: [
          { id: 2, comment: 'новый' },
          { id: 1, comment: 'старый' },
        ],
      },
    });
    await expect(orders.getReview('orders', { orderId: 5 })).rejects.toThrow();
    expect(assign).not.toHaveBeenCalled();
    const comments = await dataProvider.getList('order-comments', {
      filter: { orderId: 5 },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
    });
    expect(comments.data.map((c) => c.id)).toEqual([1, 2]);
    expect(comments.total).toBe(2);
  });

  it('a refused order action (-1) rejects with its message and stays on the page (issue 8.17)', async () => {
    const assign = vi.spyOn(navigation.browser, 'assign').mockImplementation(() => undefined);
    const replace = vi.spyOn(navigation.browser, 'replace').mockImplementation(() => undefined);
    stub({
      'Order/OrderDispatched': {
        status: -1,
        errorMessage: 'Действие недоступно для текущего статуса заказа',
      },
    });
    await expect(orders.markDispatched('orders', { orderId: 5 })).rejects.toMatchObject({
      status: -1,
      errorMessage: 'Действие недоступно для текущего статуса заказа',
    });
    expect(assign).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('any other failed order call goes to /error-page', async () => {
    // Without the shell's router the error page replaces the address (README, Error catalogue).
    const replace = vi.spyOn(navigation.browser, 'replace').mockImplementation(() => undefined);
    stub({ 'Order/OrderDispatched': { status: -7, errorMessage: 'Сбой' } });
    await expect(orders.markDispatched('orders', { orderId: 5 })).rejects.toThrow();
    expect(replace).toHaveBeenCalledWith('/seller/error-page');
  });
});
