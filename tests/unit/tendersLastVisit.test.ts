import { afterEach, describe, expect, it } from 'vitest';
import { LAST_VISIT_KEY, readLastVisit, storeLastVisit } from '../../src/resources/tenders/lastVisit';

afterEach(() => localStorage.clear());

describe('the last visit of /tenders/search (spec section 4)', () => {
  it('uses the key sellerTendersLastVisit and stores now minus one hour', () => {
    storeLastVisit(new Date('2026-11-25T12:30:00.000Z'));
    expect(localStorage.getItem(LAST_VISIT_KEY)).toBe('2026-11-25T11:30:00.000Z');
    expect(LAST_VISIT_KEY).toBe('sellerTendersLastVisit');
  });

  it('reads the stored value, null when there is none or it is unreadable', () => {
    expect(readLastVisit()).toBeNull();
    localStorage.setItem(LAST_VISIT_KEY, '2026-11-20T08:00:00.000Z');
    expect(readLastVisit()).toBe('2026-11-20T08:00:00.000Z');
    localStorage.setItem(LAST_VISIT_KEY, 'не дата');
    expect(readLastVisit()).toBeNull();
  });

  it('a read before the store gives the previous visit, after it the new one', () => {
    localStorage.setItem(LAST_VISIT_KEY, '2026-11-20T08:00:00.000Z');
    const previous = readLastVisit();
    storeLastVisit(new Date('2026-11-25T12:00:00.000Z'));
    expect(previous).toBe('2026-11-20T08:00:00.000Z');
    expect(readLastVisit()).toBe('2026-11-25T11:00:00.000Z');
  });
});
