import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../src/i18n/polyglot';
import { orders } from '../../src/i18n/ru/orders';

/** Issue 8 point 14: periods are written 'N дней' with Russian plural forms, never 'дн.'. */

const texts = (tree: unknown): string[] =>
  typeof tree === 'string'
    ? [tree]
    : typeof tree === 'object' && tree !== null
      ? Object.values(tree).flatMap(texts)
      : [];

describe('pay renewal periods', () => {
  const cases: [number, string][] = [
    [1, '1 день'],
    [2, '2 дня'],
    [3, '3 дня'],
    [4, '4 дня'],
    [5, '5 дней'],
    [11, '11 дней'],
    [14, '14 дней'],
    [21, '21 день'],
    [22, '22 дня'],
    [30, '30 дней'],
  ];

  it("the buyer's request on the order page", () => {
    for (const [days, period] of cases) {
      expect(i18nProvider.translate('orders.detail.payRenewalRequest', { smart_count: days })).toBe(
        `Покупатель просит продлить счёт на ${period}`,
      );
    }
  });

  it('the confirmation modal', () => {
    for (const [days, period] of cases) {
      expect(i18nProvider.translate('orders.modals.payRenewal.text', { smart_count: days })).toBe(
        `Продлить срок оплаты счёта на ${period} по просьбе покупателя?`,
      );
    }
  });

  it("no order text abbreviates days as 'дн.'", () => {
    expect(texts(orders).filter((text) => /дн\./.test(text))).toEqual([]);
  });
});
