import type { GetListParams, GetListResult } from 'react-admin';
import {
  getAnalyticsCategories,
  getAnalyticsProducts,
  type AnalyticsCategoryRow,
  type AnalyticsProductRow,
} from '../../api/analytics';
import { categoriesBody, productsBody, type AnalyticsListInput } from '../../api/analyticsPayloads';
import { filterDay, toListPage } from '../../api/list';
import type { ResourceHandler } from '../compose';
import { filterOf, listWindowOf } from './params';

/** The two period tables of the analytics pages (docs/contract/analytics.md, GetProducts / GetCategories). */
export const ANALYTICS_PRODUCTS_RESOURCE = 'analytics-products';
export const ANALYTICS_CATEGORIES_RESOURCE = 'analytics-categories';

export type AnalyticsProductRecord = AnalyticsProductRow & { id: number };
export type AnalyticsCategoryRecord = AnalyticsCategoryRow & { id: number };

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

export const analyticsProductsHandler = (): ResourceHandler => ({
  getList: async (params: GetListParams): Promise<GetListResult<AnalyticsProductRecord>> => {
    const body = productsBody(listInput(params, ANALYTICS_PRODUCTS_RESOURCE));
    const page = toListPage(await getAnalyticsProducts(body), body.pagination);
    return { ...page, data: page.data.map((row) => ({ ...row, id: row.productId })) };
  },
});

export const analyticsCategoriesHandler = (): ResourceHandler => ({
  getList: async (params: GetListParams): Promise<GetListResult<AnalyticsCategoryRecord>> => {
    const body = categoriesBody(listInput(params, ANALYTICS_CATEGORIES_RESOURCE));
    const page = toListPage(await getAnalyticsCategories(body), body.pagination);
    return { ...page, data: page.data.map((row) => ({ ...row, id: row.categoryId })) };
  },
});
