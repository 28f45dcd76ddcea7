import { describe, expect, it } from 'vitest';
import {
  addDaysToDay,
  COMPLETED_STATUSES,
  isOrderCompleted,
  orderEntries,
  reconcile,
  RETAIL_STATUS_IDS,
  spreadKopecks,
  WHOLESALE_STATUS_IDS,
  type ReconciliationOrder,
} from '../../rules';
import { Random } from '../../server/db/seeds/random';
import { updLines } from '../../server/services/updData';

/**
 * The reconciliation act (docs/contract/documents.md "Акт сверки", rules/reconciliation.ts):
 * opening + debits − credits = closing to the kopeck, over generated orders; a period split in two
 * gives the second's opening = the first's closing; each order's entries follow its status.
 */

const START = '2025-01-01';

function generatedOrders(seed: number, count: number): ReconciliationOrder[] {
  const g = new Random(seed);
  return Array.from({ length: count }, (_, index) => {
    const kind = g.next() < 0.5 ? 'wholesale' : 'retail';
    return {
      kind,
      id: index + 1,
      number: kind === 'retail' ? String(1_000_001 + index) : String(index + 1),
      day: addDaysToDay(START, g.int(0, 400)) ?? START,
      statusId: g.pick(kind === 'retail' ? RETAIL_STATUS_IDS : WHOLESALE_STATUS_IDS),
      // Up to 10 million rubles, any kopecks.
      total: g.int(1, 1_000_000_000),
    };
  });
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

describe('reconcile: balances over generated orders', () => {
  for (const seed of [1, 2, 3, 42, 2026, 65_537]) {
    it(`seed ${seed}: opening + debits − credits = closing; a split period carries its balance`, () => {
      const g = new Random(seed * 7919);
      const orders = generatedOrders(seed, 600);
      const from = addDaysToDay(START, g.int(0, 200)) ?? START;
      const middle = addDaysToDay(from, g.int(0, 100)) ?? from;
      const to = addDaysToDay(middle, g.int(1, 150)) ?? middle;
      const act = reconcile(orders, from, to);

      expect(act.debit).toBe(sum(act.entries.map((e) => e.debit)));
      expect(act.credit).toBe(sum(act.entries.map((e) => e.credit)));
      expect(act.closing).toBe(act.opening + act.debit - act.credit);
      expect(act.entries.every((e) => e.day >= from && e.day <= to)).toBe(true);
      expect(act.entries.map((e) => e.day)).toEqual(act.entries.map((e) => e.day).sort());

      // The opening is everything before the period, the closing everything up to its end.
      const all = orders.flatMap(orderEntries);
      const balance = (entries: typeof all) => sum(entries.map((e) => e.debit - e.credit));
      expect(act.opening).toBe(balance(all.filter((e) => e.day < from)));
      expect(act.closing).toBe(balance(all.filter((e) => e.day <= to)));

      const first = reconcile(orders, from, middle);
      const second = reconcile(orders, addDaysToDay(middle, 1) ?? middle, to);
      expect(second.opening).toBe(first.closing);
      expect(second.closing).toBe(act.closing);
      expect(first.debit + second.debit).toBe(act.debit);
      expect(first.credit + second.credit).toBe(act.credit);
      expect(Number.isSafeInteger(act.closing)).toBe(true);
    });
  }

  it('an empty period of a known buyer keeps the balance: opening = closing, no rows', () => {
    const orders = generatedOrders(7, 50);
    const act = reconcile(orders, '2030-01-01', '2030-01-31');
    expect(act.entries).toEqual([]);
    expect(act.closing).toBe(act.opening);
  });
});

describe('orderEntries: what an order puts on the act', () => {
  const order = (kind: 'wholesale' | 'retail', statusId: number): ReconciliationOrder => ({
    kind,
    id: 1,
    number: '1',
    day: '2026-03-01',
    statusId,
    total: 123_45,
  });
  const kinds = (kind: 'wholesale' | 'retail', statusId: number) =>
    orderEntries(order(kind, statusId)).map((e) => [e.kind, e.debit, e.credit]);

  it('unpaid wholesale orders (1, 9, 10) put nothing', () => {
    for (const status of [1, 9, 10]) expect(kinds('wholesale', status)).toEqual([]);
  });
  it('a paid order in progress: the payment only (the seller owes the goods)', () => {
    expect(kinds('wholesale', 2)).toEqual([['payment', 0, 123_45]]);
    expect(kinds('retail', 3)).toEqual([['payment', 0, 123_45]]);
  });
  it('a completed order: payment and shipment, balance 0', () => {
    for (const status of [6, 7]) {
      expect(kinds('wholesale', status)).toEqual([
        ['payment', 0, 123_45],
        ['shipment', 123_45, 0],
      ]);
    }
    for (const status of [4, 5]) expect(kinds('retail', status)).toHaveLength(2);
  });
  it('a cancelled order: payment and refund, balance 0', () => {
    expect(kinds('wholesale', 24)).toEqual([
      ['payment', 0, 123_45],
      ['refund', 123_45, 0],
    ]);
    expect(kinds('retail', 6)).toEqual([
      ['payment', 0, 123_45],
      ['refund', 123_45, 0],
    ]);
  });
  it('completed means delivered or completed, nothing else', () => {
    expect(COMPLETED_STATUSES).toEqual({ wholesale: [6, 7], retail: [4, 5] });
    expect(WHOLESALE_STATUS_IDS.filter((s) => isOrderCompleted('wholesale', s))).toEqual([6, 7]);
    expect(isOrderCompleted('retail', null)).toBe(false);
  });
});

describe('spreadKopecks: a discount over the УПД lines', () => {
  it('gives exact shares in proportion, the leftover kopecks to the largest remainders', () => {
    expect(spreadKopecks([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(spreadKopecks([300, 100], 4)).toEqual([3, 1]);
    expect(spreadKopecks([0, 0], 5)).toEqual([0, 5]);
    expect(spreadKopecks([], 5)).toEqual([]);
  });
  it('always adds up to the total, also for sums beyond 2^53 when multiplied', () => {
    const g = new Random(99);
    for (let i = 0; i < 500; i += 1) {
      const weights = Array.from({ length: g.int(1, 12) }, () => g.int(0, 2_000_000_000));
      const total = g.int(0, sum(weights));
      const shares = spreadKopecks(weights, total);
      expect(sum(shares)).toBe(total);
      shares.forEach((s, k) => expect(s).toBeLessThanOrEqual(weights[k] ?? 0));
    }
  });
});

describe('updLines: the УПД lines add up to the order total', () => {
  const goods = [
    { name: 'Товар', unit: 'шт', quantity: 3, amount: 300_00, withVat: true },
    { name: 'Доставка', unit: 'усл.', quantity: 1, amount: 100_00, withVat: false },
  ];

  it('spreads a coupon discount over the lines; VAT is 20/120 of a line with VAT', () => {
    const lines = updLines(goods, 360_00);
    expect(lines.map((l) => l.amount)).toEqual([270_00, 90_00]);
    expect(lines[0]).toMatchObject({ vatRate: 20, vat: 45_00, amountWithoutVat: 225_00 });
    expect(lines[1]).toMatchObject({ vatRate: null, vat: 0, amountWithoutVat: 90_00 });
  });

  it('a total above the lines adds the rest as delivery; without a discount the lines stay', () => {
    expect(updLines(goods, 410_00).map((l) => [l.name, l.amount])).toEqual([
      ['Товар', 300_00],
      ['Доставка', 100_00],
      ['Доставка', 10_00],
    ]);
    expect(updLines(goods, 400_00).map((l) => l.amount)).toEqual([300_00, 100_00]);
    // An odd kopeck goes to the larger remainder: 300,00 and 100,01 less 40,01.
    const odd = updLines([goods[0]!, { ...goods[1]!, amount: 100_01 }], 360_00);
    expect(odd.map((l) => l.amount)).toEqual([269_99, 90_01]);
  });
});
