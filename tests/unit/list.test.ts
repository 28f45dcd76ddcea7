import { describe, expect, it } from 'vitest';
import { filterDay, moscowDayOf, pagination, toListPage } from '../../src/api/list';

describe('filterDay: the one day rule of every list filter', () => {
  it('keeps a yyyy-MM-dd day as written and refuses impossible days', () => {
    expect(filterDay('2026-11-11')).toBe('2026-11-11');
    expect(filterDay(' 2026-11-11 ')).toBe('2026-11-11');
    expect(filterDay('2026-13-45')).toBeNull();
  });

  it('reads an instant as its Moscow calendar day, whatever the browser zone', () => {
    // The bug of the two old helpers: one said 2026-01-02, the other 2026-01-01.
    expect(filterDay('2026-01-01T22:30:00Z')).toBe('2026-01-02');
    expect(filterDay('2026-01-01T20:59:59.999Z')).toBe('2026-01-01');
    expect(filterDay('2026-01-01T21:00:00Z')).toBe('2026-01-02');
    expect(filterDay(Date.UTC(2026, 10, 10, 22, 43))).toBe('2026-11-11');
    expect(moscowDayOf(new Date('2026-12-31T21:00:00Z'))).toBe('2027-01-01');
  });

  it('reads a Date from a calendar as the day that was picked', () => {
    expect(filterDay(new Date(2026, 0, 5))).toBe('2026-01-05');
    expect(filterDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('answers null for empty and unreadable values', () => {
    for (const value of [null, undefined, '', '  ', 'not a date', new Date(Number.NaN), Number.NaN, {}]) {
      expect(filterDay(value)).toBeNull();
    }
  });
});

describe('pagination and paged replies', () => {
  it('gives positive whole pages with the default size', () => {
    expect(pagination()).toEqual({ page: 1, pageSize: 12 });
    expect(pagination(0, -3)).toEqual({ page: 1, pageSize: 12 });
    expect(pagination(2.7, 10.2)).toEqual({ page: 2, pageSize: 10 });
    expect(pagination(undefined, undefined, 10)).toEqual({ page: 1, pageSize: 10 });
  });

  it('turns a reply into a list page with the server rowCount and page count', () => {
    const asked = { page: 2, pageSize: 10 };
    expect(toListPage({ results: [{ id: 1 }], pageCount: 3, rowCount: 21 }, asked)).toEqual({
      data: [{ id: 1 }],
      total: 21,
      meta: { pageCount: 3 },
    });
  });

  it('estimates the total from the page count when the server sends no rowCount', () => {
    expect(
      toListPage({ results: [{ id: 1 }, { id: 2 }], pageCount: 3 }, { page: 3, pageSize: 10 }).total,
    ).toBe(22);
    expect(toListPage({ results: [{ id: 1 }], pageCount: 3 }, { page: 1, pageSize: 10 }).total).toBe(30);
    expect(toListPage(undefined, { page: 1, pageSize: 10 })).toEqual({
      data: [],
      total: 0,
      meta: { pageCount: 1 },
    });
  });
});
