import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { listItem, page } from '../orders/ordersHarness';
import { fakeHub, notificationPage, renderShell, stubOrdersApi } from './realtimeHarness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('OrderStatusChanged', () => {
  it('refreshes the open wholesale list in place when it shows the order, and only then', async () => {
    const hub = fakeHub();
    let status71: 2 | 4 = 2;
    const calls = stubOrdersApi({
      'Notification/GetNotifications': () => notificationPage([], 0),
      'Order/GetAllOrdersByFilter': () =>
        page([
          listItem({ id: 72, statusId: 5, buyerName: 'Татьяна Морозова' }),
          listItem({ id: 71, statusId: status71, buyerName: 'Алексей Смирнов' }),
        ]),
    });
    const listCalls = () => calls.filter((call) => call.path === 'Order/GetAllOrdersByFilter').length;
    renderShell('/orders');
    const table = await screen.findByRole('table', {}, { timeout: 15000 });
    const row = (await within(table).findByText('Алексей Смирнов')).closest('tr')!;
    await waitFor(() => expect(hub.sessions).toHaveLength(1));
    const before = listCalls();

    hub.emit('OrderStatusChanged', { orderId: 99, marketType: 1, statusId: 4 });
    hub.emit('OrderStatusChanged', { orderId: 71, marketType: 2, statusId: 4 });
    status71 = 4;
    hub.emit('OrderStatusChanged', { orderId: 71, marketType: 1, statusId: 4 });
    await waitFor(() => expect(within(row).getByText('Готов к отгрузке')).toBeTruthy());
    expect(listCalls()).toBe(before + 1);
    // the same table and row elements: refreshed in place, not re-mounted
    expect(screen.getByRole('table')).toBe(table);
    expect(row.isConnected).toBe(true);
  });
});
