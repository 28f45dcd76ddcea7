import type { DisputeFilterBody } from '../../contract';
import { decoder, ignoreData, type Paged } from './decode';
import {
  disputeListSchema,
  disputeMessagesSchema,
  type Dispute,
  type DisputeMessage,
} from './disputesDecoders';
import { request, type RequestOptions } from './http';

/** The wire shapes of this module (contract/disputes.ts) and the decoded replies (disputesDecoders.ts). */
export type { Dispute, DisputeFilterBody, DisputeMessage };

/** Disputes and returns (docs/contract/disputes.md "Disputes", spec section 7). Paths under /seller/api. */

/**
 * The `request()` options of the dispute actions and the comment: every failure rejects without
 * leaving the page (spec section 8: -20 opens the dispute-changing modal, any other failure is a
 * toast or the message list's own text, and the form keeps what was typed).
 */
export const DISPUTE_ACTION_OPTIONS: Pick<RequestOptions, 'onFailure'> = { onFailure: 'silent' };

const decodeList = decoder(disputeListSchema);
const decodeMessages = decoder(disputeMessagesSchema);

export const getDisputesByFilter = (body: DisputeFilterBody): Promise<Paged<Dispute>> =>
  request('Dispute/GetDisputesByFilter', decodeList, { body });

/** Multipart (build it with `buildDeclineDisputeFormData`); no reply field is read. */
export const declineDispute = (form: FormData): Promise<void> =>
  request('Dispute/DeclineDispute', ignoreData, { body: form, ...DISPUTE_ACTION_OPTIONS });

/** Ours (not in the specification): a server without it refuses, and the action's toast says so. */
export const acceptDisputeReturn = (disputeId: number): Promise<void> =>
  request('Dispute/AcceptDisputeReturn', ignoreData, { query: { disputeId }, ...DISPUTE_ACTION_OPTIONS });

/** The generic message list of spec section 7 for a dispute: oldest first. */
export const getDisputeMessages = (disputeId: number): Promise<DisputeMessage[]> =>
  request('Dispute/GetDisputeMessages', decodeMessages, { query: { disputeId } });

/** Multipart (build it with `buildDisputeCommentFormData`); the list is read again afterwards. */
export const addDisputeComment = (form: FormData): Promise<void> =>
  request('Dispute/AddDisputeComment', ignoreData, { body: form, ...DISPUTE_ACTION_OPTIONS });
