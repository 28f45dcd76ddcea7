/**
 * Numbers as a Russian spreadsheet writes them (docs/contract/import.md): '1 234,50', '1234.5',
 * '1 234' (plain, no-break or narrow no-break spaces between thousands), or a number cell as it is.
 */

export type CellValue = string | number | null;

export type ParsedNumber =
  { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'invalid'; text: string };

const GROUPED = /^[+-]?\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?$/;
const PLAIN = /^[+-]?\d+(?:[.,]\d+)?$/;
const SPACES = /[ \u00a0\u202f]/g;

export function parseRussianNumber(cell: CellValue): ParsedNumber {
  if (cell === null) return { kind: 'empty' };
  if (typeof cell === 'number') {
    return Number.isFinite(cell) ? { kind: 'number', value: cell } : { kind: 'invalid', text: String(cell) };
  }
  const text = cell.trim();
  if (text === '') return { kind: 'empty' };
  if (!GROUPED.test(text) && !PLAIN.test(text)) return { kind: 'invalid', text };
  const value = Number(text.replace(SPACES, '').replace(',', '.'));
  return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid', text };
}
