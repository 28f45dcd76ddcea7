import type { Pagination } from '../../contract';

/** Pagination of every list body (spec section 9: page 1, pageSize 12 by default). */
export type { Pagination };

