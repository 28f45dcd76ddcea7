import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportJob, ImportUndoResult, ProductDetail } from '../../contract/index.js';
import { all, one, run } from '../../server/db/query.js';
import { productDetail } from '../../server/services/productsDetail.js';
import { productsWorld, type ProductsWorld } from './productsHelpers.js';
import { catalogue, checked, download, importCall, rowsOf, settled } from './productImportHelpers.js';

/** The whole-products template (docs/contract/import.md "The template (`kind: products`)"): files and the dry run. */

let world: ProductsWorld;
beforeAll(async () => {
  world = await productsWorld();
});
afterAll(async () => {
  await world.server.cleanup();
});

const workbookOf = async (body: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  return workbook;
};

const headersOf = (sheet: ExcelJS.Worksheet): string[] =>
  (sheet.getRow(1).values as unknown[]).slice(1).map((v) => String(v ?? ''));

const storeTypes = () =>
  one<{ group: number }>(
    world.server.db,
    'SELECT category_group_id AS "group" FROM stores WHERE id = ?',
    world.seller.storeId,
  );

describe('template and export', () => {
  it('offers one sheet per product type with the store’s lists; the .csv has «Тип товара»', async () => {
    const xlsx = await download(world, '/ProductImport/Template?kind=products&format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(decodeURIComponent(String(xlsx.headers['content-disposition']))).toContain('Шаблон товаров.xlsx');
    const workbook = await workbookOf(xlsx.body);
    const names = workbook.worksheets.map((s) => s.name);
    expect(names).toContain('Списки');
    expect(workbook.getWorksheet('Списки')?.state).toBe('hidden');
    const typeSheets = names.filter((n) => n !== 'Списки');
    expect(typeSheets.length).toBeGreaterThan(0);
    expect(storeTypes()).toBeTruthy();
    const sheet = workbook.getWorksheet(typeSheets[0] as string) as ExcelJS.Worksheet;
    // The category column offers the hidden sheet's list (a validation the streaming writer keeps).
    const validations = Object.values(
      (
        sheet as unknown as {
          dataValidations: { model: Record<string, { type: string; formulae?: string[] }> };
        }
      ).dataValidations.model,
    );
    expect(validations.some((v) => v.type === 'list' && v.formulae?.[0]?.startsWith("'Списки'!"))).toBe(true);
    const headers = headersOf(sheet);
    expect(headers.slice(0, 6)).toEqual([
      'ID товара',
      'Артикул',
      'Название товара',
      'Категория',
      'Единица измерения',
      'Цена, руб.',
    ]);
    const properties = all<{ key: string }>(
      world.server.db,
      'SELECT property_key AS key FROM store_properties WHERE store_id = ?',
      world.seller.storeId,
    ).map((p) => p.key);
    for (const key of properties) expect(headers).toContain(key);
    const categoryCell = sheet.getCell(2, headers.indexOf('Категория') + 1);
    expect(categoryCell.dataValidation?.type).toBe('list');
    expect(String(categoryCell.dataValidation?.formulae?.[0])).toContain('Списки');
    const lists = workbook.getWorksheet('Списки') as ExcelJS.Worksheet;
    const listHeaders = headersOf(lists);
    expect(listHeaders).toContain('Единицы измерения');
    const units = lists.getColumn(listHeaders.indexOf('Единицы измерения') + 1).values.slice(2);
    expect(units).toContain('шт.');

    const csv = await download(world, '/ProductImport/Template?kind=products&format=csv');
    expect(csv.body.toString('utf8')).toMatch(/^\uFEFF"Тип товара";"ID товара";"Артикул"/);
  });

  it.each(['xlsx', 'csv'] as const)('round-trips: the unedited %s export finds no change', async (format) => {
    const exported = await download(world, `/ProductImport/Export?kind=products&format=${format}`);
    expect(exported.statusCode).toBe(200);
    const before = catalogue(world);
    const job: ImportJob = await checked(world, exported.body, `products.${format}`, 'products');
    const products = all(
      world.server.db,
      'SELECT o.id FROM product_options o JOIN products p ON p.id = o.product_id WHERE p.store_id = ?',
      world.seller.storeId,
    );
    expect(job.status).toBe('checked');
    const errors = await rowsOf(world, job.id, 'error');
    expect(errors.slice(0, 3)).toEqual([]);
    expect(job.counts).toEqual({ create: 0, update: 0, unchanged: products.length, errors: 0 });
    expect(catalogue(world)).toEqual(before);
  });
});

/** The export as a workbook to edit, with its first type sheet and where each header is. */
async function editableExport() {
  const exported = await download(world, '/ProductImport/Export?kind=products&format=xlsx');
  const workbook = await workbookOf(exported.body);
  const sheet = workbook.worksheets.find((s) => s.name !== 'Списки') as ExcelJS.Worksheet;
  const headers = headersOf(sheet);
  const col = (header: string) => {
    const index = headers.indexOf(header);
    if (index < 0) throw new Error(`no column ${header}`);
    return index + 1;
  };
  const lists = workbook.getWorksheet('Списки') as ExcelJS.Worksheet;
  const category = String(lists.getCell(2, 1).value);
  const addRow = (cells: Record<string, string | number>) => {
    const row = sheet.addRow([]);
    for (const [header, value] of Object.entries(cells)) row.getCell(col(header)).value = value;
    return row.number;
  };
  const bytes = async () => Buffer.from(await workbook.xlsx.writeBuffer());
  return { sheet, col, category, addRow, bytes };
}

const newProduct = (category: string, name: string, code: string, price: number) => ({
  Артикул: code,
  'Название товара': name,
  Категория: category,
  'Единица измерения': 'шт.',
  'Цена, руб.': price,
  Количество: 5,
  'Мин. цена, руб.': price - 100,
  'Макс. цена, руб.': price + 100,
});

describe('dry run', () => {
  it('lists two new products, a price change and every field error, writing nothing', async () => {
    const file = await editableExport();
    const firstCode = String(file.sheet.getCell(2, file.col('Артикул')).value);
    const oldPrice = Number(file.sheet.getCell(2, file.col('Цена, руб.')).value);
    file.sheet.getCell(2, file.col('Цена, руб.')).value = oldPrice + 10;
    const jacket = file.addRow(newProduct(file.category, 'Импортная куртка', 'IMP-J-1', 5000));
    file.addRow({ ...newProduct(file.category, 'Импортная  КУРТКА', 'IMP-J-2', 5200), Категория: '' });
    const scarf = file.addRow(newProduct(file.category, 'Импортный шарф', 'IMP-S-1', 900));
    const noUnit = file.addRow({
      ...newProduct(file.category, 'Без единицы', 'IMP-E-1', 100),
      'Единица измерения': 'ведро',
    });
    const noCategory = file.addRow({
      ...newProduct('Нет такой', 'Без категории', 'IMP-E-2', 100),
      'С НДС': 'может',
    });
    const range = file.addRow({
      ...newProduct(file.category, 'Диапазон', 'IMP-E-3', 500),
      'Мин. цена, руб.': 700,
      'Макс. цена, руб.': 600,
    });
    const missing = file.addRow({ Артикул: 'IMP-E-4', 'Название товара': 'Пустой', 'Цена, руб.': 10 });
    const before = catalogue(world);

    const job = await checked(world, await file.bytes(), 'products.xlsx', 'products');
    expect(job.counts).toEqual(expect.objectContaining({ create: 3, update: 1, errors: 4 }));
    expect(catalogue(world)).toEqual(before);

    const created = await rowsOf(world, job.id, 'create');
    expect(created.map((r) => [r.rowNumber, r.vendorCode])).toEqual([
      [jacket, 'IMP-J-1'],
      [jacket + 1, 'IMP-J-2'],
      [scarf, 'IMP-S-1'],
    ]);
    expect(created[0]?.sheet).toBe(file.sheet.name);
    expect(created[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'productName', old: null, new: 'Импортная куртка' },
        { field: 'category', old: null, new: file.category },
        { field: 'measureUnit', old: null, new: 'шт.' },
        { field: 'priceForOne', old: null, new: 5000 },
      ]),
    );
    const [updated] = await rowsOf(world, job.id, 'update');
    expect(updated?.vendorCode).toBe(firstCode);
    expect(updated?.changes).toEqual([{ field: 'priceForOne', old: oldPrice, new: oldPrice + 10 }]);

    const errors = await rowsOf(world, job.id, 'error');
    const errorsOf = (row: number) => errors.find((r) => r.rowNumber === row)?.errors.map((e) => e.message);
    expect(errorsOf(noUnit)).toEqual(['Единица измерения «ведро» не найдена']);
    expect(errorsOf(noCategory)).toEqual([
      'Категория «Нет такой» не найдена',
      'С НДС: «может» — укажите «Да» или «Нет»',
    ]);
    expect(errorsOf(range)).toEqual(['Максимальная цена меньше минимальной']);
    expect(errorsOf(missing)).toEqual([
      'Категория: заполните для нового товара',
      'Единица измерения: заполните для нового товара',
      'Мин. цена, руб.: заполните для нового товара',
      'Макс. цена, руб.: заполните для нового товара',
    ]);
  });

  it('gives the rows with errors back per sheet with an «Ошибка» column', async () => {
    const file = await editableExport();
    const bad = file.addRow({
      ...newProduct(file.category, 'Ошибочный', 'IMP-BAD-1', 100),
      'Единица измерения': 'ведро',
    });
    const job = await checked(world, await file.bytes(), 'products.xlsx', 'products');
    const reply = await download(world, `/ProductImport/ErrorsFile?importId=${job.id}&format=xlsx`);
    const book = await workbookOf(reply.body);
    const sheet = book.getWorksheet(file.sheet.name) as ExcelJS.Worksheet;
    const headers = headersOf(sheet);
    expect(headers.at(-1)).toBe('Ошибка');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getCell(2, headers.indexOf('Артикул') + 1).value).toBe('IMP-BAD-1');
    expect(sheet.getCell(2, headers.length).value).toBe('Единица измерения «ведро» не найдена');
    expect(bad).toBeGreaterThan(1);
  });

  it('refuses a product whose rows disagree, naming the first row on the others', async () => {
    const file = await editableExport();
    const first = file.addRow(newProduct(file.category, 'Спорный товар', 'IMP-D-1', 300));
    const second = file.addRow({
      ...newProduct(file.category, 'Спорный товар', 'IMP-D-2', 300),
      'Единица измерения': 'кг',
    });
    const job = await checked(world, await file.bytes(), 'products.xlsx', 'products');
    const errors = await rowsOf(world, job.id, 'error');
    expect(errors.find((r) => r.rowNumber === second)?.errors[0]?.message).toBe(
      `«Единица измерения» отличается от строки ${first} того же товара`,
    );
    expect(errors.find((r) => r.rowNumber === first)?.errors[0]?.message).toBe(
      `Товар не будет записан: ошибка в строке ${second}`,
    );
  });
});

