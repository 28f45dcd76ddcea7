import type { GetListParams, GetListResult } from 'react-admin';
import { pagination, toListPage } from '../../api/list';
import { unlessRefused } from '../../api/ourCalls';
import {
  applyImport,
  downloadImportErrors,
  downloadImportExport,
  downloadImportTemplate,
  getImport,
  getImports,
  undoImport,
  uploadImportFile,
  type ImportFileFormat,
  type ImportJob,
  type ImportKind,
} from '../../api/productImport';
import type { ProductTypeId } from '../../../contract';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';
import { recordIdOf } from '../../dataProvider/params';

/**
 * The `product-imports` resource (docs/contract/import.md): getList is the history of applied
 * imports (GetImports, newest first); the custom actions are the steps of one import and the
 * file downloads. Upload and the templates name the kind the seller chose. Refusals (-1) reject with ApiError carrying the server's message.
 */
export const PRODUCT_IMPORTS_RESOURCE = 'product-imports';

export type ProductImportsDataProvider = ResourceDataProvider<typeof productImportsHandler>;

const NO_HISTORY = { results: [], pageCount: 1, rowCount: 0 };

const importIdOf = (id: unknown): number => recordIdOf(id, PRODUCT_IMPORTS_RESOURCE);

export const productImportsHandler = defineHandler(() => ({
  /** A server without imports (one that honours only the specification) has no history. */
  getList: async (params: GetListParams): Promise<GetListResult<ImportJob>> => {
    const body = { pagination: pagination(params.pagination?.page, params.pagination?.perPage) };
    return toListPage(await unlessRefused(getImports(body), NO_HISTORY), body.pagination);
  },
  upload: (p: { kind: ImportKind; file: File }) => uploadImportFile(p.kind, p.file),
  getImport: (p: { importId: number }) => getImport(importIdOf(p.importId)),
  apply: (p: { importId: number }) => applyImport(importIdOf(p.importId)),
  undo: (p: { importId: number }) => undoImport(importIdOf(p.importId)),
  downloadTemplate: (p: { kind: ImportKind; format: ImportFileFormat }) =>
    downloadImportTemplate(p.kind, p.format),
  downloadExport: (p: { kind: ImportKind; format: ImportFileFormat; productTypeId: ProductTypeId | null }) =>
    downloadImportExport(p.kind, p.format, p.productTypeId),
  downloadErrors: (p: { importId: number; format: ImportFileFormat }) =>
    downloadImportErrors(importIdOf(p.importId), p.format),
}));
