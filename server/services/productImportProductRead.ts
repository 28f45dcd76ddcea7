import type { ImportError, ProductTypeId } from '../../contract/index.js';
import { hasTwoDecimalsAtMost } from '../../rules/index.js';
import { findCategory, findUnit, listKey, type ImportCatalog } from './productImportCatalog.js';
import type { GridRow } from './productImportGrid.js';
import { parseRussianNumber, type CellValue } from './productImportNumbers.js';
import {
  NO,
  PRODUCT_COLUMNS,
  PRODUCT_ROW_MESSAGES,
  TYPE_NAMES,
  TYPE_SHEETS,
  YES,
  type ProductColumn,
  type ProductColumnKey,
} from './productImportProductRules.js';
import { ROW_MESSAGES, sentence } from './productImportRules.js';
import { OPTION_FIGURE_RULES } from './productsRules.js';

/**
 * One row of a products sheet read into what it asks to write (docs/contract/import.md
 * "The template (`kind: products`)"): the cells parsed as the template's types, lists resolved
 * against the store, each cell's error in Russian. Pure: the catalog is given.
 */

/** A sheet of a products file: its type (by its name), header row and where each column is. */
export interface ProductSheet {
  /** '' for a `.csv` or a single unnamed sheet. */
  name: string;
  headers: string[];
  columns: Partial<Record<ProductColumnKey, number>>;
  /** Columns headed by something else: a store property's key, or ignored. */
  others: { header: string; index: number }[];
  rows: GridRow[];
}

/** The product's fields a row fills (only what its cells say; empty cells say nothing). */
export interface ProductPatch {
  productType?: ProductTypeId;
  productName?: string;
  categoryId?: number;
  measureUnitId?: number;
  minUnitInOrder?: number;
  productUnitInPackage?: number;
  countryOfOrigin?: string;
  productDescription?: string;
  weight?: number;
  length?: number;
  width?: number;
  height?: number;
}

export interface OptionPatch {
  priceForOne?: number;
  discount?: number;
  quantityForSale?: number;
  minPrice?: number;
  maxPrice?: number;
  withNDS?: boolean;
}

/** What a row asks to write; stored with the row (`patch`) so the apply reads it again. */
export interface RowPatch {
  product: ProductPatch;
  option: OptionPatch;
  /** Property id → the value as written. */
  properties: Record<string, string>;
}

export interface ReadRow {
  sheet: string;
  rowNumber: number;
  cells: CellValue[];
  typeId: ProductTypeId | null;
  vendorCode: string | null;
  productIdCell: number | null;
  patch: RowPatch;
  errors: ImportError[];
}

const textOf = (cell: CellValue): string | null => {
  const text = cell === null ? '' : String(cell).trim();
  return text === '' ? null : text;
};

const typeOfSheet = (name: string): ProductTypeId | null => {
  const entry = Object.entries(TYPE_SHEETS).find(([, sheet]) => listKey(sheet) === listKey(name));
  return entry ? (Number(entry[0]) as ProductTypeId) : null;
};

const typeOfText = (text: string): ProductTypeId | null => {
  const key = listKey(text);
  const entry = Object.entries(TYPE_NAMES).find(
    ([id, name]) =>
      listKey(name) === key || listKey(TYPE_SHEETS[Number(id) as ProductTypeId]) === key || id === key,
  );
  return entry ? (Number(entry[0]) as ProductTypeId) : null;
};

class RowReader {
  readonly errors: ImportError[] = [];
  readonly patch: RowPatch = { product: {}, option: {}, properties: {} };

  constructor(
    private readonly sheet: ProductSheet,
    private readonly row: GridRow,
  ) {}

  cell(key: ProductColumnKey): CellValue {
    const index = this.sheet.columns[key];
    return index === undefined ? null : (this.row.cells[index] ?? null);
  }

  fail(field: ImportError['field'], message: string): void {
    this.errors.push({ field, message });
  }

  /** A number cell by the column's type; null for an empty or a refused cell. */
  number(column: ProductColumn): number | null {
    const parsed = parseRussianNumber(this.cell(column.key));
    if (parsed.kind === 'empty') return null;
    const field = column.key === 'vendorCode' ? 'vendorCode' : column.key;
    if (parsed.kind === 'invalid') {
      this.fail(field, ROW_MESSAGES.notNumber(column.header, parsed.text));
      return null;
    }
    const value = parsed.value;
    if ((column.type === 'integer' || column.key === 'discount') && !Number.isInteger(value)) {
      if (column.key === 'quantityForSale' || column.key === 'discount') {
        this.fail(field, sentence(OPTION_FIGURE_RULES[column.key](value) ?? ''));
      } else this.fail(field, PRODUCT_ROW_MESSAGES.notInteger(column.header));
      return null;
    }
    if (column.type === 'money' && !hasTwoDecimalsAtMost(value)) {
      this.fail(field, ROW_MESSAGES.kopecks);
      return null;
    }
    if (column.key === 'priceForOne' || column.key === 'discount' || column.key === 'quantityForSale') {
      const problem = OPTION_FIGURE_RULES[column.key](value);
      if (problem !== null) {
        this.fail(field, sentence(problem));
        return null;
      }
    }
    return value;
  }
}

