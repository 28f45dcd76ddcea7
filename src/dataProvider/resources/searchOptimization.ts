import type { DataProvider } from 'react-admin';
import {
  getSearchOptimization,
  type SearchOptimizationQuery,
  type SearchOptimizationReply,
} from '../../api/searchOptimization';
import type { ResourceHandler } from '../compose';

/** The read-only `search-optimization` resource ('Выдача товара', docs/contract/marketing.md). */
export const SEARCH_OPTIMIZATION_RESOURCE = 'search-optimization';

export interface SearchOptimizationActions {
  /** One page of the seller's published products with their scores, weakest first (server paging). */
  getPage(resource: string, params: SearchOptimizationQuery): Promise<SearchOptimizationReply>;
}

export type SearchOptimizationDataProvider = DataProvider & SearchOptimizationActions;

export const searchOptimizationHandler = (): ResourceHandler => ({
  getPage: ({ page, pageSize }: SearchOptimizationQuery) => getSearchOptimization({ page, pageSize }),
});
