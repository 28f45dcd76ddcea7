import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Request } from 'playwright-core';
import {
  callsTo as callsIn,
  lastBody as lastBodyIn,
  screenshot,
  signedInSession,
  type SignedInSession,
} from './harness';

let session: SignedInSession;
let page: Page;
let server: SignedInSession['server'];
let apiCalls: Request[];

const callsTo = (path: string) => callsIn(apiCalls, path);
const lastBody = (path: string) => lastBodyIn(apiCalls, path);
const rowTexts = () => page.locator('tbody tr').allInnerTexts();
/** '1 234,50 руб.' -> 1234.5 */
const rubles = (text: string) => Number(text.replace(/руб\.|\s/g, '').replace(',', '.'));

beforeAll(async () => {
  session = await signedInSession();
  ({ page, server, apiCalls } = session);
});

afterAll(async () => {
  await session?.close();
});

describe('wholesale finances', () => {
  it('opens with the summary, the first page sorted by id descending and the full filter body', async () => {
    await page.goto(server.url('/finacnes/whole-sale'));
    await page.getByText('Общая сумма заказов').waitFor();
    await page.locator('tbody tr').first().waitFor();
    expect(lastBody('Finances/GetOrderFinances')).toEqual({
      sellerId: 1,
      orderId: null,
      orderStatusId: null,
      buyerName: null,
      MarketSafeDealStatusId: null,
      orderCreationDateFrom: null,
      orderCreationDateTo: null,
      column: 'id',
      sortByAscending: false,
      pagination: { page: 1, pageSize: 10 },
    });
    const rows = await rowTexts();
    expect(rows).toHaveLength(10);
    expect(rows.join('\n')).toContain('руб.');
    const ids = rows.map((row) => Number(/\d+/.exec(row)?.[0]));
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    await screenshot(page, 'finances-wholesale');
  });

  it('filters by buyer name and safe-deal status', async () => {
    await page.getByRole('textbox', { name: 'Покупатель' }).fill('СтройДвор');
    await expect
      .poll(() => lastBody('Finances/GetOrderFinances').buyerName, { timeout: 10_000 })
      .toBe('СтройДвор');
    await page.getByRole('combobox', { name: 'Статус безопасной сделки' }).click();
    await page.getByRole('option', { name: 'Зарезервированы', exact: true }).click();
    await expect
      .poll(() => lastBody('Finances/GetOrderFinances').MarketSafeDealStatusId, { timeout: 10_000 })
      .toBe(1);
    await expect
      .poll(async () => {
        const rows = await rowTexts();
        return (
          rows.length > 0 && rows.every((row) => row.includes('СтройДвор') && row.includes('Зарезервированы'))
        );
      })
      .toBe(true);
  });

  it('sorts by the amount from the buyer on the server', async () => {
    await page.goto(server.url('/finacnes/whole-sale'));
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('button', { name: 'Сумма от покупателя' }).click();
    await expect
      .poll(() => lastBody('Finances/GetOrderFinances').column)
      .toBe('totalAmountForTheOrderFromBuyer');
    const ascending = lastBody('Finances/GetOrderFinances').sortByAscending as boolean;
    const column = await page.locator('thead th').allInnerTexts();
    const index = column.findIndex((title) => title.includes('Сумма от покупателя'));
    await expect
      .poll(async () => {
        const cells = await page.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
        const amounts = cells.map(rubles);
        const sorted = [...amounts].sort((a, b) => (ascending ? a - b : b - a));
        return amounts.length === 10 && amounts.every((value, i) => value === sorted[i]);
      })
      .toBe(true);
  });

  it('pages through the list', async () => {
    const firstPage = await rowTexts();
    await page.getByRole('button', { name: 'Страница 2' }).click();
    await expect
      .poll(() => (lastBody('Finances/GetOrderFinances').pagination as { page: number }).page)
      .toBe(2);
    await expect.poll(async () => (await rowTexts())[0] !== firstPage[0]).toBe(true);
  });

  it('shows "Нет данных" for a filter with no match', async () => {
    await page.goto(server.url('/finacnes/whole-sale'));
    await page.locator('tbody tr').first().waitFor();
    await page.getByRole('textbox', { name: 'Покупатель' }).fill('Нет такого');
    await page.getByText('Нет данных').waitFor();
    expect(lastBody('Finances/GetOrderFinances').buyerName).toBe('Нет такого');
  });

  it('refuses an order number of 8 digits without sending it', async () => {
    await page.goto(server.url('/finacnes/whole-sale'));
    await page.locator('tbody tr').first().waitFor();
    const before = callsTo('Finances/GetOrderFinances').length;
    await page.getByRole('textbox', { name: 'Номер заказа' }).fill('12345678');
    await page.getByText('Номер заказа может содержать не более 7 цифр').waitFor();
    await page.waitForTimeout(800);
    expect(
      callsTo('Finances/GetOrderFinances')
        .slice(before)
        .map((r) => JSON.parse(r.postData() ?? '{}').orderId),
    ).not.toContain(12345678);
  });

  it('links each invoice to its PDF', async () => {
    await page.goto(server.url('/finacnes/whole-sale'));
    const link = page.locator('tbody a[href*="/seller/invoices/"]').first();
    await link.waitFor();
    const reply = await page.request.get(
      new URL((await link.getAttribute('href')) ?? '', server.origin).href,
    );
    expect(reply.status()).toBe(200);
    expect((await reply.body()).subarray(0, 4).toString()).toBe('%PDF');
  });
});

