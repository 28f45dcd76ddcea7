import { describe, expect, it } from 'vitest';
import {
  DeliveryMethod,
  deliveryMethodChoices,
  deliveryMethodLabelKey,
  deliveryMethods,
  isSafeDealStatus,
  isWholesalePseudoStatus,
  RETAIL_STATUS_IDS,
  RetailStatus,
  retailFinanceStatusOptions,
  retailStatusChoices,
  retailStatusKind,
  retailStatusLabelKey,
  retailStatuses,
  SAFE_DEAL_STATUS_IDS,
  SafeDealStatus,
  safeDealFinanceStatusOptions,
  safeDealStatusLabelKey,
  safeDealStatuses,
  ShippingMethod,
  shippingMethodChoices,
  shippingMethodLabelKey,
  shippingMethods,
  WHOLESALE_PSEUDO_STATUS_IDS,
  WHOLESALE_PSEUDO_STATUS_QUERIES,
  WHOLESALE_STATUS_IDS,
  WholesaleStatus,
  wholesaleFinanceStatusOptions,
  wholesaleStatusChoices,
  wholesaleStatusKind,
  wholesaleStatusLabelKey,
  wholesaleStatuses,
  type Concept,
  type StatusKind,
} from '../../src/domain';
import { interpolate, lookup } from '../../src/i18n';
import { ru } from '../../src/i18n/ru';

const russian = /[А-Яа-яЁё]/;
const name = (key: string, id?: number) =>
  interpolate(lookup(ru, key) ?? `<missing ${key}>`, { id: id ?? '' });

/** Spec section 4, written out here on purpose (not derived from the tables under test). */
const SPEC_WHOLESALE: Record<number, StatusKind> = {
  1: 'danger',
  2: 'purple',
  3: 'success',
  4: 'success',
  5: 'purple',
  6: 'purple',
  7: 'success',
  8: 'danger',
  9: 'danger',
  10: 'danger',
  21: 'danger',
  22: 'danger',
  23: 'danger',
  24: 'danger',
};
const SPEC_RETAIL: Record<number, StatusKind> = {
  1: 'danger',
  2: 'success',
  3: 'purple',
  4: 'success',
  5: 'success',
  6: 'danger',
  7: 'danger',
  15: 'danger',
  16: 'danger',
};

const concepts: [string, Concept<number>][] = [
  ['wholesale statuses', wholesaleStatuses],
  ['retail statuses', retailStatuses],
  ['safe-deal statuses', safeDealStatuses],
  ['shipping methods', shippingMethods],
  ['delivery methods', deliveryMethods],
];

describe('every row of every table', () => {
  it.each(concepts)('%s: the label key exists in the ru tree and names it in Russian', (_, concept) => {
    for (const row of concept.rows) {
      expect(lookup(ru, row.labelKey), `${row.id} ${row.labelKey}`).toMatch(russian);
      expect(concept.labelKey(row.id)).toBe(row.labelKey);
    }
  });

  it.each(concepts)('%s: ids are unique and each has a colour kind', (_, concept) => {
    const ids = concept.rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const row of concept.rows) expect(['danger', 'purple', 'success', 'default']).toContain(row.kind);
  });
});

