import { describe, expect, it } from 'vitest';
import {
  clip,
  formatWeight,
  isReadyForLabels,
  LABEL_TEXT_LIMITS,
  labelPages,
  labelsOf,
  orderLabels,
  type LabelOrderFacts,
} from '../../server/services/labelsLayout.js';

/** What each shipping label says (server/services/labelsLayout.ts, docs/contract/documents.md). */

const order = (over: Partial<LabelOrderFacts> = {}): LabelOrderFacts => ({
  kind: 'wholesale',
  id: 5,
  number: '5',
  buyer: 'ООО «СтройДвор»',
  destination: { kind: 'address', text: 'г. Екатеринбург' },
  seller: 'Уральские Промтовары',
  weightGrams: 12_500,
  packages: 1,
  ...over,
});

describe('label layout data', () => {
  it('one label: title, package 1 of 1, buyer, address, seller, weight; the barcode is the number', () => {
    expect(orderLabels(order())).toEqual([
      {
        kind: 'wholesale',
        orderId: 5,
        orderNumber: '5',
        barcode: '5',
        title: 'Заказ № 5',
        packageIndex: 1,
        packageCount: 1,
        packageText: 'Место 1 из 1',
        lines: [
          { label: 'Покупатель', text: 'ООО «СтройДвор»' },
          { label: 'Адрес доставки', text: 'г. Екатеринбург' },
          { label: 'Продавец', text: 'Уральские Промтовары' },
          { label: 'Вес', text: '12,5 кг' },
        ],
      },
    ]);
  });

  it('a label per package, n of N, the weight of the whole order', () => {
    const labels = orderLabels(order({ packages: 3 }));
    expect(labels.map((l) => l.packageText)).toEqual(['Место 1 из 3', 'Место 2 из 3', 'Место 3 из 3']);
    expect(labels.every((l) => l.barcode === '5')).toBe(true);
    expect(labels[0]?.lines.at(-1)).toEqual({ label: 'Вес заказа', text: '12,5 кг' });
    expect(orderLabels(order({ packages: 0 }))).toHaveLength(1);
  });

  it('no weight line when a weight is unknown; dashes for a missing buyer, seller or address', () => {
    const [label] = orderLabels(
      order({ weightGrams: null, buyer: null, seller: null, destination: { kind: 'unknown' } }),
    );
    expect(label?.lines).toEqual([
      { label: 'Покупатель', text: '----' },
      { label: 'Адрес доставки', text: '----' },
      { label: 'Продавец', text: '----' },
    ]);
  });

  it('pick-up point, pick-up from the seller, and clipped long texts', () => {
    const line = (destination: LabelOrderFacts['destination']) =>
      orderLabels(order({ destination }))[0]?.lines[1];
    expect(line({ kind: 'pickupPoint', text: 'СДЭК: ул. Ленина, 1' })).toEqual({
      label: 'Пункт выдачи',
      text: 'СДЭК: ул. Ленина, 1',
    });
    expect(line({ kind: 'sellerPickup', text: null })).toEqual({
      label: 'Самовывоз',
      text: 'со склада продавца',
    });
    expect(line({ kind: 'sellerPickup', text: 'г. Екатеринбург, ул. Монтажников, д. 4' })?.text).toBe(
      'г. Екатеринбург, ул. Монтажников, д. 4',
    );
    const long = line({ kind: 'address', text: 'ул. Длинная,   д. 1, '.repeat(20) })?.text ?? '';
    expect(long).toHaveLength(LABEL_TEXT_LIMITS.address);
    expect(long.endsWith('…')).toBe(true);
    expect(long).not.toMatch(/\s{2}/);
    expect(clip('  a  b ', 10)).toBe('a b');
  });

  it('weights in kilograms with a comma and grouped thousands', () => {
    expect(formatWeight(12_500)).toBe('12,5 кг');
    expect(formatWeight(350)).toBe('0,35 кг');
    expect(formatWeight(1_250_000)).toBe('1\u00a0250 кг');
    expect(formatWeight(1)).toBe('0,001 кг');
  });

  it('ready to ship: wholesale 3, 22, 4, 8; retail 2, 15', () => {
    const ready = (kind: 'wholesale' | 'retail', ids: number[]) =>
      ids.filter((id) => isReadyForLabels(kind, id));
    expect(ready('wholesale', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 21, 22, 23, 24])).toEqual([3, 4, 8, 22]);
    expect(ready('retail', [1, 2, 3, 4, 5, 6, 7, 15, 16])).toEqual([2, 15]);
  });

  it('pages: one label each for 58 × 40, 24 a sheet for A4, in the order asked', () => {
    const labels = labelsOf([
      order({ packages: 2 }),
      ...Array.from({ length: 24 }, (_, i) => order({ id: i + 10, number: String(i + 10) })),
    ]);
    expect(labels).toHaveLength(26);
    expect(labels.slice(0, 3).map((l) => `${l.orderNumber}/${l.packageIndex}`)).toEqual([
      '5/1',
      '5/2',
      '10/1',
    ]);
    expect(labelPages(labels, '58x40')).toHaveLength(26);
    expect(labelPages(labels, 'a4').map((page) => page.length)).toEqual([24, 2]);
    expect(labelPages([], 'a4')).toEqual([]);
  });
});
