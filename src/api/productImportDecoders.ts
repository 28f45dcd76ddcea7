import type { ImportField, ImportRowAction, ImportStatus } from '../../contract';
import { IMPORT_STATUSES } from '../../rules/statuses';
import { type Decoded, list, num, oneOf, paged, record, requiredNum, text, textOr, v } from './decode';

/**
 * Imports as the screens read them (docs/contract/import.md). Every call is ours, so nothing of a
 * reply is trusted: an import or a row needs its id (without it nothing can be asked about it),
 * every other field defaults to `null` (a count shown as '----') or `[]`. A status the client
 * does not know reads as `failed`, with the status the server sent kept in `reportedStatus` so
 * the screen can say what it got.
 */


export const IMPORT_ROW_ACTIONS = [
  'create',
  'update',
  'unchanged',
  'error',
] as const satisfies readonly ImportRowAction[];

export const IMPORT_FIELDS = [
  'vendorCode',
  'priceForOne',
  'discount',
  'quantityForSale',
  'file',
] as const satisfies readonly ImportField[];

const isKnownStatus = (value: string | null): value is ImportStatus =>
  (IMPORT_STATUSES as readonly (string | null)[]).includes(value);

const importJobFields = v.object({
  id: requiredNum,
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

const importChangeSchema = v.object({ field: oneOf(IMPORT_FIELDS), old: num, new: num });
const importErrorSchema = v.object({ field: oneOf(IMPORT_FIELDS), message: textOr('') });

export const importRowSchema = v.object({
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

export const importRowsSchema = paged(importRowSchema);
export type ImportRowsPage = Decoded<typeof importRowsSchema>;

const keptProductSchema = v.object({ productId: num, productName: text });

export const importUndoResultSchema = record({ restored: num, kept: list(keptProductSchema) });
export type ImportUndoResult = Decoded<typeof importUndoResultSchema>;
