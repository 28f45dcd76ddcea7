import type { Db } from '../db/index.js';
import { all, run } from '../db/query.js';
import type { ImportSheet } from './productImportFile.js';
import { CHECK_SLICE_ROWS, IMPORT_MESSAGES } from './productImportRules.js';
import {
  checkRow,
  rowsByVendorCode,
  type CheckedRow,
  type RowContext,
  type StoreOption,
} from './productImportRow.js';

/**
 * The check (dry run) of an uploaded sheet (docs/contract/import.md): in slices of
 * CHECK_SLICE_ROWS rows, yielding to the event loop between slices so the server keeps
 * answering, each slice storing its rows and the progress. Reads the catalogue, never writes it.
 */

/** The options of the caller's store by trimmed vendor code (another store's codes are never seen). */
export function storeOptions(db: Db, storeId: number): Map<string, StoreOption[]> {
  const rows = all<StoreOption & { vendorCode: string }>(
    db,
    `SELECT o.id AS optionId, o.product_id AS productId, p.product_name AS productName,
       TRIM(o.vendor_code) AS vendorCode, o.price_for_one AS priceForOne, o.discount AS discount,
       o.quantity AS quantityForSale
     FROM product_options o JOIN products p ON p.id = o.product_id WHERE p.store_id = ?`,
    storeId,
  );
  const byCode = new Map<string, StoreOption[]>();
  for (const { vendorCode, ...option } of rows) {
    const list = byCode.get(vendorCode) ?? [];
    list.push(option);
    byCode.set(vendorCode, list);
  }
  return byCode;
}

function storeSlice(db: Db, importId: number, rows: readonly CheckedRow[], done: number): void {
  const insert = db.prepare(
    `INSERT INTO product_import_rows
       (import_id, row_number, cells, vendor_code, option_id, product_id, product_name, action, changes, errors)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    for (const row of rows) {
      insert.run(
        importId,
        row.rowNumber,
        JSON.stringify(row.cells),
        row.vendorCode,
        row.option?.optionId ?? null,
        row.option?.productId ?? null,
        row.option?.productName ?? null,
        row.action,
        JSON.stringify(row.changes),
        JSON.stringify(row.errors),
      );
    }
    run(db, 'UPDATE product_imports SET progress_done = ? WHERE id = ?', done, importId);
  })();
}

/** The check is over: the counts of each action, status `checked`. */
export function finishCheck(db: Db, importId: number): void {
  const count = (action: string) =>
    `(SELECT COUNT(*) FROM product_import_rows WHERE import_id = product_imports.id AND action = '${action}')`;
  run(
    db,
    `UPDATE product_imports SET status = 'checked', create_count = ${count('create')},
       update_count = ${count('update')}, unchanged_count = ${count('unchanged')}, error_count = ${count('error')}
     WHERE id = ? AND status = 'checking'`,
    importId,
  );
}

/** A check that threw: the import is `failed` with the contract's message. */
export function failCheck(db: Db, importId: number): void {
  if (!db.open) return;
  run(
    db,
    "UPDATE product_imports SET status = 'failed', error_message = ? WHERE id = ? AND status = 'checking'",
    IMPORT_MESSAGES.checkFailed,
    importId,
  );
}

export interface CheckRun {
  db: Db;
  importId: number;
  storeId: number;
  sheet: ImportSheet;
  /** Told of a check that failed (the import is marked `failed`). */
  onError: (error: unknown) => void;
}

/** Starts the check in the background; the promise settles when the import is checked or failed. */
export function runCheck(job: CheckRun): Promise<void> {
  const { db, importId, sheet } = job;
  return new Promise((resolve) => {
    let ctx: RowContext;
    let next = 0;
    const fail = (error: unknown) => {
      failCheck(db, importId);
      job.onError(error);
      resolve();
    };
    const slice = () => {
      try {
        // A server closing (tests, shutdown) stops the check; the restart marks it failed.
        if (!db.open) return resolve();
        ctx ??= { sheet, options: storeOptions(db, job.storeId), rowsOfCode: rowsByVendorCode({ sheet }) };
        const rows = sheet.rows.slice(next, next + CHECK_SLICE_ROWS).map((row) => checkRow(ctx, row));
        next += rows.length;
        storeSlice(db, importId, rows, next);
        if (next < sheet.rows.length) return void setImmediate(slice);
        finishCheck(db, importId);
        resolve();
      } catch (error) {
        fail(error);
      }
    };
    setImmediate(slice);
  });
}
