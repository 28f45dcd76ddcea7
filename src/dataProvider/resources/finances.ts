import type { DataProvider, GetListParams, GetListResult } from 'react-admin';
import {
  FINANCE_DEFAULT_SORT,
  FINANCE_PAGE_SIZE,
  buildFinanceFilterBody,
  getOrderFinances,
  getRetailOrderFinances,
  getRetailOrderFinancesTotals,
  readRetailFinanceTotals,
  readRetailFinances,
  readWholesaleFinances,
  retailSortColumn,
  wholesaleSortColumn,
  type FinanceFilterBody,
  type FinanceSortColumn,
  type RetailFinanceRow,
  type RetailFinanceTotals,
  type WholesaleFinanceRow,
  type WholesaleFinanceSummary,
} from '../../api/finances';
import type { ResourceHandler } from '../compose';

/**
 * The finance resources (docs/contract/finances.md):
 * - `finances-wholesale`: getList -> GetOrderFinances; `meta` carries `pageCount` and `summary`;
 * - `finances-retail`: getList -> RetailOrderFinances, and the custom action
 *   `dataProvider.getRetailTotals('finances-retail', params)` -> RetailOrderFinancesTotals with
 *   the same body as the list.
 * Every call takes the seller in `meta.sellerId` (from `useSellerUser()`); the react-admin sort
 * field (a view-model field) becomes the contract `column`, the order `sortByAscending`.
 */
export const FINANCES_WHOLESALE_RESOURCE = 'finances-wholesale';
export const FINANCES_RETAIL_RESOURCE = 'finances-retail';

/** The params of a finance call: what react-admin passes to getList (only `meta.sellerId` required). */
export type FinanceListParams = Partial<Pick<GetListParams, 'filter' | 'pagination' | 'sort'>> & {
  meta?: { sellerId?: number } & Record<string, unknown>;
};

export interface WholesaleFinancesMeta {
  pageCount: number;
  summary: WholesaleFinanceSummary;
}

export interface RetailFinancesMeta {
  pageCount: number;
}

/** The custom action of `finances-retail`. */
export interface FinancesActions {
  getRetailTotals(resource: string, params: FinanceListParams): Promise<{ data: RetailFinanceTotals }>;
}

export type FinancesDataProvider = DataProvider & FinancesActions;

function sellerIdOf(params: FinanceListParams): number {
  const value = Number(params.meta?.sellerId);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error('finances dataProvider: the call needs meta.sellerId (useSellerUser().sellerId)');
  }
  return value;
}

/** The full finance body of a react-admin query (page 1, 10 rows, id descending by default). */
export function financeBodyOf(
  params: FinanceListParams,
  sortColumn: (field: string | undefined) => FinanceSortColumn,
): FinanceFilterBody {
  const page = params.pagination?.page ?? 1;
  const pageSize = params.pagination?.perPage ?? FINANCE_PAGE_SIZE;
  const sort = params.sort ?? FINANCE_DEFAULT_SORT;
  return buildFinanceFilterBody(params.filter as Record<string, unknown> | undefined, {
    sellerId: sellerIdOf(params),
    page,
    pageSize,
    column: sortColumn(sort.field),
    sortByAscending: sort.order === 'ASC',
  });
}

/**
 * react-admin's `total`: the server's rowCount; without it an estimate from the page count that
 * keeps the shell's pager (which reads `meta.pageCount`) and react-admin's page checks consistent.
 */
function totalOf(rowCount: number | null, pageCount: number, rows: number, body: FinanceFilterBody): number {
  if (rowCount !== null) return rowCount;
  const { page, pageSize } = body.pagination;
  if (page >= pageCount) return (page - 1) * pageSize + rows;
  return pageCount * pageSize;
}

export async function getWholesaleFinancesList(
  params: GetListParams,
): Promise<GetListResult<WholesaleFinanceRow> & { meta: WholesaleFinancesMeta }> {
  const body = financeBodyOf(params, wholesaleSortColumn);
  const reply = readWholesaleFinances(await getOrderFinances(body));
  return {
    data: reply.rows,
    total: totalOf(reply.rowCount, reply.pageCount, reply.rows.length, body),
    meta: { pageCount: reply.pageCount, summary: reply.summary },
  };
}

export async function getRetailFinancesList(
  params: GetListParams,
): Promise<GetListResult<RetailFinanceRow> & { meta: RetailFinancesMeta }> {
  const body = financeBodyOf(params, retailSortColumn);
  const reply = readRetailFinances(await getRetailOrderFinances(body));
  return {
    data: reply.rows,
    total: totalOf(reply.rowCount, reply.pageCount, reply.rows.length, body),
    meta: { pageCount: reply.pageCount },
  };
}

export async function getRetailTotals(params: FinanceListParams): Promise<{ data: RetailFinanceTotals }> {
  const body = financeBodyOf(params, retailSortColumn);
  return { data: readRetailFinanceTotals(await getRetailOrderFinancesTotals(body)) };
}

export const financesWholesaleHandler: ResourceHandler = {
  getList: getWholesaleFinancesList,
};

export const financesRetailHandler: ResourceHandler = {
  getList: getRetailFinancesList,
  getRetailTotals,
};
