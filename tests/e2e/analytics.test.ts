import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { presetRange } from '../../src/domain/analyticsRange';
import { callsTo, screenshot, signedInSession, type SignedInSession } from './harness';

/**
 * The seven analytics pages end to end (docs/contract/analytics.md): each opens on the last
 * 7 days, then 'Год'; the wire carries each period's Moscow days, the URL keeps the preset, and the
 * first chart's table view lists one row per day of the period (the series has every day). The
 * demo seed's completed orders are 10 to 365 days old, so the year sells more than the week.
 */

const PAGES = [
  { section: 'sales', call: 'Analytics/GetAnalyticsOfSales', chart: 'Выручка по дням' },
  { section: 'orders', call: 'Analytics/GetAnalyticsOfRetailOrders', chart: 'Заказы и отмены по дням' },
  { section: 'requests', call: 'Analytics/GetOrderRequests', chart: 'Запросы по дням' },
  { section: 'tenders', call: 'Analytics/GetAnalyticsOfTender', chart: 'Предложения по дням' },
  { section: 'buyers', call: 'Analytics/GetAnalyticsOfBuyers', chart: 'Покупатели по дням' },
  { section: 'products', call: 'Analytics/GetAnalyticsOfProducts', chart: 'Продажи товаров по дням' },
  { section: 'categories', call: 'Analytics/GetAnalyticsPerProductType', chart: 'Выручка по дням' },
] as const;

let session: SignedInSession;
let apiCalls: Request[];

beforeAll(async () => {
  session = await signedInSession();
  apiCalls = session.apiCalls;
});

afterAll(async () => {
  await session?.close();
});

const query = (request: Request | undefined) => {
  const url = new URL(request?.url() ?? 'http://x/');
  return { from: url.searchParams.get('DateFrom'), to: url.searchParams.get('DateTo') };
};

/** The first chart card of the section, switched to its table: the number of day rows (0 when the period is empty). */
async function dayRows(page: Page, chart: string): Promise<number> {
  const card: Locator = page.getByRole('region', { name: chart }).first();
  await card.getByRole('button', { name: 'Скачать CSV' }).waitFor();
  const table = card.getByRole('table');
  const empty = card.getByText('Нет данных за выбранный период');
  await table.or(empty).or(card.getByRole('button', { name: 'Таблица', pressed: false })).first().waitFor();
  if (await empty.isVisible()) return 0;
  const toggle = card.getByRole('button', { name: 'Таблица' });
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await table.waitFor();
  return table.locator('tbody tr').count();
}

async function revenueFigure(page: Page): Promise<string> {
  const figure = page.getByRole('listitem', { name: 'Выручка', exact: true }).getByTestId('figure-current');
  await figure.waitFor();
  return (await figure.textContent()) ?? '';
}

const rubles = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

describe('analytics pages', () => {
  for (const { section, call, chart } of PAGES) {
    it(`${section}: a week, then a year`, async () => {
      const { page, server } = session;
      const week = presetRange('7d');
      const year = presetRange('year');
      await page.goto(server.url(`/dashboard/analytics/${section}?range=7d`));
      await page.getByRole('heading', { level: 1 }).waitFor();
      const weekRows = await dayRows(page, chart);
      expect([0, 7]).toContain(weekRows);
      expect(query(callsTo(apiCalls, call).at(-1))).toEqual({ from: week.from, to: week.to });
      const weekRevenue = section === 'sales' ? rubles(await revenueFigure(page)) : 0;

      const before = callsTo(apiCalls, call).length;
      await page.getByRole('button', { name: 'Год', exact: true }).click();
      await page.waitForURL(new RegExp(`/dashboard/analytics/${section}\\?range=year$`));
      await expect.poll(() => callsTo(apiCalls, call).length).toBeGreaterThan(before);
      expect(query(callsTo(apiCalls, call).at(-1))).toEqual({ from: year.from, to: year.to });
      await expect.poll(() => dayRows(page, chart), { timeout: 15_000 }).toBe(365);

      if (section === 'sales') {
        await expect.poll(async () => rubles(await revenueFigure(page))).toBeGreaterThan(weekRevenue);
        await screenshot(page, 'analytics-sales-year');
      }
      if (section === 'products' || section === 'categories') {
        const list = page.getByRole('region', { name: section === 'products' ? 'Все товары за период' : 'Все категории за период' });
        await list.locator('tbody tr').first().waitFor();
        const body = JSON.parse(callsTo(apiCalls, `Analytics/${section === 'products' ? 'GetProducts' : 'GetCategories'}`).at(-1)?.postData() ?? '{}') as Record<string, unknown>;
        expect(body).toMatchObject({ dateFrom: year.from, dateTo: year.to, sort: { field: 'revenue', order: 'DESC' }, pagination: { page: 1, pageSize: 10 } });
      }
    });
  }

  it('carries the period from one section to another', async () => {
    const { page } = session;
    await page.getByRole('tab', { name: 'Заказы' }).click();
    await page.waitForURL(/\/dashboard\/analytics\/orders\?range=year$/);
    await page.getByRole('region', { name: 'Оптовые заказы' }).waitFor();
    const year = presetRange('year');
    expect(query(callsTo(apiCalls, 'Analytics/GetAnalyticsOfWholesaleOrders').at(-1))).toEqual({ from: year.from, to: year.to });
  });
});