describe('the list tools in a real browser', () => {
  it('refuses an invalid filter from a link, then resets to the whole list', async () => {
    const before = callsTo('Finances/GetOrderFinances').length;
    const filter = encodeURIComponent(JSON.stringify({ buyerName: 'A'.repeat(21) }));
    await page.goto(server.url(`/finacnes/whole-sale?filter=${filter}`));
    await page.getByText('Имя покупателя может содержать не более 20 символов').waitFor();
    await page.waitForTimeout(800);
    expect(callsTo('Finances/GetOrderFinances').length).toBe(before);
    await page.getByRole('button', { name: 'Сбросить фильтры' }).click();
    await page.locator('tbody tr').first().waitFor();
    expect(lastBody('Finances/GetOrderFinances').buyerName).toBeNull();
  });

  it('fits the wholesale table in its card at 1440 px', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(server.url('/finacnes/whole-sale'));
    await page.locator('tbody tr').first().waitFor();
    const overflow = await page.evaluate(() => {
      const table = document.querySelector('table');
      const card = table?.closest('.MuiCard-root');
      return table && card ? table.scrollWidth - card.clientWidth : Number.NaN;
    });
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it('shows cards and folds the filters on a 390 px phone, export still at hand', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(server.url('/finacnes/whole-sale'));
      await page.getByRole('button', { name: 'Фильтры', exact: true }).waitFor();
      await page.locator('main li a, main li').first().waitFor();
      expect(await page.locator('table').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Экспорт' }).isVisible()).toBe(true);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await screenshot(page, 'finances-wholesale-phone');
    } finally {
      await page.setViewportSize({ width: 1440, height: 900 });
    }
  });
});

describe('retail finances', () => {
  it('shows the totals block and the rows', async () => {
    await page.goto(server.url('/finacnes/retail'));
    await page.getByText('Количество заказов').waitFor();
    await page.locator('tbody tr').first().waitFor();
    expect(callsTo('Finances/RetailOrderFinancesTotals').length).toBeGreaterThan(0);
    expect(lastBody('Finances/RetailOrderFinancesTotals')).toEqual(lastBody('Finances/RetailOrderFinances'));
    const rows = await rowTexts();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(10);
    expect(rows.join('\n')).toContain('руб.');
    await screenshot(page, 'finances-retail');
  });
});
