import type {
  ChangeRetailOrderStatusBody,
  GeneralRetailOrderFilterBody,
  RetailOrder,
  RetailOrderFilterBody,
  RetailOrderListItem,
  RetailOrderProduct,
  RetailOrderSortColumn,
  RetailShippingInfo,
  RetailShippingInfoJson,
} from '../../contract';
import { request } from './http';
import { ACTION_OPTIONS } from './orders';
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
  request<PagedResult<RetailOrderListItem>>('RetailOrder/GetRetailOrdersAndFilter', { body });

export const getGeneralRetailOrdersAndFilter = (
  body: GeneralRetailOrderFilterBody,
): Promise<PagedResult<RetailOrderListItem>> =>
  request<PagedResult<RetailOrderListItem>>('RetailOrder/GetGeneralRetailOrdersAndFilter', { body });

export const getRetailOrderInfo = async (orderId: number): Promise<RetailOrder> => {
  const order = await request<RetailOrder>('Order/GetRetailOrderInfo', { method: 'GET', query: { orderId } });
  return {
    ...order,
    products: order.products ?? [],
    imIds: order.imIds ?? [],
    history: order.history ?? [],
    shippingInfo: order.shippingInfo
      ? { ...order.shippingInfo, images: order.shippingInfo.images ?? [] }
      : null,
  };
};

export const changeRetailOrderStatus = (body: ChangeRetailOrderStatusBody): Promise<boolean> =>
  request<boolean>('RetailOrder/ChangeRetailOrderStatus', { body, ...ACTION_OPTIONS });

/** Multipart (build it with `buildShippingInfoFormData`). */
export const addInfoForShipping = (form: FormData): Promise<boolean> =>
  request<boolean>('RetailOrder/AddInfoForShipping', { body: form, ...ACTION_OPTIONS });
