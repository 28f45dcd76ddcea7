import type { OrderProposalBody, OrderRequestFilterBody, RejectOrderRequestBody } from '../../contract';
import { decoder, flag } from './decode';
import { request } from './http';
import {
  filterOptionsReply,
  requestListReply,
  requestReply,
  type OrderProposal,
  type OrderRequest,
  type OrderRequestFilterOptions,
  type OrderRequestListItem,
  type OrderRequestProduct,
  type RequestBuyer,
} from './orderRequestsDecoders';
import { ACTION_OPTIONS } from './orders';

/** The wire shapes of the bodies (contract/requestsTenders.ts); replies as decoded (orderRequestsDecoders.ts). */
export type { OrderProposalBody, OrderRequestFilterBody, RejectOrderRequestBody };
export type {
  OrderProposal,
  OrderRequest,
  OrderRequestFilterOptions,
  OrderRequestListItem,
  OrderRequestProduct,
  RequestBuyer,
};

/** `data` of GetAllOrderRequests as decoded. */
export type OrderRequestListReply = ReturnType<typeof decodeList>;

/**
 * Order requests (docs/contract/requests-tenders.md "Order requests", spec section 7). Paths under
 * /seller/api. Reads follow the error catalogue (/error-page); the actions `handle` status -1 so
 * their dialog shows the server's refusal (ACTION_OPTIONS, src/api/orders.ts).
 */

const decodeOptions = decoder(filterOptionsReply);
const decodeList = decoder(requestListReply);
const decodeRequest = decoder(requestReply);
const decodeDone = decoder(flag);

export const getOrderRequestFilterOptions = (sellerId: number): Promise<OrderRequestFilterOptions> =>
  request('OrderRequest/GetProductsAndBuyersOfOrderRequest', decodeOptions, {
    method: 'GET',
    query: { sellerId },
  });

export const getAllOrderRequests = (body: OrderRequestFilterBody): Promise<OrderRequestListReply> =>
  request('OrderRequest/GetAllOrderRequests', decodeList, { body });

/** A reply without the request's id is still the request asked for. */
export const getOrderRequestById = async (orderRequestId: number): Promise<OrderRequest> => {
  const read = await request('OrderRequest/GetOrderRequestById', decodeRequest, {
    query: { orderRequestId },
  });
  return { ...read, id: read.id ?? orderRequestId };
};

export const createOrderProposal = (body: OrderProposalBody): Promise<boolean> =>
  request('OrderRequest/CreateOrderProposal', decodeDone, { body, ...ACTION_OPTIONS });

export const updateOrderProposal = (body: OrderProposalBody): Promise<boolean> =>
  request('OrderRequest/UpdateOrderProposal', decodeDone, { body, ...ACTION_OPTIONS });

export const rejectOrderRequest = (body: RejectOrderRequestBody): Promise<boolean> =>
  request('OrderRequest/RejectOrderRequest', decodeDone, { body, ...ACTION_OPTIONS });

export const deleteOrderRequest = (orderRequestId: number): Promise<boolean> =>
  request('OrderRequest/DeleteOrderRequest', decodeDone, { query: { orderRequestId }, ...ACTION_OPTIONS });
