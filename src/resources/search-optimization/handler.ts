import { getSearchOptimization, type SearchOptimizationQuery } from '../../api/searchOptimization';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';

/** The read-only `search-optimization` resource ('Выдача товара', docs/contract/marketing.md). */
export const SEARCH_OPTIMIZATION_RESOURCE = 'search-optimization';

export type SearchOptimizationDataProvider = ResourceDataProvider<typeof searchOptimizationHandler>;

export const searchOptimizationHandler = defineHandler(() => ({
  getPage: ({ page, pageSize }: SearchOptimizationQuery) => getSearchOptimization({ page, pageSize }),
}));
