import { unchecked } from './decode';
import type {
  SearchOptimizationQuery,
  SearchOptimizationReply,
  SearchOptimizationRow,
  SearchSuggestion,
} from '../../contract';
import { request } from './http';
import { pagination } from './list';

/** The wire shapes of this module (contract/marketing.ts). */
export type { SearchOptimizationQuery, SearchOptimizationReply, SearchOptimizationRow, SearchSuggestion };

/** 'Выдача товара' shows 10 products a page (also the server's default). */
export const OPTIMIZATION_PAGE_SIZE = 10;

/**
 * GET Marketing/GetSearchOptimization?page=&pageSize= (docs/contract/marketing.md "Search
 * optimization"): one page of the seller's published products, weakest score first, with
 * `rowCount` (all of them) and `pageCount`. Both parameters are always sent (positive whole
 * numbers: page 1 and OPTIMIZATION_PAGE_SIZE otherwise). A failure follows the error catalogue.
 */
export const getSearchOptimization = ({
  page,
  pageSize,
}: SearchOptimizationQuery = {}): Promise<SearchOptimizationReply> =>
  request('Marketing/GetSearchOptimization', unchecked<SearchOptimizationReply>(), {
    method: 'GET',
    query: { ...pagination(page, pageSize, OPTIMIZATION_PAGE_SIZE) },
  });
