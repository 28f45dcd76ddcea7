import { describe, expect, it } from 'vitest';
import { isSearchable, normaliseSearchQuery, numberPrefixRanges, searchedNumber } from '../../rules';
import { decodeSearchReply } from '../../src/api/searchDecoders';
import { SEARCH_RESULT_PATHS } from '../../src/resources/search/links';

/** The search rules (rules/search.ts) and the reply's reader (docs/contract/search.md "Client"). */

describe('the query rules', () => {
  it('normalises: trimmed, one space, lower case in every alphabet; two characters at least', () => {
    expect(normaliseSearchQuery('  ЛОПАТА   Штыковая ')).toBe('лопата штыковая');
    expect(isSearchable(' я ')).toBe(false);
    expect(isSearchable('12')).toBe(true);
  });

  it("reads a number with or without '№' / '#', and nothing else as one", () => {
    expect(searchedNumber('№ 12')).toBe('12');
    expect(searchedNumber('#7')).toBe('7');
    expect(searchedNumber('12a')).toBeNull();
    expect(searchedNumber('2026-000001')).toBeNull();
  });

  it('turns a number prefix into id ranges up to the largest id, shortest first', () => {
    expect(numberPrefixRanges('12', 5_000)).toEqual([
      [12, 12],
      [120, 129],
      [1200, 1299],
    ]);
    expect(numberPrefixRanges('12', 1250)).toEqual([
      [12, 12],
      [120, 129],
      [1200, 1250],
    ]);
    expect(numberPrefixRanges('7', 6)).toEqual([]);
    expect(numberPrefixRanges('012', 100_000)).toEqual([]);
  });
});

describe('the reply reader', () => {
  it('reads a full reply', () => {
    const reply = {
      groups: [
        {
          kind: 'wholesaleOrder',
          items: [
            {
              id: 114,
              title: '114',
              subtitle: 'Дмитрий Козлов',
              code: '2026-000114',
              date: '2026-03-18T09:30:00.000Z',
            },
          ],
        },
        { kind: 'product', items: [{ id: '5', title: 'Лопата' }] },
      ],
    };
    expect(decodeSearchReply(reply)).toEqual([
      {
        kind: 'wholesaleOrder',
        items: [
          {
            id: 114,
            title: '114',
            subtitle: 'Дмитрий Козлов',
            code: '2026-000114',
            date: '2026-03-18T09:30:00.000Z',
          },
        ],
      },
      { kind: 'product', items: [{ id: 5, title: 'Лопата', subtitle: null, code: null, date: null }] },
    ]);
  });

  it('leaves out unknown kinds, items without an id and empty groups; garbage is no groups', () => {
    const reply = {
      groups: [
        { kind: 'invoice', items: [{ id: 1, title: 'x' }] },
        { kind: 'tender', items: [{ title: 'без номера' }, null, { id: 3 }] },
        { kind: 'buyer', items: [] },
      ],
    };
    expect(decodeSearchReply(reply)).toEqual([
      { kind: 'tender', items: [{ id: 3, title: null, subtitle: null, code: null, date: null }] },
    ]);
    expect(decodeSearchReply(null)).toEqual([]);
    expect(decodeSearchReply('<html>')).toEqual([]);
    expect(decodeSearchReply({ groups: 'x' })).toEqual([]);
  });

  it('opens each kind at its page', () => {
    expect(Object.values(SEARCH_RESULT_PATHS).map((path) => path(7))).toEqual([
      '/orders/7',
      '/orders/retail/7',
      '/products/edit/7',
      '/buyers/7',
      '/requests/7',
      '/tenders/7',
    ]);
  });
});
