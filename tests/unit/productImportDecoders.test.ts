import { describe, expect, it } from 'vitest';
import { decoder } from '../../src/api/decode';
import {
  importHistorySchema,
  importJobSchema,
  importRowsSchema,
  importUndoResultSchema,
} from '../../src/api/productImportDecoders';
import type { ImportJob, ImportRow } from '../../contract';
import { GARBAGE } from './specOnlyReply';

const decodeJob = decoder(importJobSchema);
const decodeRows = decoder(importRowsSchema);
const decodeHistory = decoder(importHistorySchema);
const decodeUndo = decoder(importUndoResultSchema);

const fullJob: ImportJob = {
  id: 7,
  kind: 'prices',
  fileName: 'цены.xlsx',
  status: 'checked',
  progress: { done: 3, total: 3 },
  counts: { create: 0, update: 2, unchanged: 1, errors: 1 },
  createdAt: '2026-11-20T09:30:00.000Z',
  appliedAt: null,
  undoneAt: null,
  authorName: 'Ирина Волкова',
  errorMessage: null,
};

const fullRow: ImportRow = {
  rowNumber: 2,
  vendorCode: 'PRF-800',
  productId: 101,
  productName: 'Перфоратор',
  action: 'update',
  changes: [{ field: 'priceForOne', old: 1200, new: 1150.5 }],
  errors: [{ field: 'discount', message: 'Скидка — целое число от 0 до 99' }],
};

describe('import decoders', () => {
  it('reads a full import as sent', () => {
    const { kind: _kind, ...expected } = fullJob;
    expect(decodeJob(fullJob)).toEqual({ ...expected, reportedStatus: null });
  });

  it('reads an import with only its id: counts and texts null, the status unknown (failed, as sent)', () => {
    expect(decodeJob({ id: '7' })).toEqual({
      id: 7,
      fileName: null,
      status: 'failed',
      reportedStatus: '',
      progress: { done: null, total: null },
      counts: { create: null, update: null, unchanged: null, errors: null },
      createdAt: null,
      appliedAt: null,
      undoneAt: null,
      authorName: null,
      errorMessage: null,
    });
  });

  it('reads a status it does not know as failed and keeps what the server said', () => {
    const job = decodeJob({ ...fullJob, status: 'paused', counts: { update: 'x', errors: '4' } });
    expect(job.status).toBe('failed');
    expect(job.reportedStatus).toBe('paused');
    expect(job.counts).toEqual({ create: null, update: null, unchanged: null, errors: 4 });
  });

  it('refuses an import without an id (nothing can be asked about it)', () => {
    for (const garbage of [...GARBAGE, { status: 'checked' }]) expect(() => decodeJob(garbage)).toThrow();
  });

  it('reads rows, leaving out those without a row number and fields it does not know', () => {
    const page = decodeRows({
      results: [
        fullRow,
        { vendorCode: 'NO-NUMBER' },
        { rowNumber: 5, action: 'explode', changes: [{ field: 'colour', old: 'a', new: 3 }], errors: 'x' },
      ],
      pageCount: 2,
      rowCount: 3,
    });
    expect(page.pageCount).toBe(2);
    expect(page.rowCount).toBe(3);
    expect(page.results).toEqual([
      fullRow,
      {
        rowNumber: 5,
        vendorCode: null,
        productId: null,
        productName: null,
        action: null,
        changes: [{ field: null, old: null, new: 3 }],
        errors: [],
      },
    ]);
  });

  it('reads the history and the undo result, and garbage as empty', () => {
    expect(
      decodeHistory({ results: [fullJob, { fileName: 'без id' }] }).results.map((job) => job.id),
    ).toEqual([7]);
    expect(decodeUndo({ restored: 3, kept: [{ productId: 1, productName: 'Дрель' }, null] })).toEqual({
      restored: 3,
      kept: [{ productId: 1, productName: 'Дрель' }],
    });
    for (const garbage of GARBAGE) {
      expect(() => decodeRows(garbage)).not.toThrow();
      expect(() => decodeHistory(garbage)).not.toThrow();
      expect(() => decodeUndo(garbage)).not.toThrow();
    }
    expect(decodeUndo(null)).toEqual({ restored: null, kept: [] });
  });
});
