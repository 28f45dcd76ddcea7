import type { GetListParams, GetListResult } from 'react-admin';
import {
  getAnalytics,
  getAnalyticsCategories,
  getAnalyticsProducts,
  type AnalyticsCall,
  type AnalyticsCategoryRow,
  type AnalyticsProductRow,
  type AnalyticsReplies,
} from '../../api/analytics';
import {
  analyticsQuery,
  categoriesBody,
  productsBody,
  type AnalyticsListInput,
} from '../../api/analyticsPayloads';
import type { DayRange } from '../../domain/analyticsRange';
import { filterDay, toListPage } from '../../api/list';
import type { Pagination } from '../../api/types';
import { defineHandler, type ResourceDataProviderWith } from '../../dataProvider/compose';
import { filterOf, listWindowOf } from '../../dataProvider/params';

/** The two period tables of the analytics pages (docs/contract/analytics.md, GetProducts / GetCategories). */
export const ANALYTICS_PRODUCTS_RESOURCE = 'analytics-products';
export const ANALYTICS_CATEGORIES_RESOURCE = 'analytics-categories';

/** The summaries of the seven analytics pages (GetAnalyticsOf..., GetOrderRequests), one call each. */
export const ANALYTICS_SUMMARY_RESOURCE = 'analytics-summary';

export const analyticsSummaryHandler = defineHandler(() => ({
  getSummary: (params: { call: AnalyticsCall; range: DayRange }) =>
    getAnalytics(params.call, analyticsQuery(params.range)),
}));

/** getSummary's reply type follows the call asked, which a derived type cannot keep. */
export type AnalyticsSummaryDataProvider = ResourceDataProviderWith<
  typeof analyticsSummaryHandler,
  {
    getSummary<Call extends AnalyticsCall>(
      resource: string,
      params: { call: Call; range: DayRange },
    ): Promise<AnalyticsReplies[Call]>;
  }
>;

/** A row's id: its product or category id, else its place in the list (a reply without ids). */
export type AnalyticsProductRecord = AnalyticsProductRow & { id: number | string };
export type AnalyticsCategoryRecord = AnalyticsCategoryRow & { id: number | string };

const rowId = (id: number | null, index: number, asked: Pagination): number | string =>
  id ?? `row-${(asked.page - 1) * asked.pageSize + index}`;

/** A paged reply as toListPage reads it (a missing rowCount estimated from the pages). */
const pageOf = <Row>(
  reply: { results: Row[]; pageCount: number; rowCount: number | null },
  asked: Pagination,
) => toListPage({ ...reply, rowCount: reply.rowCount ?? undefined }, asked);

/** The list query as the payload builders take it: the page's period is the list's permanent filter. */
function listInput(params: GetListParams, resource: string): AnalyticsListInput {
  const filter = filterOf(params);
  const from = filterDay(filter.dateFrom);
  const to = filterDay(filter.dateTo);
  if (!from || !to) throw new Error(`${resource}: the list needs the period (dateFrom, dateTo)`);
  const window = listWindowOf(params);
  return {
    range: { from, to },
    page: window.page,
    pageSize: window.pageSize,
    sortField: window.sortField,
    ascending: window.ascending,
    search: filter.search,
  };
}

export const analyticsProductsHandler = defineHandler(() => ({
  getList: async (params: GetListParams): Promise<GetListResult<AnalyticsProductRecord>> => {
    const body = productsBody(listInput(params, ANALYTICS_PRODUCTS_RESOURCE));
    const page = pageOf(await getAnalyticsProducts(body), body.pagination);
    return {
      ...page,
      data: page.data.map((row, index) => ({ ...row, id: rowId(row.productId, index, body.pagination) })),
    };
  },
}));

export const analyticsCategoriesHandler = defineHandler(() => ({
  getList: async (params: GetListParams): Promise<GetListResult<AnalyticsCategoryRecord>> => {
    const body = categoriesBody(listInput(params, ANALYTICS_CATEGORIES_RESOURCE));
    const page = pageOf(await getAnalyticsCategories(body), body.pagination);
    return {
      ...page,
      data: page.data.map((row, index) => ({ ...row, id: rowId(row.categoryId, index, body.pagination) })),
    };
  },
}));
