import { unchecked } from './decode';
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
  request('OrderRequest/GetProductsAndBuyersOfOrderRequest', unchecked<OrderRequestFilterOptions>(), {
    method: 'GET',
    query: { sellerId },
  });

export const getAllOrderRequests = (body: OrderRequestFilterBody): Promise<OrderRequestListReply> =>
  request('OrderRequest/GetAllOrderRequests', unchecked<OrderRequestListReply>(), { body });

export const getOrderRequestById = (orderRequestId: number): Promise<OrderRequest> =>
  request('OrderRequest/GetOrderRequestById', unchecked<OrderRequest>(), { query: { orderRequestId } });

export const createOrderProposal = (body: OrderProposalBody): Promise<boolean> =>
  request('OrderRequest/CreateOrderProposal', unchecked<boolean>(), { body, ...ACTION_OPTIONS });

export const updateOrderProposal = (body: OrderProposalBody): Promise<boolean> =>
  request('OrderRequest/UpdateOrderProposal', unchecked<boolean>(), { body, ...ACTION_OPTIONS });

export const rejectOrderRequest = (body: RejectOrderRequestBody): Promise<boolean> =>
  request('OrderRequest/RejectOrderRequest', unchecked<boolean>(), { body, ...ACTION_OPTIONS });

export const deleteOrderRequest = (orderRequestId: number): Promise<boolean> =>
  request('OrderRequest/DeleteOrderRequest', unchecked<boolean>(), { query: { orderRequestId }, ...ACTION_OPTIONS });
