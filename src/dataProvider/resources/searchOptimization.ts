import type { DataProvider } from 'react-admin';
import { getSearchOptimization, type SearchOptimizationRow } from '../../api/searchOptimization';
import type { ResourceHandler } from '../compose';

/** The read-only `search-optimization` resource ('Выдача товара', docs/contract/marketing.md). */
export const SEARCH_OPTIMIZATION_RESOURCE = 'search-optimization';

export interface SearchOptimizationActions {
  /** Every published product of the seller with its score, weakest first. */
  getRows(resource: string): Promise<SearchOptimizationRow[]>;
}

export type SearchOptimizationDataProvider = DataProvider & SearchOptimizationActions;

export const searchOptimizationHandler = (): ResourceHandler => ({
  getRows: () => getSearchOptimization(),
});
