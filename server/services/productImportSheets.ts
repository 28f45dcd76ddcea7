import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ImportFileFormat } from '../../contract/index.js';
import type { CellValue } from './productImportNumbers.js';

/**
 * Spreadsheet files the server sends (template, export, errors file). `.xlsx`: a bold header row,
 * frozen, column widths and number formats. `.csv` as the lists' CSV export: UTF-8 with a BOM, `;`,
 * every field quoted, CRLF, numbers with a decimal comma, money with its kopecks ('1234,50').
 */

export type ColumnType = 'text' | 'money' | 'integer' | 'auto';

export interface SheetColumn {
  header: string;
  width: number;
  type: ColumnType;
}

export interface SheetSpec {
  sheetName: string;
  columns: readonly SheetColumn[];
  rows: readonly (readonly CellValue[])[];
  /** `.xlsx` only: a column whose cells offer a list (an absolute range of the lists sheet). */
  lists?: readonly { column: number; range: string }[];
}

/** `.xlsx` only: a hidden sheet holding the lists the others offer. */
export interface ListsSheet {
  sheetName: string;
  columns: readonly { header: string; values: readonly string[] }[];
}

/**
 * Rows below the data a list still applies to. Not the import's whole row limit: a reader
 * (exceljs too) expands a validated range into its cells, and 50,000 rows of lists would make
 * the file slow to open.
 */
const LIST_SPARE_ROWS = 2_000;

export interface SheetFile {
  body: Buffer;
  contentType: string;
  extension: ImportFileFormat;
}

const NUMBER_FORMATS: Record<ColumnType, string | undefined> = {
  text: '@',
  money: '#,##0.00',
  integer: '#,##0',
  auto: undefined,
};

interface ValidatedSheet {
  dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void };
}

const columnLetter = (index: number): string => {
  let n = index + 1;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
};

/** The absolute range of a lists sheet's column (`'Списки'!$A$2:$A$13`), for a list validation. */
export const listRange = (lists: ListsSheet, column: number): string => {
  const letter = columnLetter(column);
  const size = Math.max(1, lists.columns[column]?.values.length ?? 0);
  return `'${lists.sheetName}'!$${letter}$2:$${letter}$${size + 1}`;
};

function addSheet(workbook: ExcelJS.Workbook, spec: SheetSpec): void {
  const sheet = workbook.addWorksheet(spec.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((column) => {
    const numFmt = NUMBER_FORMATS[column.type];
    return { header: column.header, width: column.width, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  sheet.getRow(1).font = { bold: true };
  for (const row of spec.rows) sheet.addRow([...row]).commit();
  for (const list of spec.lists ?? []) {
    const letter = columnLetter(list.column);
    // exceljs types omit the worksheet's validations; a range address is written as one rule.
    const last = spec.rows.length + 1 + LIST_SPARE_ROWS;
    (sheet as unknown as ValidatedSheet).dataValidations.add(`${letter}2:${letter}${last}`, {
      type: 'list',
      allowBlank: true,
      formulae: [list.range],
      showErrorMessage: false,
    });
  }
  sheet.commit();
}

/**
 * Written row by row (exceljs's streaming writer, strings inline) and zipped at zlib level 1: the
 * payouts export of 226,565 rows takes 5.8 s instead of 11.2 s in memory, for a file 17 % larger
 * (docs/contract/payouts.md).
 */
async function xlsxFile(specs: readonly SheetSpec[], lists?: ListsSheet): Promise<Buffer> {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
    zip: { zlib: { level: 1 } },
  });
  for (const spec of specs) addSheet(workbook, spec);
  if (lists) {
    const sheet = workbook.addWorksheet(lists.sheetName, { state: 'hidden' });
    const height = lists.columns.reduce((tallest, c) => Math.max(tallest, c.values.length), 0);
    sheet.addRow(lists.columns.map((c) => c.header)).commit();
    for (let i = 0; i < height; i++) sheet.addRow(lists.columns.map((c) => c.values[i] ?? null)).commit();
    sheet.commit();
  }
  await workbook.commit();
  return Buffer.concat(chunks);
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEGATIVE_NUMBER = /^-\d+(?:[.,]\d+)?$/;

function csvCell(value: CellValue, type: ColumnType): string {
  let text: string;
  if (value === null) text = '';
  else if (typeof value === 'number') {
    text = (type === 'money' ? value.toFixed(2) : String(value)).replace('.', ',');
  } else {
    // A text that Excel would run as a formula gets an apostrophe (the import takes it off again).
    text = FORMULA_START.test(value) && !NEGATIVE_NUMBER.test(value) ? `'${value}` : value;
  }
  return `"${text.replace(/"/g, '""')}"`;
}

/** One table; several sheets are one table with a first column 'Лист' (they share the first's headers). */
function csvFile(specs: readonly SheetSpec[]): Buffer {
  const [first] = specs;
  const many = specs.length > 1;
  const sheetColumn: SheetColumn = { header: 'Лист', width: 16, type: 'text' };
  const columns = first ? first.columns : [];
  const lines = [
    [...(many ? [sheetColumn] : []), ...columns].map((column) => csvCell(column.header, 'text')),
    ...specs.flatMap((spec) =>
      spec.rows.map((row) => [
        ...(many ? [csvCell(spec.sheetName, 'text')] : []),
        ...spec.columns.map((column, i) => csvCell(row[i] ?? null, column.type)),
      ]),
    ),
  ];
  return Buffer.from(`\uFEFF${lines.map((cells) => `${cells.join(';')}\r\n`).join('')}`, 'utf8');
}

/** A file of one or several sheets (and, in an `.xlsx`, a hidden sheet of lists). */
export async function sheetFile(
  format: ImportFileFormat,
  spec: SheetSpec | readonly SheetSpec[],
  lists?: ListsSheet,
): Promise<SheetFile> {
  const specs = Array.isArray(spec) ? (spec as readonly SheetSpec[]) : [spec as SheetSpec];
  return format === 'xlsx'
    ? {
        body: await xlsxFile(specs, lists),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        extension: 'xlsx',
      }
    : { body: csvFile(specs), contentType: 'text/csv; charset=utf-8', extension: 'csv' };
}
