import { unchecked } from './decode';
import type {
  ChangeRetailOrderStatusBody,
  GeneralRetailOrderFilterBody,
  RetailOrder,
  RetailOrderFilterBody,
  RetailOrderListItem,
  RetailOrderProduct,
  RetailOrderReply,
  RetailOrderSortColumn,
  RetailShippingInfo,
  RetailShippingInfoJson,
} from '../../contract';
import { request } from './http';
import { ACTION_OPTIONS } from './orders';
import { toRetailOrderDetail, type RetailOrderDetail } from './orderDetails';

export type { RetailOrderDetail };
import type { PagedResult } from './types';

/** The wire shapes of this module (contract/retailOrders.ts). */
export type {
  ChangeRetailOrderStatusBody,
  GeneralRetailOrderFilterBody,
  RetailOrder,
  RetailOrderFilterBody,
  RetailOrderListItem,
  RetailOrderProduct,
  RetailShippingInfo,
};

/** Retail orders (docs/contract/orders.md "Retail orders", spec section 7). Paths under /seller/api. */

/** Optional sort of both retail lists (docs/contract/orders.md "Sorting the retail lists"). */
export type RetailSortColumn = RetailOrderSortColumn;

/** The `json` part of `RetailOrder/AddInfoForShipping` (spec section 3 "Retail shipping info"). */
export type RetailShippingInfoPayload = RetailShippingInfoJson;

export const getRetailOrdersAndFilter = (
  body: RetailOrderFilterBody,
): Promise<PagedResult<RetailOrderListItem>> =>
  request('RetailOrder/GetRetailOrdersAndFilter', unchecked<PagedResult<RetailOrderListItem>>(), { body });

export const getGeneralRetailOrdersAndFilter = (
  body: GeneralRetailOrderFilterBody,
): Promise<PagedResult<RetailOrderListItem>> =>
  request('RetailOrder/GetGeneralRetailOrdersAndFilter', unchecked<PagedResult<RetailOrderListItem>>(), { body });

/** The order as the page reads it: every part the specification leaves open may be missing (issue 8.27). */
export const getRetailOrderInfo = async (orderId: number): Promise<RetailOrderDetail> =>
  toRetailOrderDetail(
    await request('Order/GetRetailOrderInfo', unchecked<RetailOrderReply | null>(), { method: 'GET', query: { orderId } }),
    orderId,
  );

export const changeRetailOrderStatus = (body: ChangeRetailOrderStatusBody): Promise<boolean> =>
  request('RetailOrder/ChangeRetailOrderStatus', unchecked<boolean>(), { body, ...ACTION_OPTIONS });

/** Multipart (build it with `buildShippingInfoFormData`). */
export const addInfoForShipping = (form: FormData): Promise<boolean> =>
  request('RetailOrder/AddInfoForShipping', unchecked<boolean>(), { body: form, ...ACTION_OPTIONS });
