import type { WorkQueueKind } from '../../contract';
import { decoder, list, maybeFlag, num, numOr, record, text, v, type Decoded } from './decode';

/**
 * The work queue's reply (docs/contract/work-queue.md "Client readers"): an item of an unknown
 * kind or without a key is left out; any other field may be missing (a missing due time shows no
 * countdown, a missing name '----'); missing counts are 0.
 */

export const WORK_QUEUE_KINDS = [
  'shipOrder',
  'acceptOrder',
  'payRenewal',
  'dispute',
  'request',
  'tender',
  'chat',
  'review',
] as const satisfies readonly WorkQueueKind[];

const requiredText = v.pipe(v.string(), v.minLength(1));

export const workQueueItem = v.object({
  kind: v.picklist(WORK_QUEUE_KINDS),
  key: requiredText,
  orderId: num,
  orderNumber: text,
  deliveryMethodId: num,
  requestId: num,
  tenderId: num,
  disputeId: num,
  isRetail: maybeFlag,
  reviewId: num,
  chatId: num,
  buyerName: text,
  subject: text,
  suggestedDays: num,
  unreadCount: num,
  dueAt: text,
  createdAt: text,
});
export type WorkQueueItem = Decoded<typeof workQueueItem>;

const counts = record(
  Object.fromEntries(WORK_QUEUE_KINDS.map((kind) => [kind, numOr(0)])) as Record<
    WorkQueueKind,
    ReturnType<typeof numOr>
  >,
);

export const workQueue = record({ items: list(workQueueItem), counts, now: text });
export type WorkQueue = Decoded<typeof workQueue>;
export const decodeWorkQueue = decoder(workQueue);

/** `UpdateStoreHolidays`: the stored days (sorted, without repeats). */
export const storeHolidays = record({ holidays: list(v.string()) });
export const decodeStoreHolidays = decoder(storeHolidays);
