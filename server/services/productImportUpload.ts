import type { ImportJob, ImportKind } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { ok, type Envelope } from '../lib/envelope.js';
import { failCheck, finishCheck, runCheck } from './productImportCheck.js';
import { readImportFile, readProductFile } from './productImportFile.js';
import { runProductCheck } from './productImportProductCheck.js';
import { IMPORT_MESSAGES } from './productImportRules.js';
import { createImport, findImport } from './productImportStore.js';
import { refusal } from './productsCommon.js';

/**
 * `Upload` (docs/contract/import.md): the file is read and its limits checked before anything is
 * stored; then the import is created `checking` and answered at once, the check running after.
 */

export interface UploadInput {
  db: Db;
  storeId: number;
  userId: number;
  kind: ImportKind;
  fileName: string;
  data: Buffer;
  now: number;
  onError: (error: unknown) => void;
}

/** The file read for its kind: the header rows to keep and the check to start. */
async function readFor(input: UploadInput) {
  if (input.kind === 'prices') {
    const read = await readImportFile(input.data);
    if (!read.ok) return read;
    const { sheet } = read;
    return {
      ok: true as const,
      headers: [{ sheet: '', headers: sheet.headers }],
      total: sheet.rows.length,
      start: (importId: number) =>
        runCheck({ db: input.db, importId, storeId: input.storeId, sheet, onError: input.onError }),
    };
  }
  const read = await readProductFile(input.data);
  if (!read.ok) return read;
  const { sheets } = read;
  return {
    ok: true as const,
    headers: sheets.map((s) => ({ sheet: s.name, headers: s.headers })),
    total: sheets.reduce((sum, s) => sum + s.rows.length, 0),
    start: (importId: number) =>
      runProductCheck({
        db: input.db,
        importId,
        storeId: input.storeId,
        sheets,
        finish: () => finishCheck(input.db, importId),
        fail: (error) => {
          failCheck(input.db, importId);
          input.onError(error);
        },
      }),
  };
}

export async function uploadImport(input: UploadInput): Promise<Envelope<ImportJob>> {
  const read = await readFor(input);
  if (!read.ok) return refusal(read.message);
  const { db, storeId } = input;
  const importId = createImport(db, {
    storeId,
    userId: input.userId,
    kind: input.kind,
    fileName: input.fileName,
    headers: read.headers,
    total: read.total,
    now: input.now,
  });
  void read.start(importId);
  const found = findImport(db, storeId, importId);
  return found ? ok(found.job) : refusal(IMPORT_MESSAGES.notFound);
}
