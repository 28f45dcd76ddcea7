import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  bodiesOf,
  buyerDetail,
  ORDERS_PATH,
  ordersServer,
  renderShell,
  SINGLE_PATH,
  stubApi,
} from './buyersHarness';
import { wholesaleOrder } from '../orders/ordersHarness';
import { chatSummary } from '../chat/chatHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 8000 };

describe('/buyers/{buyerId}', () => {
  it("shows the buyer's card, the totals and the orders of both markets linking to their pages", async () => {
    const calls = stubApi({ [SINGLE_PATH]: () => buyerDetail(), [ORDERS_PATH]: ordersServer });
    renderShell('/buyers/18');
    expect(await screen.findByRole('heading', { level: 1, name: 'ИП Белов Роман Игоревич' }, T)).toBeTruthy();

    const single = calls.find((c) => c.path === SINGLE_PATH);
    expect(single?.method).toBe('POST');
    expect(single?.url.searchParams.get('buyerId')).toBe('18');

    const card = screen.getByRole('region', { name: 'Покупатель' });
    expect(within(card).getByText('Белов Роман Игоревич')).toBeTruthy();
    expect(within(card).getByText('Индивидуальный предприниматель')).toBeTruthy();
    expect(within(card).getByText('Россия, Иваново')).toBeTruthy();
    expect(within(card).getByText('+7 (927) 640-12-85')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'belov.roman@demo.ru' }).getAttribute('href')).toBe(
      'mailto:belov.roman@demo.ru',
    );
    expect(within(card).getByText('02.03.2025')).toBeTruthy();

    const totals = screen.getByRole('region', { name: 'Итоги' });
    expect(within(totals).getByText('5')).toBeTruthy();
    expect(within(totals).getByText('384 036,95 руб.')).toBeTruthy();
    expect(within(totals).getByText('96 009,24 руб.')).toBeTruthy();
    expect(within(totals).getByText('3 зак. · 381 336,95 руб.')).toBeTruthy();
    expect(within(totals).getByText('2 зак. · 2 700,00 руб.')).toBeTruthy();

    const orders = await screen.findByRole('table', { name: 'Заказы покупателя' });
    expect(bodiesOf(calls, ORDERS_PATH)[0]).toEqual({
      sellerId: 7,
      buyerId: 18,
      orderTypeId: null,
      pagination: { page: 1, pageSize: 10 },
    });
    expect(within(orders).getByRole('link', { name: '№ 2026-000061' }).getAttribute('href')).toBe(
      '/orders/61',
    );
    expect(within(orders).getByRole('link', { name: '№ R-000009' }).getAttribute('href')).toBe(
      '/orders/retail/9',
    );
    const retailRow = within(orders).getByRole('link', { name: '№ R-000008' }).closest('tr') as HTMLElement;
    expect(within(retailRow).getByText('Розница')).toBeTruthy();
    expect(within(retailRow).getByText('Отменён')).toBeTruthy();
    const wholesaleRow = within(orders)
      .getByRole('link', { name: '№ 2026-000055' })
      .closest('tr') as HTMLElement;
    expect(within(wholesaleRow).getByText('Отклонён')).toBeTruthy();

    // no chat yet: no button to write to the buyer
    expect(screen.queryByRole('link', { name: 'Написать покупателю' })).toBeNull();
  });

  it('the market tabs ask one market; an order link opens the order page', async () => {
    const calls = stubApi({
      [SINGLE_PATH]: () => buyerDetail(),
      [ORDERS_PATH]: ordersServer,
      'Order/GetOrderById': () => wholesaleOrder({ id: 61 }),
      'Common/GetComments': () => [],
      'Order/GetReviewByOrderId': () => null,
    });
    const shell = renderShell('/buyers/18');
    await screen.findByRole('table', { name: 'Заказы покупателя' }, T);

    fireEvent.click(screen.getByRole('tab', { name: 'Розница' }));
    await waitFor(() => expect(bodiesOf(calls, ORDERS_PATH).at(-1)).toMatchObject({ orderTypeId: 1 }));
    const orders = screen.getByRole('table', { name: 'Заказы покупателя' });
    await waitFor(() => expect(within(orders).queryByText('№ 2026-000061')).toBeNull());

    fireEvent.click(screen.getByRole('tab', { name: 'Опт' }));
    await waitFor(() => expect(bodiesOf(calls, ORDERS_PATH).at(-1)).toMatchObject({ orderTypeId: 2 }));
    fireEvent.click(await within(orders).findByRole('link', { name: '№ 2026-000061' }));
    await waitFor(() => expect(shell.location()).toBe('/orders/61'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Заказ № 61' }, T)).toBeTruthy();
  });

  it("'Написать покупателю' opens the general chat with the buyer in the overlay", async () => {
    const calls = stubApi({
      [SINGLE_PATH]: () => buyerDetail({ chatId: null }),
      [ORDERS_PATH]: ordersServer,
      'Chat/OpenChat': () =>
        chatSummary({ chatId: 4, subjectType: 'general', subjectId: null, subjectTitle: '' }),
      'Chat/GetChatMessages': () => ({
        chat: chatSummary({ chatId: 4, subjectType: 'general', subjectId: null, subjectTitle: '' }),
        messages: [],
        hasMore: false,
      }),
    });
    renderShell('/buyers/18');
    fireEvent.click(await screen.findByRole('button', { name: 'Написать покупателю' }, T));
    const overlay = await screen.findByRole('dialog', { name: 'Чат с покупателем' }, T);
    expect(await within(overlay).findByRole('link', { name: 'Общий вопрос' }, T)).toBeTruthy();
    expect(bodiesOf(calls, 'Chat/OpenChat')).toEqual([
      { buyerId: 18, subjectType: 'general', subjectId: null },
    ]);
  });

  it('an unknown buyer (-1) goes to the error page', async () => {
    stubApi({
      [SINGLE_PATH]: () => ({ status: -1, errorMessage: 'Покупатель не найден' }),
      [ORDERS_PATH]: () => ({ status: -1, errorMessage: 'Покупатель не найден' }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const shell = renderShell('/buyers/999');
    await waitFor(() => expect(shell.location()).toBe('/error-page'), T);
    expect(
      await screen.findByText(
        'Внимание! Что-то пошло не так! Перезагрузите страницу и попробуйте еще!',
        {},
        T,
      ),
    ).toBeTruthy();
  });
});
