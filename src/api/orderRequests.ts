import type {
  OrderProposalBody,
  OrderRequest,
  OrderRequestFilterBody,
  OrderRequestFilterOptions,
  OrderRequestListItem,
  OrderRequestListReply,
  OrderRequestProduct,
  RejectOrderRequestBody,
} from '../../contract';
import { request } from './http';
import { ACTION_OPTIONS } from './orders';

/** The wire shapes of this module (contract/requestsTenders.ts). */
export type {
  OrderProposalBody,
  OrderRequest,
  OrderRequestFilterBody,
  OrderRequestFilterOptions,
  OrderRequestListItem,
  OrderRequestListReply,
  OrderRequestProduct,
  RejectOrderRequestBody,
};

/**
 * Order requests (docs/contract/requests-tenders.md "Order requests", spec section 7). Paths under
 * /seller/api. Reads follow the error catalogue (/error-page); the actions `handle` status -1 so
 * their dialog shows the server's refusal (ACTION_OPTIONS, src/api/orders.ts).
 */

export const getOrderRequestFilterOptions = (sellerId: number): Promise<OrderRequestFilterOptions> =>
  request<OrderRequestFilterOptions>('OrderRequest/GetProductsAndBuyersOfOrderRequest', {
    method: 'GET',
    query: { sellerId },
  });

export const getAllOrderRequests = (body: OrderRequestFilterBody): Promise<OrderRequestListReply> =>
  request<OrderRequestListReply>('OrderRequest/GetAllOrderRequests', { body });

export const getOrderRequestById = (orderRequestId: number): Promise<OrderRequest> =>
  request<OrderRequest>('OrderRequest/GetOrderRequestById', { query: { orderRequestId } });

export const createOrderProposal = (body: OrderProposalBody): Promise<boolean> =>
  request<boolean>('OrderRequest/CreateOrderProposal', { body, ...ACTION_OPTIONS });

export const updateOrderProposal = (body: OrderProposalBody): Promise<boolean> =>
  request<boolean>('OrderRequest/UpdateOrderProposal', { body, ...ACTION_OPTIONS });

export const rejectOrderRequest = (body: RejectOrderRequestBody): Promise<boolean> =>
  request<boolean>('OrderRequest/RejectOrderRequest', { body, ...ACTION_OPTIONS });

export const deleteOrderRequest = (orderRequestId: number): Promise<boolean> =>
  request<boolean>('OrderRequest/DeleteOrderRequest', { query: { orderRequestId }, ...ACTION_OPTIONS });
