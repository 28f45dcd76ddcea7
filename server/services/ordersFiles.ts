import type { Db } from '../db/index.js';
import { all, run } from '../db/query.js';
import { uploadUrl, type StoredFile } from '../lib/uploads.js';

/** The files attached to orders of either market (procurations, shipping documents, ...). */

/**
 * The names the order's files had on the uploader's computer, by URL (answered beside the URL
 * lists as `fileNames`); files stored without a name are left out.
 */
export function orderFileNames(db: Db, isRetail: boolean, orderId: number): Record<string, string> {
  const rows = all<{ file_name: string; original_name: string | null }>(
    db,
    'SELECT file_name, original_name FROM order_files WHERE is_retail = ? AND order_id = ? ORDER BY id',
    isRetail ? 1 : 0,
    orderId,
  );
  return Object.fromEntries(
    rows.flatMap((f) => (f.original_name ? [[uploadUrl(f.file_name), f.original_name] as const] : [])),
  );
}

export function orderFiles(db: Db, isRetail: boolean, orderId: number): string[] {
  return all<{ file_name: string }>(
    db,
    'SELECT file_name FROM order_files WHERE is_retail = ? AND order_id = ? ORDER BY id',
    isRetail ? 1 : 0,
    orderId,
  ).map((f) => uploadUrl(f.file_name));
}

export function recordFiles(
  db: Db,
  isRetail: boolean,
  orderId: number,
  kind: string,
  stored: readonly StoredFile[],
  at: string,
): void {
  for (const file of stored) {
    run(
      db,
      `INSERT INTO order_files (is_retail, order_id, kind, file_name, original_name, mime_type, size, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      isRetail ? 1 : 0,
      orderId,
      kind,
      file.fileName,
      file.originalName,
      file.mime,
      file.size,
      at,
    );
  }
}
