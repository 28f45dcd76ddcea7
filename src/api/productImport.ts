import type {
  ImportFileFormat,
  ImportHistoryBody,
  ImportKind,
  ImportRowsBody,
  ProductTypeId,
} from '../../contract';
import { decoder } from './decode';
import type { FileReply } from './fileReply';
import { request, requestFile, type RequestOptions } from './http';
import { ACTION_OPTIONS } from './orders';
import {
  importHistorySchema,
  importJobSchema,
  importRowsSchema,
  importUndoResultSchema,
  type ImportHistoryPage,
  type ImportJob,
  type ImportRowsPage,
  type ImportUndoResult,
} from './productImportDecoders';

export type {
  FileReply,
  ImportFileFormat,
  ImportHistoryBody,
  ImportHistoryPage,
  ImportJob,
  ImportKind,
  ImportRowsBody,
  ImportRowsPage,
  ImportUndoResult,
};
export type { ImportChange, ImportRow } from './productImportDecoders';

/**
 * The bulk import and export of prices and stock (docs/contract/import.md). Every call is ours
 * (not in spec section 7): silent, so a server without them leaves the page on its own message,
 * and a refusal (-1) rejects with the server's Russian text for the page to show.
 */

/** The only template of the first slice. */
export const PRICES_KIND: ImportKind = 'prices';

/** The multipart part of the uploaded file, and the field naming the template. */
export const IMPORT_FILE_PART = 'File';
export const IMPORT_KIND_FIELD = 'kind';

const OURS: RequestOptions = { ...ACTION_OPTIONS, onFailure: 'silent' };

const decodeJob = decoder(importJobSchema);

export const downloadImportTemplate = (format: ImportFileFormat): Promise<FileReply> =>
  requestFile('ProductImport/Template', { method: 'GET', query: { kind: PRICES_KIND, format }, ...OURS });

/** Every option of the store, or of one product type; `null` sends the empty type (all of them). */
export const downloadImportExport = (
  format: ImportFileFormat,
  productTypeId: ProductTypeId | null,
): Promise<FileReply> =>
  requestFile('ProductImport/Export', {
    method: 'GET',
    query: { kind: PRICES_KIND, format, productTypeId: productTypeId ?? '' },
    ...OURS,
  });

export function uploadImportFile(file: File): Promise<ImportJob> {
  const form = new FormData();
  form.append(IMPORT_FILE_PART, file, file.name);
  form.append(IMPORT_KIND_FIELD, PRICES_KIND);
  return request('ProductImport/Upload', decodeJob, { body: form, ...OURS });
}

export const getImport = (importId: number): Promise<ImportJob> =>
  request('ProductImport/GetImport', decodeJob, { method: 'GET', query: { importId }, ...OURS });

export const getImportRows = (body: ImportRowsBody): Promise<ImportRowsPage> =>
  request('ProductImport/GetImportRows', decoder(importRowsSchema), { body, ...OURS });

export const downloadImportErrors = (importId: number, format: ImportFileFormat): Promise<FileReply> =>
  requestFile('ProductImport/ErrorsFile', { method: 'GET', query: { importId, format }, ...OURS });

export const applyImport = (importId: number): Promise<ImportJob> =>
  request('ProductImport/Apply', decodeJob, { query: { importId }, ...OURS });

export const getImports = (body: ImportHistoryBody): Promise<ImportHistoryPage> =>
  request('ProductImport/GetImports', decoder(importHistorySchema), { body, ...OURS });

export const undoImport = (importId: number): Promise<ImportUndoResult> =>
  request('ProductImport/Undo', decoder(importUndoResultSchema), { query: { importId }, ...OURS });
