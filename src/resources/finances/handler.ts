import type { GetListParams, GetListResult } from 'react-admin';
import {
  FINANCE_DEFAULT_SORT,
  FINANCE_PAGE_SIZE,
  buildFinanceFilterBody,
  getOrderFinances,
  getRetailOrderFinances,
  getRetailOrderFinancesTotals,
  retailSortColumn,
  wholesaleSortColumn,
  type FinanceFilterBody,
  type FinanceSortColumn,
  type RetailFinanceRow,
  type RetailFinanceTotals,
  type WholesaleFinanceRow,
  type WholesaleFinanceSummary,
} from '../../api/finances';
import { pagination, toListPage } from '../../api/list';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';
import type { SellerScope } from '../../dataProvider/scope';

/**
 * The finance resources (docs/contract/finances.md):
 * - `finances-wholesale`: getList -> GetOrderFinances; `meta` carries `pageCount` and `summary`;
 * - `finances-retail`: getList -> RetailOrderFinances, and the custom action
 *   `dataProvider.getRetailTotals('finances-retail', params)` -> RetailOrderFinancesTotals with
 *   the same body as the list.
 * The seller comes from the scope; the react-admin sort field (a view-model field) becomes the
 * contract `column`, the order `sortByAscending`.
 */
export const FINANCES_WHOLESALE_RESOURCE = 'finances-wholesale';
export const FINANCES_RETAIL_RESOURCE = 'finances-retail';

/** The params of a finance call: what react-admin passes to getList. */
export type FinanceListParams = Partial<Pick<GetListParams, 'filter' | 'pagination' | 'sort' | 'meta'>>;

export interface WholesaleFinancesMeta {
  pageCount: number;
  summary: WholesaleFinanceSummary;
}

export interface RetailFinancesMeta {
  pageCount: number;
}

/** The full finance body of a react-admin query (page 1, 10 rows, id descending by default). */
export function financeBodyOf(
  params: FinanceListParams,
  sortColumn: (field: string | undefined) => FinanceSortColumn,
  { sellerId }: SellerScope,
): FinanceFilterBody {
  const { page, pageSize } = pagination(
    params.pagination?.page,
    params.pagination?.perPage,
    FINANCE_PAGE_SIZE,
  );
  const sort = params.sort ?? FINANCE_DEFAULT_SORT;
  return buildFinanceFilterBody(params.filter as Record<string, unknown> | undefined, {
    sellerId,
    page,
    pageSize,
    column: sortColumn(sort.field),
    sortByAscending: sort.order === 'ASC',
  });
}

const listPageOf = <Row>(rows: Row[], pageCount: number, rowCount: number | null, body: FinanceFilterBody) =>
  toListPage({ results: rows, pageCount, rowCount }, body.pagination);

export async function getWholesaleFinancesList(
  params: GetListParams,
  scope: SellerScope,
): Promise<GetListResult<WholesaleFinanceRow> & { meta: WholesaleFinancesMeta }> {
  const body = financeBodyOf(params, wholesaleSortColumn, scope);
  const reply = await getOrderFinances(body);
  const listPage = listPageOf(reply.rows, reply.pageCount, reply.rowCount, body);
  return { ...listPage, meta: { ...listPage.meta, summary: reply.summary } };
}

export async function getRetailFinancesList(
  params: GetListParams,
  scope: SellerScope,
): Promise<GetListResult<RetailFinanceRow> & { meta: RetailFinancesMeta }> {
  const body = financeBodyOf(params, retailSortColumn, scope);
  const reply = await getRetailOrderFinances(body);
  return listPageOf(reply.rows, reply.pageCount, reply.rowCount, body);
}

export async function getRetailTotals(
  params: FinanceListParams,
  scope: SellerScope,
): Promise<{ data: RetailFinanceTotals }> {
  const body = financeBodyOf(params, retailSortColumn, scope);
  return { data: await getRetailOrderFinancesTotals(body) };
}

export const financesWholesaleHandler = defineHandler((scope: SellerScope) => ({
  getList: (params: GetListParams) => getWholesaleFinancesList(params, scope),
}));

export const financesRetailHandler = defineHandler((scope: SellerScope) => ({
  getList: (params: GetListParams) => getRetailFinancesList(params, scope),
  getRetailTotals: (params: FinanceListParams) => getRetailTotals(params, scope),
}));

export type FinancesDataProvider = ResourceDataProvider<typeof financesRetailHandler>;
