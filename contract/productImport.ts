import type { PagedReply, Pagination } from './envelope.js';

/** Bulk import and export of the catalogue (docs/contract/import.md); beyond the specification. */

/** What a template carries: `prices` (prices and stock of existing options) or `products` (whole products). */
export type ImportKind = 'prices' | 'products';

export type ImportFileFormat = 'xlsx' | 'csv';

export type ImportStatus = 'checking' | 'checked' | 'applying' | 'applied' | 'undoing' | 'undone' | 'failed';

/** What the check found a row would do. */
export type ImportRowAction = 'create' | 'update' | 'unchanged' | 'error';

/** The figures of the prices template. */
export type ImportPriceField = 'priceForOne' | 'discount' | 'quantityForSale';

/** What the products template adds: the product's fields and the option's other fields. */
export type ImportProductField =
  | 'productId'
  | 'productType'
  | 'productName'
  | 'category'
  | 'measureUnit'
  | 'minPrice'
  | 'maxPrice'
  | 'withNDS'
  | 'minUnitInOrder'
  | 'productUnitInPackage'
  | 'countryOfOrigin'
  | 'productDescription'
  | 'weight'
  | 'length'
  | 'width'
  | 'height'
  | 'productProperties';

/**
 * The fields a row may change or fail on (`file`: the row as a whole, e.g. an unknown vendor
 * code; `product`: the product the row belongs to, e.g. a rule of the product form).
 */
export type ImportField = 'vendorCode' | ImportPriceField | ImportProductField | 'file' | 'product';

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

/**
 * One field's change: figures as numbers (money in roubles), the rest as the text the template
 * shows ('Да'/'Нет', a category's path, a unit's name, 'Цвет: красный; Размер: M').
 */
export interface ImportChange {
  field: ImportField;
  old: number | string | null;
  new: number | string | null;
}

export interface ImportError {
  field: ImportField;
  message: string;
}

export interface ImportRow {
  /** The sheet of an `.xlsx` with several sheets (`products`); null for a single sheet or a `.csv`. */
  sheet?: string | null;
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
  action: ImportRowAction | null;
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
  /** Products the import created, removed again (`products`). */
  removed?: number;
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
