import type { ImportFileFormat, ProductTypeId } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all } from '../db/query.js';
import { loadCatalog, type ImportCatalog } from './productImportCatalog.js';
import type { CellValue } from './productImportNumbers.js';
import { bodyOfDetail, viewOf } from './productImportProductBody.js';
import {
  LISTS_SHEET,
  NO,
  PRODUCT_COLUMNS,
  TYPE_NAMES,
  TYPE_SHEETS,
  YES,
  type ProductColumn,
  type ProductColumnKey,
} from './productImportProductRules.js';
import { productDetail } from './productsDetail.js';
import {
  listRange,
  type ListsSheet,
  type SheetColumn,
  type SheetSpec,
  type ColumnType,
} from './productImportSheets.js';

/**
 * The products template and export (docs/contract/import.md "The template (`kind: products`)"):
 * `.xlsx` one sheet per product type with the store's lists offered in its cells, `.csv` one table
 * with 'Тип товара'. The export writes each product as the check reads it back, so an unedited
 * round trip finds no change.
 */

const TYPE_OF_COLUMN: Record<ProductColumn['type'], ColumnType> = {
  text: 'text',
  money: 'money',
  integer: 'integer',
  decimal: 'auto',
  yesNo: 'text',
};

interface Layout {
  columns: SheetColumn[];
  keys: (ProductColumnKey | { propertyId: number })[];
}

function layout(catalog: ImportCatalog, csv: boolean): Layout {
  const fixed = PRODUCT_COLUMNS.filter((c) => csv || !c.csvOnly);
  return {
    columns: [
      ...fixed.map((c) => ({ header: c.header, width: c.width, type: TYPE_OF_COLUMN[c.type] })),
      ...catalog.properties.map((p) => ({
        header: p.key,
        width: Math.max(12, p.key.length + 2),
        type: 'text' as const,
      })),
    ],
    keys: [...fixed.map((c) => c.key), ...catalog.properties.map((p) => ({ propertyId: p.id }))],
  };
}

/** The hidden sheet of lists: categories per type, units, 'Да'/'Нет', each property's values. */
function listsOf(catalog: ImportCatalog): ListsSheet {
  return {
    sheetName: LISTS_SHEET,
    columns: [
      ...catalog.types.map((type) => ({
        header: `Категории: ${TYPE_SHEETS[type]}`,
        values: (catalog.categories.get(type) ?? []).map((c) => c.path),
      })),
      { header: 'Единицы измерения', values: catalog.units.map((u) => u.name) },
      { header: 'С НДС', values: [YES, NO] },
      ...catalog.properties.map((p) => ({ header: p.key, values: p.values })),
    ],
  };
}

function listsFor(catalog: ImportCatalog, lists: ListsSheet, keys: Layout['keys'], type: ProductTypeId) {
  const at = (key: Layout['keys'][number]) =>
    keys.findIndex((k) =>
      typeof k === 'string' ? k === key : typeof key !== 'string' && k.propertyId === key.propertyId,
    );
  const typeIndex = catalog.types.indexOf(type);
  const units = catalog.types.length;
  return [
    { column: at('category'), range: listRange(lists, typeIndex) },
    { column: at('measureUnit'), range: listRange(lists, units) },
    { column: at('withNDS'), range: listRange(lists, units + 1) },
    ...catalog.properties.map((p, i) => ({
      column: at({ propertyId: p.id }),
      range: listRange(lists, units + 2 + i),
    })),
  ].filter((list) => list.column >= 0);
}

/** The rows of one product, one per option, in the layout's order. */
function productRows(db: Db, catalog: ImportCatalog, productId: number, keys: Layout['keys']): CellValue[][] {
  const detail = productDetail(db, catalog.store.id, productId);
  if (!detail) return [];
  const view = viewOf(db, catalog, bodyOfDetail(detail));
  return detail.productOptions.map((option, i) => {
    const shown = view.options[i] ?? {};
    const values = new Map<number, string>(
      (JSON.parse(option.productProperties || '[]') as { propertyId: number; value: string }[]).map((p) => [
        p.propertyId,
        String(p.value),
      ]),
    );
    return keys.map((key): CellValue => {
      if (typeof key !== 'string') {
        const property = catalog.properties.find((p) => p.id === key.propertyId);
        const value = values.get(key.propertyId);
        return value === undefined
          ? null
          : (property?.values.find((v) => v.toLowerCase() === value.toLowerCase()) ?? value);
      }
      if (key === 'productId') return detail.id;
      if (key === 'vendorCode') return option.vendoreCode;
      if (key === 'productType') return TYPE_NAMES[detail.productTypeId];
      return shown[key] ?? view.product[key] ?? null;
    });
  });
}

const productIdsOf = (db: Db, storeId: number, type: ProductTypeId): number[] =>
  all<{ id: number }>(
    db,
    'SELECT id FROM products WHERE store_id = ? AND product_type_id = ? ORDER BY id',
    storeId,
    type,
  ).map((r) => r.id);

/** The sheets (`.xlsx`) or the one table (`.csv`) of the template, with every product when `filled`. */
export function productSheets(
  db: Db,
  storeId: number,
  format: ImportFileFormat,
  filled: { productTypeId: ProductTypeId | null } | null,
): { sheets: SheetSpec[]; lists?: ListsSheet } | null {
  const catalog = loadCatalog(db, storeId);
  if (!catalog) return null;
  const csv = format === 'csv';
  const { columns, keys } = layout(catalog, csv);
  const rowsOf = (type: ProductTypeId) =>
    filled ? productIdsOf(db, storeId, type).flatMap((id) => productRows(db, catalog, id, keys)) : [];
  const types = catalog.types.filter((t) => !filled?.productTypeId || t === filled.productTypeId);
  if (csv) {
    return { sheets: [{ sheetName: 'Товары', columns, rows: types.flatMap(rowsOf) }] };
  }
  const lists = listsOf(catalog);
  return {
    sheets: types.map((type) => ({
      sheetName: TYPE_SHEETS[type],
      columns,
      rows: rowsOf(type),
      lists: listsFor(catalog, lists, keys, type),
    })),
    lists,
  };
}
