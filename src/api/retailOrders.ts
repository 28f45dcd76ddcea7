import { decoder, ignoreData, paged, type Paged } from './decode';
import type {
  ChangeRetailOrderStatusBody,
  GeneralRetailOrderFilterBody,
  RetailOrderFilterBody,
  RetailOrderSortColumn,
  RetailShippingInfoJson,
} from '../../contract';
import { request } from './http';
import { ACTION_OPTIONS } from './orders';
import {
  retailOrderDecoder,
  retailOrderRow,
  type RetailOrderDetail,
  type RetailOrderRow,
} from './orderDetails';

/** The wire shapes of this module's bodies (contract/retailOrders.ts). */
export type { ChangeRetailOrderStatusBody, GeneralRetailOrderFilterBody, RetailOrderFilterBody };

/** The decoded replies of this module (src/api/orderDetails.ts). */
export type { RetailOrderDetail, RetailOrderRow, RetailProductLine } from './orderDetails';

/** Retail orders (docs/contract/orders.md "Retail orders", spec section 7). Paths under /seller/api. */

/** Optional sort of both retail lists (docs/contract/orders.md "Sorting the retail lists"). */
export type RetailSortColumn = RetailOrderSortColumn;

/** The `json` part of `RetailOrder/AddInfoForShipping` (spec section 3 "Retail shipping info"). */
export type RetailShippingInfoPayload = RetailShippingInfoJson;

/** Both retail lists: rows without an id are left out; a missing page count is 1. */
const decodeRetailList = decoder(paged(retailOrderRow));

export const getRetailOrdersAndFilter = (body: RetailOrderFilterBody): Promise<Paged<RetailOrderRow>> =>
  request('RetailOrder/GetRetailOrdersAndFilter', decodeRetailList, { body });

export const getGeneralRetailOrdersAndFilter = (
  body: GeneralRetailOrderFilterBody,
): Promise<Paged<RetailOrderRow>> =>
  request('RetailOrder/GetGeneralRetailOrdersAndFilter', decodeRetailList, { body });

/** The order as the page reads it: every part the specification leaves open may be missing (issue 8.27). */
export const getRetailOrderInfo = (orderId: number): Promise<RetailOrderDetail> =>
  request('Order/GetRetailOrderInfo', retailOrderDecoder(orderId), { method: 'GET', query: { orderId } });

/** The specification reads nothing of the action replies: a status-1 reply is the success. */
export const changeRetailOrderStatus = (body: ChangeRetailOrderStatusBody): Promise<void> =>
  request('RetailOrder/ChangeRetailOrderStatus', ignoreData, { body, ...ACTION_OPTIONS });

/** Multipart (build it with `buildShippingInfoFormData`). */
export const addInfoForShipping = (form: FormData): Promise<void> =>
  request('RetailOrder/AddInfoForShipping', ignoreData, { body: form, ...ACTION_OPTIONS });