describe('wholesale statuses', () => {
  it('names the ids of spec section 4, the pseudo-statuses and the finance extra', () => {
    expect(WholesaleStatus.NotPaid).toBe(1);
    expect(WholesaleStatus.Cancelled).toBe(24);
    expect(WHOLESALE_STATUS_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 21, 22, 23, 24]);
    expect(WHOLESALE_PSEUDO_STATUS_IDS).toEqual([30, 31, 32]);
    expect(WholesaleStatus.Delivered).toBe(100);
  });

  it('colours every status exactly as spec section 4', () => {
    for (const id of WHOLESALE_STATUS_IDS) expect(wholesaleStatusKind(id), `${id}`).toBe(SPEC_WHOLESALE[id]);
    for (const id of [0, 30, 31, 32, 100]) expect(wholesaleStatusKind(id)).toBe('default');
  });

  it('names every status; 100 is the finance filter\'s "Доставлен"', () => {
    expect(name(wholesaleStatusLabelKey(0))).toBe('Все статусы');
    expect(name(wholesaleStatusLabelKey(WholesaleStatus.NotPaid))).toBe('Не оплачен');
    expect(name(wholesaleStatusLabelKey(WholesaleStatus.ShippedSellerDelivers))).toBe(
      'Отгружен (доставка продавцом)',
    );
    expect(name(wholesaleStatusLabelKey(WholesaleStatus.Delivered))).toBe('Доставлен');
  });

  it('falls back to "Статус <id>" for an unknown, missing or odd id, and to the default colour', () => {
    for (const id of [99, -1, 1.5, null, undefined]) {
      expect(wholesaleStatusLabelKey(id)).toBe('orders.wholesaleStatus.unknown');
      expect(wholesaleStatusKind(id)).toBe('default');
    }
    expect(name(wholesaleStatusLabelKey(99), 99)).toBe('Статус 99');
  });

  it('offers every status then the pseudo-statuses in the order list, every status then 100 in finances', () => {
    expect(wholesaleStatusChoices.map((choice) => choice.id)).toEqual([...WHOLESALE_STATUS_IDS, 30, 31, 32]);
    expect(wholesaleStatusChoices[0]).toEqual({ id: 1, name: 'orders.wholesaleStatus.1' });
    expect(wholesaleFinanceStatusOptions.map((option) => option.value)).toEqual([
      ...WHOLESALE_STATUS_IDS,
      100,
    ]);
    expect(wholesaleFinanceStatusOptions.at(-1)).toEqual({
      value: 100,
      labelKey: 'finances.deliveredStatus',
    });
  });

  it('sends a pseudo-status as its real status and shipping method (spec section 4)', () => {
    expect(WHOLESALE_PSEUDO_STATUS_QUERIES).toEqual({
      30: { statusId: 6, keepShippingMethodId: 1 },
      31: { statusId: 6, keepShippingMethodId: 2 },
      32: { statusId: 4, bodyShippingMethodId: 2 },
    });
    expect([29, 30, 31, 32, 33].map(isWholesalePseudoStatus)).toEqual([false, true, true, true, false]);
  });
});

describe('retail statuses', () => {
  it('names the codes of spec section 4 and colours them exactly', () => {
    expect(RetailStatus.InTransit).toBe(3);
    expect(RetailStatus.DeliveryOverdue).toBe(16);
    expect(RETAIL_STATUS_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 15, 16]);
    for (const id of RETAIL_STATUS_IDS) expect(retailStatusKind(id), `${id}`).toBe(SPEC_RETAIL[id]);
    expect(retailStatusKind(0)).toBe('default');
  });

  it('falls back to "Статус <code>"', () => {
    expect(retailStatusLabelKey(8)).toBe('orders.retailStatus.unknown');
    expect(name(retailStatusLabelKey(8), 8)).toBe('Статус 8');
    expect(retailStatusKind(8)).toBe('default');
  });

  it('offers every code in the order list and in finances (no 100)', () => {
    expect(retailStatusChoices.map((choice) => choice.id)).toEqual(RETAIL_STATUS_IDS);
    expect(retailFinanceStatusOptions.map((option) => option.value)).toEqual(RETAIL_STATUS_IDS);
  });
});

describe('safe-deal statuses', () => {
  it('names the four statuses of spec section 4 exactly', () => {
    expect(SafeDealStatus).toEqual({ Reserved: 1, Sent: 2, ReturnIssued: 3, NotPaid: 4 });
    expect(SAFE_DEAL_STATUS_IDS.map((id) => name(safeDealStatusLabelKey(id)))).toEqual([
      'Зарезервированы',
      'Отправлены',
      'Возврат оформлен',
      'Не оплачен',
    ]);
    expect(safeDealFinanceStatusOptions.map((option) => option.value)).toEqual([1, 2, 3, 4]);
  });

  it('falls back to "Статус <id>"; only 1..4 are safe-deal statuses', () => {
    expect(name(safeDealStatusLabelKey(5), 5)).toBe('Статус 5');
    expect([0, 1, 4, 5, '1', null].map(isSafeDealStatus)).toEqual([false, true, true, false, false, false]);
  });
});

describe('shipping and delivery methods', () => {
  it('names the methods of spec section 9', () => {
    expect(ShippingMethod).toEqual({ SellerDelivers: 1, BuyerCollects: 2 });
    expect(DeliveryMethod).toEqual({ MotorTransport: 1, Cdek: 2, PostOrCourier: 3 });
    expect(shippingMethodChoices).toEqual([
      { id: 1, name: 'orders.shippingMethod.1' },
      { id: 2, name: 'orders.shippingMethod.2' },
    ]);
    expect(deliveryMethodChoices.map((choice) => choice.id)).toEqual([1, 2, 3]);
  });

  it("shows '----' for an unknown or missing method", () => {
    expect(name(shippingMethodLabelKey(null))).toBe('----');
    expect(name(shippingMethodLabelKey(3))).toBe('----');
    expect(name(deliveryMethodLabelKey(undefined))).toBe('----');
    expect(name(deliveryMethodLabelKey(4))).toBe('----');
  });
});
