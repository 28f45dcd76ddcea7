import type { ImportChange, ImportError, ImportRowAction } from '../../contract/index.js';
import { hasTwoDecimalsAtMost, toKopecks } from '../../rules/index.js';
import type { ImportSheet } from './productImportFile.js';
import type { GridRow } from './productImportGrid.js';
import { parseRussianNumber, type CellValue } from './productImportNumbers.js';
import {
  FIGURE_FIELDS,
  PRICE_COLUMNS,
  ROW_MESSAGES,
  sentence,
  type FigureField,
} from './productImportRules.js';
import { OPTION_FIGURE_RULES } from './productsRules.js';

/**
 * What one row of a prices file would do (docs/contract/import.md "The template"): the option it
 * names in the caller's store, the figures it changes, or why it cannot be applied. Pure: the
 * store's options and the file's duplicates are given.
 */

export interface StoreOption {
  optionId: number;
  productId: number;
  productName: string;
  priceForOne: number;
  discount: number;
  quantityForSale: number;
}

export interface RowContext {
  sheet: ImportSheet;
  /** The store's options by trimmed vendor code. */
  options: ReadonlyMap<string, readonly StoreOption[]>;
  /** Row numbers of every vendor code, for the duplicates. */
  rowsOfCode: ReadonlyMap<string, readonly number[]>;
}

export interface CheckedRow {
  rowNumber: number;
  cells: CellValue[];
  vendorCode: string | null;
  option: StoreOption | null;
  action: ImportRowAction;
  changes: ImportChange[];
  errors: ImportError[];
}

const HEADER_OF = new Map(PRICE_COLUMNS.map((c) => [c.key, c.header]));

const cellOf = (ctx: RowContext, row: GridRow, key: (typeof PRICE_COLUMNS)[number]['key']): CellValue => {
  const index = ctx.sheet.columns[key];
  return index === undefined ? null : (row.cells[index] ?? null);
};

export const vendorCodeOf = (cell: CellValue): string | null => {
  const text = cell === null ? '' : String(cell).trim();
  return text === '' ? null : text;
};

type FigureRead = { field: FigureField; value: number | null; error: string | null };

function readFigure(ctx: RowContext, row: GridRow, field: FigureField): FigureRead {
  const parsed = parseRussianNumber(cellOf(ctx, row, field));
  if (parsed.kind === 'empty') return { field, value: null, error: null };
  if (parsed.kind === 'invalid') {
    return { field, value: null, error: ROW_MESSAGES.notNumber(HEADER_OF.get(field) ?? field, parsed.text) };
  }
  const problem = OPTION_FIGURE_RULES[field](parsed.value);
  if (problem !== null) return { field, value: null, error: sentence(problem) };
  if (field === 'priceForOne' && !hasTwoDecimalsAtMost(parsed.value)) {
    return { field, value: null, error: ROW_MESSAGES.kopecks };
  }
  return { field, value: parsed.value, error: null };
}

const sameFigure = (field: FigureField, a: number, b: number): boolean =>
  field === 'priceForOne' ? toKopecks(a) === toKopecks(b) : a === b;

function vendorErrors(ctx: RowContext, code: string | null, rowNumber: number): ImportError[] {
  if (code === null) return [{ field: 'vendorCode', message: ROW_MESSAGES.noVendorCode }];
  const errors: ImportError[] = [];
  const rows = ctx.rowsOfCode.get(code) ?? [rowNumber];
  if (rows.length > 1) errors.push({ field: 'vendorCode', message: ROW_MESSAGES.twice(code, rows) });
  const matches = ctx.options.get(code) ?? [];
  if (matches.length === 0) errors.push({ field: 'file', message: ROW_MESSAGES.unknown(code) });
  if (matches.length > 1) errors.push({ field: 'vendorCode', message: ROW_MESSAGES.shared(code) });
  return errors;
}

export function checkRow(ctx: RowContext, row: GridRow): CheckedRow {
  const vendorCode = vendorCodeOf(cellOf(ctx, row, 'vendorCode'));
  const matches = vendorCode === null ? [] : (ctx.options.get(vendorCode) ?? []);
  const option = matches.length === 1 ? (matches[0] ?? null) : null;
  const figures = FIGURE_FIELDS.map((field) => readFigure(ctx, row, field));
  const errors = [
    ...vendorErrors(ctx, vendorCode, row.rowNumber),
    ...figures.flatMap((f) => (f.error === null ? [] : [{ field: f.field, message: f.error }])),
  ];
  const changes: ImportChange[] = [];
  for (const figure of figures) {
    if (!option || figure.value === null || sameFigure(figure.field, option[figure.field], figure.value))
      continue;
    changes.push({ field: figure.field, old: option[figure.field], new: figure.value });
  }
  const action: ImportRowAction = errors.length > 0 ? 'error' : changes.length > 0 ? 'update' : 'unchanged';
  return { rowNumber: row.rowNumber, cells: row.cells, vendorCode, option, action, changes, errors };
}

/** Row numbers of each vendor code of the file (a code twice is an error of both rows). */
export function rowsByVendorCode(ctx: Pick<RowContext, 'sheet'>): Map<string, number[]> {
  const index = ctx.sheet.columns.vendorCode;
  const rows = new Map<string, number[]>();
  for (const row of ctx.sheet.rows) {
    const code = index === undefined ? null : vendorCodeOf(row.cells[index] ?? null);
    if (code === null) continue;
    const list = rows.get(code) ?? [];
    list.push(row.rowNumber);
    rows.set(code, list);
  }
  return rows;
}
