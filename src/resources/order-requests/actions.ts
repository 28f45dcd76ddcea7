import { FINISHED_ORDER_REQUEST_STATUSES, OrderRequestStatus } from '../../domain/orderRequestStatuses';

/**
 * Which actions an order request offers, by status (docs/contract/requests-tenders.md "Status
 * machine"). Rules as data: one row per action, in the order the buttons appear.
 */

export type RequestAction = 'sendProposal' | 'editProposal' | 'createOrder' | 'reject' | 'delete';

const S = OrderRequestStatus;

export const REQUEST_ACTION_RULES: readonly { action: RequestAction; from: readonly number[] }[] = [
  { action: 'sendProposal', from: [S.New] },
  { action: 'editProposal', from: [S.ProposalSent] },
  { action: 'createOrder', from: [S.ProposalAccepted] },
  { action: 'reject', from: [S.New, S.ProposalSent] },
  { action: 'delete', from: FINISHED_ORDER_REQUEST_STATUSES },
];

export function requestActionsFor(statusId: number | null | undefined): RequestAction[] {
  return REQUEST_ACTION_RULES.filter(
    (rule) => typeof statusId === 'number' && rule.from.includes(statusId),
  ).map((rule) => rule.action);
}

/** Red, outlined buttons: the actions that end the request. */
export const DANGEROUS_REQUEST_ACTIONS: readonly RequestAction[] = ['reject', 'delete'];
