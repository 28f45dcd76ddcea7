import type { Paged } from './decode';
import type { PagedResult } from './types';

/** A decoded page as `toListPage` reads it (a missing `rowCount` is estimated there from the page count). */
export const readPage = <T>(reply: Paged<T>): PagedResult<T> =>
  reply.rowCount === null
    ? { results: reply.results, pageCount: reply.pageCount }
    : { results: reply.results, pageCount: reply.pageCount, rowCount: reply.rowCount };
