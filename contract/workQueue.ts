/**
 * The work queue, /work-queue 'Сегодня' (docs/contract/work-queue.md): one list of what needs the
 * seller, most urgent first. Every call here is ours (not in the specification).
 */

export type WorkQueueKind =
  'acceptOrder' | 'shipOrder' | 'payRenewal' | 'request' | 'tender' | 'dispute' | 'review' | 'chat';

/** `POST WorkQueue/GetWorkQueue`: the caller's queue (a `sellerId` may only name the caller). */
export interface WorkQueueBody {
  sellerId?: number | null;
}

export interface WorkQueueItem {
  kind: WorkQueueKind;
  /** Unique in the reply: `<kind>-<id>`. */
  key: string;
  /** Wholesale or retail order id (acceptOrder: retail; shipOrder, payRenewal: wholesale; dispute: its order). */
  orderId: number | null;
  /** The number the order screens show (invoice `yyyy-NNNNNN` or the retail number). */
  orderNumber: string | null;
  /** shipOrder, payRenewal: the order's delivery method (the ready-to-send form depends on it). */
  deliveryMethodId: number | null;
  requestId: number | null;
  tenderId: number | null;
  disputeId: number | null;
  /** A dispute of a retail order (the disputes page of that market). */
  isRetail: boolean | null;
  reviewId: number | null;
  chatId: number | null;
  buyerName: string | null;
  /** The tender's title, the review's text or the last unread message (plain text). */
  subject: string | null;
  /** payRenewal: the days the buyer asked for. */
  suggestedDays: number | null;
  /** chat: unread messages. */
  unreadCount: number | null;
  /** ISO instant the seller must act by (null: no deadline: reviews, chat). */
  dueAt: string | null;
  /** ISO instant the item appeared (order created, paid, request sent, review or message written). */
  createdAt: string;
}

export type WorkQueueCounts = Record<WorkQueueKind, number>;

export interface WorkQueueReply {
  /** Most urgent first, at most `WORK_QUEUE_KIND_LIMIT` of each kind. */
  items: WorkQueueItem[];
  /** Every waiting item of each kind (beyond the listed ones). */
  counts: WorkQueueCounts;
  /** The server's clock when the reply was made. */
  now: string;
}

/** `POST SellerSettings/UpdateStoreHolidays`: the store's days off beyond its weekly schedule. */
export interface StoreHolidaysBody {
  /** Moscow days `yyyy-MM-dd`, at most 100; the list replaces the stored one. */
  holidays: string[];
}
