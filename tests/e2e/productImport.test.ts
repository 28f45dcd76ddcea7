import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, describeViolations } from './axe';
import { downloadOf, downloadSession, workbookOf, type DownloadSession } from './downloads';
import type { RunningServer } from './harness';

/**
 * The bulk import (docs/contract/import.md) as a seller does it. Prices and stock: export the
 * wholesale list's prices, change two products in the spreadsheet, see the dry run, apply, find the new
 * figures in the list, undo, find the old ones back; an export uploaded unchanged changes nothing.
 * Whole products: the store's template with two new products and a price change, the dry run,
 * apply, the products in the list, undo, the products gone and the price back.
 */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADERS = {
  vendorCode: 'Артикул',
  name: 'Название товара',
  price: 'Цена, руб.',
  discount: 'Скидка, %',
  quantity: 'Количество',
};

let server: RunningServer;
let session: DownloadSession;
let page: Page;

beforeAll(async () => {
  session = await downloadSession({ bypassCSP: true });
  ({ server, page } = session);
});

afterAll(async () => {
  await session?.close();
});

interface PriceRow {
  row: ExcelJS.Row;
  vendorCode: string;
  name: string;
}

/** Downloads what a button gives and reads it as a workbook. */
async function downloadWorkbook(button: Locator): Promise<ExcelJS.Workbook> {
  return workbookOf(await downloadOf(page, button));
}

/** The sheet's rows by its headers, grouped by product (one row per option, under the product's name). */
function productsOf(sheet: ExcelJS.Worksheet): {
  products: PriceRow[][];
  column: Record<keyof typeof HEADERS, number>;
} {
  const header = sheet.getRow(1);
  const column = Object.fromEntries(
    Object.entries(HEADERS).map(([key, title]) => {
      let found = 0;
      header.eachCell((cell, number) => {
        if (String(cell.value).trim() === title) found = number;
      });
      return [key, found];
    }),
  ) as Record<keyof typeof HEADERS, number>;
  expect(Object.values(column).every((number) => number > 0)).toBe(true);
  const byName = new Map<string, PriceRow[]>();
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const name = String(row.getCell(column.name).value);
    byName.set(name, [
      ...(byName.get(name) ?? []),
      { row, vendorCode: String(row.getCell(column.vendorCode).value), name },
    ]);
  });
  return { products: [...byName.values()], column };
}

async function upload(
  book: ExcelJS.Workbook,
  name: string,
  kind: 'prices' | 'products' = 'prices',
): Promise<void> {
  await page.goto(server.url(`/products/import?kind=${kind}`));
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: XLSX, buffer });
}

/** The wholesale list filtered by a vendor code: the text of its one row. */
async function listRowOf(vendorCode: string): Promise<string> {
  const filter = encodeURIComponent(JSON.stringify({ searchValue: vendorCode }));
  await page.goto(server.url(`/products/wholesale?filter=${filter}`));
  const rows = page.getByRole('table').locator('tbody tr');
  await expect.poll(() => rows.count()).toBe(1);
  return (await rows.first().innerText()).replace(/\s+/g, ' ');
}

/** The wholesale list filtered by a vendor code finds nothing. */
async function notInList(vendorCode: string): Promise<void> {
  const filter = encodeURIComponent(JSON.stringify({ searchValue: vendorCode }));
  await page.goto(server.url(`/products/wholesale?filter=${filter}`));
  await expect.poll(() => page.getByText('Товаров не найдено').count()).toBeGreaterThan(0);
  expect(await page.getByRole('table').locator('tbody tr').count()).toBe(0);
}

/** A sheet's column numbers by header. */
function columnsOf(sheet: ExcelJS.Worksheet): (header: string) => number {
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? '').trim());
  return (header) => {
    const index = headers.indexOf(header);
    if (index < 0) throw new Error(`no column «${header}»`);
    return index + 1;
  };
}

async function settleAnimations(): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length))
    .toBe(0);
}

