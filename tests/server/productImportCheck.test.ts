import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../../server/db/query.js';
import { productsWorld, type ProductsWorld } from './productsHelpers.js';
import {
  catalogue,
  checked,
  csvOf,
  HEADERS,
  optionsOf,
  rowsOf,
  xlsxOf,
  type StoreOptionRow,
} from './productImportHelpers.js';

/** The check (dry run) of a prices file: counts, each row's action, changes and errors (docs/contract/import.md). */

let world: ProductsWorld;
let options: StoreOptionRow[];
const opt = (i: number): StoreOptionRow => {
  const o = options[i];
  if (!o) throw new Error(`no option ${i}`);
  return o;
};

beforeAll(async () => {
  world = await productsWorld();
  options = optionsOf(world, world.seller.storeId);
  // Two products of the store share a vendor code (the product form only keeps codes distinct within a product).
  run(
    world.server.db,
    'UPDATE product_options SET vendor_code = ? WHERE id = ?',
    opt(2).vendorCode,
    opt(4).id,
  );
});
afterAll(async () => {
  await world.server.cleanup();
});

describe('the check of a crafted file', () => {
  it('finds each row its action, changes and errors, and writes nothing to the catalogue', async () => {
    const before = catalogue(world);
    const file = await xlsxOf([
      [...HEADERS],
      [opt(0).vendorCode, 'x', 1500.5, 10, 7], // 2: update of all three
      [opt(1).vendorCode, null, opt(1).priceForOne, null, opt(1).quantity], // 3: unchanged
      ['НЕТ-ТАКОГО', null, 100, null, null], // 4: unknown
      [opt(5).vendorCode, null, 100, null, null], // 5: twice (with 7)
      [opt(2).vendorCode, null, 100, null, null], // 6: two products
      [opt(5).vendorCode, null, 200, null, null], // 7: twice
      [opt(6).vendorCode, null, 'abc', 100, -1], // 8: not a number, discount 100, negative
      [opt(7).vendorCode, null, 0, 5, 2.5], // 9: price 0, fractional quantity
      [null, null, null, null, null], // 10: empty: skipped
      [opt(8).vendorCode, null, '  1 234,50 ', null, '1 000'], // 11: Russian numbers
      [opt(9).vendorCode, null, 10.005, null, null], // 12: more than kopecks
      [null, null, 5, null, null], // 13: no vendor code
    ]);
    const job = await checked(world, file);
    expect(job.status).toBe('checked');
    expect(job.progress).toEqual({ done: 11, total: 11 });
    expect(job.counts).toEqual({ create: 0, update: 2, unchanged: 1, errors: 8 });
    expect(catalogue(world)).toEqual(before);

    const rows = await rowsOf(world, job.id);
    const byRow = new Map(rows.map((r) => [r.rowNumber, r]));
    expect(rows.map((r) => r.rowNumber)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13]);
    expect(byRow.get(2)).toMatchObject({
      vendorCode: opt(0).vendorCode,
      productId: opt(0).productId,
      productName: opt(0).productName,
      action: 'update',
      errors: [],
    });
    expect(byRow.get(2)?.changes).toEqual([
      { field: 'priceForOne', old: opt(0).priceForOne, new: 1500.5 },
      ...(opt(0).discount === 10 ? [] : [{ field: 'discount', old: opt(0).discount, new: 10 }]),
      { field: 'quantityForSale', old: opt(0).quantity, new: 7 },
    ]);
    expect(byRow.get(3)).toMatchObject({ action: 'unchanged', changes: [], errors: [] });
    const errors = (n: number) => byRow.get(n)?.errors;
    expect(errors(4)).toEqual([{ field: 'file', message: 'Артикул «НЕТ-ТАКОГО» не найден в магазине' }]);
    const twice = `Артикул «${opt(5).vendorCode}» повторяется в файле (строки 5 и 7)`;
    expect(errors(5)).toEqual([{ field: 'vendorCode', message: twice }]);
    expect(errors(7)).toEqual([{ field: 'vendorCode', message: twice }]);
    expect(errors(6)).toEqual([
      {
        field: 'vendorCode',
        message: `Артикул «${opt(2).vendorCode}» есть у нескольких товаров: измените его в карточке товара`,
      },
    ]);
    expect(errors(8)).toEqual([
      { field: 'priceForOne', message: 'Цена, руб.: «abc» не число' },
      { field: 'discount', message: 'Скидка должна быть от 0 до 99 %' },
      { field: 'quantityForSale', message: 'Количество не может быть отрицательным' },
    ]);
    expect(errors(9)).toEqual([
      { field: 'priceForOne', message: 'Цена за единицу должна быть больше 0' },
      { field: 'quantityForSale', message: 'Количество должно быть целым числом' },
    ]);
    expect(byRow.get(11)?.changes).toEqual([
      { field: 'priceForOne', old: opt(8).priceForOne, new: 1234.5 },
      { field: 'quantityForSale', old: opt(8).quantity, new: 1000 },
    ]);
    expect(errors(12)).toEqual([
      { field: 'priceForOne', message: 'Цена: не больше двух знаков после запятой (копейки)' },
    ]);
    expect(errors(13)).toEqual([{ field: 'vendorCode', message: 'Не указан артикул' }]);

    const onlyErrors = await rowsOf(world, job.id, 'error');
    expect(onlyErrors.map((r) => r.rowNumber)).toEqual([4, 5, 6, 7, 8, 9, 12, 13]);
  });

  it('reads a Windows-1251 csv with "," between fields, headers in any order and spelling', async () => {
    const text = csvOf(
      [
        ['количество', '"ЦЕНА,  РУБ."', 'артикул', 'Примечание'],
        ['3', '"1 500,25"', opt(10).vendorCode, 'ё'],
      ],
      ',',
    );
    const job = await checked(world, encode1251(text), 'prices.csv');
    expect(job.counts).toEqual({ create: 0, update: 1, unchanged: 0, errors: 0 });
    const [row] = await rowsOf(world, job.id);
    expect(row?.changes).toEqual([
      { field: 'priceForOne', old: opt(10).priceForOne, new: 1500.25 },
      { field: 'quantityForSale', old: opt(10).quantity, new: 3 },
    ]);
  });

  it('reads a UTF-8 csv with a BOM and tabs, and a workbook whose sheet is named otherwise', async () => {
    const tabbed = `\uFEFF${csvOf(
      [
        ['Артикул', 'Скидка, %'],
        [opt(11).vendorCode, 15],
      ],
      '\t',
    )}`;
    const csvJob = await checked(world, tabbed, 'prices.csv');
    expect(csvJob.counts.update + csvJob.counts.unchanged).toBe(1);
    const other = await xlsxOf(
      [
        ['Артикул', 'Количество'],
        [opt(11).vendorCode, 1],
      ],
      'Лист1',
    );
    const xlsxJob = await checked(world, other);
    expect(xlsxJob.counts.errors).toBe(0);
    expect(xlsxJob.fileName).toBe('prices.xlsx');
  });
});

/** Windows-1251 bytes of Cyrillic text (Node has no 1251 encoder; the letters are contiguous there). */
function encode1251(text: string): Buffer {
  const bytes = [...text].map((char) => {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x80) return code;
    if (code >= 0x410 && code <= 0x44f) return code - 0x410 + 0xc0;
    if (code === 0x401) return 0xa8;
    if (code === 0x451) return 0xb8;
    throw new Error(`no 1251 byte for ${char}`);
  });
  return Buffer.from(bytes);
}
