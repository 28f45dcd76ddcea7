import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { bytesOf, downloadOf, downloadSession, type DownloadSession } from './downloads';
import { withFilter, type RunningServer } from './harness';
import { pdfPageBarcodes, pdfPageCount } from '../server/labelsPdf';

/**
 * Shipping labels (docs/contract/documents.md "Shipping labels") as a seller prints them: select
 * two orders ready to ship in the wholesale list, 'Печать этикеток', 58 × 40 mm; the PDF has one
 * page per order and each page's Code 128 barcode, decoded here, is that order's number.
 */

let server: RunningServer;
let session: DownloadSession;
let page: Page;

beforeAll(async () => {
  session = await downloadSession();
  ({ server, page } = session);
});

afterAll(async () => {
  await session?.close();
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
    const download = await downloadOf(page, page.getByRole('menuitem', { name: 'Термоэтикетки 58 × 40 мм' }));
    expect(download.suggestedFilename()).toMatch(/^labels-\d{4}-\d{2}-\d{2}-2\.pdf$/);
    const pdf = await bytesOf(download);
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
    const download = await downloadOf(page, page.getByRole('menuitem', { name: 'Лист A4, 24 этикетки' }));
    expect(download.suggestedFilename()).toBe('labels-1000005.pdf');
    const pdf = await bytesOf(download);
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
