import { describe, expect, it } from 'vitest';
import {
  csvCell,
  csvDateTime,
  csvMoney,
  fetchAllPages,
  toCsv,
  type CsvColumn,
} from '../../src/components/csv';

interface Row {
  id: number;
  name: string;
  amount: number;
  date: string | null;
}

const columns: CsvColumn<Row>[] = [
  { header: '№ заказа', value: (r) => r.id },
  { header: 'Покупатель', value: (r) => r.name },
  { header: 'Сумма', value: (r) => csvMoney(r.amount) },
  { header: 'Дата', value: (r) => csvDateTime(r.date) },
];

describe('toCsv', () => {
  it('starts with a UTF-8 BOM, separates by ";", quotes every field and ends every line with CRLF', () => {
    const csv = toCsv<Row>([{ id: 1, name: 'ООО «Ромашка»', amount: 1234.5, date: null }], columns);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe(
      '"№ заказа";"Покупатель";"Сумма";"Дата"\r\n"1";"ООО «Ромашка»";"1234,50";""\r\n',
    );
  });

  it('quotes ";", doubles quotes and keeps new lines inside the quoted field', () => {
    const csv = toCsv<Row>([{ id: 2, name: 'Петров; "Лучший"\nсклад', amount: 0, date: null }], columns);
    expect(csv).toContain('"Петров; ""Лучший""\nсклад"');
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(3);
  });

  it('guards text that Excel would read as a formula, but not negative numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('@SUM(A1)')).toBe('"\'@SUM(A1)"');
    expect(csvCell('-100,50')).toBe('"-100,50"');
    expect(csvCell(-2.5)).toBe('"-2,5"');
  });

  it('money has a decimal comma without grouping; dates are DD.MM.YYYY HH:mm in Moscow', () => {
    expect(csvMoney(1234567.891)).toBe('1234567,89');
    expect(csvMoney(null)).toBe('');
    expect(csvDateTime(new Date(Date.UTC(2026, 10, 5, 9, 7)))).toBe('05.11.2026 12:07');
    expect(csvDateTime('2026-11-05T21:30:00Z')).toBe('06.11.2026 00:30');
    expect(csvDateTime('garbage')).toBe('');
  });
});

describe('fetchAllPages', () => {
  it('reads every page by the page count', async () => {
    const pages = [[1, 2], [3, 4], [5]];
    const seen: number[] = [];
    const result = await fetchAllPages(
      async (page, perPage) => {
        seen.push(page);
        expect(perPage).toBe(2);
        return { data: pages[page - 1] ?? [], pageCount: 3 };
      },
      { pageSize: 2 },
    );
    expect(result).toEqual({ rows: [1, 2, 3, 4, 5], truncated: false });
    expect(seen).toEqual([1, 2, 3]);
  });

  it('keeps reading pages that a post-filter shortened, until the page count', async () => {
    const result = await fetchAllPages(async (page) => ({ data: page === 1 ? [1] : [2], pageCount: 2 }), {
      pageSize: 10,
    });
    expect(result.rows).toEqual([1, 2]);
  });

  it('stops at maxRows and says so', async () => {
    const result = await fetchAllPages(
      async (page, perPage) => ({
        data: Array.from({ length: perPage }, (_, i) => page * 100 + i),
        pageCount: 50,
      }),
      { pageSize: 4, maxRows: 10 },
    );
    expect(result.rows).toHaveLength(10);
    expect(result.truncated).toBe(true);
  });

  it('an export that reaches the limit exactly on a page boundary is flagged when more rows exist', async () => {
    const getPage = (pageCount: number) => async (page: number, perPage: number) => ({
      data: Array.from({ length: perPage }, (_, i) => page * 100 + i),
      pageCount,
    });
    // 10 rows of 5 per page: the export stops after page 2 while the server has 3 pages.
    const more = await fetchAllPages(getPage(3), { pageSize: 5, maxRows: 10 });
    expect(more.rows).toHaveLength(10);
    expect(more.truncated).toBe(true);
    // Exactly 10 rows in all: nothing was left out.
    const exact = await fetchAllPages(getPage(2), { pageSize: 5, maxRows: 10 });
    expect(exact).toMatchObject({ truncated: false });
    expect(exact.rows).toHaveLength(10);
  });
});
