import { describe, expect, it } from 'vitest';
import { emptyOption, toProductOption } from '../../src/api/productsPayloads';
import { optionFigures } from '../../src/resources/products/form/optionFigures';
import { discountedPrice } from '../../rules';
import { listNetPayout } from '../../server/services/productsList';

/**
 * The product form's live net payout (client) and the product list's `netPayout` (server) are
 * one rule (rules/netPayout.ts). Before it, the server rounded binary fractions and disagreed by
 * a kopeck on 3,774 of these 240,000 combinations (e.g. 0,09 руб. with VAT: form 0,07, list 0,08;
 * 3,51 руб., 5 % commission, with VAT: form 2,74, list 2,75).
 */

const PRICES_KOPECKS = Array.from({ length: 2000 }, (_, i) => i + 1); // 0,01 .. 20,00 руб.
const DISCOUNTS = [0, 1, 5, 10, 15, 25, 33, 50, 75, 99];
const COMMISSIONS = [0, 2.5, 5, 7, 12.5, 33.33];
const VAT = [false, true];

/** The price as the seller types it: '3,51'. */
const typed = (kopecks: number): string =>
  `${Math.floor(kopecks / 100)},${String(kopecks % 100).padStart(2, '0')}`;

/**
 * The server's path: the option the form sends (AddProduct), the newPrice the server stores
 * from it (productsValidate), the list's payout of that stored newPrice.
 */
function serverPayout(priceText: string, discountText: string, withVat: boolean, percentage: number): number {
  const sent = toProductOption(
    { ...emptyOption(true), priceForOne: priceText, discount: discountText, withNDS: withVat },
    true,
  );
  return listNetPayout(discountedPrice(sent.priceForOne, sent.discount), sent.withNDS, percentage);
}

describe('net payout: the product form and the product list agree', () => {
  it('the issue example: 3,51 руб., 5 % commission, with VAT → 2,74 on both sides', () => {
    expect(optionFigures('3,51', '0', true, 5)?.payout?.payout).toBe(2.74);
    expect(serverPayout('3,51', '0', true, 5)).toBe(2.74);
  });

  it(`every one of ${PRICES_KOPECKS.length * DISCOUNTS.length * COMMISSIONS.length * VAT.length} price/discount/commission/VAT combinations gives one answer`, () => {
    let checked = 0;
    const disagreements: string[] = [];
    for (const kopecks of PRICES_KOPECKS) {
      const text = typed(kopecks);
      for (const discount of DISCOUNTS) {
        for (const percentage of COMMISSIONS) {
          for (const withVat of VAT) {
            checked += 1;
            const client = optionFigures(text, String(discount), withVat, percentage)?.payout?.payout;
            const server = serverPayout(text, String(discount), withVat, percentage);
            if (client !== server && disagreements.length < 5) {
              disagreements.push(
                `${text} −${discount} % ${percentage} % VAT ${withVat}: ${client} ≠ ${server}`,
              );
            }
          }
        }
      }
    }
    expect(checked).toBe(240_000);
    expect(disagreements).toEqual([]);
  });
});
