import { unchecked } from './decode';
import type { Dispute, DisputeFilterBody, DisputeMessage } from '../../contract';
import { request, type RequestOptions } from './http';
import type { PagedResult } from './types';

/** The wire shapes of this module (contract/disputes.ts). */
export type { Dispute, DisputeFilterBody, DisputeMessage };

/** Disputes and returns (docs/contract/disputes.md "Disputes", spec section 7). Paths under /seller/api. */

/**
 * The `request()` options of the dispute actions and the comment: every failure rejects without
 * leaving the page (spec section 8: -20 opens the dispute-changing modal, any other failure is a
 * toast or the message list's own text, and the form keeps what was typed).
 */
export const DISPUTE_ACTION_OPTIONS: Pick<RequestOptions, 'onFailure'> = { onFailure: 'silent' };

export const getDisputesByFilter = (body: DisputeFilterBody): Promise<PagedResult<Dispute>> =>
  request('Dispute/GetDisputesByFilter', unchecked<PagedResult<Dispute>>(), { body });

/** Multipart (build it with `buildDeclineDisputeFormData`). */
export const declineDispute = (form: FormData): Promise<boolean> =>
  request('Dispute/DeclineDispute', unchecked<boolean>(), { body: form, ...DISPUTE_ACTION_OPTIONS });

export const acceptDisputeReturn = (disputeId: number): Promise<boolean> =>
  request('Dispute/AcceptDisputeReturn', unchecked<boolean>(), { query: { disputeId }, ...DISPUTE_ACTION_OPTIONS });

/** The generic message list of spec section 7 for a dispute: oldest first. */
export const getDisputeMessages = async (disputeId: number): Promise<DisputeMessage[]> =>
  (await request('Dispute/GetDisputeMessages', unchecked<DisputeMessage[] | null>(), { query: { disputeId } })) ?? [];

/** Multipart (build it with `buildDisputeCommentFormData`). */
export const addDisputeComment = (form: FormData): Promise<DisputeMessage> =>
  request('Dispute/AddDisputeComment', unchecked<DisputeMessage>(), { body: form, ...DISPUTE_ACTION_OPTIONS });
