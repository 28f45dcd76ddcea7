import { describe, expect, it } from 'vitest';
import { pagerItems } from '../../src/components/pager/pagerItems';

const E = 'ellipsis';

describe('pagerItems (spec section 9: 2 margin pages, 3 around the current one)', () => {
  it('is empty (pager hidden) for one page or none', () => {
    expect(pagerItems(1, 1)).toEqual([]);
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('shows every page of a 5-page list wherever the current page is', () => {
    for (const current of [1, 3, 5]) expect(pagerItems(current, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('20 pages, at the start', () => {
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, E, 19, 20]);
    expect(pagerItems(2, 20)).toEqual([1, 2, 3, E, 19, 20]);
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, E, 19, 20]);
  });

  it('20 pages, in the middle', () => {
    expect(pagerItems(10, 20)).toEqual([1, 2, E, 9, 10, 11, E, 19, 20]);
  });

  it('20 pages, at the end', () => {
    expect(pagerItems(20, 20)).toEqual([1, 2, E, 18, 19, 20]);
    expect(pagerItems(17, 20)).toEqual([1, 2, E, 16, 17, 18, 19, 20]);
  });

  it('shows a lone hidden page instead of an ellipsis', () => {
    expect(pagerItems(5, 20)).toEqual([1, 2, 3, 4, 5, 6, E, 19, 20]);
  });

  it('clamps an out-of-range current page', () => {
    expect(pagerItems(99, 20)).toEqual(pagerItems(20, 20));
    expect(pagerItems(0, 20)).toEqual(pagerItems(1, 20));
  });
});
