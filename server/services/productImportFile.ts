import { sniffFileKind } from '../lib/uploads.js';
import { csvGrid, xlsxGrids, type GridRow, type NamedGrid } from './productImportGrid.js';
import type { CellValue } from './productImportNumbers.js';
import { PRODUCT_COLUMNS, TYPE_SHEETS } from './productImportProductRules.js';
import type { ProductSheet } from './productImportProductRead.js';
import {
  FILE_LIMITS,
  FILE_MESSAGES,
  PRICE_COLUMNS,
  PRICES_SHEET,
  type PriceColumnKey,
} from './productImportRules.js';

/**
 * An uploaded file read as an import sheet (docs/contract/import.md "Files"): the type by content,
 * the limits in the contract's order, the header row matched by name. Every refusal is the
 * contract's message; nothing is stored for a refused file.
 */

export interface ImportSheet {
  /** The header row as written (the errors file repeats it). */
  headers: string[];
  /** Where each known column is (a missing column is absent). */
  columns: Partial<Record<PriceColumnKey, number>>;
  /** The data rows, empty rows skipped. */
  rows: GridRow[];
}

export type SheetRead = { ok: true; sheet: ImportSheet } | { ok: false; message: string };

const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** Text files have no control characters but tab, CR, LF (and a form feed some exports leave). */
const BINARY_BYTE = (byte: number): boolean => byte < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(byte);
const TEXT_PROBE_BYTES = 8192;

const isZip = (data: Buffer): boolean => ZIP_SIGNATURE.every((byte, i) => data[i] === byte);
const looksLikeText = (data: Buffer): boolean =>
  sniffFileKind(data) === null && !data.subarray(0, TEXT_PROBE_BYTES).some(BINARY_BYTE);

const isBlank = (cell: CellValue): boolean =>
  cell === null || (typeof cell === 'string' && cell.trim() === '');

/** The number of cells up to the last filled one. */
function usedWidth(cells: readonly CellValue[]): number {
  let width = cells.length;
  while (width > 0 && isBlank(cells[width - 1] ?? null)) width--;
  return width;
}

/** Headers compare without case, spaces and the difference of 'ё' and 'е'. */
export const headerKey = (text: string): string => text.toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, '');

/** Where each known column is, by header; the other headers with their places. */
function columnsOf<K extends string>(
  headers: readonly string[],
  known: readonly { header: string; key: K }[],
): { columns: Partial<Record<K, number>>; others: { header: string; index: number }[] } {
  const columns: Partial<Record<K, number>> = {};
  const byKey = new Map(known.map((c) => [headerKey(c.header), c.key]));
  const others: { header: string; index: number }[] = [];
  headers.forEach((header, index) => {
    const key = byKey.get(headerKey(header));
    if (key !== undefined && columns[key] === undefined) columns[key] = index;
    else if (headerKey(header) !== '') others.push({ header, index });
  });
  return { columns, others };
}

interface Table {
  headers: string[];
  rows: GridRow[];
}

type TableRead = { ok: true; table: Table } | { ok: false; message: string };

/** The header row (the first filled one) and the rows under it, within the column limit. */
function tableOf(grid: readonly GridRow[]): TableRead {
  const filled = grid.filter((row) => usedWidth(row.cells) > 0);
  const [header, ...rows] = filled;
  if (!header) return { ok: false, message: FILE_MESSAGES.noRows };
  const width = filled.reduce((widest, row) => Math.max(widest, usedWidth(row.cells)), 0);
  if (width > FILE_LIMITS.columns) return { ok: false, message: FILE_MESSAGES.columns(width) };
  const headers = header.cells.slice(0, usedWidth(header.cells)).map((cell) => String(cell ?? '').trim());
  return { ok: true, table: { headers, rows } };
}

function checkRows(count: number): string | null {
  if (count > FILE_LIMITS.rows) return FILE_MESSAGES.rows(count);
  return count === 0 ? FILE_MESSAGES.noRows : null;
}

/** The grids of a file by content: the sheets of an `.xlsx`, the one table of a `.csv`. */
async function gridsOf(
  data: Buffer,
): Promise<{ ok: true; grids: NamedGrid[] } | { ok: false; message: string }> {
  if (data.length > FILE_LIMITS.bytes) return { ok: false, message: FILE_MESSAGES.size };
  if (isZip(data)) {
    const grids = await xlsxGrids(data);
    return grids && grids.length > 0 ? { ok: true, grids } : { ok: false, message: FILE_MESSAGES.type };
  }
  if (data.length === 0) return { ok: false, message: FILE_MESSAGES.noRows };
  if (!looksLikeText(data)) return { ok: false, message: FILE_MESSAGES.type };
  return { ok: true, grids: [{ name: '', rows: csvGrid(data) }] };
}

/** Reads an uploaded prices file: the sheet 'Цены и остатки' (else the first) or the `.csv`. */
export async function readImportFile(data: Buffer): Promise<SheetRead> {
  const read = await gridsOf(data);
  if (!read.ok) return read;
  const grid = read.grids.find((g) => g.name === PRICES_SHEET) ?? read.grids[0];
  const table = tableOf(grid?.rows ?? []);
  if (!table.ok) return table;
  const { headers, rows } = table.table;
  const { columns } = columnsOf(headers, PRICE_COLUMNS);
  if (columns.vendorCode === undefined) return { ok: false, message: FILE_MESSAGES.noVendorColumn };
  const problem = checkRows(rows.length);
  return problem ? { ok: false, message: problem } : { ok: true, sheet: { headers, columns, rows } };
}

export type ProductFileRead = { ok: true; sheets: ProductSheet[] } | { ok: false; message: string };

const TYPE_SHEET_KEYS = new Set(Object.values(TYPE_SHEETS).map(headerKey));

/**
 * Reads an uploaded products file: every sheet named after a product type (else the first sheet),
 * each with its own header row; the rows of all sheets count towards the limit.
 */
export async function readProductFile(data: Buffer): Promise<ProductFileRead> {
  const read = await gridsOf(data);
  if (!read.ok) return read;
  const typed = read.grids.filter((g) => TYPE_SHEET_KEYS.has(headerKey(g.name)));
  const chosen = typed.length > 0 ? typed : read.grids.slice(0, 1);
  const sheets: ProductSheet[] = [];
  for (const grid of chosen) {
    const table = tableOf(grid.rows);
    if (!table.ok) {
      if (chosen.length > 1 && table.message === FILE_MESSAGES.noRows) continue;
      return table;
    }
    const { headers, rows } = table.table;
    const { columns, others } = columnsOf(headers, PRODUCT_COLUMNS);
    if (columns.vendorCode === undefined) return { ok: false, message: FILE_MESSAGES.noVendorColumn };
    sheets.push({ name: typed.length > 0 ? grid.name : '', headers, columns, others, rows });
  }
  const problem = checkRows(sheets.reduce((sum, sheet) => sum + sheet.rows.length, 0));
  return problem ? { ok: false, message: problem } : { ok: true, sheets };
}
