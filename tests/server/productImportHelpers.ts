import ExcelJS from 'exceljs';
import type { ImportJob, ImportKind, ImportRow, ImportRowsReply } from '../../contract/index.js';
import { all } from '../../server/db/query.js';
import type { Envelope } from '../../server/lib/envelope.js';
import { call } from './helpers.js';
import { postMultipart } from './ordersHelpers.js';
import type { ProductsWorld, StoreSession } from './productsHelpers.js';

/** Shared by the bulk import tests (docs/contract/import.md). */

export const HEADERS = ['Артикул', 'Название товара', 'Цена, руб.', 'Скидка, %', 'Количество'] as const;

export type Cell = string | number | null;

export async function xlsxOf(
  rows: readonly (readonly Cell[])[],
  sheetName = 'Цены и остатки',
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export const csvOf = (rows: readonly (readonly Cell[])[], separator = ';'): string =>
  rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))).join(separator)).join('\r\n');

export interface StoreOptionRow {
  id: number;
  productId: number;
  productName: string;
  vendorCode: string;
  priceForOne: number;
  discount: number;
  newPrice: number;
  quantity: number;
}

export const optionsOf = (world: ProductsWorld, storeId: number): StoreOptionRow[] =>
  all<StoreOptionRow>(
    world.server.db,
    `SELECT o.id, o.product_id AS productId, p.product_name AS productName, o.vendor_code AS vendorCode,
       o.price_for_one AS priceForOne, o.discount, o.new_price AS newPrice, o.quantity
     FROM product_options o JOIN products p ON p.id = o.product_id WHERE p.store_id = ? ORDER BY p.id, o.position`,
    storeId,
  );

/** Every column of the catalogue's tables a check must leave as it is. */
export const catalogue = (world: ProductsWorld): unknown[] =>
  all(world.server.db, 'SELECT * FROM product_options ORDER BY id').concat(
    all(world.server.db, 'SELECT * FROM products ORDER BY id'),
  );

export async function upload(
  world: ProductsWorld,
  data: Buffer | string,
  fileName = 'prices.xlsx',
  session?: StoreSession,
  kind: ImportKind = 'prices',
): Promise<Envelope<ImportJob>> {
  return postMultipart<ImportJob>(
    world.server.app,
    '/ProductImport/Upload',
    (session ?? world.seller).token,
    [
      { name: 'kind', value: kind },
      {
        name: 'File',
        filename: fileName,
        contentType: 'application/octet-stream',
        data: typeof data === 'string' ? Buffer.from(data) : data,
      },
    ],
  );
}

export async function getImport(world: ProductsWorld, importId: number, session?: StoreSession) {
  return (
    await call<ImportJob>(world.server.app, 'GET', `/ProductImport/GetImport?importId=${importId}`, {
      token: (session ?? world.seller).token,
    })
  ).body;
}

/** Polls the import (as the page does) until it is no longer checking, applying or undoing. */
export async function settled(world: ProductsWorld, importId: number): Promise<ImportJob> {
  for (let i = 0; i < 2000; i++) {
    const job = (await getImport(world, importId)).data;
    if (!job) throw new Error(`import ${importId} not found`);
    if (!['checking', 'applying', 'undoing'].includes(job.status)) return job;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`import ${importId} never settled`);
}

/** Uploads and waits for the check; fails the test when the upload is refused. */
export async function checked(
  world: ProductsWorld,
  data: Buffer | string,
  fileName = 'prices.xlsx',
  kind: ImportKind = 'prices',
) {
  const reply = await upload(world, data, fileName, undefined, kind);
  if (reply.status !== 1 || !reply.data) throw new Error(`upload refused: ${JSON.stringify(reply)}`);
  return settled(world, reply.data.id);
}

export async function rowsOf(
  world: ProductsWorld,
  importId: number,
  action: ImportRow['action'] | null = null,
) {
  const reply = await call<ImportRowsReply>(world.server.app, 'POST', '/ProductImport/GetImportRows', {
    token: world.seller.token,
    body: { importId, action, pagination: { page: 1, pageSize: 100 } },
  });
  if (!reply.body.data) throw new Error(JSON.stringify(reply.body));
  return reply.body.data.results;
}

export async function importCall<T>(world: ProductsWorld, path: string, session?: StoreSession) {
  return (await call<T>(world.server.app, 'POST', path, { token: (session ?? world.seller).token })).body;
}

/** A file reply: status, headers and raw bytes. */
export async function download(world: ProductsWorld, path: string) {
  const response = await world.server.app.inject({
    method: 'GET',
    url: `/seller/api${path}`,
    headers: { authorization: `Bearer ${world.seller.token}` },
  });
  return { statusCode: response.statusCode, headers: response.headers, body: response.rawPayload };
}
