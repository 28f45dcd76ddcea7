import type {
  ImportField,
  ImportKind,
  ImportPriceField,
  ImportProductField,
  ImportRowAction,
  ImportStatus,
} from '../../contract';
import { IMPORT_STATUSES } from '../../rules/statuses';
import { type Decoded, list, num, oneOf, paged, record, requiredNum, text, textOr, v } from './decode';

/**
 * Imports as the screens read them (docs/contract/import.md). Every call is ours, so nothing of a
 * reply is trusted: an import or a row needs its id (without it nothing can be asked about it),
 * every other field defaults to `null` (a count shown as '----') or `[]`. A status the client
 * does not know reads as `failed`, with the status the server sent kept in `reportedStatus` so
 * the screen can say what it got; a kind it does not know reads as `null`.
 */

export const IMPORT_KINDS = ['products', 'prices'] as const satisfies readonly ImportKind[];

export const IMPORT_ROW_ACTIONS = [
  'create',
  'update',
  'unchanged',
  'error',
] as const satisfies readonly ImportRowAction[];

/** The figures of the prices template (money, percent, count). */
export const IMPORT_PRICE_FIELDS = [
  'priceForOne',
  'discount',
  'quantityForSale',
] as const satisfies readonly ImportPriceField[];

/** What the products template adds. */
export const IMPORT_PRODUCT_FIELDS = [
  'productId',
  'productType',
  'productName',
  'category',
  'measureUnit',
  'minPrice',
  'maxPrice',
  'withNDS',
  'minUnitInOrder',
  'productUnitInPackage',
  'countryOfOrigin',
  'productDescription',
  'weight',
  'length',
  'width',
  'height',
  'productProperties',
] as const satisfies readonly ImportProductField[];

/** Every field a row may change or fail on (tests/unit/productImportDecoders.test.ts: all of the contract's). */
export const IMPORT_FIELDS = [
  'vendorCode',
  ...IMPORT_PRICE_FIELDS,
  ...IMPORT_PRODUCT_FIELDS,
  'file',
  'product',
] as const satisfies readonly ImportField[];

const isKnownStatus = (value: string | null): value is ImportStatus =>
  (IMPORT_STATUSES as readonly (string | null)[]).includes(value);

const importJobFields = v.object({
  id: requiredNum,
  kind: oneOf(IMPORT_KINDS),
  fileName: text,
  status: text,
  progress: record({ done: num, total: num }),
  counts: record({ create: num, update: num, unchanged: num, errors: num }),
  createdAt: text,
  appliedAt: text,
  undoneAt: text,
  authorName: text,
  errorMessage: text,
});

export const importJobSchema = v.pipe(
  importJobFields,
  v.transform(({ status, ...job }) => ({
    ...job,
    status: isKnownStatus(status) ? status : ('failed' as const),
    /** The status as the server wrote it when the client does not know it; null otherwise. */
    reportedStatus: isKnownStatus(status) ? null : (status ?? ''),
  })),
);
export type ImportJob = Decoded<typeof importJobSchema>;

export const importHistorySchema = paged(importJobSchema);
export type ImportHistoryPage = Decoded<typeof importHistorySchema>;

/**
 * A changed field's value as sent: a figure (a finite number) or a text, kept as it came (a vendor
 * code of digits stays text); anything else is `null`.
 */
const changeValue = v.fallback(v.nullable(v.union([v.pipe(v.number(), v.finite()), v.string()])), null);

/** The sheet of a row: a name, or `null` (one sheet, a `.csv`, nothing readable). */
const sheetName = v.fallback(
  v.pipe(
    v.nullable(v.string()),
    v.transform((name) => (name && name.trim() ? name.trim() : null)),
  ),
  null,
);

const importChangeSchema = v.object({ field: oneOf(IMPORT_FIELDS), old: changeValue, new: changeValue });
const importErrorSchema = v.object({ field: oneOf(IMPORT_FIELDS), message: textOr('') });

export const importRowSchema = v.object({
  sheet: sheetName,
  rowNumber: requiredNum,
  vendorCode: text,
  productId: num,
  productName: text,
  action: oneOf(IMPORT_ROW_ACTIONS),
  changes: list(importChangeSchema),
  errors: list(importErrorSchema),
});
export type ImportRow = Decoded<typeof importRowSchema>;
export type ImportChange = ImportRow['changes'][number];
export type ImportChangeValue = ImportChange['old'];

export const importRowsSchema = paged(importRowSchema);
export type ImportRowsPage = Decoded<typeof importRowsSchema>;

const keptProductSchema = v.object({ productId: num, productName: text });

export const importUndoResultSchema = record({ restored: num, removed: num, kept: list(keptProductSchema) });
export type ImportUndoResult = Decoded<typeof importUndoResultSchema>;
