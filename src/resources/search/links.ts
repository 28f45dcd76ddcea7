import type { SearchKind } from '../../../contract';

/** The page each kind of result opens (the routes of spec section 2); the id is the record's. */
export const SEARCH_RESULT_PATHS: Record<SearchKind, (id: number) => string> = {
  wholesaleOrder: (id) => `/orders/${id}`,
  retailOrder: (id) => `/orders/retail/${id}`,
  product: (id) => `/products/edit/${id}`,
  buyer: (id) => `/buyers/${id}`,
  request: (id) => `/requests/${id}`,
  tender: (id) => `/tenders/${id}`,
};

/** The i18n key of the code shown beside a title, per kind (none for the rest). */
export const SEARCH_CODE_KEYS: Partial<Record<SearchKind, string>> = {
  wholesaleOrder: 'search.item.invoice',
  product: 'search.item.vendorCode',
  buyer: 'search.item.inn',
};
