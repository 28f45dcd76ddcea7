import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderShell, stubOrdersApi, wholesaleOrder } from './ordersHarness';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const T = { timeout: 8000 };

async function openDecline(): Promise<HTMLElement> {
  await screen.findByRole('heading', { level: 1, name: /Заказ №/ }, T);
  fireEvent.click(screen.getByRole('button', { name: 'Отклонить' }));
  return screen.findByRole('dialog', { name: 'Отклонение заказа' });
}

const reasonBox = (dialog: HTMLElement) =>
  within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /Причина отклонения/ });

describe('order modal drafts', () => {
  it('the typed decline reason survives a reload (unmount/remount) and is gone after "Отменить"', async () => {
    const calls = stubOrdersApi({
      'Order/GetOrderById': () => wholesaleOrder({ statusId: 2 }),
      'Common/GetComments': () => [],
      'Order/GetReviewByOrderId': () => null,
    });
    renderShell('/orders/61');
    let dialog = await openDecline();
    fireEvent.change(reasonBox(dialog), { target: { value: 'Нет товара на складе' } });
    expect(sessionStorage.getItem('draft:orders:cancelation:61')).toBe('"Нет товара на складе"');

    // The session-expiry reload: the whole app goes away and starts again.
    cleanup();
    renderShell('/orders/61');
    dialog = await openDecline();
    expect(reasonBox(dialog).value).toBe('Нет товара на складе');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Отменить' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Отклонение заказа' })).toBeNull());
    expect(sessionStorage.getItem('draft:orders:cancelation:61')).toBeNull();

    dialog = await openDecline();
    expect(reasonBox(dialog).value).toBe('');
    expect(calls.some((c) => c.path === 'Order/DeclineOrderById')).toBe(false);
  }, 30_000);

  it('a -20 refusal forgets the typed reason: the next decline starts empty', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubOrdersApi({
      'Order/GetOrderById': () => wholesaleOrder({ statusId: 2 }),
      'Common/GetComments': () => [],
      'Order/GetReviewByOrderId': () => null,
      'Order/DeclineOrderById': () => ({ status: -20, errorMessage: 'Заказ оплачен: отклонить его нельзя' }),
    });
    renderShell('/orders/61');
    let dialog = await openDecline();
    fireEvent.change(reasonBox(dialog), { target: { value: 'Передумал' } });
    expect(sessionStorage.getItem('draft:orders:cancelation:61')).toBe('"Передумал"');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отклонить' }));

    const warning = await screen.findByRole('alertdialog', { name: 'Заказ уже оплачен' }, T);
    expect(sessionStorage.getItem('draft:orders:cancelation:61')).toBeNull();
    fireEvent.click(within(warning).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    dialog = await openDecline();
    expect(reasonBox(dialog).value).toBe('');
  }, 30_000);
});
