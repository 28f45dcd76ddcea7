import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { wholesaleOrder } from '../orders/ordersHarness';
import { callsTo, chatMessage, chatSummary, messagesPage, renderShell, stubApi } from './chatHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 15_000 };

const orderPage = {
  'Order/GetOrderById': () => wholesaleOrder({ id: 61, statusId: 2 }),
  'Common/GetComments': () => [],
  'Order/GetReviewByOrderId': () => null,
};

describe('the chat overlay', () => {
  it("opens from a wholesale order with OpenChat about that order and shows the buyer's conversation", async () => {
    const calls = stubApi({
      ...orderPage,
      'Chat/OpenChat': () => chatSummary(),
      'Chat/GetChatMessages': () => messagesPage([chatMessage({ text: 'Когда отгрузите?' })]),
    });
    renderShell('/orders/61');
    fireEvent.click(await screen.findByRole('button', { name: 'Написать покупателю' }, T));

    const overlay = await screen.findByRole('dialog', { name: 'Чат с покупателем' }, T);
    expect(callsTo(calls, 'Chat/OpenChat').map((c) => c.json)).toEqual([
      { buyerId: 18, subjectType: 'order', subjectId: 61 },
    ]);
    expect(within(overlay).getByTestId('chat-buyer').textContent).toBe('ИП Белов Роман Игоревич');
    expect(await within(overlay).findByText('Когда отгрузите?', {}, T)).toBeTruthy();
    expect(within(overlay).getByTestId('chat-subject').textContent).toBe('Заказ № 61');
    expect(callsTo(calls, 'Chat/GetChatMessages')[0]?.json).toEqual({
      chatId: 4,
      beforeId: null,
      pageSize: 30,
    });

    fireEvent.click(within(overlay).getByRole('button', { name: 'Закрыть чат' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Чат с покупателем' })).toBeNull());
  });

  it('says so when the chat cannot be opened, and the page stays', async () => {
    stubApi({ ...orderPage, 'Chat/OpenChat': () => ({ status: -1, errorMessage: 'Чат не найден' }) });
    const shell = renderShell('/orders/61');
    fireEvent.click(await screen.findByRole('button', { name: 'Написать покупателю' }, T));
    const overlay = await screen.findByRole('dialog', { name: 'Чат с покупателем' }, T);
    expect(
      await within(overlay).findByText('Не удалось открыть чат. Попробуйте ещё раз.', {}, T),
    ).toBeTruthy();
    expect(shell.location()).toBe('/orders/61');
  });
});
