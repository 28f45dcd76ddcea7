import { IMPORT_KINDS, type ImportKind } from '../../api/productImport';

/** The URL's import: kept there so the seller can leave the page and come back to its result. */
export const IMPORT_PARAM = 'import';

/** What the seller uploads: 'Товары целиком' unless the URL says otherwise. */
export const KIND_PARAM = 'kind';
const DEFAULT_KIND: ImportKind = 'products';

export const importIdOf = (value: string | null): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

export const kindOf = (value: string | null): ImportKind =>
  IMPORT_KINDS.find((kind) => kind === value) ?? DEFAULT_KIND;

/** The page opened on an import, keeping the kind the seller chose to upload (when the URL has one). */
export function importSearch(importId: number, params: URLSearchParams): string {
  const search = new URLSearchParams({ [IMPORT_PARAM]: String(importId) });
  const kind = params.get(KIND_PARAM);
  if (kind !== null) search.set(KIND_PARAM, kind);
  return `?${search.toString()}`;
}
