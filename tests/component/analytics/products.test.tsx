import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProductsAnalyticsReply } from '../../../contract';
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

const range = { from: '2026-02-01', to: '2026-02-03' };

const summary: ProductsAnalyticsReply = {
  period: period(range),
  previousPeriod: period(previousRange(range)),
  current: { productsSold: 2, quantitySold: 7, revenue: 5400 },
  previous: { productsSold: 1, quantitySold: 2, revenue: 1200 },
  series: daysOf(range).map((date, index) => ({ date, quantitySold: index, revenue: index * 1000 })),
  topSellers: [
    { key: 5, label: 'Дрель <b>ударная</b>', value: 4000 },
    { key: 9, label: 'Перфоратор', value: 1400 },
  ],
  bottomSellers: [{ key: 11, label: 'Уровень', value: 0 }],
  stockOutCount: 1,
  stockOuts: [{ key: 9, label: 'Перфоратор', value: 1400 }],
};

const row = (productId: number, productName: string, revenue: number) => ({
  productId,
  productName,
  productTypeId: 1,
  image: null,
  quantitySold: 3,
  revenue,
  ordersCount: 2,
  stock: 0,
  share: 74.1,
});

describe('/dashboard/analytics/products', { timeout: 60_000 }, () => {
  it('shows the top sellers as text and asks GetProducts for the period, revenue first', async () => {
    const calls = stubOrdersApi({
      'Analytics/GetAnalyticsOfProducts': () => summary,
      'Analytics/GetProducts': () => ({
        results: [row(5, 'Дрель <b>ударная</b>', 4000)],
        pageCount: 2,
        rowCount: 11,
      }),
    });
    renderShell(`/dashboard/analytics/products?from=${range.from}&to=${range.to}`);
    const list = await screen.findByRole('region', { name: 'Все товары за период' }, { timeout: 20_000 });
    expect(await within(list).findByText('Дрель <b>ударная</b>', {}, { timeout: 20_000 })).toBeTruthy();
    expect(within(list).getByText('4 000,00 руб.')).toBeTruthy();
    expect(within(list).getByText('74,1 %')).toBeTruthy();
    expect(within(list).getByText('Розничные товары')).toBeTruthy();

    const body = calls.find((call) => call.path === 'Analytics/GetProducts');
    expect(body?.method).toBe('POST');
    expect(body?.json).toEqual({
      dateFrom: '2026-02-01',
      dateTo: '2026-02-03',
      sort: { field: 'revenue', order: 'DESC' },
      search: null,
      pagination: { page: 1, pageSize: 10 },
    });

    await waitFor(() =>
      expect(
        within(screen.getByRole('listitem', { name: 'Выручка с товаров' })).getByText('+350 %'),
      ).toBeTruthy(),
    );
    // the products out of stock are a figure of now: no comparison
    const stockOut = screen.getByRole('listitem', { name: 'Нет в наличии' });
    expect(within(stockOut).getByText('1')).toBeTruthy();
    expect(within(stockOut).queryByText(/Было/)).toBeNull();

    const top = screen.getByRole('region', { name: 'Лидеры продаж' });
    fireEvent.click(within(top).getByRole('button', { name: 'Таблица' }));
    const cells = [...within(top).getByRole('table').querySelectorAll('tbody td')].map(
      (cell) => cell.textContent,
    );
    expect(cells).toEqual([
      'Дрель <b>ударная</b>',
      '4 000,00 руб.',
      '74,1 %',
      'Перфоратор',
      '1 400,00 руб.',
      '25,9 %',
    ]);
    expect(document.querySelector('b')).toBeNull();

    // The slowest sellers matter at 0 руб.: listed, not 'no data'.
    const bottom = screen.getByRole('region', { name: 'Хуже всего продаются' });
    expect(within(bottom).queryByText('Нет данных за выбранный период')).toBeNull();
    fireEvent.click(within(bottom).getByRole('button', { name: 'Таблица' }));
    const bottomCells = [...within(bottom).getByRole('table').querySelectorAll('tbody td')].map(
      (cell) => cell.textContent,
    );
    expect(bottomCells).toEqual(['Уровень', '0,00 руб.', '0 %']);
  });

  it('searches the table by name', async () => {
    const calls = stubOrdersApi({
      'Analytics/GetAnalyticsOfProducts': () => summary,
      'Analytics/GetProducts': () => ({ results: [row(9, 'Перфоратор', 1400)], pageCount: 1, rowCount: 1 }),
    });
    renderShell(`/dashboard/analytics/products?from=${range.from}&to=${range.to}`);
    const list = await screen.findByRole('region', { name: 'Все товары за период' }, { timeout: 20_000 });
    await within(list).findByText('Перфоратор', {}, { timeout: 20_000 });
    const search = within(list).getByLabelText('Поиск по названию');
    fireEvent.change(search, { target: { value: ' перф ' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() =>
      expect(calls.filter((call) => call.path === 'Analytics/GetProducts').at(-1)?.json).toMatchObject({
        search: 'перф',
      }),
    );
  });
});
