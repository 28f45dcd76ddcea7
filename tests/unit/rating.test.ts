import { describe, expect, it } from 'vitest';
import { displayRating, formatRating } from '../../src/domain/rating';

describe('rating display (spec section 9: minus 0.1, precision 0.1)', () => {
  it('shows each whole rating minus 0.1', () => {
    expect([5, 4, 3, 2, 1].map(displayRating)).toEqual([4.9, 3.9, 2.9, 1.9, 0.9]);
    expect([5, 4, 1].map(formatRating)).toEqual(['4,9', '3,9', '0,9']);
  });

  it('rounds an average to one decimal after taking 0.1 off', () => {
    expect(displayRating(4.56)).toBe(4.5);
    expect(formatRating(4.56)).toBe('4,5');
    expect(displayRating(4.54)).toBe(4.4);
    expect(displayRating(4.25)).toBe(4.2);
    expect(formatRating(1.1)).toBe('1,0');
    expect(formatRating(3.33)).toBe('3,2');
  });

  it('never goes below 0 nor above 5, and a missing rating is 0', () => {
    expect(displayRating(0)).toBe(0);
    expect(displayRating(0.05)).toBe(0);
    expect(displayRating(-3)).toBe(0);
    expect(displayRating(7)).toBe(5);
    expect(displayRating(null)).toBe(0);
    expect(displayRating(undefined)).toBe(0);
    expect(displayRating(Number.NaN)).toBe(0);
    expect(formatRating(null)).toBe('0,0');
  });
});
