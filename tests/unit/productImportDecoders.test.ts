import { describe, expect, expectTypeOf, it } from 'vitest';
import { decoder } from '../../src/api/decode';
import {
  IMPORT_FIELDS,
  IMPORT_KINDS,
  importHistorySchema,
  importJobSchema,
  importRowsSchema,
  importUndoResultSchema,
} from '../../src/api/productImportDecoders';
import type { ImportField, ImportJob, ImportKind, ImportRow } from '../../contract';
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
  sheet: null,
  rowNumber: 2,
  vendorCode: 'PRF-800',
  productId: 101,
  productName: 'Перфоратор',
  action: 'update',
  changes: [{ field: 'priceForOne', old: 1200, new: 1150.5 }],
  errors: [{ field: 'discount', message: 'Скидка — целое число от 0 до 99' }],
};

const createRow: ImportRow = {
  sheet: 'Оптовые товары',
  rowNumber: 3,
  vendorCode: 'JKT-1',
  productId: null,
  productName: 'Куртка',
  action: 'create',
  changes: [
    { field: 'productName', old: null, new: 'Куртка' },
    { field: 'withNDS', old: null, new: 'Да' },
    { field: 'priceForOne', old: null, new: 4990 },
    { field: 'weight', old: null, new: 0.75 },
  ],
  errors: [{ field: 'product', message: 'Вариант 2: укажите цену' }],
};

describe('import decoders', () => {
  it('knows every field and kind of the contract', () => {
    expectTypeOf<(typeof IMPORT_FIELDS)[number]>().toEqualTypeOf<ImportField>();
    expectTypeOf<(typeof IMPORT_KINDS)[number]>().toEqualTypeOf<ImportKind>();
    expect(new Set(IMPORT_FIELDS).size).toBe(IMPORT_FIELDS.length);
  });

  it('reads a full import as sent', () => {
    expect(decodeJob(fullJob)).toEqual({ ...fullJob, reportedStatus: null });
    expect(decodeJob({ ...fullJob, kind: 'products' }).kind).toBe('products');
  });

  it('reads a kind it does not know as null', () => {
    for (const kind of ['stock', 1, null, undefined, { kind: 'prices' }])
      expect(decodeJob({ ...fullJob, kind }).kind).toBeNull();
  });

  it('reads an import with only its id: counts and texts null, the status unknown (failed, as sent)', () => {
    expect(decodeJob({ id: '7' })).toEqual({
      id: 7,
      kind: null,
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
        sheet: null,
        rowNumber: 5,
        vendorCode: null,
        productId: null,
        productName: null,
        action: null,
        changes: [{ field: null, old: 'a', new: 3 }],
        errors: [],
      },
    ]);
  });

  it('reads a row of a sheet that creates a product, with texts and figures as sent', () => {
    expect(decodeRows({ results: [createRow] }).results).toEqual([createRow]);
  });

  it('keeps a change as a number or a text; anything else is null', () => {
    const [row] = decodeRows({
      results: [
        {
          rowNumber: 2,
          changes: [
            { field: 'vendorCode', old: '0012', new: '12' },
            { field: 'productDescription', old: '', new: 'Тёплая' },
            { field: 'withNDS', old: true, new: { text: 'Да' } },
            { field: 'weight', old: Infinity, new: NaN },
            { field: 'productProperties', old: ['Цвет'], new: 0 },
          ],
        },
      ],
    }).results;
    expect(row!.changes).toEqual([
      { field: 'vendorCode', old: '0012', new: '12' },
      { field: 'productDescription', old: '', new: 'Тёплая' },
      { field: 'withNDS', old: null, new: null },
      { field: 'weight', old: null, new: null },
      { field: 'productProperties', old: null, new: 0 },
    ]);
  });

  it('reads a sheet as a name or null', () => {
    const sheets = decodeRows({
      results: [
        { rowNumber: 2, sheet: ' Розничные товары ' },
        { rowNumber: 3, sheet: '' },
        { rowNumber: 4, sheet: 7 },
        { rowNumber: 5, sheet: null },
        { rowNumber: 6 },
      ],
    }).results.map((row) => row.sheet);
    expect(sheets).toEqual(['Розничные товары', null, null, null, null]);
  });

  it('reads the history and the undo result, and garbage as empty', () => {
    expect(
      decodeHistory({ results: [fullJob, { fileName: 'без id' }] }).results.map((job) => job.id),
    ).toEqual([7]);
    expect(decodeUndo({ restored: 3, kept: [{ productId: 1, productName: 'Дрель' }, null] })).toEqual({
      restored: 3,
      removed: null,
      kept: [{ productId: 1, productName: 'Дрель' }],
    });
    expect(decodeUndo({ restored: 0, removed: 2, kept: [] })).toEqual({ restored: 0, removed: 2, kept: [] });
    expect(decodeUndo({ restored: 1, removed: 'два' }).removed).toBeNull();
    for (const garbage of GARBAGE) {
      expect(() => decodeRows(garbage)).not.toThrow();
      expect(() => decodeHistory(garbage)).not.toThrow();
      expect(() => decodeUndo(garbage)).not.toThrow();
    }
    expect(decodeUndo(null)).toEqual({ restored: null, removed: null, kept: [] });
  });
});
