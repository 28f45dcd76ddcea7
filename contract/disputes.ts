import type { Pagination, PagedReply } from './envelope.js';
import type { StoredFile } from './requestsTenders.js';
import type { DisputeStatusId } from './statuses.js';

/** Disputes and returns (`/seller/api/Dispute/...`): docs/contract/disputes.md. */

/** 1 not received, 2 not as described, 3 defect or damage, 4 incomplete, 5 other. */
export type DisputeReasonId = 1 | 2 | 3 | 4 | 5;

/** Body of `POST Dispute/GetDisputesByFilter`. */
export interface DisputeFilterBody {
  sellerId: number | null;
  isRetail: boolean;
  /** A dispute status; null / 0 = all. */
  statusId: number | null;
  /** Digits: the wholesale order id or the retail order number. */
  orderNumber: string | null;
  dateFrom: string | null;
  dateTo: string | null;
  pagination: Pagination;
}

/**
 * A dispute row. The specification names `id`, `isRetail`, `orderId`, `orderStatusId`, `buyerId`,
 * `buyerName`, `statusId`, `creationDate` and `declinePurpose`; the optional fields are ours.
 */
export interface Dispute {
  id: number;
  isRetail: boolean;
  orderId: number;
  orderNumber?: string;
  orderStatusId: number;
  orderAmount?: number;
  buyerId: number;
  buyerName: string;
  reasonId?: DisputeReasonId;
  claim?: string;
  claimFiles?: StoredFile[];
  statusId: DisputeStatusId;
  creationDate: string;
  answerDeadline?: string;
  declinePurpose: string | null;
  declineFiles?: StoredFile[];
  decisionComment?: string | null;
  closedDate?: string | null;
  messagesCount?: number;
}

export type DisputeListReply = PagedReply<Dispute>;

/** A message: `id`, `comment`, `images`, `creationDate` (spec section 3 "Dispute comment"); the author is ours. */
export interface DisputeMessage {
  id: number;
  authorRole?: 'buyer' | 'seller' | 'admin';
  authorName?: string;
  comment: string;
  images: StoredFile[];
  creationDate: string;
}
