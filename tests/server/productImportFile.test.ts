import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scalar } from '../../server/db/query.js';
import { PDF, PNG, postMultipart } from './ordersHelpers.js';
import { productsWorld, type ProductsWorld } from './productsHelpers.js';
import { csvOf, HEADERS, upload, xlsxOf } from './productImportHelpers.js';

/** The file limits of an upload, each refused with the contract's message and nothing stored. */

let world: ProductsWorld;
beforeAll(async () => {
  world = await productsWorld();
});
afterAll(async () => {
  await world.server.cleanup();
});

const imports = () => scalar(world.server.db, 'SELECT COUNT(*) AS value FROM product_imports');

async function refused(data: Buffer | string, message: string, fileName = 'prices.csv') {
  const before = imports();
  const reply = await upload(world, data, fileName);
  expect(reply).toEqual({ status: -1, errorMessage: message });
  expect(imports()).toBe(before);
}

describe('the limits of a file', () => {
  it('refuses what is not a workbook or a text table by content', async () => {
    await refused(PNG, 'Загрузите файл .xlsx или .csv', 'prices.csv');
    await refused(PDF, 'Загрузите файл .xlsx или .csv', 'prices.xlsx');
    await refused(
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]),
      'Загрузите файл .xlsx или .csv',
      'x.xlsx',
    );
  });

  it('refuses a file over 10 MB', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x41);
    await refused(big, 'Файл больше 10 МБ');
  });

  it('refuses over 50,000 rows and over 60 columns', async () => {
    const rows = Array.from({ length: 50_001 }, (_, i) => `A-${i};1`);
    await refused(['Артикул;Цена, руб.', ...rows].join('\n'), 'В файле 50 001 строк: можно не больше 50 000');
    const wide = Array.from({ length: 61 }, (_, i) => (i === 0 ? 'Артикул' : `Столбец ${i}`));
    await refused(csvOf([wide, ['A-1']]), 'В файле 61 столбцов: можно не больше 60');
  });

  it('refuses a file without rows or without the vendor code column', async () => {
    await refused('', 'В файле нет строк с товарами');
    await refused(csvOf([[...HEADERS]]), 'В файле нет строк с товарами');
    await refused(await xlsxOf([[...HEADERS]]), 'В файле нет строк с товарами', 'prices.xlsx');
    await refused(
      csvOf([
        ['Код', 'Цена, руб.'],
        ['A-1', 5],
      ]),
      'В файле нет столбца «Артикул»',
    );
  });

  it('refuses a body without the file or with another kind', async () => {
    const noFile = await postMultipart(world.server.app, '/ProductImport/Upload', world.seller.token, [
      { name: 'kind', value: 'prices' },
    ]);
    expect(noFile).toEqual({ status: -1, errorMessage: 'Выберите файл для загрузки' });
    const wrongKind = await postMultipart(world.server.app, '/ProductImport/Upload', world.seller.token, [
      { name: 'kind', value: 'products' },
      { name: 'File', filename: 'a.csv', contentType: 'text/csv', data: Buffer.from('Артикул\nA') },
    ]);
    expect(wrongKind.status).toBe(-1);
    expect(imports()).toBe(0);
  });
});
