import type {
  ImportJob,
  ImportKind,
  ImportRow,
  ImportRowAction,
  ImportStatus,
} from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one, run, scalar } from '../db/query.js';
import { iso } from '../lib/time.js';
import { listPage, type ListPage, type PageWindow } from './ordersCommon.js';
import { IMPORT_MESSAGES } from './productImportRules.js';

/** The stored imports and their rows (docs/contract/import.md): reads, the job's wire shape, the restart rule. */

interface ImportRecord {
  id: number;
  store_id: number;
  kind: ImportKind;
  file_name: string;
  headers: string;
  status: ImportStatus;
  progress_done: number;
  progress_total: number;
  create_count: number;
  update_count: number;
  unchanged_count: number;
  error_count: number;
  created_at: string;
  applied_at: string | null;
  undone_at: string | null;
  error_message: string | null;
  author_name: string | null;
}

const JOB_COLUMNS = `i.id, i.store_id, i.kind, i.file_name, i.headers, i.status, i.progress_done, i.progress_total,
  i.create_count, i.update_count, i.unchanged_count, i.error_count, i.created_at, i.applied_at, i.undone_at,
  i.error_message, NULLIF(TRIM(u.first_name || ' ' || u.last_name), '') AS author_name`;
const JOB_FROM = 'product_imports i LEFT JOIN users u ON u.id = i.user_id';

const toJob = (r: ImportRecord): ImportJob => ({
  id: r.id,
  kind: r.kind,
  fileName: r.file_name,
  status: r.status,
  progress: { done: r.progress_done, total: r.progress_total },
  counts: {
    create: r.create_count,
    update: r.update_count,
    unchanged: r.unchanged_count,
    errors: r.error_count,
  },
  createdAt: r.created_at,
  appliedAt: r.applied_at,
  undoneAt: r.undone_at,
  authorName: r.author_name,
  errorMessage: r.error_message,
});

/** The header row of one sheet of the file (`sheet` '' for a single sheet or a `.csv`). */
export interface SheetHeaders {
  sheet: string;
  headers: string[];
}

/** `headers` holds one header row (a prices import) or one per sheet read (a products import). */
function sheetHeaders(stored: string): SheetHeaders[] {
  const parsed = JSON.parse(stored) as string[] | SheetHeaders[];
  return parsed.every((h) => typeof h === 'string')
    ? [{ sheet: '', headers: parsed as string[] }]
    : (parsed as SheetHeaders[]);
}

/** The caller's import with its file's header rows, or null (another store's id answers the same). */
export function findImport(
  db: Db,
  storeId: number,
  importId: number,
): { job: ImportJob; headers: SheetHeaders[] } | null {
  const row = one<ImportRecord>(
    db,
    `SELECT ${JOB_COLUMNS} FROM ${JOB_FROM} WHERE i.id = ? AND i.store_id = ?`,
    importId,
    storeId,
  );
  return row ? { job: toJob(row), headers: sheetHeaders(row.headers) } : null;
}

export interface NewImport {
  storeId: number;
  userId: number;
  kind: ImportKind;
  fileName: string;
  headers: readonly SheetHeaders[];
  total: number;
  now: number;
}

export function createImport(db: Db, input: NewImport): number {
  return Number(
    run(
      db,
      `INSERT INTO product_imports (store_id, user_id, kind, file_name, headers, status, progress_total, created_at)
       VALUES (?, ?, ?, ?, ?, 'checking', ?, ?)`,
      input.storeId,
      input.userId,
      input.kind,
      input.fileName,
      JSON.stringify(
        input.headers.length === 1 && input.headers[0]?.sheet === ''
          ? input.headers[0].headers
          : input.headers,
      ),
      input.total,
      iso(input.now),
    ).lastInsertRowid,
  );
}

interface RowRecord {
  sheet: string;
  row_number: number;
  vendor_code: string | null;
  product_id: number | null;
  product_name: string | null;
  action: ImportRowAction;
  changes: string;
  errors: string;
}

const toRow = (r: RowRecord): ImportRow => ({
  sheet: r.sheet === '' ? null : r.sheet,
  rowNumber: r.row_number,
  vendorCode: r.vendor_code,
  productId: r.product_id,
  productName: r.product_name,
  action: r.action,
  changes: JSON.parse(r.changes) as ImportRow['changes'],
  errors: JSON.parse(r.errors) as ImportRow['errors'],
});

/** `GetImportRows`: the rows of one action (or all), in the file's order (sheet by sheet). */
export function importRows(
  db: Db,
  importId: number,
  action: ImportRowAction | null,
  window: PageWindow,
): ListPage<ImportRow> {
  const where = action === null ? 'import_id = ?' : 'import_id = ? AND action = ?';
  const params = action === null ? [importId] : [importId, action];
  const rowCount = scalar(db, `SELECT COUNT(*) AS value FROM product_import_rows WHERE ${where}`, ...params);
  const rows = all<RowRecord>(
    db,
    `SELECT sheet, row_number, vendor_code, product_id, product_name, action, changes, errors
     FROM product_import_rows WHERE ${where} ORDER BY id LIMIT ? OFFSET ?`,
    ...params,
    window.pageSize,
    window.offset,
  );
  return listPage(rows.map(toRow), rowCount, window.pageSize);
}

/** `GetImports`: the store's applied and undone imports, newest first. */
export function importHistory(db: Db, storeId: number, window: PageWindow): ListPage<ImportJob> {
  const where = "i.store_id = ? AND i.status IN ('applied', 'undone')";
  const rowCount = scalar(db, `SELECT COUNT(*) AS value FROM product_imports i WHERE ${where}`, storeId);
  const rows = all<ImportRecord>(
    db,
    `SELECT ${JOB_COLUMNS} FROM ${JOB_FROM} WHERE ${where} ORDER BY i.id DESC LIMIT ? OFFSET ?`,
    storeId,
    window.pageSize,
    window.offset,
  );
  return listPage(rows.map(toJob), rowCount, window.pageSize);
}

/** The cells of the rows with errors, as read, with their messages (the errors file). */
export function errorRows(
  db: Db,
  importId: number,
): { sheet: string; cells: (string | number | null)[]; errors: string[] }[] {
  return all<{ sheet: string; cells: string; errors: string }>(
    db,
    "SELECT sheet, cells, errors FROM product_import_rows WHERE import_id = ? AND action = 'error' ORDER BY id",
    importId,
  ).map((r) => ({
    sheet: r.sheet,
    cells: JSON.parse(r.cells) as (string | number | null)[],
    errors: (JSON.parse(r.errors) as ImportRow['errors']).map((e) => e.message),
  }));
}

/**
 * At start: an apply cut short rolled back with its transaction, so its import is `checked`
 * again; a check cut short cannot resume (the file is not kept), so its import has failed.
 */
export function recoverImports(db: Db): void {
  db.transaction(() => {
    run(db, "UPDATE product_imports SET status = 'checked' WHERE status = 'applying'");
    run(db, "UPDATE product_imports SET status = 'applied' WHERE status = 'undoing'");
    run(
      db,
      "UPDATE product_imports SET status = 'failed', error_message = ? WHERE status = 'checking'",
      IMPORT_MESSAGES.checkInterrupted,
    );
  })();
}
