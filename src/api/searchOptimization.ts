import type { SearchOptimizationQuery, SearchSuggestion } from '../../contract';
import { request } from './http';
import { pagination } from './list';
import {
  decodeSearchOptimizationPage,
  type SearchOptimizationPage,
  type SearchOptimizationRow,
} from './promotionsDecoders';

/** The query (contract/marketing.ts) and the reply as decoded (promotionsDecoders.ts). */
export type { SearchOptimizationQuery, SearchOptimizationRow, SearchSuggestion };
export type SearchOptimizationReply = SearchOptimizationPage;

/** 'Выдача товара' shows 10 products a page (also the server's default). */
export const OPTIMIZATION_PAGE_SIZE = 10;

/**
 * GET Marketing/GetSearchOptimization?page=&pageSize= (docs/contract/marketing.md "Search
 * optimization"): one page of the seller's published products, weakest score first, with
 * `rowCount` (all of them) and `pageCount`. Both parameters are always sent (positive whole
 * numbers: page 1 and OPTIMIZATION_PAGE_SIZE otherwise). The call is ours (not in spec section 7):
 * silent, so a server without it leaves the page with its explanation, not the error page.
 */
export const getSearchOptimization = ({
  page,
  pageSize,
}: SearchOptimizationQuery = {}): Promise<SearchOptimizationReply> =>
  request('Marketing/GetSearchOptimization', decodeSearchOptimizationPage, {
    method: 'GET',
    query: { ...pagination(page, pageSize, OPTIMIZATION_PAGE_SIZE) },
    onFailure: 'silent',
  });
