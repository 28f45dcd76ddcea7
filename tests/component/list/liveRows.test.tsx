import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { listItem, page } from '../orders/ordersHarness';
import { fakeHub, notificationPage, renderShell, stubOrdersApi } from '../realtime/realtimeHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 15_000 };
const LIST = 'Order/GetAllOrdersByFilter';
const smirnov = listItem({ id: 71, statusId: 2, buyerName: 'Алексей Смирнов' });
const fresh = listItem({ id: 80, statusId: 1, buyerName: 'Новый Покупатель' });

/** The wholesale list answering `rows()` at each call; the new order 80 when `withNew` is on. */
function openOrders(path: string, matches: (body: Record<string, unknown>) => boolean = () => true) {
  const hub = fakeHub();
  const state = { withNew: false };
  const calls = stubOrdersApi({
    'Notification/GetNotifications': () => notificationPage([], 0),
    [LIST]: (call) =>
      page(state.withNew && matches(call.json as Record<string, unknown>) ? [fresh, smirnov] : [smirnov]),
  });
  const listCalls = () => calls.filter((call) => call.path === LIST).length;
  renderShell(path);
  return { hub, state, listCalls };
}

describe('live new rows of an open list', () => {
  it('a new order the list shows appears at the top, marked, without a reload', async () => {
    const { hub, state, listCalls } = openOrders('/orders');
    const table = await screen.findByRole('table', {}, T);
    await within(table).findByText('Алексей Смирнов');
    await waitFor(() => expect(hub.sessions).toHaveLength(1));
    const before = listCalls();

    state.withNew = true;
    hub.emit('OrderCreated', { orderId: 80, marketType: 1, statusId: 1 });
    const row = (await within(table).findByText('Новый Покупатель')).closest('tr')!;
    expect(table.querySelectorAll('tbody tr')[0]).toBe(row);
    expect(await screen.findByText('В списке новая строка')).toBeTruthy();
    expect(listCalls()).toBe(before + 1);
    expect(screen.queryByTestId('live-rows-bar')).toBeNull();
    // the retail market's new order is not this list's
    hub.emit('OrderCreated', { orderId: 81, marketType: 2, statusId: 2 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listCalls()).toBe(before + 1);
  });

  it('waits in the bar while a filter is being typed, and the bar shows it', async () => {
    const { hub, state } = openOrders('/orders');
    const table = await screen.findByRole('table', {}, T);
    await within(table).findByText('Алексей Смирнов');
    await waitFor(() => expect(hub.sessions).toHaveLength(1));
    const filter = document.querySelector<HTMLInputElement>('form input[type="text"]')!;
    filter.focus();

    state.withNew = true;
    hub.emit('OrderCreated', { orderId: 80, marketType: 1, statusId: 1 });
    const bar = await screen.findByTestId('live-rows-bar');
    expect(bar.textContent).toContain('Новых: 1');
    expect(within(table).queryByText('Новый Покупатель')).toBeNull();

    fireEvent.click(within(bar).getByRole('button', { name: 'Показать' }));
    await within(table).findByText('Новый Покупатель');
    expect(screen.queryByTestId('live-rows-bar')).toBeNull();
  });

  it('a row the filters leave out waits in the bar; showing it clears the filters', async () => {
    const { hub, state } = openOrders(
      `/orders?filter=${encodeURIComponent(JSON.stringify({ statusId: 2 }))}`,
      (body) => body.statusId !== 2,
    );
    const table = await screen.findByRole('table', {}, T);
    await within(table).findByText('Алексей Смирнов');
    await waitFor(() => expect(hub.sessions).toHaveLength(1));

    state.withNew = true;
    hub.emit('OrderCreated', { orderId: 80, marketType: 1, statusId: 1 });
    const bar = await screen.findByTestId('live-rows-bar');
    expect(bar.textContent).toContain('Новых: 1');
    fireEvent.click(within(bar).getByRole('button', { name: 'Показать' }));
    await within(await screen.findByRole('table')).findByText('Новый Покупатель', {}, T);
  });
});
