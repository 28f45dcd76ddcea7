import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { CellValue } from './productImportNumbers.js';
import { PRICES_SHEET } from './productImportRules.js';

/**
 * A spreadsheet file as a grid of cells: `.xlsx` through exceljs (the sheet 'Цены и остатки', else
 * the first), `.csv` through papaparse after the encoding (UTF-8, else Windows-1251) and the
 * separator (`;`, `,` or a tab) are found. Row numbers are the spreadsheet's (1-based).
 */

export interface GridRow {
  rowNumber: number;
  cells: CellValue[];
}

/** An exceljs cell value as text or number (rich text, formulas, links and dates flattened). */
function cellValue(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'ИСТИНА' : 'ЛОЖЬ';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) {
      return v.richText.map((part) => String((part as { text?: unknown }).text ?? '')).join('');
    }
    if ('formula' in v || 'sharedFormula' in v) return cellValue(v.result);
    if ('text' in v) return cellValue(v.text);
    if ('error' in v) return String(v.error);
  }
  return String(value);
}

export interface NamedGrid {
  name: string;
  rows: GridRow[];
}

/** Every visible sheet of a workbook as a grid; null when the bytes are not a workbook. */
export async function xlsxGrids(data: Buffer): Promise<NamedGrid[] | null> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's typings predate Node's generic Buffer; the bytes are what it reads.
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  return workbook.worksheets
    .filter((sheet) => sheet.state !== 'hidden' && sheet.state !== 'veryHidden')
    .map((sheet) => {
      const rows: GridRow[] = [];
      sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        rows.push({ rowNumber, cells: Array.from(values, cellValue) });
      });
      return { name: sheet.name, rows };
    });
}

/** The grid of the workbook's prices sheet ('Цены и остатки', else the first). */
export async function xlsxGrid(data: Buffer): Promise<GridRow[] | null> {
  const grids = await xlsxGrids(data);
  if (!grids) return null;
  const sheet = grids.find((g) => g.name === PRICES_SHEET) ?? grids[0];
  return sheet ? sheet.rows : null;
}

/** UTF-8 (a BOM is dropped) unless the bytes are not valid UTF-8: then Windows-1251. */
export function decodeText(data: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1251').decode(data);
  }
}

/** In the order a tie is decided: ';' as Russian Excel writes, then a tab; ',' also fills headers and numbers. */
const SEPARATORS = [';', '\t', ','] as const;

/** The separator used most in the first line, outside quotes. */
export function detectSeparator(text: string): string {
  const counts = new Map<string, number>(SEPARATORS.map((s) => [s, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
  }
  let best: string = SEPARATORS[0];
  for (const separator of SEPARATORS) {
    if ((counts.get(separator) ?? 0) > (counts.get(best) ?? 0)) best = separator;
  }
  return best;
}

/** An apostrophe the CSV export put before a formula-like text ('=…') is taken off again. */
const GUARDED_TEXT = /^'[=+\-@\t\r]/;

export function csvGrid(data: Buffer): GridRow[] {
  const text = decodeText(data);
  const parsed = Papa.parse<string[]>(text, { delimiter: detectSeparator(text), skipEmptyLines: false });
  return parsed.data.map((cells, index) => ({
    rowNumber: index + 1,
    cells: cells.map((cell) => (GUARDED_TEXT.test(cell) ? cell.slice(1) : cell)),
  }));
}
