import { describe, expect, it } from 'vitest';
import {
  basisPoints,
  divideRounded,
  hasTwoDecimalsAtMost,
  percentOfKopecks,
  roundRubles,
  toKopecks,
  toRubles,
  VAT_RATE_PERCENT,
  vatPartKopecks,
  vatPartOf,
} from '../../rules';

describe('money in kopecks (rules/money.ts)', () => {
  it('rubles become whole kopecks, half away from zero, without binary noise', () => {
    expect(toKopecks(1234.56)).toBe(123456);
    expect(toKopecks(0.1 + 0.2)).toBe(30);
    expect(toKopecks(1.005)).toBe(101); // 100.49999999999999 before the noise is taken away
    expect(toKopecks(-1.005)).toBe(-101);
    expect(toKopecks(-0.001)).toBe(0);
    expect(Object.is(toKopecks(-0.001), -0)).toBe(false);
    expect(toRubles(123456)).toBe(1234.56);
    expect(roundRubles(2.675)).toBe(2.68);
  });

  it('divides integers rounding half away from zero', () => {
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(7, 3)).toBe(2);
    expect(divideRounded(-1, 3)).toBe(0);
    expect(divideRounded(17_550, 1000)).toBe(18);
  });

  it('takes a percentage with up to two decimals of an amount in kopecks', () => {
    expect(basisPoints(12.5)).toBe(1250);
    expect(basisPoints(5.1)).toBe(510);
    expect(percentOfKopecks(351, 5)).toBe(18); // 17,55 kopecks
    expect(percentOfKopecks(3333, 7.5)).toBe(250); // 249,975
    expect(percentOfKopecks(10_000, 33.33)).toBe(3333);
  });

  it('knows amounts with kopecks at most', () => {
    expect(hasTwoDecimalsAtMost(12.5)).toBe(true);
    expect(hasTwoDecimalsAtMost(7.25)).toBe(true);
    expect(hasTwoDecimalsAtMost(0.1 + 0.2)).toBe(true);
    expect(hasTwoDecimalsAtMost(7.125)).toBe(false);
    expect(hasTwoDecimalsAtMost(Number.NaN)).toBe(false);
  });
});

describe('VAT inside a price (rules/vat.ts)', () => {
  it('is 20/120 of the amount, rounded once to a kopeck', () => {
    expect(VAT_RATE_PERCENT).toBe(20);
    expect(vatPartKopecks(12_000)).toBe(2000);
    expect(vatPartKopecks(9)).toBe(2); // 1,5 → 2
    expect(vatPartKopecks(351)).toBe(59); // 58,5 → 59
    expect(vatPartOf(100, true)).toBe(16.67);
    expect(vatPartOf(100, false)).toBe(0);
  });
});
