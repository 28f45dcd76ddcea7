import type { OrderRequestStatusId } from '../../contract/index.js';
import { OrderRequestStatus as S } from '../../rules/index.js';

/**
 * The order-request status machine of docs/contract/requests-tenders.md as data: who runs each
 * action, the statuses it is allowed from and the status it leads to (null: the status stays).
 * The seller's calls and the buyer's console actions both read it; the sweep's expiry rules are
 * in ./orderRequestsSweep.ts.
 */

export const SELLER_REQUEST_ACTIONS = [
  'createProposal',
  'updateProposal',
  'reject',
  'delete',
  'createOrder',
] as const;
export const BUYER_REQUEST_ACTIONS = ['acceptProposal', 'rejectProposal'] as const;

export type SellerRequestAction = (typeof SELLER_REQUEST_ACTIONS)[number];
export type BuyerRequestAction = (typeof BUYER_REQUEST_ACTIONS)[number];
export type RequestAction = SellerRequestAction | BuyerRequestAction;

export interface RequestActionRule {
  from: readonly OrderRequestStatusId[];
  to: OrderRequestStatusId | null;
}

export const REQUEST_ACTION_RULES: Readonly<Record<RequestAction, RequestActionRule>> = {
  createProposal: { from: [S.New], to: S.ProposalSent },
  // Only before the buyer answers; the status stays 3 and the validity restarts.
  updateProposal: { from: [S.ProposalSent], to: null },
  reject: { from: [S.New, S.ProposalSent], to: S.RejectedBySeller },
  // Finished requests only: an open one must be rejected first. The status is kept (soft delete).
  delete: { from: [S.OrderCreated, S.RejectedBySeller, S.ProposalRejected, S.Expired], to: null },
  createOrder: { from: [S.ProposalAccepted], to: S.OrderCreated },
  acceptProposal: { from: [S.ProposalSent], to: S.ProposalAccepted },
  rejectProposal: { from: [S.ProposalSent], to: S.ProposalRejected },
};

export const isAllowed = (action: RequestAction, statusId: number): boolean =>
  (REQUEST_ACTION_RULES[action].from as readonly number[]).includes(statusId);

/** The buyer's actions the status allows now, in rule order (the console offers exactly these). */
export const allowedBuyerRequestActions = (statusId: number): BuyerRequestAction[] =>
  BUYER_REQUEST_ACTIONS.filter((action) => isAllowed(action, statusId));

/** Every status id of a request (0 and 1 are the filter's "all", spec section 5). */
export const ORDER_REQUEST_STATUS_IDS: readonly OrderRequestStatusId[] = [2, 3, 4, 5, 6, 7, 8];
