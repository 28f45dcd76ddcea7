import { formatMoscowDateTime, parseInstant } from '../../../rules';

/**
 * CSV that Russian Excel opens as is: UTF-8 with a BOM, `;` between fields, every field quoted
 * (inner quotes doubled), CRLF line ends, numbers with a decimal comma.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';

export type CsvCell = string | number | boolean | null | undefined;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => CsvCell;
}

/** Text cells starting like a formula are prefixed with an apostrophe (CSV injection guard). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain negative number written as text ('-100,50') is not a formula. */
const NEGATIVE_NUMBER = /^-\d+(?:[.,]\d+)?$/;

/** One cell as written between quotes. Numbers get a decimal comma; text is guarded against formulas. */
export function csvCell(value: CsvCell): string {
  let text: string;
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value).replace('.', ',') : '';
  else if (typeof value === 'boolean') text = value ? '1' : '0';
  else text = FORMULA_START.test(value) && !NEGATIVE_NUMBER.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The whole file: BOM, header line, one line per row, each line ended by CRLF. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [
    columns.map((column) => csvCell(column.header)).join(CSV_SEPARATOR),
    ...rows.map((row) => columns.map((column) => csvCell(column.value(row))).join(CSV_SEPARATOR)),
  ];
  return `${CSV_BOM}${lines.map((line) => `${line}${CSV_LINE_END}`).join('')}`;
}

/** Money for Excel: two decimals with a comma, no grouping, no currency ('1234,50'). Empty when missing. */
export function csvMoney(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toFixed(2).replace('.', ',') : '';
}

/**
 * 'DD.MM.YYYY HH:mm' on the Moscow clock, as the pages show it; without ' МСК' so that Excel reads
 * the cell as a date. Empty when missing or unreadable.
 */
export function csvDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const ms =
    typeof value === 'string' ? parseInstant(value) : typeof value === 'number' ? value : value.getTime();
  return ms !== null && Number.isFinite(ms) ? formatMoscowDateTime(ms) : '';
}
