import type {
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyResult,
  GetOneParams,
  GetOneResult,
} from 'react-admin';
import { getBuyersByFilter, getSingleBuyer, type BuyerDetail, type BuyerListItem } from '../../api/buyers';
import { BUYERS_PAGE_SIZE, buyerFilterBody, buyerSortOf } from '../../api/buyersPayloads';
import type { FailureMode } from '../../api/http';
import { pagination, toListPage } from '../../api/list';
import { defineHandler } from '../../dataProvider/compose';
import { filterOf, recordIdOf } from '../../dataProvider/params';
import type { SellerScope } from '../../dataProvider/scope';

/** The `buyers` resource: the seller's buyers (docs/contract/buyers.md, disputes.md "Buyers"). */
export const BUYERS_RESOURCE = 'buyers';

export { BUYERS_PAGE_SIZE };

/**
 * react-admin `meta` of a lookup whose failure is silent (spec section 8: several list loads
 * fail silently), e.g. the options of a filter: the page around it keeps working.
 */
export const SILENT_LOOKUP = { onFailure: 'silent' } as const satisfies { onFailure: FailureMode };

const failureOf = (meta: unknown): FailureMode =>
  typeof meta === 'object' && meta !== null && (meta as { onFailure?: unknown }).onFailure === 'silent'
    ? 'silent'
    : 'error-page';

export const buyersHandler = defineHandler(({ sellerId }: SellerScope) => ({
  getList: async (params: GetListParams): Promise<GetListResult<BuyerListItem>> => {
    const page = pagination(params.pagination?.page, params.pagination?.perPage, BUYERS_PAGE_SIZE);
    const body = { ...buyerFilterBody(filterOf(params), sellerId, page), ...buyerSortOf(params.sort) };
    return toListPage(await getBuyersByFilter(body, failureOf(params.meta)), page);
  },
  /** The buyers of these ids, of either market (a buyer chosen in a filter is named by it). */
  getMany: async (params: GetManyParams): Promise<GetManyResult<BuyerListItem>> => {
    const ids = [...new Set(params.ids.map((id) => recordIdOf(id, BUYERS_RESOURCE)))];
    if (ids.length === 0) return { data: [] };
    const body = buyerFilterBody({}, sellerId, { page: 1, pageSize: ids.length }, ids);
    const reply = await getBuyersByFilter(body, failureOf(params.meta));
    const asked = new Set(ids);
    return { data: reply.results.filter((buyer) => asked.has(buyer.id)) };
  },
  /** The buyer's page: card and figures (GetSingleBuyer); not the seller's buyer goes to /error-page. */
  getOne: async (params: GetOneParams): Promise<GetOneResult<BuyerDetail>> => ({
    data: await getSingleBuyer(recordIdOf(params.id, BUYERS_RESOURCE)),
  }),
}));
