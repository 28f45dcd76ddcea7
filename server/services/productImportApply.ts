import type { ImportChange, ImportJob, ImportKeptProduct, ImportUndoResult } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, run } from '../db/query.js';
import { ok, type Envelope } from '../lib/envelope.js';
import { iso } from '../lib/time.js';
import { refusal } from './productsCommon.js';
import { IMPORT_MESSAGES, type FigureField } from './productImportRules.js';
import { applyProductRows, undoProductRows } from './productImportProductApply.js';
import { findImport } from './productImportStore.js';
import {
  currentFigures,
  refreshProducts,
  sameFigures,
  writeFigures,
  type OptionFigures,
} from './productImportWrite.js';

/**
 * Apply and undo of a checked import (docs/contract/import.md), each in ONE transaction that also
 * moves the status, so a server killed midway leaves all or nothing (and recoverImports puts an
 * `applying` import back to `checked`).
 */

export interface ImportCall {
  db: Db;
  storeId: number;
  importId: number;
  now: number;
}

const notFound = (): Envelope<never> => refusal(IMPORT_MESSAGES.notFound);

interface UpdateRow {
  id: number;
  option_id: number;
  changes: string;
}

function applyPriceRows(call: ImportCall): void {
  const { db, storeId, importId } = call;
  const rows = all<UpdateRow>(
    db,
    "SELECT id, option_id, changes FROM product_import_rows WHERE import_id = ? AND action = 'update' ORDER BY row_number",
    importId,
  );
  const keep = db.prepare('UPDATE product_import_rows SET before = ?, written = ? WHERE id = ?');
  const products = new Set<number>();
  for (const row of rows) {
    const current = currentFigures(db, storeId, row.option_id);
    // An option deleted since the check has nothing left to change.
    if (!current) continue;
    const { productId, ...before } = current;
    const written: OptionFigures = { ...before };
    for (const change of JSON.parse(row.changes) as ImportChange[]) {
      if (typeof change.new === 'number') written[change.field as FigureField] = change.new;
    }
    writeFigures(db, row.option_id, written);
    keep.run(JSON.stringify(before), JSON.stringify(written), row.id);
    products.add(productId);
  }
  refreshProducts(db, products);
}

function applyRows(call: ImportCall, kind: ImportJob['kind']): void {
  if (kind === 'products') applyProductRows(call.db, call);
  else applyPriceRows(call);
  run(
    call.db,
    "UPDATE product_imports SET status = 'applied', applied_at = ? WHERE id = ?",
    iso(call.now),
    call.importId,
  );
}

/**
 * `Apply`: claims the checked import (`applying`) and answers at once; the transaction runs next,
 * and a failure puts the import back to `checked`.
 */
export function startApply(call: ImportCall, onError: (error: unknown) => void): Envelope<ImportJob> {
  const { db, storeId, importId } = call;
  const found = findImport(db, storeId, importId);
  if (!found) return notFound();
  if (found.job.status !== 'checked') return refusal(IMPORT_MESSAGES.notChecked);
  if (found.job.counts.update + found.job.counts.create === 0) return refusal(IMPORT_MESSAGES.noChanges);
  const claimed = run(
    db,
    "UPDATE product_imports SET status = 'applying' WHERE id = ? AND status = 'checked'",
    importId,
  ).changes;
  if (claimed !== 1) return refusal(IMPORT_MESSAGES.notChecked);
  setImmediate(() => {
    try {
      db.transaction(() => applyRows(call, found.job.kind))();
    } catch (error) {
      if (db.open)
        run(
          db,
          "UPDATE product_imports SET status = 'checked' WHERE id = ? AND status = 'applying'",
          importId,
        );
      onError(error);
    }
  });
  return ok({ ...found.job, status: 'applying' });
}

const markUndone = (call: ImportCall): void => {
  run(
    call.db,
    "UPDATE product_imports SET status = 'undone', undone_at = ? WHERE id = ?",
    iso(call.now),
    call.importId,
  );
};

interface AppliedRow {
  option_id: number;
  product_id: number;
  product_name: string;
  before: string;
  written: string;
}

/**
 * `Undo`: every option the import changed gets its values back, except the products changed since
 * (an option of theirs no longer holds what the import wrote, or is gone): those are kept and named.
 */
export function undoImport(call: ImportCall): Envelope<ImportUndoResult> {
  const { db, storeId, importId } = call;
  const found = findImport(db, storeId, importId);
  if (!found) return notFound();
  if (found.job.status !== 'applied') return refusal(IMPORT_MESSAGES.notApplied);
  if (found.job.kind === 'products') {
    return db.transaction((): Envelope<ImportUndoResult> => {
      const result = undoProductRows(db, call);
      markUndone(call);
      return ok(result);
    })();
  }
  return db.transaction((): Envelope<ImportUndoResult> => {
    const rows = all<AppliedRow>(
      db,
      `SELECT option_id, product_id, product_name, before, written FROM product_import_rows
       WHERE import_id = ? AND action = 'update' AND written IS NOT NULL ORDER BY row_number`,
      importId,
    );
    const kept = new Map<number, ImportKeptProduct>();
    for (const row of rows) {
      const now = currentFigures(db, storeId, row.option_id);
      if (!now || !sameFigures(now, JSON.parse(row.written) as OptionFigures)) {
        kept.set(row.product_id, { productId: row.product_id, productName: row.product_name });
      }
    }
    const restoring = rows.filter((row) => !kept.has(row.product_id));
    for (const row of restoring) writeFigures(db, row.option_id, JSON.parse(row.before) as OptionFigures);
    refreshProducts(
      db,
      restoring.map((row) => row.product_id),
    );
    markUndone(call);
    return ok({ restored: restoring.length, kept: [...kept.values()] });
  })();
}
