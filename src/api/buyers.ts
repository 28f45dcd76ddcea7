import type { BuyerFilterBody, BuyerMarketTotals, BuyerOrdersBody, BuyerSort } from '../../contract';
import {
  buyerDetailSchema,
  buyerListSchema,
  buyerOrdersSchema,
  type BuyerDetail,
  type BuyerListItem,
  type BuyerOrder,
} from './buyersDecoders';
import { decoder, type Paged } from './decode';
import { request, type FailureMode } from './http';

/** The wire shapes of this module (contract/buyers.ts) and the decoded replies (buyersDecoders.ts). */
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

const decodeList = decoder(buyerListSchema);
const decodeDetail = decoder(buyerDetailSchema);
const decodeOrders = decoder(buyerOrdersSchema);

/** POST SellerSettings/GetBuyersByFilter (the page adds its sort to the filter body). */
export const getBuyersByFilter = (
  body: BuyerFilterBody & Partial<BuyerSort>,
  onFailure: FailureMode = 'error-page',
): Promise<Paged<BuyerListItem>> =>
  request('SellerSettings/GetBuyersByFilter', decodeList, { body, onFailure });

/** POST SellerSettings/GetSingleBuyer?buyerId=: the buyer's card and figures (-1: not the seller's buyer). */
export const getSingleBuyer = async (buyerId: number): Promise<BuyerDetail> => {
  const buyer = await request('SellerSettings/GetSingleBuyer', decodeDetail, { query: { buyerId } });
  return { ...buyer, id: buyer.id ?? buyerId };
};

/** POST SellerSettings/GetBuyerOrders: the buyer's orders of both markets (or one), newest first. */
export const getBuyerOrders = (body: BuyerOrdersBody): Promise<Paged<BuyerOrder>> =>
  request('SellerSettings/GetBuyerOrders', decodeOrders, { body });
