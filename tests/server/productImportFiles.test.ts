import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productsWorld, type ProductsWorld } from './productsHelpers.js';
import { checked, download, HEADERS, optionsOf, xlsxOf } from './productImportHelpers.js';

/** Template, export and errors file (docs/contract/import.md): headers, formats, re-import of an export. */

let world: ProductsWorld;
beforeAll(async () => {
  world = await productsWorld();
});
afterAll(async () => {
  await world.server.cleanup();
});

async function sheetOf(data: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

const rowValues = (sheet: ExcelJS.Worksheet, n: number): unknown[] =>
  (sheet.getRow(n).values as unknown[]).slice(1);

describe('the template', () => {
  it('has the contract headers in both formats, as an attachment with a Russian name', async () => {
    const xlsx = await download(world, '/ProductImport/Template?kind=prices&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(xlsx.headers['content-disposition']).toBe(
      `attachment; filename="prices-template.xlsx"; filename*=UTF-8''${encodeURIComponent('Шаблон цен и остатков.xlsx')}`,
    );
    const sheet = await sheetOf(xlsx.body);
    expect(sheet.name).toBe('Цены и остатки');
    expect(rowValues(sheet, 1)).toEqual([...HEADERS]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBeGreaterThan(30);

    const csv = await download(world, '/ProductImport/Template?kind=prices&format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body.toString('utf8')).toBe(`\uFEFF${HEADERS.map((h) => `"${h}"`).join(';')}\r\n`);
  });

  it('validates the query', async () => {
    const reply = await download(world, '/ProductImport/Template?kind=catalogue&format=xlsx');
    expect(JSON.parse(reply.body.toString('utf8'))).toMatchObject({ status: -1 });
  });
});

describe('the export', () => {
  it('lists every option of the store by product then position; re-imported it changes nothing', async () => {
    const options = optionsOf(world, world.seller.storeId);
    const xlsx = await download(world, '/ProductImport/Export?kind=prices&format=xlsx&productTypeId=');
    const sheet = await sheetOf(xlsx.body);
    expect(sheet.rowCount).toBe(options.length + 1);
    const first = options[0];
    expect(rowValues(sheet, 2)).toEqual([
      first?.vendorCode,
      first?.productName,
      first?.priceForOne,
      first?.discount,
      first?.quantity,
    ]);
    expect(sheet.getColumn(3).numFmt).toBe('#,##0.00');
    const fromXlsx = await checked(world, xlsx.body);
    expect(fromXlsx.counts).toEqual({ create: 0, update: 0, unchanged: options.length, errors: 0 });

    const csv = await download(world, '/ProductImport/Export?kind=prices&format=csv');
    const text = csv.body.toString('utf8');
    expect(text.split('\r\n')[1]).toBe(
      `"${first?.vendorCode}";"${first?.productName}";"${first?.priceForOne.toFixed(2).replace('.', ',')}";"${first?.discount}";"${first?.quantity}"`,
    );
    const fromCsv = await checked(world, csv.body, 'prices.csv');
    expect(fromCsv.counts).toEqual({ create: 0, update: 0, unchanged: options.length, errors: 0 });
  });

  it('keeps to one product type when asked', async () => {
    const retail = await download(world, '/ProductImport/Export?kind=prices&format=csv&productTypeId=1');
    const wholesale = await download(world, '/ProductImport/Export?kind=prices&format=csv&productTypeId=2');
    const lines = (b: Buffer) => b.toString('utf8').split('\r\n').filter(Boolean).length - 1;
    expect(lines(retail.body) + lines(wholesale.body)).toBe(optionsOf(world, world.seller.storeId).length);
  });
});

describe('the errors file', () => {
  it('repeats the rows with errors as read, with the messages in a last column', async () => {
    const job = await checked(
      world,
      await xlsxOf([
        ['Артикул', 'Цена, руб.', 'Комментарий'],
        ['НЕТ-1', 10, 'первый'],
        [optionsOf(world, world.seller.storeId)[0]?.vendorCode ?? '', 11, null],
        ['НЕТ-2', 'дорого', null],
      ]),
    );
    const xlsx = await download(world, `/ProductImport/ErrorsFile?importId=${job.id}&format=xlsx`);
    const sheet = await sheetOf(xlsx.body);
    expect(rowValues(sheet, 1)).toEqual(['Артикул', 'Цена, руб.', 'Комментарий', 'Ошибка']);
    expect(rowValues(sheet, 2)).toEqual(['НЕТ-1', 10, 'первый', 'Артикул «НЕТ-1» не найден в магазине']);
    expect(rowValues(sheet, 3)).toEqual([
      'НЕТ-2',
      'дорого',
      undefined,
      'Артикул «НЕТ-2» не найден в магазине; Цена, руб.: «дорого» не число',
    ]);
    expect(sheet.rowCount).toBe(3);
    const csv = await download(world, `/ProductImport/ErrorsFile?importId=${job.id}&format=csv`);
    expect(csv.body.toString('utf8').split('\r\n')[1]).toBe(
      '"НЕТ-1";"10";"первый";"Артикул «НЕТ-1» не найден в магазине"',
    );
    const foreign = await world.server.app.inject({
      method: 'GET',
      url: `/seller/api/ProductImport/ErrorsFile?importId=${job.id}&format=csv`,
      headers: { authorization: `Bearer ${world.other.token}` },
    });
    expect(foreign.json()).toEqual({ status: -1, errorMessage: 'Импорт не найден' });
  });
});
