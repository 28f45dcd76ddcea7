import { describe, expect, it } from 'vitest';
import { lookup } from '../../src/i18n';
import { ru } from '../../src/i18n/ru';
import { retailActionsFor, wholesaleActionsFor } from '../../src/resources/orders/shared/actions';
import {
  RETAIL_STATUS_IDS as RETAIL_STATUS_CODES,
  retailStatusKind as retailOrderStatusKind,
  retailStatusLabelKey as retailStatusKey,
  WHOLESALE_PSEUDO_STATUS_IDS,
  WHOLESALE_STATUS_IDS,
  wholesaleStatusKind as wholesaleOrderStatusKind,
  wholesaleStatusLabelKey as wholesaleStatusKey,
} from '../../src/domain';

describe('status names', () => {
  it('every wholesale status 0..10, 21..24 and pseudo-status has a Russian name', () => {
    for (const id of [0, ...WHOLESALE_STATUS_IDS, ...WHOLESALE_PSEUDO_STATUS_IDS]) {
      expect(lookup(ru, wholesaleStatusKey(id)), `wholesale ${id}`).toMatch(/[А-Яа-яЁё]/);
    }
    expect(lookup(ru, wholesaleStatusKey(30))).toBe('Отгружен (доставка продавцом)');
    expect(lookup(ru, wholesaleStatusKey(31))).toBe('Отгружен (самовывоз)');
    expect(lookup(ru, wholesaleStatusKey(32))).toBe('Готов к самовывозу');
    expect(wholesaleStatusKey(99)).toBe('orders.wholesaleStatus.unknown');
  });

  it('every retail status 0..7, 15, 16 has a Russian name', () => {
    for (const code of [0, ...RETAIL_STATUS_CODES]) {
      expect(lookup(ru, retailStatusKey(code)), `retail ${code}`).toMatch(/[А-Яа-яЁё]/);
    }
  });

  it('success toasts are exactly the texts of spec section 8', () => {
    expect(ru.orders.toast).toEqual({
      declined: 'Заказ отклонён!',
      payRenewed: 'Счет продлен!',
      prolonged: 'Срок продлен!',
      success: 'Успешно!',
    });
  });
});

describe('status colours (spec section 4)', () => {
  it.each([
    [[1, 8, 9, 10, 21, 22, 23, 24], 'danger'],
    [[2, 5, 6], 'purple'],
    [[3, 4, 7], 'success'],
  ] as const)('wholesale %j -> %s', (ids, kind) => {
    for (const id of ids) expect(wholesaleOrderStatusKind(id)).toBe(kind);
  });

  it.each([
    [[1, 6, 7, 15, 16], 'danger'],
    [[2, 4, 5], 'success'],
    [[3], 'purple'],
  ] as const)('retail %j -> %s', (codes, kind) => {
    for (const code of codes) expect(retailOrderStatusKind(code)).toBe(kind);
  });
});

describe('allowed actions', () => {
  const order = (
    statusId: number,
    shippingMethodId = 1,
    extra: Partial<Parameters<typeof wholesaleActionsFor>[0]> = {},
  ) =>
    wholesaleActionsFor({
      statusId,
      shippingMethodId,
      payRenewalRequest: null,
      dispatchDeadlineRequest: null,
      ...extra,
    });

  it('wholesale actions follow the contract table', () => {
    expect(order(1)).toEqual(['decline']);
    expect(order(9, 1, { payRenewalRequest: { suggestedDays: 3 } })).toEqual(['acceptPayRenewal', 'decline']);
    expect(order(2)).toEqual(['readyToSend', 'prolongation', 'decline']);
    expect(order(21)).toEqual(['readyToSend', 'prolongation', 'decline']);
    expect(order(3)).toEqual(['dispatched']);
    expect(order(22, 1, { dispatchDeadlineRequest: { extendingDate: 'x' } })).toEqual([
      'dispatched',
      'acceptDispatchDeadline',
    ]);
    expect(order(4, 1)).toEqual(['inTransit']);
    expect(order(8, 2)).toEqual(['collected']);
    expect(order(5, 1)).toEqual(['delivered']);
    expect(order(23, 2)).toEqual([]);
    for (const done of [6, 7, 10, 24]) expect(order(done)).toEqual([]);
  });

  it('retail actions follow the contract table', () => {
    expect(retailActionsFor(1)).toEqual(['toReady', 'shippingInfo', 'cancel']);
    expect(retailActionsFor(7)).toEqual(['toReady', 'shippingInfo', 'cancel']);
    expect(retailActionsFor(2)).toEqual(['toInTransit', 'shippingInfo']);
    expect(retailActionsFor(15)).toEqual(['toInTransit']);
    expect(retailActionsFor(3)).toEqual(['toDelivered']);
    expect(retailActionsFor(16)).toEqual(['toDelivered']);
    for (const done of [4, 5, 6]) expect(retailActionsFor(done)).toEqual([]);
  });
});
