import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { OrdersAnalyticsReply } from '../../../contract';
import { daysOf, previousRange } from '../../../src/domain/analyticsRange';
import { renderShell, stubOrdersApi } from '../orders/ordersHarness';
import { period } from './analyticsHarness';

beforeAll(async () => {
  await import('../../../src/custom-pages/analytics/AnalyticsPage');
}, 120_000);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const range = { from: '2026-03-01', to: '2026-03-02' };

const reply = (byStatus: [number, number][], cancelled: number): OrdersAnalyticsReply => {
  const count = byStatus.reduce((sum, [, value]) => sum + value, 0);
  return {
    period: period(range),
    previousPeriod: period(previousRange(range)),
    current: {
      ordersCount: count,
      cancelledCount: cancelled,
      cancelledShare: count ? Math.round((cancelled / count) * 1000) / 10 : 0,
      overdueCount: 0,
      overdueShare: 0,
      shippedCount: 0,
      averageShipHours: null,
    },
    previous: {
      ordersCount: 2,
      cancelledCount: 2,
      cancelledShare: 100,
      overdueCount: 0,
      overdueShare: 0,
      shippedCount: 0,
      averageShipHours: null,
    },
    series: daysOf(range).map((date, index) => ({
      date,
      ordersCount: index === 0 ? count : 0,
      cancelledCount: index === 0 ? cancelled : 0,
    })),
    byStatus: byStatus.map(([key, value]) => ({ key, value })),
  };
};

describe('/dashboard/analytics/orders', { timeout: 60_000 }, () => {
  it('asks for both markets and labels the statuses of each', async () => {
    const calls = stubOrdersApi({
      'Analytics/GetAnalyticsOfRetailOrders': () =>
        reply(
          [
            [1, 3],
            [6, 1],
          ],
          1,
        ),
      'Analytics/GetAnalyticsOfWholesaleOrders': () =>
        reply(
          [
            [7, 2],
            [24, 0],
          ],
          0,
        ),
    });
    renderShell(`/dashboard/analytics/orders?from=${range.from}&to=${range.to}`);
    const retail = await screen.findByRole('region', { name: 'Розничные заказы' }, { timeout: 20_000 });
    const wholesale = screen.getByRole('region', { name: 'Оптовые заказы' });
    for (const path of ['Analytics/GetAnalyticsOfRetailOrders', 'Analytics/GetAnalyticsOfWholesaleOrders']) {
      expect(calls.find((call) => call.path === path)?.url.search).toBe(
        '?DateFrom=2026-03-01&DateTo=2026-03-02',
      );
    }

    const share = await within(retail).findByRole('listitem', { name: 'Доля отмен' }, { timeout: 20_000 });
    expect(within(share).getByText('25 %')).toBeTruthy();
    expect(within(share).getByLabelText('Изменение к прошлому периоду: −75 %')).toBeTruthy();
    expect(
      within(within(retail).getByRole('listitem', { name: 'Время до отгрузки' })).getByText('----'),
    ).toBeTruthy();

    const statuses = within(wholesale).getByRole('region', { name: 'По статусам' });
    fireEvent.click(within(statuses).getByRole('button', { name: 'Таблица' }));
    const cells = [...within(statuses).getByRole('table').querySelectorAll('tbody td')].map(
      (cell) => cell.textContent,
    );
    expect(cells).toEqual(['Завершён', '2', '100 %', 'Отменён', '0', '0 %']);
  });
});
