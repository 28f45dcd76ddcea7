import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signIn, startServer, withFilter, type RunningServer } from './harness';
import { pdfPageBarcodes, pdfPageCount } from '../server/labelsPdf';

/**
 * Shipping labels (docs/contract/documents.md "Shipping labels") as a seller prints them: select
 * two orders ready to ship in the wholesale list, 'Печать этикеток', 58 × 40 mm; the PDF has one
 * page per order and each page's Code 128 barcode, decoded here, is that order's number.
 */

let server: RunningServer;
let browser: Awaited<ReturnType<typeof launchBrowser>>;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  context = await browser.newContext({
    locale: 'ru-RU',
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
  });
  page = await context.newPage();
  await signIn(page, server);
  await page.waitForURL(/\/seller\/dashboard$/);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('shipping labels', () => {
  it('prints the labels of two orders selected in the list: two pages, each barcode its order number', async () => {
    // 'Готов к отправке' (3): ready to ship.
    await page.goto(server.url(withFilter('/orders', { statusId: 3 })));
    const rows = page.locator('main table tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(2);
    const numbers: string[] = [];
    for (const row of [rows.nth(0), rows.nth(1)]) {
      const link = (await row.getByRole('link').first().innerText()).trim();
      numbers.push(/№\s*(\d+)/.exec(link)?.[1] ?? '');
      await row.getByRole('checkbox').check();
    }
    expect(numbers.every((n) => /^\d+$/.test(n))).toBe(true);

    await page.getByRole('button', { name: 'Печать этикеток' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Термоэтикетки 58 × 40 мм' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^labels-\d{4}-\d{2}-\d{2}-2\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPageCount(pdf)).toBe(2);
    expect(pdfPageBarcodes(pdf)).toEqual(numbers.map((number) => [number]));
  });

  it("the order page offers 'Печать этикеток' while the order is ready to ship", async () => {
    // Retail 1000005 (status 2) is ready to ship; 1000001 (status 1) is not.
    await page.goto(server.url('/orders/retail/5'));
    const print = page.getByRole('button', { name: 'Печать этикеток' });
    await print.click();
    await expect.poll(() => page.getByRole('menu').isVisible()).toBe(true);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Лист A4, 24 этикетки' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('labels-1000005.pdf');
    const pdf = await readFile(await download.path());
    expect(pdfPageBarcodes(pdf)).toEqual([['1000005']]);
    await expect.poll(() => print.evaluate((el) => el === document.activeElement)).toBe(true);

    await page.goto(server.url('/orders/retail/1'));
    await expect.poll(() => page.getByRole('heading', { name: /1000001/ }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Печать этикеток' }).count()).toBe(0);
  });

  it("an order not ready to ship: the server's refusal in a toast, no file", async () => {
    // 'Не отправлен' (2): paid, not prepared yet.
    await page.goto(server.url(withFilter('/orders', { statusId: 2 })));
    const row = page.locator('main table tbody tr').first();
    const link = (await row.getByRole('link').first().innerText()).trim();
    const number = /№\s*(\d+)/.exec(link)?.[1] ?? '';
    await row.getByRole('checkbox').check();
    let downloads = 0;
    page.on('download', () => (downloads += 1));
    await page.getByRole('button', { name: 'Печать этикеток' }).click();
    await page.getByRole('menuitem', { name: 'Лист A4, 24 этикетки' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Не удалось напечатать этикетки' });
    await expect.poll(() => toast.innerText()).toContain(`Заказ № ${number} не готов к отгрузке`);
    expect(downloads).toBe(0);
  });
});
