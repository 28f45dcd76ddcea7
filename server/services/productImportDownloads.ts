import type { ImportFileFormat, ProductTypeId } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all } from '../db/query.js';
import { moscowDay } from '../lib/time.js';
import type { CellValue } from './productImportNumbers.js';
import { ERROR_COLUMN, PRICE_COLUMNS, PRICES_SHEET } from './productImportRules.js';
import { sheetFile, type ColumnType, type SheetColumn, type SheetFile } from './productImportSheets.js';
import { errorRows } from './productImportStore.js';

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
  spec: Parameters<typeof sheetFile>[1],
): Promise<Download> {
  const file = await sheetFile(format, spec);
  return {
    ...file,
    fileName: `${names.russian}.${file.extension}`,
    asciiName: `${names.ascii}.${file.extension}`,
  };
}

export const priceTemplate = (format: ImportFileFormat): Promise<Download> =>
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
export function priceExport(
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

/** The rows with errors as they were in the file, with a last column 'Ошибка'. */
export function errorsFile(
  db: Db,
  query: { importId: number; headers: readonly string[]; format: ImportFileFormat },
): Promise<Download> {
  const rows = errorRows(db, query.importId);
  const width = rows.reduce((widest, r) => Math.max(widest, r.cells.length), query.headers.length);
  const columns: SheetColumn[] = [
    ...Array.from({ length: width }, (_, i) => ({
      header: query.headers[i] ?? '',
      width: 18,
      type: 'auto' as const,
    })),
    { header: ERROR_COLUMN, width: 60, type: 'text' },
  ];
  return download(
    query.format,
    { russian: `Ошибки импорта ${query.importId}`, ascii: `import-${query.importId}-errors` },
    {
      sheetName: 'Ошибки',
      columns,
      rows: rows.map((r) => [
        ...Array.from({ length: width }, (_, i) => r.cells[i] ?? null),
        r.errors.join('; '),
      ]),
    },
  );
}
