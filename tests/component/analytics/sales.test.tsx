import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderShell, stubOrdersApi, type ApiCall } from '../orders/ordersHarness';
import { salesReply } from './analyticsHarness';

// The analytics chunk (x-charts) takes a while to transform on first import: load it once here.
beforeAll(async () => {
  await import('../../../src/custom-pages/analytics/AnalyticsPage');
}, 120_000);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const SALES = 'Analytics/GetAnalyticsOfSales';
const rangeOf = (call: ApiCall) => ({ from: call.url.searchParams.get('DateFrom') ?? '', to: call.url.searchParams.get('DateTo') ?? '' });
const card = (label: string) => screen.getByRole('listitem', { name: label });

describe('/dashboard/analytics/sales', { timeout: 60_000 }, () => {
  it('asks for the period of the URL and shows the figures against the previous period', async () => {
    const calls = stubOrdersApi({
      [SALES]: (call) => salesReply(rangeOf(call as ApiCall), [1000, 0, 234.5], { revenue: 1000, ordersCount: 1, averageOrder: 1000 }),
    });
    renderShell('/dashboard/analytics/sales?from=2026-01-01&to=2026-01-03');
    await waitFor(() => expect(within(card('Выручка')).getByText('1 234,50 руб.')).toBeTruthy(), { timeout: 20_000 });

    const sales = calls.filter((call) => call.path === SALES);
    expect(sales).toHaveLength(1);
    expect(sales[0]?.method).toBe('GET');
    expect(sales[0]?.url.search).toBe('?DateFrom=2026-01-01&DateTo=2026-01-03');

    expect(within(card('Выручка')).getByText('+23,5 %')).toBeTruthy();
    expect(within(card('Выручка')).getByText('Было: 1 000,00 руб.')).toBeTruthy();
    expect(within(card('Заказов продано')).getByText('2')).toBeTruthy();
    expect(within(card('Средний чек')).getByText('617,25 руб.')).toBeTruthy();
    // nothing to compare a wholesale revenue of 0 with
    expect(within(card('Выручка в опте')).getByText('Не с чем сравнить')).toBeTruthy();
    expect(screen.getByTestId('analytics-period').textContent).toBe(
      '01.01.2026 – 03.01.2026 · Сравнение с 29.12.2025 – 31.12.2025',
    );
  });

  it('shows a chart\'s data as a table on demand', async () => {
    stubOrdersApi({ [SALES]: (call) => salesReply(rangeOf(call as ApiCall), [1000, 0, 234.5]) });
    renderShell('/dashboard/analytics/sales?from=2026-01-01&to=2026-01-03');
    const section = await screen.findByRole('region', { name: 'Выручка по дням' }, { timeout: 20_000 });
    await waitFor(() => expect(within(section).getByRole('button', { name: 'Скачать CSV' }).hasAttribute('disabled')).toBe(false), { timeout: 20_000 });
    expect(within(section).queryByRole('table')).toBeNull();

    fireEvent.click(within(section).getByRole('button', { name: 'Таблица' }));
    const table = within(section).getByRole('table', { name: 'Выручка по дням' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Дата', 'Выручка', 'Выручка в рознице', 'Выручка в опте', 'Заказов продано'],
      ['01.01.2026', '1 000,00 руб.', '1 000,00 руб.', '0,00 руб.', '1'],
      ['02.01.2026', '0,00 руб.', '0,00 руб.', '0,00 руб.', '0'],
      ['03.01.2026', '234,50 руб.', '234,50 руб.', '0,00 руб.', '1'],
    ]);
  });

  it('a preset asks for its Moscow days and keeps the choice in the URL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
    const calls = stubOrdersApi({ [SALES]: (call) => salesReply(rangeOf(call as ApiCall), [500]) });
    const shell = renderShell('/dashboard/analytics/sales');
    await screen.findByRole('region', { name: 'Выручка по дням' }, { timeout: 20_000 });
    // no range in the URL: the last 30 days
    expect(calls.filter((call) => call.path === SALES)[0]?.url.search).toBe('?DateFrom=2026-01-31&DateTo=2026-03-01');

    fireEvent.click(screen.getByRole('button', { name: '7 дней' }));
    await waitFor(() => expect(calls.filter((call) => call.path === SALES)).toHaveLength(2));
    expect(calls.filter((call) => call.path === SALES)[1]?.url.search).toBe('?DateFrom=2026-02-23&DateTo=2026-03-01');
    expect(shell.location()).toBe('/dashboard/analytics/sales');
    expect(screen.getByRole('tab', { name: 'Заказы' }).getAttribute('href')).toBe('/dashboard/analytics/orders?range=7d');
  });

  it('says so when nothing was sold in the period', async () => {
    stubOrdersApi({ [SALES]: (call) => salesReply(rangeOf(call as ApiCall), []) });
    renderShell('/dashboard/analytics/sales?from=2026-01-01&to=2026-01-03');
    const section = await screen.findByRole('region', { name: 'Выручка по дням' }, { timeout: 20_000 });
    expect(await within(section).findByText('Нет данных за выбранный период')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Розница и опт' })).getByText('Нет данных за выбранный период')).toBeTruthy();
  });
});
