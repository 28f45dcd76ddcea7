import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scalar } from '../../server/db/query.js';
import { call } from './helpers.js';
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
      { name: 'kind', value: 'catalogue' },
      { name: 'File', filename: 'a.csv', contentType: 'text/csv', data: Buffer.from('Артикул\nA') },
    ]);
    expect(wrongKind.status).toBe(-1);
    expect(imports()).toBe(0);
  });
});

describe('the validation of the calls', () => {
  it('answers -1 naming the field for every malformed query or body, and 401 without a token', async () => {
    const post = (path: string, body?: unknown) =>
      call(world.server.app, 'POST', path, { token: world.seller.token, body });
    const get = (path: string) => call(world.server.app, 'GET', path, { token: world.seller.token });
    const replies = [
      await get('/ProductImport/GetImport'),
      await get('/ProductImport/GetImport?importId=abc'),
      await get('/ProductImport/ErrorsFile?importId=1&format=pdf'),
      await get('/ProductImport/Export?kind=prices&format=xlsx&productTypeId=3'),
      await post('/ProductImport/GetImportRows', { importId: 'x' }),
      await post('/ProductImport/GetImportRows', { importId: 1, action: 'created' }),
      await post('/ProductImport/GetImportRows', { importId: 1, pagination: { page: 0, pageSize: 10 } }),
      await post('/ProductImport/GetImports', { pagination: { page: 1, pageSize: 1000 } }),
      await post('/ProductImport/Apply?importId=0'),
      await post('/ProductImport/Undo'),
      await post('/ProductImport/Upload', { kind: 'prices' }),
    ];
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(reply.body.status).toBe(-1);
    }
    const unknown = await post('/ProductImport/GetImportRows', { importId: 999_999 });
    expect(unknown.body).toEqual({ status: -1, errorMessage: 'Импорт не найден' });
    const anonymous = await call(world.server.app, 'GET', '/ProductImport/GetImport?importId=1');
    expect(anonymous.body.status).not.toBe(1);
  });
});
