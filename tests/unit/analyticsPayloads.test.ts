import { describe, expect, it } from 'vitest';
import {
  analyticsQuery,
  categoriesBody,
  isEmptySeries,
  percentChange,
  productsBody,
  sharesOf,
} from '../../src/api/analyticsPayloads';

const range = { from: '2026-01-01', to: '2026-01-31' };

describe('analytics payloads', () => {
  it('sends the period as DateFrom / DateTo days', () => {
    expect(analyticsQuery(range)).toEqual({ DateFrom: '2026-01-01', DateTo: '2026-01-31' });
  });

  it('builds the GetProducts body with the sort, the trimmed search and the page', () => {
    expect(productsBody({ range, page: 2, pageSize: 10, sortField: 'quantitySold', ascending: true, search: '  дрель ' })).toEqual({
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      sort: { field: 'quantitySold', order: 'ASC' },
      search: 'дрель',
      pagination: { page: 2, pageSize: 10 },
    });
  });

  it('falls back to revenue, highest first, for an unknown column, and sends no blank search', () => {
    const body = productsBody({ range, sortField: 'share', ascending: true, search: '   ' });
    expect(body.sort).toEqual({ field: 'revenue', order: 'DESC' });
    expect(body.search).toBeNull();
    expect(body.pagination).toEqual({ page: 1, pageSize: 12 });
    expect(categoriesBody({ range, sortField: 'stock' }).sort).toEqual({ field: 'revenue', order: 'DESC' });
    expect(categoriesBody({ range, sortField: 'categoryName', ascending: false }).sort).toEqual({
      field: 'categoryName',
      order: 'DESC',
    });
  });

  it('cuts a search to the 100 characters the server accepts', () => {
    expect(productsBody({ range, search: 'я'.repeat(150) }).search).toHaveLength(100);
  });

  it('computes the change against the previous period, none from zero', () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(100, 150)).toBe(-33.3);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(null, 10)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });

  it('gives shares of the whole and tells an empty period', () => {
    expect(sharesOf([1, 2, 1])).toEqual([25, 50, 25]);
    expect(sharesOf([0, 0])).toEqual([0, 0]);
    const days = [
      { date: '2026-01-01', revenue: 0, ordersCount: 0 },
      { date: '2026-01-02', revenue: 0, ordersCount: 0 },
    ];
    expect(isEmptySeries(days, ['revenue', 'ordersCount'])).toBe(true);
    expect(isEmptySeries([...days, { date: '2026-01-03', revenue: 0, ordersCount: 1 }], ['revenue', 'ordersCount'])).toBe(false);
  });
});
