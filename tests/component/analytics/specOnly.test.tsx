import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { daysOf } from '../../../src/domain/analyticsRange';
import { specOnly } from '../../unit/specOnlyReply';
import { renderShell, stubOrdersApi } from '../orders/ordersHarness';
import { salesReply } from './analyticsHarness';

/**
 * The analytics pages and the dashboard's charts against a server that honours only the
 * specification: its replies carry none of our figures (docs/contract/analytics.md "Reading
 * replies"), GetOrderFunnel is ours and refused.
 */

beforeAll(async () => {
  await Promise.all([
    import('../../../src/custom-pages/analytics/AnalyticsPage'),
    import('../../../src/custom-pages/dashboard/charts/SalesChart'),
    import('../../../src/custom-pages/dashboard/charts/FunnelChart'),
  ]);
}, 120_000);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const T = { timeout: 20_000 };
const LEFTOVERS = /\bundefined\b|\bNaN\b|\bnull\b|%\{/;
const range = { from: '2026-02-01', to: '2026-02-03' };

const productRow = (productId: number, productName: string) => ({
  productId,
  productName,
  productTypeId: 1,
  image: null,
  quantitySold: 3,
  revenue: 900,
  ordersCount: 2,
  stock: 0,
  share: 74.1,
});

const mainText = () => (document.querySelector('main') ?? document.body).textContent ?? '';

describe('analytics against spec-only replies', { timeout: 60_000 }, () => {
  it('/dashboard/analytics/sales: figures without a value, empty charts, no error page', async () => {
    stubOrdersApi({
      'Analytics/GetAnalyticsOfSales': () =>
        specOnly(
          salesReply(
            range,
            daysOf(range).map(() => 100),
          ),
        ),
    });
    const shell = renderShell(`/dashboard/analytics/sales?from=${range.from}&to=${range.to}`);
    await waitFor(() => expect(screen.getAllByText('Нет данных за выбранный период').length).toBe(3), T);
    expect(mainText()).toContain('Выручка');
    expect(mainText()).not.toMatch(LEFTOVERS);
    expect(shell.location()).toBe('/dashboard/analytics/sales');
  });

  it('/dashboard/analytics/products: the table keeps the spec fields (name, type, orders) and writes ---- for ours', async () => {
    stubOrdersApi({
      'Analytics/GetAnalyticsOfProducts': () =>
        specOnly({ current: { revenue: 1 }, topSellers: [{ key: 1, value: 1 }] }),
      'Analytics/GetProducts': () =>
        specOnly({ results: [productRow(5, 'Дрель'), productRow(6, 'Пила')], pageCount: 1, rowCount: 2 }),
    });
    renderShell(`/dashboard/analytics/products?from=${range.from}&to=${range.to}`);
    const list = await screen.findByRole('region', { name: 'Все товары за период' }, T);
    expect(await within(list).findByText('Пила', {}, T)).toBeTruthy();
    expect(within(list).getAllByText('Розничные товары')).toHaveLength(2);
    expect(within(list).getAllByText('----').length).toBeGreaterThan(0);
    expect(mainText()).not.toMatch(LEFTOVERS);
  });

  it('/dashboard/analytics/categories: rows without our fields show ---- instead of a name, no crash', async () => {
    stubOrdersApi({
      'Analytics/GetAnalyticsPerProductType': () => specOnly({ byCategory: [{ key: 1, value: 2 }] }),
      'Analytics/GetCategories': () =>
        specOnly({
          results: [{ categoryId: 4, categoryName: 'Инструменты', revenue: 5 }],
          pageCount: 1,
          rowCount: 1,
        }),
    });
    const shell = renderShell(`/dashboard/analytics/categories?from=${range.from}&to=${range.to}`);
    const list = await screen.findByRole('region', { name: 'Все категории за период' }, T);
    await waitFor(() => expect(within(list).getAllByText('----').length).toBeGreaterThan(0), T);
    expect(mainText()).not.toMatch(LEFTOVERS);
    expect(shell.location()).toBe('/dashboard/analytics/categories');
  });

  it('the dashboard: the sales chart says there were no sales, the refused funnel (ours) is left out', async () => {
    stubOrdersApi({ 'Analytics/GetAnalyticsOfSales': () => specOnly(salesReply(range, [100, 200, 300])) });
    const shell = renderShell('/dashboard');
    expect(await screen.findByText('За 30 дней продаж не было', {}, T)).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByTestId('chart-chunk-skeleton')).toHaveLength(0), T);
    await waitFor(
      () => expect(screen.queryByRole('region', { name: 'Воронка заказов за 30 дней' })).toBeNull(),
      T,
    );
    expect(screen.queryByText('Не удалось загрузить данные')).toBeNull();
    expect(mainText()).not.toMatch(LEFTOVERS);
    expect(shell.location()).toBe('/dashboard');
  });

  it('the dashboard funnel answering without its summary shows its empty state', async () => {
    stubOrdersApi({ 'Analytics/GetOrderFunnel': () => ({ period: null, current: null }) });
    renderShell('/dashboard');
    expect(await screen.findByText('За 30 дней заказов не было', {}, T)).toBeTruthy();
  });
});
