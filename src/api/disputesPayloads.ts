import { filterDay, pagination } from './list';
import { positiveIdOrNull, type FilterScalar } from './ordersPayloads';
import { orderNumberOrNull } from './retailOrdersPayloads';
import type { DisputeFilterBody } from './disputes';

/** Pure builders of the dispute calls' payloads (docs/contract/disputes.md "Disputes"). */

/** Limits of the contract: the decline's purpose and files, the comment's text and images. */
export const DECLINE_PURPOSE_MAX_LENGTH = 1000;
export const DECLINE_FILES_MAX = 10;
export const COMMENT_MAX_LENGTH = 2000;
export const COMMENT_IMAGES_MAX = 5;

/** The dispute list filter as the screen keeps it (URL values) with the market of the page. */
export interface DisputeFilterInput {
  sellerId: number;
  isRetail: boolean;
  statusId?: FilterScalar;
  /** Digits, at most 7: the wholesale order id or the retail order number. */
  orderNumber?: FilterScalar;
  dateFrom?: FilterScalar;
  dateTo?: FilterScalar;
  page?: number;
  pageSize?: number;
}

/**
 * The GetDisputesByFilter body: every key present, an empty or invalid filter null (status 0 is
 * all), days as Moscow days (`filterDay`), 12 rows by default. The server orders the rows.
 */
export function buildDisputeFilterBody(input: DisputeFilterInput): DisputeFilterBody {
  return {
    sellerId: input.sellerId,
    isRetail: input.isRetail,
    statusId: positiveIdOrNull(input.statusId),
    orderNumber: orderNumberOrNull(input.orderNumber),
    dateFrom: filterDay(input.dateFrom),
    dateTo: filterDay(input.dateTo),
    pagination: pagination(input.page, input.pageSize),
  };
}

/** The market of a list's permanent filter (`isRetail`), or null when it names none. */
export function marketOf(value: unknown): boolean | null {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}

// Decline -----------------------------------------------------------------------------------------

/** The parts of `Dispute/DeclineDispute` (spec section 3 "Dispute decline"), in the order sent. */
export const DECLINE_DISPUTE_FIELDS = [
  'DisputeId',
  'OrderStatusId',
  'DeclinePurpose',
  'DeclineFiles',
] as const;

export interface DeclineDisputeInput {
  disputeId: number;
  /** The order's status as the seller saw it (the row's `orderStatusId`; null: the reply had none). */
  orderStatusId: number | null;
  declinePurpose: string;
  declineFiles?: readonly File[];
}

/**
 * The decline form: the three text parts first (`OrderStatusId` empty when the row had no order
 * status), then `DeclineFiles` once per file.
 */
export function buildDeclineDisputeFormData(input: DeclineDisputeInput): FormData {
  const form = new FormData();
  form.append('DisputeId', String(input.disputeId));
  form.append('OrderStatusId', input.orderStatusId === null ? '' : String(input.orderStatusId));
  form.append('DeclinePurpose', input.declinePurpose.trim());
  for (const file of input.declineFiles ?? []) form.append('DeclineFiles', file, file.name);
  return form;
}

// Comment -----------------------------------------------------------------------------------------

/** The parts of `Dispute/AddDisputeComment` (spec section 7), in the order sent. */
export const DISPUTE_COMMENT_FIELDS = ['comment', 'userId', 'disputeId', 'CommentImages'] as const;

export interface DisputeCommentInput {
  disputeId: number;
  /** The signed-in user (the dataProvider's scope). */
  userId: number;
  comment: string;
  images?: readonly File[];
}

/** The comment form: `comment`, `userId`, `disputeId`, then `CommentImages` once per image. */
export function buildDisputeCommentFormData(input: DisputeCommentInput): FormData {
  const form = new FormData();
  form.append('comment', input.comment.trim());
  form.append('userId', String(input.userId));
  form.append('disputeId', String(input.disputeId));
  for (const image of input.images ?? []) form.append('CommentImages', image, image.name);
  return form;
}
