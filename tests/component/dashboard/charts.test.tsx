import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderFunnelReply, SalesAnalyticsReply, SalesDay } from '../../../contract';
import { renderShell, stubApi, type Call } from '../shell/shellHarness';

/** The dashboard's sales chart and order funnel (docs/contract/analytics.md), through the whole stack. */

// 21:30 UTC on 18 March is already 19 March in Moscow: the range is Moscow days.
const NOW = new Date('2026-03-18T21:30:00.000Z');
const RANGE = 'DateFrom=2026-02-18&DateTo=2026-03-19';

function day(date: string, retailRevenue: number, wholesaleRevenue: number): SalesDay {
  return { date, revenue: retailRevenue + wholesaleRevenue, ordersCount: 1, retailRevenue, wholesaleRevenue };
}

const days = Array.from({ length: 30 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 1, 18 + i)).toISOString().slice(0, 10);
  return i === 29 ? day(date, 1500.5, 20000) : day(date, 0, 0);
});

const period = { dateFrom: '2026-02-18', dateTo: '2026-03-19', days: 30 };
const previousPeriod = { dateFrom: '2026-01-19', dateTo: '2026-02-17', days: 30 };
const summary = {
  revenue: 21500.5,
  ordersCount: 2,
  averageOrder: 10750.25,
  retailRevenue: 1500.5,
  wholesaleRevenue: 20000,
  retailOrdersCount: 1,
  wholesaleOrdersCount: 1,
};

const sales: SalesAnalyticsReply = {
  period,
  previousPeriod,
  current: summary,
  previous: { ...summary, revenue: 0 },
  series: days,
  byMarket: [
    { key: 'retail', value: 1500.5 },
    { key: 'wholesale', value: 20000 },
  ],
};

const funnelSummary = { created: 40, paid: 30, shipped: 21, completed: 7 };
const funnel: OrderFunnelReply = {
  period,
  previousPeriod,
  current: funnelSummary,
  previous: { created: 0, paid: 0, shipped: 0, completed: 0 },
  retail: { created: 25, paid: 20, shipped: 15, completed: 5 },
  wholesale: { created: 15, paid: 10, shipped: 6, completed: 2 },
};

const callsTo = (calls: Call[], path: string) =>
  calls.filter((call) => call.url.pathname === `/seller/api/${path}`);

/** Each chart is a lazy chunk; x-charts is slow to transform cold, so load them once up front. */
const SLOW = { timeout: 20_000 };
beforeAll(async () => {
  await Promise.all([
    import('../../../src/custom-pages/dashboard/charts/SalesChart'),
    import('../../../src/custom-pages/dashboard/charts/FunnelChart'),
  ]);
}, 120_000);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('dashboard charts', { timeout: 60_000 }, () => {
  it('asks for the last 30 Moscow days and shows revenue by day and the funnel', async () => {
    const calls = stubApi({ 'Analytics/GetAnalyticsOfSales': sales, 'Analytics/GetOrderFunnel': funnel });
    renderShell('/dashboard');

    const salesCard = await screen.findByRole('region', { name: 'Продажи за 30 дней' }, SLOW);
    expect(await within(salesCard).findByText('Итого: 21 500,50 руб.', {}, SLOW)).toBeTruthy();
    const table = within(salesCard).getByRole('table', { name: 'Выручка по дням за 30 дней' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[0]?.textContent).toBe('ДатаРозницаОпт');
    expect(rows[1]?.textContent).toBe('18.02.20260,00 руб.0,00 руб.');
    expect(rows[30]?.textContent).toBe('19.03.20261 500,50 руб.20 000,00 руб.');

    const funnelCard = await screen.findByRole('region', { name: 'Воронка заказов за 30 дней' }, SLOW);
    const funnelTable = await within(funnelCard).findByRole('table', { name: 'Воронка заказов за 30 дней' });
    expect(
      within(funnelTable)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ЭтапЗаказовОт созданныхОт предыдущего этапа',
      'Созданы40100,0 %100,0 %',
      'Оплачены3075,0 %75,0 %',
      'Отправлены2152,5 %70,0 %',
      'Выполнены717,5 %33,3 %',
    ]);
    expect(within(funnelCard).getByText(/52,5 % от созданных/)).toBeTruthy();

    for (const path of ['Analytics/GetAnalyticsOfSales', 'Analytics/GetOrderFunnel']) {
      const [call, ...more] = callsTo(calls, path);
      expect(more).toHaveLength(0);
      expect(call?.method).toBe('GET');
      expect(call?.url.search).toBe(`?${RANGE}`);
    }
  });

  it('the sales section and its chart say which orders they count: the paid ones', async () => {
    stubApi({ 'Analytics/GetAnalyticsOfSales': sales, 'Analytics/GetOrderFunnel': funnel });
    renderShell('/dashboard');
    const heading = await screen.findByRole('heading', { name: 'Продажи (оплаченные заказы)' }, SLOW);
    const section = heading.closest('section')!;
    expect(
      within(section).getByText('Заказы, оплаченные покупателем, без отменённых и отклонённых'),
    ).toBeTruthy();
    expect(within(section).getByText('Оплаченных заказов')).toBeTruthy();
    expect(within(section).queryByText(/выполненн/i)).toBeNull();

    const salesCard = await screen.findByRole('region', { name: 'Продажи за 30 дней' }, SLOW);
    expect(salesCard.getAttribute('aria-describedby')).toBe('sales-chart-subtitle');
    expect(document.getElementById('sales-chart-subtitle')?.textContent).toBe('Оплаченные заказы');
    await within(salesCard).findByText('Итого: 21 500,50 руб.', {}, SLOW);
    const funnelCard = await screen.findByRole('region', { name: 'Воронка заказов за 30 дней' }, SLOW);
    expect(within(funnelCard).getByText('Все заказы, созданные за 30 дней')).toBeTruthy();
  });

  it('a failed chart shows its own message and retries; the figures and the page stay', async () => {
    const calls = stubApi({ 'Analytics/GetOrderFunnel': funnel });
    const shell = renderShell('/dashboard');
    const salesCard = await screen.findByRole('region', { name: 'Продажи за 30 дней' }, SLOW);
    expect(await within(salesCard).findByText('Не удалось загрузить данные', {}, SLOW)).toBeTruthy();
    expect(shell.location()).toBe('/dashboard');
    expect(await screen.findByText('Оптовые заказы в работе')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Воронка заказов за 30 дней' }, SLOW)).toBeTruthy();

    fireEvent.click(within(salesCard).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(callsTo(calls, 'Analytics/GetAnalyticsOfSales')).toHaveLength(2));
  });

  it('a period without sales or orders says so instead of drawing zeros', async () => {
    const zero = { ...summary, revenue: 0, retailRevenue: 0, wholesaleRevenue: 0, ordersCount: 0 };
    stubApi({
      'Analytics/GetAnalyticsOfSales': {
        ...sales,
        current: zero,
        series: days.map((d) => day(d.date ?? '', 0, 0)),
      },
      'Analytics/GetOrderFunnel': { ...funnel, current: { created: 0, paid: 0, shipped: 0, completed: 0 } },
    });
    renderShell('/dashboard');
    expect(await screen.findByText('За 30 дней продаж не было', {}, SLOW)).toBeTruthy();
    expect(await screen.findByText('За 30 дней заказов не было')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Выручка по дням за 30 дней' })).toBeNull();
  });
});
