import type { ImportJob, ImportKind } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { ok, type Envelope } from '../lib/envelope.js';
import { runCheck } from './productImportCheck.js';
import { readImportFile } from './productImportFile.js';
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

export async function uploadImport(input: UploadInput): Promise<Envelope<ImportJob>> {
  const read = await readImportFile(input.data);
  if (!read.ok) return refusal(read.message);
  const { db, storeId } = input;
  const importId = createImport(db, {
    storeId,
    userId: input.userId,
    kind: input.kind,
    fileName: input.fileName,
    headers: read.sheet.headers,
    total: read.sheet.rows.length,
    now: input.now,
  });
  void runCheck({ db, importId, storeId, sheet: read.sheet, onError: input.onError });
  const found = findImport(db, storeId, importId);
  return found ? ok(found.job) : refusal(IMPORT_MESSAGES.notFound);
}
