/** The reply envelope and the list pieces every area shares (README "Wire contract"). */

/** Every reply is HTTP 200 with this body; `status` 1 is success, `data` its payload. */
export interface Envelope<T = unknown> {
  status: number;
  data?: T;
  errorMessage?: string;
}

/** Pagination of every list body. */
export interface Pagination {
  page: number;
  pageSize: number;
}

/** A list reply: one page of `results`, `pageCount` (at least 1) and `rowCount` (every matching row). */
export interface PagedReply<T> {
  results: T[];
  pageCount: number;
  rowCount: number;
}

/**
 * A filter body as the server accepts it when the client sends `T`: any key may be absent or null
 * (an absent key counts as null; docs/contract/orders.md "Common rules"), and so may `page` and
 * `pageSize` of its `pagination` (defaults apply).
 */
export type AcceptedBody<T> = {
  [K in keyof T]?: (T[K] extends Pagination ? AcceptedBody<Pagination> : T[K]) | null;
};
