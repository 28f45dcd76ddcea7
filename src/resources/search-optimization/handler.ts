import type { GetListParams, GetListResult } from 'react-admin';
import {
  getSearchOptimization,
  OPTIMIZATION_PAGE_SIZE,
  type SearchOptimizationRow,
} from '../../api/searchOptimization';
import { pagination, toListPage } from '../../api/list';
import { defineHandler } from '../../dataProvider/compose';

/** The read-only `search-optimization` resource ('Выдача товара', docs/contract/marketing.md). */
export const SEARCH_OPTIMIZATION_RESOURCE = 'search-optimization';

/** The server's largest page number (docs/contract/marketing.md "Search optimization"). */
const MAX_PAGE = 1_000_000;

/** A product of the list, its id the product's. */
export type SearchOptimizationRecord = SearchOptimizationRow & { id: number };

export const searchOptimizationHandler = defineHandler(() => ({
  /** One page of the published products, weakest first: the server's one order, so no sort is sent. */
  getList: async (params: GetListParams): Promise<GetListResult<SearchOptimizationRecord>> => {
    const asked = pagination(
      Math.min(params.pagination?.page ?? 1, MAX_PAGE),
      params.pagination?.perPage,
      OPTIMIZATION_PAGE_SIZE,
    );
    const page = toListPage(await getSearchOptimization(asked), asked);
    return { ...page, data: page.data.map((row) => ({ ...row, id: row.productId })) };
  },
}));
