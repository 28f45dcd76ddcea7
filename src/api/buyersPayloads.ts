import type { BuyerFilterBody, BuyerOrdersBody, BuyerSort } from '../../contract';
import { filterDay, pagination } from './list';
import { roundRubles } from '../../rules';

/**
 * Pure builders of the buyer calls' payloads (docs/contract/buyers.md, docs/contract/disputes.md
 * "Buyers"): the filter of /buyers and of the orders' buyer lookup, its sort, the buyer's orders.
 */

/** Spec section 9: the buyers screens show 10 rows. */
export const BUYERS_PAGE_SIZE = 10;

/** `orderTypeId` of the buyer filter (spec section 3). */
export const BUYER_ORDER_TYPE = { retail: 1, wholesale: 2 } as const;

/** User types of a buyer (spec section 3): 7 individual, 8 company, 9 entrepreneur. */
export const BUYER_USER_TYPES = [7, 8, 9] as const;

/** Spec section 5: -1 (like 0 or nothing) selects no country and no user type. */
export const NO_SELECTION = -1;

/** The contract's limit of the name search. */
export const BUYER_SEARCH_MAX_LENGTH = 100;

const numberOf = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value.trim().replace(',', '.'));
  return Number.isFinite(number) ? number : null;
};

/** A chosen id: a positive integer; -1, 0, empty and garbage are "no selection". */
export function selectionOrNull(value: unknown): number | null {
  const id = numberOf(value);
  return id !== null && Number.isInteger(id) && id > 0 ? id : null;
}

/** 1 retail or 2 wholesale, else null (both markets). */
export function orderTypeOrNull(value: unknown): number | null {
  const id = numberOf(value);
  return id === BUYER_ORDER_TYPE.retail || id === BUYER_ORDER_TYPE.wholesale ? id : null;
}

/** At least this many orders: a whole number > 0, else null (no filter; 0 is no filter too). */
export function ordersCountOrNull(value: unknown): number | null {
  const count = numberOf(value);
  return count !== null && Number.isInteger(count) && count > 0 ? count : null;
}

/** At least this many rubles: a number > 0 (kopecks allowed), else null. */
export function spentAmountOrNull(value: unknown): number | null {
  const amount = numberOf(value);
  return amount !== null && amount > 0 ? roundRubles(amount) : null;
}

/** The trimmed name search, null when blank. */
export function searchOrNull(value: unknown): string | null {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  return text === '' ? null : text;
}

/** The filter values of a buyer list (the page's URL, the lookup's filter). */
export type BuyerFilterValues = Record<string, unknown>;

/**
 * The body of GetBuyersByFilter for filter values: every key present, empty ones null but
 * `country` and `userTypeId`, whose "no selection" is -1 (spec section 5).
 */
export function buyerFilterBody(
  filter: BuyerFilterValues,
  sellerId: number,
  page: BuyerFilterBody['pagination'],
  buyerIds: number[] | null = null,
): BuyerFilterBody {
  return {
    country: selectionOrNull(filter.country) ?? NO_SELECTION,
    userTypeId: selectionOrNull(filter.userTypeId) ?? NO_SELECTION,
    orderTypeId: orderTypeOrNull(filter.orderTypeId),
    lastOrderDate: filterDay(filter.lastOrderDate),
    ordersCount: ordersCountOrNull(filter.ordersCount),
    spentAmount: spentAmountOrNull(filter.spentAmount),
    pagination: page,
    sellerId,
    searchValue: searchOrNull(filter.searchValue ?? filter.q),
    buyerIds,
  };
}

type BuyerSortColumn = NonNullable<BuyerSort['column']>;
const BUYER_SORT_COLUMNS: readonly BuyerSortColumn[] = [
  'buyerName',
  'spentAmount',
  'lastOrderDate',
  'ordersCount',
];

/**
 * The sort keys of a list sort. The server's own order (by name, ascending) is not restated, so
 * the lookups keep the body of docs/contract/buyers.md; any other sort of a sortable column is sent.
 */
export function buyerSortOf(
  sort: { field: string; order: string } | undefined,
): BuyerSort | Record<string, never> {
  const column = BUYER_SORT_COLUMNS.find((name) => name === sort?.field);
  if (!column || !sort) return {};
  const ascending = sort.order === 'ASC';
  return column === 'buyerName' && ascending ? {} : { column, sortByAscending: ascending };
}

/** The body of GetBuyerOrders: one buyer's orders of a market (null: both), newest first. */
export function buyerOrdersBody(input: {
  sellerId: number;
  buyerId: number;
  orderTypeId?: unknown;
  page?: number;
  pageSize?: number;
}): BuyerOrdersBody {
  return {
    sellerId: input.sellerId,
    buyerId: input.buyerId,
    orderTypeId: orderTypeOrNull(input.orderTypeId),
    pagination: pagination(input.page, input.pageSize, BUYERS_PAGE_SIZE),
  };
}
