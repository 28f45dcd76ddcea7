import { unchecked } from './decode';
import type {
  BuyerDetail,
  BuyerFilterBody,
  BuyerListItem,
  BuyerMarketTotals,
  BuyerOrder,
  BuyerOrdersBody,
  BuyerSort,
} from '../../contract';
import { request, type FailureMode } from './http';
import type { PagedResult } from './types';

/** The wire shapes of this module (contract/buyers.ts). */
export type {
  BuyerDetail,
  BuyerFilterBody,
  BuyerListItem,
  BuyerMarketTotals,
  BuyerOrder,
  BuyerOrdersBody,
  BuyerSort,
};

export { BUYER_ORDER_TYPE } from './buyersPayloads';

/**
 * The seller's buyers (docs/contract/buyers.md, docs/contract/disputes.md "Buyers", spec section 7
 * "Settings"). Paths under /seller/api.
 */

/** POST SellerSettings/GetBuyersByFilter (the page adds its sort to the filter body). */
export const getBuyersByFilter = (
  body: BuyerFilterBody & Partial<BuyerSort>,
  onFailure: FailureMode = 'error-page',
): Promise<PagedResult<BuyerListItem>> =>
  request('SellerSettings/GetBuyersByFilter', unchecked<PagedResult<BuyerListItem>>(), { body, onFailure });

/** POST SellerSettings/GetSingleBuyer?buyerId=: the buyer's card and figures (-1: not the seller's buyer). */
export const getSingleBuyer = (buyerId: number): Promise<BuyerDetail> =>
  request('SellerSettings/GetSingleBuyer', unchecked<BuyerDetail>(), { query: { buyerId } });

/** POST SellerSettings/GetBuyerOrders: the buyer's orders of both markets (or one), newest first. */
export const getBuyerOrders = (body: BuyerOrdersBody): Promise<PagedResult<BuyerOrder>> =>
  request('SellerSettings/GetBuyerOrders', unchecked<PagedResult<BuyerOrder>>(), { body });
