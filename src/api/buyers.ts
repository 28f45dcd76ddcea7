import type { BuyerFilterBody, BuyerListItem } from '../../contract';
import { request, type FailureMode } from './http';
import type { PagedResult } from './types';

/** The wire shapes of this module (contract/buyers.ts). */
export type { BuyerFilterBody, BuyerListItem };

/** The seller's buyers (docs/contract/buyers.md, spec section 7 "Settings"). Paths under /seller/api. */

/** `orderTypeId` of the buyer filter (spec section 3). */
export const BUYER_ORDER_TYPE = { retail: 1, wholesale: 2 } as const;

/** POST SellerSettings/GetBuyersByFilter. */
export const getBuyersByFilter = (
  body: BuyerFilterBody,
  onFailure: FailureMode = 'error-page',
): Promise<PagedResult<BuyerListItem>> =>
  request<PagedResult<BuyerListItem>>('SellerSettings/GetBuyersByFilter', { body, onFailure });
