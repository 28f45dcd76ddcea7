import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { page, renderShell, stubOrdersApi, type Handler } from './ordersHarness';

/**
 * The order screens against replies of a server that honours only the specification (the
 * reference server's spec-only mode cuts them so): the keys below are exactly what that mode
 * keeps of our replies. Every page shows, '----' stands where a part is missing, nothing crashes.
 */

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 8000 };
const ERROR_TEXT = 'Внимание! Что-то пошло не так! Перезагрузите страницу и попробуйте еще!';

/** `GetOrderById` as the spec-only mode answers it. */
const specOnlyOrder = {
  id: 1,
  invoiceNumber: '2026-000001',
  creationDate: '2026-11-21T02:50:00.000Z',
  buyerId: 18,
  buyerName: 'ИП Белов Роман Игоревич',
  statusId: 2,
  shipingMethodId: 1,
  deliveryMethodId: 1,
  shippingDetails: {
    shippingMethodId: null,
    deliveryMethodId: 1,
    dispatchDay: null,
    readyDays: null,
    driverPhone: null,
  },
  declinePurpose: null,
};

/** Comments as the spec-only mode answers them: no author name, no `isSeller`. */
const specOnlyComments = [
  {
    id: 4,
    orderId: 1,
    userId: 42,
    comment: 'Да, водитель будет у вас до обеда.',
    creationDate: '2026-11-22T10:00:00.000Z',
  },
  { id: 3, orderId: 1, userId: 18, comment: 'Получили, спасибо!', creationDate: '2026-11-21T10:00:00.000Z' },
];

const stubOrder = (comments: unknown, extra: Record<string, Handler> = {}) =>
  stubOrdersApi({
    'Order/GetOrderById': () => specOnlyOrder,
    'Common/GetComments': () => comments,
    'Order/GetReviewByOrderId': () => null,
    ...extra,
  });

const commentItems = async () => {
  const list = await screen.findByRole('list', { name: 'Комментарии' }, T);
  return within(list).getAllByRole('listitem');
};

describe('order screens against spec-only replies', () => {
  it('/orders/{id}: comments without an author show "----" and no initials; the page keeps working', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubOrder(specOnlyComments);
    const shell = renderShell('/orders/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 1' }, T)).toBeTruthy();
    const items = await commentItems();
    expect(items.map((item) => within(item).getByTestId('comment-text').textContent)).toEqual([
      'Получили, спасибо!',
      'Да, водитель будет у вас до обеда.',
    ]);
    for (const item of items) {
      expect(within(item).getByText('----')).toBeTruthy();
      // MUI's person icon stands in for the initials.
      expect(item.querySelector('.MuiAvatar-root svg')).not.toBeNull();
    }
    // Without `isSeller` the signed-in user's own comment (user 42) is the seller's.
    expect(items.map((item) => item.dataset.author)).toEqual(['buyer', 'seller']);
    expect(screen.getByRole('button', { name: 'Готов к отправке' })).toBeTruthy();
    expect(screen.queryByText(ERROR_TEXT)).toBeNull();
    expect(shell.location()).toBe('/orders/1');
    expect(errors.mock.calls.flat().join(' ')).not.toContain('TypeError');
  }, 30_000);

  it('/orders/{id}: the author is read from `userName`, `authorName` or a nested author', async () => {
    stubOrder([
      { id: 3, userId: 18, author: { name: 'ООО «СтройДвор»' }, comment: 'третий' },
      { id: 2, userId: 18, userName: 'Белов Роман', comment: 'второй' },
      { id: 1, userId: 42, authorName: 'ТехноМир', isSeller: true, comment: 'первый' },
      null,
    ]);
    renderShell('/orders/1');
    const items = await commentItems();
    expect(items).toHaveLength(3);
    const avatars = items.map((item) => item.querySelector('.MuiAvatar-root')?.textContent);
    expect(avatars).toEqual(['ТМ', 'БР', 'СД']);
    expect(within(items[1]!).getByText('Белов Роман')).toBeTruthy();
    expect(within(items[2]!).getByText('ООО «СтройДвор»')).toBeTruthy();
  }, 30_000);

  it('/orders and /main-retail-orders: rows with only the spec fields; a missing retail number reads "№ ----"', async () => {
    stubOrdersApi({
      'Order/GetAllOrdersByFilter': () =>
        page([
          {
            id: 113,
            invoiceNumber: '2026-000113',
            creationDate: '2026-11-27T09:30:00.000Z',
            buyerId: 18,
            buyerName: 'ООО «ХозТорг»',
            statusId: 1,
            shipingMethodId: 1,
            deliveryMethodId: 1,
          },
          { invoiceNumber: 'без номера' },
        ]),
      'RetailOrder/GetGeneralRetailOrdersAndFilter': () =>
        page([
          {
            id: 46,
            creationDate: '2026-11-28T07:43:40.819Z',
            buyerName: 'Дмитрий Козлов',
            productName: 'Эмаль ПФ-115',
            amount: 13319.47,
            retailOrderStatus: 1,
            deliveryMethodId: 1,
            shipingMethodId: 2,
          },
        ]),
    });
    const shell = renderShell('/orders');
    const wholesaleRow = (await screen.findByText('№ 113', {}, T)).closest('tr') as HTMLElement;
    expect(within(wholesaleRow).getByText('ООО «ХозТорг»')).toBeTruthy();
    // Neither the product count nor the amount was sent.
    expect(within(wholesaleRow).getAllByText('----')).toHaveLength(2);
    // The row without an id is left out: it could not be opened.
    expect(screen.queryByText('без номера')).toBeNull();

    act(() => {
      void shell.navigate()('/main-retail-orders');
    });
    const retailRow = (await screen.findByText('Дмитрий Козлов', {}, T)).closest('tr') as HTMLElement;
    expect(within(retailRow).getByText('№ ----')).toBeTruthy();
    expect(within(retailRow).getByText('13 319,47 руб.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('%{');
  }, 30_000);

  it('a review with neither rating nor text is no review', async () => {
    const calls = stubOrder([], { 'Order/GetReviewByOrderId': () => ({}) });
    renderShell('/orders/1');
    await screen.findByRole('heading', { level: 1, name: 'Заказ № 1' }, T);
    await waitFor(() => expect(calls.some((c) => c.path === 'Order/GetReviewByOrderId')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Отзыв покупателя' })).toBeNull();
  }, 30_000);
});
