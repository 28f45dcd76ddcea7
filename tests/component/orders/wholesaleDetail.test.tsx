import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WholesaleStatusId } from '../../../contract';
import { renderShell, stubOrdersApi, wholesaleOrder, type ApiCall } from './ordersHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 8000 };

/** The buttons of the header's action bar. */
async function actionButtons(): Promise<string[]> {
  const heading = await screen.findByRole('heading', { level: 1, name: /Заказ №/ }, T);
  const card = heading.closest('.MuiCard-root') as HTMLElement;
  return within(card)
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '');
}

const stubOrder = (
  order: ReturnType<typeof wholesaleOrder>,
  extra: Record<string, (call: ApiCall) => unknown> = {},
) =>
  stubOrdersApi({
    'Order/GetOrderById': () => order,
    'Common/GetComments': () => [],
    'Order/GetReviewByOrderId': () => null,
    ...extra,
  });

describe('/orders/{id} (wholesale detail)', () => {
  it('status 2 offers exactly ready to send, prolongation and decline', async () => {
    const calls = stubOrder(wholesaleOrder({ statusId: 2 }));
    renderShell('/orders/61');
    expect(await actionButtons()).toEqual(['Готов к отправке', 'Продлить срок отправки', 'Отклонить']);
    const read = calls.find((c) => c.path === 'Order/GetOrderById');
    expect(read?.method).toBe('POST');
    expect(read?.url.search).toBe('?id=61');
    expect(screen.getByText('Набор отвёрток, 8 предметов')).toBeTruthy();
    expect(screen.getByText('381 336,95 руб.')).toBeTruthy();
  });

  it('status 5 delivered by the seller offers only "Доставлен"; 4 collected by the buyer only "Выдан покупателю"', async () => {
    stubOrder(wholesaleOrder({ statusId: 5, shipingMethodId: 1 }));
    renderShell('/orders/61');
    expect(await actionButtons()).toEqual(['Доставлен']);
  });

  it('status 4 with pick-up offers "Выдан покупателю" and the pending deadline request', async () => {
    stubOrder(
      wholesaleOrder({
        statusId: 4,
        shipingMethodId: 2,
        dispatchDeadlineRequest: { extendingDate: '2026-12-05T12:00:00.000Z' },
      }),
    );
    renderShell('/orders/61');
    // Ready to ship: the labels too (docs/contract/documents.md).
    expect(await actionButtons()).toEqual(['Выдан покупателю', 'Принять новый срок', 'Печать этикеток']);
  });

  it('a completed order offers no status action, only its УПД', async () => {
    stubOrder(wholesaleOrder({ statusId: 7 }));
    renderShell('/orders/61');
    expect(await actionButtons()).toEqual(['УПД']);
    expect(screen.getByText('Для текущего статуса действий нет')).toBeTruthy();
  });

  it('decline: validates the reason, sends DeclineOrderById?id=&declinePurpose=, toasts and re-reads the order', async () => {
    let status: WholesaleStatusId = 1;
    const calls = stubOrder(wholesaleOrder({ statusId: 1, isPaid: false }), {
      'Order/GetOrderById': () => wholesaleOrder({ statusId: status, isPaid: false }),
      'Order/DeclineOrderById': () => {
        status = 10;
        return true;
      },
    });
    renderShell('/orders/61');
    await actionButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонение заказа' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));
    expect(await within(dialog).findByText('Обязательное поле')).toBeTruthy();
    expect(calls.some((c) => c.path === 'Order/DeclineOrderById')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Причина отклонения/ }), {
      target: { value: 'Нет товара на складе' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));

    expect(await screen.findByText('Заказ отклонён!', {}, T)).toBeTruthy();
    const decline = calls.filter((c) => c.path === 'Order/DeclineOrderById');
    expect(decline).toHaveLength(1);
    expect(decline[0]?.method).toBe('POST');
    expect(decline[0]?.url.searchParams.get('id')).toBe('61');
    expect(decline[0]?.url.searchParams.get('declinePurpose')).toBe('Нет товара на складе');
    expect(decline[0]?.json).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Отклонение заказа' })).toBeNull());
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'Order/GetOrderById').length).toBeGreaterThan(1),
    );
    expect(await screen.findByText('Для текущего статуса действий нет', {}, T)).toBeTruthy();
  });

  it('-20 on a decline opens the payment warning instead of the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = stubOrder(wholesaleOrder({ statusId: 2 }), {
      'Order/DeclineOrderById': () => ({ status: -20, errorMessage: 'Заказ оплачен: отклонить его нельзя' }),
    });
    const shell = renderShell('/orders/61');
    await actionButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Отклонить' }));
    const dialog = await screen.findByRole('dialog', { name: 'Отклонение заказа' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Причина отклонения/ }), {
      target: { value: 'Передумал' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));

    const warning = await screen.findByRole('alertdialog', { name: 'Заказ уже оплачен' }, T);
    expect(
      within(warning).getByText('Покупатель уже оплатил этот заказ, поэтому отклонить его нельзя.'),
    ).toBeTruthy();
    expect(shell.location()).toBe('/orders/61');
    expect(screen.queryByText('Заказ отклонён!')).toBeNull();
    expect(calls.filter((c) => c.path === 'Order/DeclineOrderById')).toHaveLength(1);
    fireEvent.click(within(warning).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('dispatch prolongation sends prolonagationDate at the end of the chosen Moscow day and toasts "Срок продлен!"', async () => {
    const calls = stubOrder(wholesaleOrder({ statusId: 2 }), { 'Order/DispatchProlongation': () => true });
    renderShell('/orders/61');
    await actionButtons();
    fireEvent.click(screen.getByRole('button', { name: 'Продлить срок отправки' }));
    const dialog = await screen.findByRole('dialog', { name: 'Продление срока отправки' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));
    expect(await within(dialog).findByText('Обязательное поле')).toBeTruthy();

    const next = new Date();
    next.setDate(next.getDate() + 3);
    const typed = `${String(next.getDate()).padStart(2, '0')}.${String(next.getMonth() + 1).padStart(2, '0')}.${next.getFullYear()}`;
    const hidden = dialog.querySelector('input[name="prolonagationDate"]') as HTMLInputElement;
    fireEvent.change(hidden, { target: { value: typed } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Подтвердить' }));

    expect(await screen.findByText('Срок продлен!', {}, T)).toBeTruthy();
    const call = calls.find((c) => c.path === 'Order/DispatchProlongation');
    expect(call?.url.searchParams.get('orderId')).toBe('61');
    // The end of the picked Moscow day (23:59:59.999 MSK), whatever the browser's zone.
    const end = new Date(Date.UTC(next.getFullYear(), next.getMonth(), next.getDate(), 20, 59, 59, 999));
    expect(call?.url.searchParams.get('prolonagationDate')).toBe(end.toISOString());
  });

  it('comments appear oldest first and user text with <b> shows literally', async () => {
    stubOrder(wholesaleOrder({ statusId: 3 }), {
      'Common/GetComments': () => [
        {
          id: 3,
          orderId: 61,
          userId: 42,
          authorName: 'ТехноМир',
          isSeller: true,
          comment: 'Третий',
          creationDate: '2026-11-20T12:00:00.000Z',
        },
        {
          id: 2,
          orderId: 61,
          userId: 18,
          authorName: 'Белов Роман',
          isSeller: false,
          comment: '<b>жирный</b> текст',
          creationDate: '2026-11-19T12:00:00.000Z',
        },
        {
          id: 1,
          orderId: 61,
          userId: 18,
          authorName: 'Белов Роман',
          isSeller: false,
          comment: 'Первый',
          creationDate: '2026-11-18T12:00:00.000Z',
        },
      ],
    });
    renderShell('/orders/61');
    const list = await screen.findByRole('list', { name: 'Комментарии' }, T);
    const texts = within(list)
      .getAllByTestId('comment-text')
      .map((node) => node.textContent);
    expect(texts).toEqual(['Первый', '<b>жирный</b> текст', 'Третий']);
    expect(list.querySelector('b')).toBeNull();
  });

  it('adding a comment posts Common/AddComment {orderId, comment}', async () => {
    const calls = stubOrder(wholesaleOrder({ statusId: 3 }), {
      'Common/AddComment': (call) => ({
        id: 9,
        orderId: 61,
        userId: 42,
        authorName: 'ТехноМир',
        isSeller: true,
        comment: (call.json as { comment: string }).comment,
        creationDate: '2026-11-25T12:00:00.000Z',
      }),
    });
    renderShell('/orders/61');
    const box = await screen.findByRole('textbox', { name: 'Ваш комментарий' }, T);
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Обязательное поле')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Отгрузим завтра' } });
    fireEvent.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(calls.some((c) => c.path === 'Common/AddComment')).toBe(true));
    expect(calls.find((c) => c.path === 'Common/AddComment')?.json).toEqual({
      orderId: 61,
      comment: 'Отгрузим завтра',
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.path === 'Common/GetComments').length).toBeGreaterThan(1),
    );
  });
});
