import { describe, expect, it } from 'vitest';
import { decodeRetailFinances, decodeRetailFinanceRow, retailSortColumn } from '../../src/api/finances';

/** Issue 8 point 12: retail finance rows carry the retail order number (docs/contract/finances.md). */
describe('retail finance rows: the order number', () => {
  it('reads `number` beside the internal id', () => {
    const row = decodeRetailFinanceRow({ id: 1, number: '1000001', amount: 10 });
    expect(row.id).toBe(1);
    expect(row.number).toBe('1000001');
    expect(decodeRetailFinanceRow({ id: 83, number: 1000083 }).number).toBe('1000083');
    expect(decodeRetailFinanceRow({ id: 5, orderNumber: '1000005' }).number).toBe('1000005');
  });

  it('is undefined when a server sends no number (the column falls back to the id)', () => {
    expect(decodeRetailFinanceRow({ id: 7 }).number).toBeUndefined();
    expect(decodeRetailFinances({ results: [{ id: 2, number: '1000002' }] }).rows[0]?.number).toBe('1000002');
  });

  it('sorts the number column by the order number', () => {
    expect(retailSortColumn('number')).toBe('invoiceNumber');
  });
});
