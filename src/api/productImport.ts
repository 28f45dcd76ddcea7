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
export type { ImportChange, ImportChangeValue, ImportRow } from './productImportDecoders';
export { IMPORT_FIELDS, IMPORT_KINDS } from './productImportDecoders';

/**
 * The bulk import and export of the catalogue (docs/contract/import.md): `products` (whole
 * products) and `prices` (prices and stock of existing options); the calls of a template name
 * its kind. Every call is ours (not in spec section 7): silent, so a server without them leaves
 * the page on its own message, and a refusal (-1) rejects with the server's Russian text for the
 * page to show.
 */

/** The multipart part of the uploaded file, and the field naming the template. */
export const IMPORT_FILE_PART = 'File';
export const IMPORT_KIND_FIELD = 'kind';

const OURS: RequestOptions = { ...ACTION_OPTIONS, onFailure: 'silent' };

const decodeJob = decoder(importJobSchema);

/** The empty template of a kind. */
export const downloadImportTemplate = (kind: ImportKind, format: ImportFileFormat): Promise<FileReply> =>
  requestFile('ProductImport/Template', { method: 'GET', query: { kind, format }, ...OURS });

/**
 * The template of a kind filled with the store's catalogue, or one product type of it; `null`
 * sends the empty type (all of them).
 */
export const downloadImportExport = (
  kind: ImportKind,
  format: ImportFileFormat,
  productTypeId: ProductTypeId | null,
): Promise<FileReply> =>
  requestFile('ProductImport/Export', {
    method: 'GET',
    query: { kind, format, productTypeId: productTypeId ?? '' },
    ...OURS,
  });

/** A file to check as the template of `kind` (multipart: part `File`, field `kind`). */
export function uploadImportFile(kind: ImportKind, file: File): Promise<ImportJob> {
  const form = new FormData();
  form.append(IMPORT_FILE_PART, file, file.name);
  form.append(IMPORT_KIND_FIELD, kind);
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