function readColumn(
  reader: RowReader,
  column: ProductColumn,
  catalog: ImportCatalog,
  typeId: ProductTypeId | null,
) {
  const { product, option } = reader.patch;
  const text = textOf(reader.cell(column.key));
  switch (column.key) {
    case 'productType':
    case 'productId':
    case 'vendorCode':
      return;
    case 'productName':
    case 'countryOfOrigin':
    case 'productDescription':
      if (text !== null) product[column.key] = text;
      return;
    case 'category': {
      if (text === null || typeId === null) return;
      const found = findCategory(catalog, typeId, text);
      if (found) product.categoryId = found.id;
      else reader.fail('category', PRODUCT_ROW_MESSAGES.category(text));
      return;
    }
    case 'measureUnit': {
      if (text === null) return;
      const unit = findUnit(catalog, text);
      if (unit !== null) product.measureUnitId = unit;
      else reader.fail('measureUnit', PRODUCT_ROW_MESSAGES.unit(text));
      return;
    }
    case 'withNDS': {
      if (text === null) return;
      const key = listKey(text);
      if (key === listKey(YES)) option.withNDS = true;
      else if (key === listKey(NO)) option.withNDS = false;
      else reader.fail('withNDS', PRODUCT_ROW_MESSAGES.yesNo(column.header, text));
      return;
    }
    case 'priceForOne':
    case 'discount':
    case 'quantityForSale':
    case 'minPrice':
    case 'maxPrice': {
      const value = reader.number(column);
      if (value !== null) option[column.key] = value;
      return;
    }
    case 'minUnitInOrder':
    case 'productUnitInPackage':
    case 'weight':
    case 'length':
    case 'width':
    case 'height': {
      const value = reader.number(column);
      if (value !== null) product[column.key] = value;
      return;
    }
  }
}

/** The row's product type: its 'Тип товара' cell, else its sheet's, else the store's only one. */
function rowType(reader: RowReader, sheet: ProductSheet, catalog: ImportCatalog): ProductTypeId | null {
  const text = textOf(reader.cell('productType'));
  const typeId = text !== null ? typeOfText(text) : typeOfSheet(sheet.name);
  if (text !== null && (typeId === null || !catalog.types.includes(typeId))) {
    reader.fail('productType', PRODUCT_ROW_MESSAGES.type(text));
    return null;
  }
  if (typeId !== null && !catalog.types.includes(typeId)) {
    reader.fail('productType', PRODUCT_ROW_MESSAGES.type(sheet.name));
    return null;
  }
  if (typeId !== null) return typeId;
  return catalog.types.length === 1 ? (catalog.types[0] ?? null) : null;
}

/** Property columns: a header equal to a property's key (as lists compare). */
export function propertyColumns(sheet: ProductSheet, catalog: ImportCatalog) {
  return sheet.others.flatMap(({ header, index }) => {
    const property = catalog.properties.find((p) => listKey(p.key) === listKey(header));
    return property ? [{ property, index }] : [];
  });
}

export function readProductRow(sheet: ProductSheet, row: GridRow, catalog: ImportCatalog): ReadRow {
  const reader = new RowReader(sheet, row);
  const typeId = rowType(reader, sheet, catalog);
  if (typeId !== null) reader.patch.product.productType = typeId;
  for (const column of PRODUCT_COLUMNS) readColumn(reader, column, catalog, typeId);
  for (const { property, index } of propertyColumns(sheet, catalog)) {
    const value = textOf(row.cells[index] ?? null);
    if (value !== null) reader.patch.properties[String(property.id)] = value;
  }
  const idText = textOf(reader.cell('productId'));
  const productIdCell = idText === null ? null : Number(idText);
  if (productIdCell !== null && (!Number.isInteger(productIdCell) || productIdCell <= 0)) {
    reader.fail('productId', PRODUCT_ROW_MESSAGES.productId(idText ?? ''));
  }
  return {
    sheet: sheet.name,
    rowNumber: row.rowNumber,
    cells: row.cells,
    typeId,
    vendorCode: textOf(reader.cell('vendorCode')),
    productIdCell:
      productIdCell !== null && Number.isInteger(productIdCell) && productIdCell > 0 ? productIdCell : null,
    patch: reader.patch,
    errors: reader.errors,
  };
}