describe('prices and stock from a spreadsheet', () => {
  it('export, change two figures, dry run, apply, see them in the list, undo, see the old ones', async () => {
    await page.goto(server.url('/products/wholesale'));
    const book = await downloadWorkbook(page.getByRole('button', { name: 'Цены и остатки (.xlsx)' }));
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('the export has no sheet');
    const { products, column } = productsOf(sheet);
    const [priced, stocked] = products;
    if (!priced?.[0] || !stocked?.[0]) throw new Error('the demo store needs two wholesale products');
    const [pricedCode, stockedCode] = [priced[0].vendorCode, stocked[0].vendorCode];
    const before = { priced: await listRowOf(pricedCode), stocked: await listRowOf(stockedCode) };

    // Every option of one product at one price (the list shows it alone), of another at 111 units.
    for (const { row } of priced) {
      row.getCell(column.price).value = 4321.5;
      row.getCell(column.discount).value = 0;
    }
    for (const { row } of stocked) row.getCell(column.quantity).value = 111;
    const changed = priced.length + stocked.length;
    await upload(book, 'prices.xlsx');

    await expect
      .poll(() => page.getByText(`Будет изменено ${changed}`, { exact: true }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(await page.getByText('Ошибок 0', { exact: true }).count()).toBe(1);
    const table = page.getByRole('table', { name: 'Строки файла' });
    await expect.poll(() => table.getByText(pricedCode).count()).toBeGreaterThan(0);

    // The result of a dry run, which the accessibility sweep (an empty page) never sees.
    expect(describeViolations('/products/import (dry run)', await axeViolations(page))).toEqual([]);

    await page.getByRole('button', { name: 'Применить' }).click();
    await expect
      .poll(() => page.getByText('Изменения применены').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);

    expect(await listRowOf(pricedCode)).toMatch(/4\s?321,50/);
    expect(await listRowOf(stockedCode)).toMatch(new RegExp(`\\b${111 * stocked.length}\\b`));

    await page.goto(server.url('/products/import'));
    const history = page.getByRole('table', { name: 'История импорта' });
    await history.getByRole('button', { name: 'Отменить импорт' }).first().click();
    const confirm = page.getByRole('dialog');
    await confirm.waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length),
      )
      .toBe(0);
    expect(describeViolations('/products/import (undo dialog)', await axeViolations(page))).toEqual([]);
    await confirm.getByRole('button', { name: 'Отменить импорт' }).click();
    await expect
      .poll(() => page.getByText(`Импорт отменён: восстановлено вариантов товаров ${changed}`).count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);

    expect(await listRowOf(pricedCode)).toBe(before.priced);
    expect(await listRowOf(stockedCode)).toBe(before.stocked);
  }, 120_000);

  it('an export uploaded as it is changes nothing', async () => {
    await page.goto(server.url('/products/import'));
    const book = await downloadWorkbook(
      page.getByRole('button', { name: 'Выгрузить текущие цены и остатки (.xlsx)' }),
    );
    const options = (book.worksheets[0]?.rowCount ?? 1) - 1;
    expect(options).toBeGreaterThan(0);
    await upload(book, 'unchanged.xlsx');

    await expect
      .poll(() => page.getByText(`Без изменений ${options}`, { exact: true }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(await page.getByText('Будет изменено 0', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Ошибок 0', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Применить' }).isDisabled()).toBe(true);
  }, 60_000);
});

describe('whole products from the template', () => {
  it('two new products and a price change: dry run, apply, in the list, undo, gone and the price back', async () => {
    await page.goto(server.url('/products/import'));
    const exported = await downloadWorkbook(
      page.getByRole('button', { name: 'Выгрузить все товары (.xlsx)' }),
    );
    const wholesale = exported.getWorksheet('Оптовые товары');
    if (!wholesale) throw new Error('the demo store sells wholesale');
    const exportedColumn = columnsOf(wholesale);
    const existingCode = String(wholesale.getCell(2, exportedColumn('Артикул')).value);
    const before = await listRowOf(existingCode);

    await page.goto(server.url('/products/import'));
    const book = await downloadWorkbook(page.getByRole('button', { name: 'Скачать шаблон товаров (.xlsx)' }));
    const sheet = book.getWorksheet('Оптовые товары');
    const lists = book.getWorksheet('Списки');
    if (!sheet || !lists) throw new Error('the template has a wholesale sheet and its lists');
    expect(sheet.rowCount).toBe(1);
    const column = columnsOf(sheet);
    expect(sheet.getCell(2, column('Категория')).dataValidation?.type).toBe('list');
    const category = String(lists.getCell(2, 1).value);
    const fill = (cells: Record<string, string | number>) => {
      const row = sheet.addRow([]);
      for (const [header, value] of Object.entries(cells)) row.getCell(column(header)).value = value;
      return row.number;
    };
    const product = (code: string, name: string, price: number) => ({
      Артикул: code,
      'Название товара': name,
      Категория: category,
      'Единица измерения': 'шт.',
      'Цена, руб.': price,
      Количество: 40,
      'Мин. цена, руб.': price - 100,
      'Макс. цена, руб.': price + 100,
    });
    const blanketRow = fill(product('E2E-BLANKET', 'Одеяло из импорта', 2500));
    fill(product('E2E-PILLOW', 'Подушка из импорта', 1200));
    fill({ Артикул: existingCode, 'Цена, руб.': 7654.5, 'Скидка, %': 0 });
    await upload(book, 'products.xlsx', 'products');

    await expect
      .poll(() => page.getByText('Будет создано 2', { exact: true }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(await page.getByText('Будет изменено 1', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Ошибок 0', { exact: true }).count()).toBe(1);
    const rows = page.getByRole('table', { name: 'Строки файла' });
    await expect.poll(() => rows.getByText('Одеяло из импорта').count()).toBeGreaterThan(0);
    await expect
      .poll(() => rows.getByText(`Оптовые товары, строка ${blanketRow}`).count())
      .toBeGreaterThan(0);
    expect(describeViolations('/products/import (products dry run)', await axeViolations(page))).toEqual([]);

    await page.getByRole('button', { name: 'Применить' }).click();
    await expect
      .poll(() => page.getByText('Изменения применены').count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await listRowOf('E2E-BLANKET')).toContain('Одеяло из импорта');
    expect(await listRowOf('E2E-PILLOW')).toContain('Подушка из импорта');
    expect(await listRowOf(existingCode)).toMatch(/7\s?654,50/);

    await page.goto(server.url('/products/import'));
    const history = page.getByRole('table', { name: 'История импорта' });
    await history.getByRole('button', { name: 'Отменить импорт' }).first().click();
    const confirm = page.getByRole('dialog');
    await confirm.waitFor();
    await settleAnimations();
    await confirm.getByRole('button', { name: 'Отменить импорт' }).click();
    await expect
      .poll(() => page.getByText(/удалено созданных товаров 2/).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);

    await notInList('E2E-BLANKET');
    await notInList('E2E-PILLOW');
    expect(await listRowOf(existingCode)).toBe(before);
  }, 120_000);
});
