/** Reads every page of a list (for exports), at most `maxRows` rows. */

export interface PageOf<Row> {
  data: Row[];
  total?: number;
  /** The server's page count when known (`meta.pageCount`). */
  pageCount?: number;
}

export interface FetchAllOptions {
  pageSize?: number;
  maxRows?: number;
}

export interface FetchAllResult<Row> {
  rows: Row[];
  /** True when rows were left out because of `maxRows`. */
  truncated: boolean;
}

export const EXPORT_PAGE_SIZE = 100;
export const EXPORT_MAX_ROWS = 10_000;

export async function fetchAllPages<Row>(
  getPage: (page: number, perPage: number) => Promise<PageOf<Row>>,
  { pageSize = EXPORT_PAGE_SIZE, maxRows = EXPORT_MAX_ROWS }: FetchAllOptions = {},
): Promise<FetchAllResult<Row>> {
  const rows: Row[] = [];
  const maxPages = Math.ceil(maxRows / pageSize) + 1;
  for (let page = 1; page <= maxPages; page++) {
    const result = await getPage(page, pageSize);
    rows.push(...result.data);
    const pageCount =
      result.pageCount ?? (result.total !== undefined ? Math.ceil(result.total / pageSize) : undefined);
    const last = pageCount !== undefined ? page >= pageCount : result.data.length < pageSize;
    if (rows.length >= maxRows)
      return { rows: rows.slice(0, maxRows), truncated: rows.length > maxRows || !last };
    if (last || result.data.length === 0) break;
  }
  return { rows, truncated: false };
}