const productByName = (name: string) =>
  one<{ id: number; is_draft: number; is_active: number }>(
    world.server.db,
    'SELECT id, is_draft, is_active FROM products WHERE store_id = ? AND product_name = ?',
    world.seller.storeId,
    name,
  );

async function applied(importId: number) {
  const reply = await importCall<ImportJob>(world, `/ProductImport/Apply?importId=${importId}`);
  expect(reply.status).toBe(1);
  return settled(world, importId);
}

describe('apply and undo', () => {
  it('creates drafts and changes a product in one go; undo removes them and gives the product back whole', async () => {
    const file = await editableExport();
    const productId = Number(file.sheet.getCell(2, file.col('ID товара')).value);
    const before = productDetail(world.server.db, world.seller.storeId, productId) as ProductDetail;
    file.sheet.getCell(2, file.col('Название товара')).value = 'Переименованный товар';
    file.sheet.getCell(2, file.col('Количество')).value = 77;
    file.addRow({
      'ID товара': productId,
      Артикул: 'IMP-ADD-1',
      'Цена, руб.': 400,
      'Мин. цена, руб.': 300,
      'Макс. цена, руб.': 500,
    });
    file.addRow(newProduct(file.category, 'Импортный плед', 'IMP-P-1', 2500));
    file.addRow(newProduct(file.category, 'Импортный плед', 'IMP-P-2', 2700));
    const job = await checked(world, await file.bytes(), 'products.xlsx', 'products');
    expect((await rowsOf(world, job.id, 'error')).map((r) => [r.rowNumber, r.errors])).toEqual([]);
    expect(job.counts).toEqual(expect.objectContaining({ create: 3, errors: 0 }));

    expect((await applied(job.id)).status).toBe('applied');
    const plaid = productByName('Импортный плед');
    expect(plaid).toMatchObject({ is_draft: 1, is_active: 0 });
    const plaidDetail = productDetail(world.server.db, world.seller.storeId, plaid?.id ?? 0);
    expect(plaidDetail?.productOptions.map((o) => [o.vendoreCode, o.baseOption, o.priceForOne])).toEqual([
      ['IMP-P-1', true, 2500],
      ['IMP-P-2', false, 2700],
    ]);
    const changed = productDetail(world.server.db, world.seller.storeId, productId) as ProductDetail;
    expect(changed.productName).toBe('Переименованный товар');
    expect(changed.productOptions.map((o) => o.vendoreCode)).toContain('IMP-ADD-1');
    expect(changed.productOptions[0]?.quantityForSale).toBe(77);
    // What the template does not carry stays: photos, tags, other categories.
    expect(changed.productTags).toEqual(before.productTags);
    expect(changed.productOptions[0]?.productOptionImages).toEqual(
      before.productOptions[0]?.productOptionImages,
    );

    const undo = await importCall<ImportUndoResult>(world, `/ProductImport/Undo?importId=${job.id}`);
    expect(undo.data).toEqual(expect.objectContaining({ removed: 1, kept: [] }));
    expect(productByName('Импортный плед')).toBeUndefined();
    expect(productDetail(world.server.db, world.seller.storeId, productId)).toEqual(before);
  });

  it('keeps and names a product changed after the import, undoing the rest', async () => {
    const file = await editableExport();
    file.addRow(newProduct(file.category, 'Импортный коврик', 'IMP-K-1', 1500));
    file.addRow(newProduct(file.category, 'Импортная лампа', 'IMP-L-1', 1800));
    const job = await checked(world, await file.bytes(), 'products.xlsx', 'products');
    await applied(job.id);
    const rug = productByName('Импортный коврик');
    run(world.server.db, 'UPDATE product_options SET quantity = 1 WHERE product_id = ?', rug?.id ?? 0);
    const undo = await importCall<ImportUndoResult>(world, `/ProductImport/Undo?importId=${job.id}`);
    expect(undo.data).toEqual({
      restored: 0,
      removed: 1,
      kept: [{ productId: rug?.id, productName: 'Импортный коврик' }],
    });
    expect(productByName('Импортный коврик')).toBeDefined();
    expect(productByName('Импортная лампа')).toBeUndefined();
  });

  it("never matches another seller's vendor code: the same code is a new product of the caller", async () => {
    const theirs = one<{ code: string; price: number }>(
      world.server.db,
      `SELECT o.vendor_code AS code, o.price_for_one AS price FROM product_options o JOIN products p ON p.id = o.product_id
       WHERE p.store_id = ? AND o.vendor_code NOT IN (
         SELECT o2.vendor_code FROM product_options o2 JOIN products p2 ON p2.id = o2.product_id WHERE p2.store_id = ?)
       LIMIT 1`,
      world.other.storeId,
      world.seller.storeId,
    );
    expect(theirs).toBeDefined();
    const file = await editableExport();
    file.addRow(newProduct(file.category, 'Чужой артикул', theirs?.code ?? '', 111));
    const job = await checked(world, await file.bytes(), 'products.xlsx', 'products');
    const [row] = await rowsOf(world, job.id, 'create');
    expect(row?.vendorCode).toBe(theirs?.code);
    await applied(job.id);
    const stillTheirs = one<{ price: number }>(
      world.server.db,
      `SELECT o.price_for_one AS price FROM product_options o JOIN products p ON p.id = o.product_id
       WHERE p.store_id = ? AND o.vendor_code = ?`,
      world.other.storeId,
      theirs?.code ?? '',
    );
    expect(stillTheirs?.price).toBe(theirs?.price);
  });
});

