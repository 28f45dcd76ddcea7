import type { GetListParams, GetListResult, GetManyParams, GetManyResult } from 'react-admin';
import { getBuyersByFilter, type BuyerFilterBody, type BuyerListItem } from '../../api/buyers';
import type { FailureMode } from '../../api/http';
import { filterDay, pagination, toListPage } from '../../api/list';
import type { ResourceHandler } from '../../dataProvider/compose';
import { filterOf, recordIdOf, scalar, type FilterRecord } from '../../dataProvider/resources/params';
import type { SellerScope } from '../../dataProvider/scope';

/** The `buyers` resource: the seller's buyers (docs/contract/buyers.md). */
export const BUYERS_RESOURCE = 'buyers';

/** Spec section 9: the buyers list shows 10 rows. */
export const BUYERS_PAGE_SIZE = 10;

/**
 * react-admin `meta` of a lookup whose failure is silent (spec section 8: several list loads
 * fail silently), e.g. the options of a filter: the page around it keeps working.
 */
export const SILENT_LOOKUP = { onFailure: 'silent' } as const satisfies { onFailure: FailureMode };

const failureOf = (meta: unknown): FailureMode =>
  typeof meta === 'object' && meta !== null && (meta as { onFailure?: unknown }).onFailure === 'silent'
    ? 'silent'
    : 'error-page';

/** A number filter value, or null for none (empty, unreadable). */
function numberOrNull(value: unknown): number | null {
  const raw = scalar(value);
  if (raw === undefined || raw === '') return null;
  const number = Number(raw);
  return Number.isFinite(number) ? number : null;
}

function textOrNull(value: unknown): string | null {
  const text = scalar(value);
  return typeof text === 'string' && text.trim() !== '' ? text.trim() : null;
}

/** The body of GetBuyersByFilter for a react-admin filter: every key present, empty ones null. */
export function buyerFilterBody(
  filter: FilterRecord,
  sellerId: number,
  page: BuyerFilterBody['pagination'],
  buyerIds: number[] | null = null,
): BuyerFilterBody {
  return {
    country: numberOrNull(filter.country),
    userTypeId: numberOrNull(filter.userTypeId),
    orderTypeId: numberOrNull(filter.orderTypeId),
    lastOrderDate: filterDay(filter.lastOrderDate),
    ordersCount: numberOrNull(filter.ordersCount),
    spentAmount: numberOrNull(filter.spentAmount),
    pagination: page,
    sellerId,
    searchValue: textOrNull(filter.searchValue ?? filter.q),
    buyerIds,
  };
}

export const buyersHandler = ({ sellerId }: SellerScope): ResourceHandler => ({
  getList: async (params: GetListParams): Promise<GetListResult<BuyerListItem>> => {
    const page = pagination(params.pagination?.page, params.pagination?.perPage, BUYERS_PAGE_SIZE);
    const body = buyerFilterBody(filterOf(params), sellerId, page);
    return toListPage(await getBuyersByFilter(body, failureOf(params.meta)), page);
  },
  /** The buyers of these ids, of either market (a buyer chosen in a filter is named by it). */
  getMany: async (params: GetManyParams): Promise<GetManyResult<BuyerListItem>> => {
    const ids = [...new Set(params.ids.map((id) => recordIdOf(id, BUYERS_RESOURCE)))];
    if (ids.length === 0) return { data: [] };
    const body = buyerFilterBody({}, sellerId, { page: 1, pageSize: ids.length }, ids);
    const reply = await getBuyersByFilter(body, failureOf(params.meta));
    const asked = new Set(ids);
    return { data: (reply.results ?? []).filter((buyer) => asked.has(buyer.id)) };
  },
});
