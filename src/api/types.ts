import type { PagedReply, Pagination } from '../../contract';

/** Pagination of every list body (spec section 9: page 1, pageSize 12 by default). */
export type { Pagination };

export const DEFAULT_PAGINATION: Pagination = { page: 1, pageSize: 12 };

/**
 * The common list reply as the client reads it: data.results + data.pageCount (+ rowCount, which
 * the contract's server always sends and another server may leave out).
 */
export type PagedResult<T> = Omit<PagedReply<T>, 'rowCount'> & Partial<Pick<PagedReply<T>, 'rowCount'>>;
