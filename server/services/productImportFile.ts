import { sniffFileKind } from '../lib/uploads.js';
import { csvGrid, xlsxGrid, type GridRow } from './productImportGrid.js';
import type { CellValue } from './productImportNumbers.js';
import { FILE_LIMITS, FILE_MESSAGES, PRICE_COLUMNS, type PriceColumnKey } from './productImportRules.js';

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

function columnsOf(headers: readonly string[]): ImportSheet['columns'] {
  const byKey = new Map<string, number>();
  headers.forEach((header, index) => {
    const key = headerKey(header);
    if (key !== '' && !byKey.has(key)) byKey.set(key, index);
  });
  const columns: ImportSheet['columns'] = {};
  for (const column of PRICE_COLUMNS) {
    const index = byKey.get(headerKey(column.header));
    if (index !== undefined) columns[column.key] = index;
  }
  return columns;
}

function sheetOf(grid: readonly GridRow[]): SheetRead {
  const filled = grid.filter((row) => usedWidth(row.cells) > 0);
  const [header, ...rows] = filled;
  if (!header) return { ok: false, message: FILE_MESSAGES.noRows };
  const width = filled.reduce((widest, row) => Math.max(widest, usedWidth(row.cells)), 0);
  if (width > FILE_LIMITS.columns) return { ok: false, message: FILE_MESSAGES.columns(width) };
  if (rows.length > FILE_LIMITS.rows) return { ok: false, message: FILE_MESSAGES.rows(rows.length) };
  const headers = header.cells.slice(0, usedWidth(header.cells)).map((cell) => String(cell ?? '').trim());
  const columns = columnsOf(headers);
  if (columns.vendorCode === undefined) return { ok: false, message: FILE_MESSAGES.noVendorColumn };
  if (rows.length === 0) return { ok: false, message: FILE_MESSAGES.noRows };
  return { ok: true, sheet: { headers, columns, rows } };
}

/** Reads an uploaded file (already within the size limit) as an import sheet. */
export async function readImportFile(data: Buffer): Promise<SheetRead> {
  if (data.length > FILE_LIMITS.bytes) return { ok: false, message: FILE_MESSAGES.size };
  if (isZip(data)) {
    const grid = await xlsxGrid(data);
    return grid ? sheetOf(grid) : { ok: false, message: FILE_MESSAGES.type };
  }
  if (data.length === 0) return { ok: false, message: FILE_MESSAGES.noRows };
  if (!looksLikeText(data)) return { ok: false, message: FILE_MESSAGES.type };
  return sheetOf(csvGrid(data));
}
