import type { ImportFileFormat, ImportKind, ProductTypeId } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all } from '../db/query.js';
import { moscowDay } from '../lib/time.js';
import type { CellValue } from './productImportNumbers.js';
import { ERROR_COLUMN, PRICE_COLUMNS, PRICES_SHEET } from './productImportRules.js';
import { productSheets } from './productImportProductFiles.js';
import {
  sheetFile,
  type ColumnType,
  type ListsSheet,
  type SheetColumn,
  type SheetFile,
  type SheetSpec,
} from './productImportSheets.js';
import { errorRows, type SheetHeaders } from './productImportStore.js';

/** The files of the import page (docs/contract/import.md): template, export and errors file. */

export interface Download extends SheetFile {
  /** The name offered to the browser (Russian) and its ASCII fallback. */
  fileName: string;
  asciiName: string;
}

const TYPE_OF: Record<(typeof PRICE_COLUMNS)[number]['key'], ColumnType> = {
  vendorCode: 'text',
  productName: 'text',
  priceForOne: 'money',
  discount: 'integer',
  quantityForSale: 'integer',
};

const PRICE_SHEET_COLUMNS: SheetColumn[] = PRICE_COLUMNS.map((c) => ({
  header: c.header,
  width: c.width,
  type: TYPE_OF[c.key],
}));

async function download(
  format: ImportFileFormat,
  names: { russian: string; ascii: string },
  spec: SheetSpec | readonly SheetSpec[],
  lists?: ListsSheet,
): Promise<Download> {
  const file = await sheetFile(format, spec, lists);
  return {
    ...file,
    fileName: `${names.russian}.${file.extension}`,
    asciiName: `${names.ascii}.${file.extension}`,
  };
}

const priceTemplate = (format: ImportFileFormat): Promise<Download> =>
  download(
    format,
    { russian: 'Шаблон цен и остатков', ascii: 'prices-template' },
    {
      sheetName: PRICES_SHEET,
      columns: PRICE_SHEET_COLUMNS,
      rows: [],
    },
  );

/** Every option of the store (of one product type, or all), by product id then option position. */
function priceExport(
  db: Db,
  query: { storeId: number; productTypeId: ProductTypeId | null; format: ImportFileFormat; now: number },
): Promise<Download> {
  const rows = all<{ code: string; name: string; price: number; discount: number; quantity: number }>(
    db,
    `SELECT o.vendor_code AS code, p.product_name AS name, o.price_for_one AS price, o.discount AS discount,
       o.quantity AS quantity
     FROM products p JOIN product_options o ON o.product_id = p.id
     WHERE p.store_id = ? AND (? IS NULL OR p.product_type_id = ?)
     ORDER BY p.id, o.position`,
    query.storeId,
    query.productTypeId,
    query.productTypeId,
  );
  const day = moscowDay(query.now);
  return download(
    query.format,
    { russian: `Цены и остатки ${day}`, ascii: `prices-${day}` },
    {
      sheetName: PRICES_SHEET,
      columns: PRICE_SHEET_COLUMNS,
      rows: rows.map((r): CellValue[] => [r.code, r.name, r.price, r.discount, r.quantity]),
    },
  );
}

export interface ExportQuery {
  storeId: number;
  kind: ImportKind;
  productTypeId: ProductTypeId | null;
  format: ImportFileFormat;
  now: number;
}

/** `Template`: the empty template of a kind (products: with the store's lists). */
export async function templateFile(
  db: Db,
  query: Omit<ExportQuery, 'productTypeId' | 'now'>,
): Promise<Download | null> {
  if (query.kind === 'prices') return priceTemplate(query.format);
  const book = productSheets(db, query.storeId, query.format, null);
  return (
    book &&
    download(query.format, { russian: 'Шаблон товаров', ascii: 'products-template' }, book.sheets, book.lists)
  );
}

/** `Export`: the template of a kind filled with the store's catalogue. */
export async function exportFile(db: Db, query: ExportQuery): Promise<Download | null> {
  if (query.kind === 'prices') return priceExport(db, query);
  const book = productSheets(db, query.storeId, query.format, { productTypeId: query.productTypeId });
  const day = moscowDay(query.now);
  return (
    book &&
    download(query.format, { russian: `Товары ${day}`, ascii: `products-${day}` }, book.sheets, book.lists)
  );
}

/** The rows with errors as they were in the file, with a last column 'Ошибка'; a sheet per sheet read. */
export function errorsFile(
  db: Db,
  query: { importId: number; headers: readonly SheetHeaders[]; format: ImportFileFormat },
): Promise<Download> {
  const rows = errorRows(db, query.importId);
  const sheets = query.headers.map((sheetHeaders): SheetSpec => {
    const own = rows.filter((r) => r.sheet === sheetHeaders.sheet);
    const width = own.reduce((widest, r) => Math.max(widest, r.cells.length), sheetHeaders.headers.length);
    const columns: SheetColumn[] = [
      ...Array.from({ length: width }, (_, i) => ({
        header: sheetHeaders.headers[i] ?? '',
        width: 18,
        type: 'auto' as const,
      })),
      { header: ERROR_COLUMN, width: 60, type: 'text' },
    ];
    return {
      sheetName: sheetHeaders.sheet || 'Ошибки',
      columns,
      rows: own.map((r) => [
        ...Array.from({ length: width }, (_, i) => r.cells[i] ?? null),
        r.errors.join('; '),
      ]),
    };
  });
  return download(
    query.format,
    { russian: `Ошибки импорта ${query.importId}`, ascii: `import-${query.importId}-errors` },
    sheets,
  );
}