describe('the other row messages', () => {
  it('names an unknown product id, a code of another product, an unknown type and a fractional count', async () => {
    const [first, second] = all<{ productId: number; code: string }>(
      world.server.db,
      `SELECT p.id AS productId, o.vendor_code AS code FROM products p JOIN product_options o ON o.product_id = p.id
       WHERE p.store_id = ? GROUP BY p.id ORDER BY p.id LIMIT 2`,
      world.seller.storeId,
    );
    if (!first || !second) throw new Error('the demo store has two products');
    const lines = [
      'Тип товара;ID товара;Артикул;Название товара;Мин. заказ',
      `;999999;NEW-X;Новый;`,
      `;${second.productId};${first.code};;`,
      `Бартерный;;NEW-Y;Товар;`,
      `;;${first.code};;2,5`,
    ];
    const job = await checked(world, lines.join('\r\n'), 'rows.csv', 'products');
    const errors = await rowsOf(world, job.id, 'error');
    const messages = (row: number) =>
      errors.find((r) => r.rowNumber === row)?.errors.map((e) => e.message) ?? [];
    expect(messages(2)).toEqual(['Товар с ID 999999 не найден в магазине']);
    expect(messages(3)).toContain(
      `Артикул «${first.code}» принадлежит другому товару (ID ${first.productId})`,
    );
    expect(messages(4)[0]).toBe('Тип товара «Бартерный» недоступен магазину');
    expect(messages(5)).toContain('Мин. заказ: нужно целое число');
  });
});
