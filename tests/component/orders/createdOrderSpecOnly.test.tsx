import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { orderRequest, renderShell, sentProposal, stubRequestsApi, T } from '../requests/requestsHarness';

/** "Создать заказ" against a server that answers only the specification's `zipPath`. */

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the created order without its id', () => {
  it('says the order was created, offers the zip and no link to an unknown order', async () => {
    stubRequestsApi({
      'OrderRequest/GetOrderRequestById': () =>
        orderRequest({ statusId: 6, proposal: sentProposal, proposalAmount: 405000 }),
      'OrderRequest/CreateAnOrder': () => ({ zipPath: '/seller/uploads/order.zip' }),
    });
    renderShell('/requests/40');
    fireEvent.click(await screen.findByRole('button', { name: 'Создать заказ' }, T));
    const dialog = await screen.findByRole('dialog', { name: 'Создание заказа' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Создать заказ' }));
    const done = await screen.findByRole('alertdialog', { name: 'Заказ создан' }, T);
    expect(within(done).getByText('Заказ создан, покупатель получил счёт на оплату.')).toBeTruthy();
    expect(within(done).queryByRole('link', { name: /Открыть заказ/ })).toBeNull();
    expect(within(done).getByRole('link', { name: 'Скачать документацию (ZIP)' }).getAttribute('href')).toBe(
      '/seller/uploads/order.zip',
    );
    expect(done.textContent).not.toMatch(/null|undefined|%\{/);
  }, 40_000);
});
