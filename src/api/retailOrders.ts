import { request } from './http';
import type { Pagination, PagedResult } from './types';

/** Retail orders (docs/contract/orders.md "Retail orders", spec section 7). Paths under /seller/api. */

/** Body of `RetailOrder/GetRetailOrdersAndFilter`. */
export interface RetailOrderFilterBody {
  retailOrderId: number | null;
  retailOrderStatuses: number[] | null;
  startDate: string | null;
  endDate: string | null;
  pagination: Pagination;
  productName: string | null;
  /** Digits of the order number, at most 7. */
  number: string | null;
  sellerId: number;
  column?: RetailSortColumn;
  sortByAscending?: boolean;
}

/** Optional sort of both retail lists (docs/contract/orders.md "Sorting the retail lists"). */
export type RetailSortColumn = 'id' | 'creationDate' | 'buyerName' | 'amount' | 'retailOrderStatus';

/** Body of `RetailOrder/GetGeneralRetailOrdersAndFilter` (spec section 3 "Retail order search"). */
export interface GeneralRetailOrderFilterBody {
  sellerId: number;
  dateFrom: string | null;
  dateTo: string | null;
  pagination: Pagination;
  searchValue: string | null;
  column?: RetailSortColumn;
  sortByAscending?: boolean;
}

export interface RetailOrderListItem {
  id: number;
  number: string;
  creationDate: string;
  buyerName: string;
  productName: string | null;
  productsCount: number;
  amount: number;
  retailOrderStatus: number;
  deliveryMethodId: number | null;
  shipingMethodId: number | null;
}

export interface RetailOrderProduct {
  retailOrderProductsId: number;
  productId: number | null;
  productName: string;
  quantity: number;
  price: number;
  amount: number;
  image: string | null;
}

export interface RetailShippingInfo {
  pickupDate: string | null;
  driverPhone: string | null;
  deliveryMethodId: number | null;
  shippingMethodId: number | null;
  images: string[];
}

/** Reply of `GET Order/GetRetailOrderInfo`. */
export interface RetailOrder extends RetailOrderListItem {
  buyer: { fullName: string; phoneNumber: string | null; email: string | null } | null;
  deliveryAddress: string | null;
  products: RetailOrderProduct[];
  shippingInfo: RetailShippingInfo | null;
  cdekOfficeAddress: string | null;
  imIds: string[];
  readinessDeadline?: string | null;
  shippingDeadline?: string | null;
  deliveryDeadline?: string | null;
  history: { retailOrderStatus: number; date: string }[];
}

/** Body of `RetailOrder/ChangeRetailOrderStatus` (field `ImIds` spelled so). */
export interface ChangeRetailOrderStatusBody {
  retailOrderId: number;
  retailOrderStatus: number;
  cdekOfficeAddress: string | null;
  ImIds: string[] | null;
}

/** The `json` part of `RetailOrder/AddInfoForShipping` (spec section 3 "Retail shipping info"). */
export interface RetailShippingInfoPayload {
  pickupDate: string;
  /** Prefix plus number; absent when `deliveryMethodId` is 3. */
  driverPhone?: string;
  retailOrderProductsId: number[];
  shippingMethodId: number;
  orderId: number;
  deliveryMethodId: number;
}

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
  request<boolean>('RetailOrder/ChangeRetailOrderStatus', { body });

/** Multipart (build it with `buildShippingInfoFormData`). */
export const addInfoForShipping = (form: FormData): Promise<boolean> =>
  request<boolean>('RetailOrder/AddInfoForShipping', { body: form });
