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
}

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

async function xlsxFile(spec: SheetSpec): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(spec.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((column) => {
    const numFmt = NUMBER_FORMATS[column.type];
    return { header: column.header, width: column.width, ...(numFmt ? { style: { numFmt } } : {}) };
  });
  sheet.getRow(1).font = { bold: true };
  for (const row of spec.rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
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

function csvFile(spec: SheetSpec): Buffer {
  const lines = [
    spec.columns.map((column) => csvCell(column.header, 'text')),
    ...spec.rows.map((row) => spec.columns.map((column, i) => csvCell(row[i] ?? null, column.type))),
  ];
  return Buffer.from(`\uFEFF${lines.map((cells) => `${cells.join(';')}\r\n`).join('')}`, 'utf8');
}

export async function sheetFile(format: ImportFileFormat, spec: SheetSpec): Promise<SheetFile> {
  return format === 'xlsx'
    ? {
        body: await xlsxFile(spec),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        extension: 'xlsx',
      }
    : { body: csvFile(spec), contentType: 'text/csv; charset=utf-8', extension: 'csv' };
}
