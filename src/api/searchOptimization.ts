import type { SearchOptimizationRow, SearchSuggestion } from '../../contract';
import { request } from './http';

/** The wire shapes of this module (contract/marketing.ts). */
export type { SearchOptimizationRow, SearchSuggestion };

/**
 * GET Marketing/GetSearchOptimization (docs/contract/marketing.md "Search optimization"): the
 * seller's published products, weakest score first. A failure follows the error catalogue.
 */
export const getSearchOptimization = (): Promise<SearchOptimizationRow[]> =>
  request<SearchOptimizationRow[]>('Marketing/GetSearchOptimization', { method: 'GET' });
