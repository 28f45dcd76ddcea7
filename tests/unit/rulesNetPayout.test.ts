import { describe, expect, it } from 'vitest';
import {
  commissionOf,
  discountedPrice,
  netPayout,
  payoutOfNewPrice,
  toKopecks,
  vatPartOf,
} from '../../rules';

describe('net payout (docs/contract/products.md)', () => {
  it('the contract example: 1 000 руб., 10 % discount, 5 % commission, with VAT → 705,00', () => {
    expect(netPayout({ priceForOne: 1000, discount: 10, withVat: true, commissionPercentage: 5 })).toEqual({
      newPrice: 900,
      commission: 45,
      vat: 150,
      payout: 705,
    });
  });

  it('without VAT the VAT part is 0', () => {
    expect(netPayout({ priceForOne: 1000, discount: 10, withVat: false, commissionPercentage: 5 })).toEqual({
      newPrice: 900,
      commission: 45,
      vat: 0,
      payout: 855,
    });
  });

  it('newPrice is rounded to kopecks, half away from zero', () => {
    expect(discountedPrice(1234.56, 0)).toBe(1234.56);
    expect(discountedPrice(99.99, 15)).toBe(84.99); // 84.9915
    expect(discountedPrice(0.05, 50)).toBe(0.03); // 0.025 → 0.03
    expect(discountedPrice(10.01, 99)).toBe(0.1); // 0.1001
    expect(discountedPrice(0.1 + 0.2, 0)).toBe(0.3);
  });

  it('commission and VAT are rounded to kopecks; fractional percentages do not drift', () => {
    expect(commissionOf(900, 5)).toBe(45);
    expect(commissionOf(100, 5.1)).toBe(5.1);
    expect(commissionOf(33.33, 7.5)).toBe(2.5); // 2.49975
    expect(vatPartOf(100, true)).toBe(16.67); // 16.666…
    expect(vatPartOf(100, false)).toBe(0);
  });

  it('the payout is exact in kopecks', () => {
    const figures = netPayout({
      priceForOne: 99.99,
      discount: 15,
      withVat: true,
      commissionPercentage: 12.5,
    });
    expect(figures).toEqual({ newPrice: 84.99, commission: 10.62, vat: 14.17, payout: 60.2 });
    expect(toKopecks(figures.newPrice) - toKopecks(figures.commission) - toKopecks(figures.vat)).toBe(6020);
  });

  it('the list starts from the stored newPrice and gets the same figures', () => {
    expect(payoutOfNewPrice(900, true, 5)).toEqual({ newPrice: 900, commission: 45, vat: 150, payout: 705 });
    // 3,51 × 5 % = 0,1755 → 0,18; 3,51 × 20 / 120 = 0,585 → 0,59 (a float rounding said 0,17 and 0,58).
    expect(payoutOfNewPrice(3.51, true, 5)).toEqual({
      newPrice: 3.51,
      commission: 0.18,
      vat: 0.59,
      payout: 2.74,
    });
    expect(payoutOfNewPrice(0.09, true, 0).vat).toBe(0.02); // 0,015 → 0,02
  });
});
