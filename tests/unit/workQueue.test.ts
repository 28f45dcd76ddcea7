import { describe, expect, it } from 'vitest';
import type { TranslateFunction } from 'react-admin';
import { decodeWorkQueue } from '../../src/api/workQueueDecoders';
import { t } from '../../src/i18n';
import { countdownText } from '../../src/resources/work-queue/countdownText';
import { itemDue, itemWhat } from '../../src/resources/work-queue/itemText';

/**
 * The work queue as the seller reads it (docs/contract/work-queue.md "Client"): the reply decoded
 * field by field, the countdown texts and what a row names.
 */

const translate = t as TranslateFunction;
const NOW = Date.parse('2026-11-30T10:00:00+03:00');

describe('work queue decoder', () => {
  it('reads a full item and leaves out items of an unknown kind or without a key', () => {
    const queue = decodeWorkQueue({
      items: [
        {
          kind: 'shipOrder',
          key: 'shipOrder-7',
          orderId: '7',
          orderNumber: '7',
          deliveryMethodId: 1,
          buyerName: 'ООО «Ромашка»',
          dueAt: '2026-12-04T15:00:00.000Z',
          createdAt: '2026-11-29T11:00:00.000Z',
        },
        { kind: 'refund', key: 'refund-1', createdAt: '2026-11-29T11:00:00.000Z' },
        { kind: 'chat', createdAt: '2026-11-29T11:00:00.000Z' },
      ],
      counts: { shipOrder: 3, chat: 'x' },
    });
    expect(queue.items).toHaveLength(1);
    expect(queue.items[0]).toMatchObject({
      orderId: 7,
      requestId: null,
      subject: null,
      dueAt: '2026-12-04T15:00:00.000Z',
    });
    expect(queue.counts).toMatchObject({ shipOrder: 3, chat: 0, review: 0 });
  });

  it('reads garbage as an empty queue', () => {
    for (const garbage of [null, 'x', [], 42])
      expect(decodeWorkQueue(garbage)).toMatchObject({ items: [], now: null });
  });
});

describe('countdown text', () => {
  it("says 'осталось' with the two largest units, 'просрочено на' when late", () => {
    expect(countdownText(translate, '2026-11-30T12:15:00+03:00', NOW)).toEqual({
      text: 'осталось 2 ч 15 мин',
      late: false,
    });
    expect(countdownText(translate, '2026-12-02T13:05:00+03:00', NOW)?.text).toBe('осталось 2 д 3 ч');
    expect(countdownText(translate, '2026-11-30T08:55:00+03:00', NOW)).toEqual({
      text: 'просрочено на 1 ч 5 мин',
      late: true,
    });
    expect(countdownText(translate, '2026-11-30T10:00:30+03:00', NOW)?.text).toBe('осталось меньше минуты');
  });

  it('shows no countdown without a readable due time', () => {
    expect(countdownText(translate, null, NOW)).toBeNull();
    expect(countdownText(translate, 'soon', NOW)).toBeNull();
  });
});

describe('row texts', () => {
  const base = decodeWorkQueue({
    items: [
      {
        kind: 'shipOrder',
        key: 'shipOrder-1',
        orderNumber: '1',
        dueAt: '2026-12-04T15:00:00.000Z',
      },
    ],
  }).items[0]!;

  it('names the order and its ship-by on the Moscow clock', () => {
    expect(itemWhat(translate, base)).toBe('Заказ № 1');
    expect(itemDue(translate, base)).toBe('Отгрузить до 04.12.2026 18:00 МСК');
  });

  it("shows '----' for a missing number and the waiting time of undated items", () => {
    expect(itemWhat(translate, { ...base, orderNumber: null })).toBe('Заказ № ----');
    expect(itemWhat(translate, { ...base, kind: 'payRenewal', suggestedDays: 3 })).toBe(
      'Заказ № 1 · Покупатель просит 3 дня',
    );
    expect(
      itemDue(translate, { ...base, kind: 'review', dueAt: null, createdAt: '2026-11-29T08:00:00.000Z' }),
    ).toBe('Ждёт с 29.11.2026 11:00 МСК');
  });
});
