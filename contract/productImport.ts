import type { PagedReply, Pagination } from './envelope.js';

/** Bulk import and export of the catalogue (docs/contract/import.md); beyond the specification. */

/** What a template carries: `prices` (prices and stock) now; whole products next. */
export type ImportKind = 'prices';

export type ImportFileFormat = 'xlsx' | 'csv';

export type ImportStatus = 'checking' | 'checked' | 'applying' | 'applied' | 'undoing' | 'undone' | 'failed';

/** What the check found a row would do. */
export type ImportRowAction = 'create' | 'update' | 'unchanged' | 'error';

/** The fields a row may change or fail on (`file`: the row as a whole, e.g. an unknown vendor code). */
export type ImportField = 'vendorCode' | 'priceForOne' | 'discount' | 'quantityForSale' | 'file';

export interface ImportProgress {
  done: number;
  total: number;
}

export interface ImportCounts {
  create: number;
  update: number;
  unchanged: number;
  errors: number;
}

/** `GET ProductImport/GetImport`, and the replies of Upload and Apply. Dates ISO 8601 (UTC). */
export interface ImportJob {
  id: number;
  kind: ImportKind;
  fileName: string;
  status: ImportStatus;
  progress: ImportProgress;
  counts: ImportCounts;
  createdAt: string;
  appliedAt: string | null;
  undoneAt: string | null;
  authorName: string | null;
  errorMessage: string | null;
}

export interface ImportChange {
  field: ImportField;
  old: number | null;
  new: number | null;
}

export interface ImportError {
  field: ImportField;
  message: string;
}

export interface ImportRow {
  rowNumber: number;
  vendorCode: string | null;
  productId: number | null;
  productName: string | null;
  action: ImportRowAction;
  changes: ImportChange[];
  errors: ImportError[];
}

/** `POST ProductImport/GetImportRows`. */
export interface ImportRowsBody {
  importId: number;
  /** null: every row. */
  action: Exclude<ImportRowAction, 'create'> | null;
  pagination: Pagination;
}

export type ImportRowsReply = PagedReply<ImportRow>;

/** `POST ProductImport/GetImports`. */
export interface ImportHistoryBody {
  pagination: Pagination;
}

export type ImportHistoryReply = PagedReply<ImportJob>;

export interface ImportKeptProduct {
  productId: number;
  productName: string;
}

/** `POST ProductImport/Undo`. */
export interface ImportUndoResult {
  /** Options given back the values they had before the import. */
  restored: number;
  /** Products changed after the import, kept as they are. */
  kept: ImportKeptProduct[];
}

/** `GET /admin/api/product-imports`: an import with counts only. */
export interface ConsoleProductImport {
  id: number;
  sellerId: number;
  storeName: string;
  kind: ImportKind;
  fileName: string;
  status: ImportStatus;
  create: number;
  update: number;
  unchanged: number;
  errors: number;
  createdAt: string;
  appliedAt: string | null;
  undoneAt: string | null;
}
