/** Pagination of every list body (spec section 9: page 1, pageSize 12 by default). */
export interface Pagination {
  page: number;
  pageSize: number;
}

export const DEFAULT_PAGINATION: Pagination = { page: 1, pageSize: 12 };

/** The common list reply: data.results + data.pageCount (+ rowCount). */
export interface PagedResult<T> {
  results: T[];
  pageCount: number;
  rowCount?: number;
}
