import type { StoreHolidaysBody } from '../../contract';
import { request, type RequestOptions } from './http';
import { ACTION_OPTIONS } from './orders';
import { decodeStoreHolidays, decodeWorkQueue, type WorkQueue } from './workQueueDecoders';

export type { WorkQueue, WorkQueueItem } from './workQueueDecoders';
export { WORK_QUEUE_KINDS } from './workQueueDecoders';

/**
 * The work queue and the store's holidays (docs/contract/work-queue.md). Both calls are ours:
 * silent, so a server without them leaves the page on its own message (unlessRefused), and a
 * refusal (-1) rejects with the server's Russian text.
 */

const OURS: RequestOptions = { ...ACTION_OPTIONS, onFailure: 'silent' };

export const getWorkQueue = (): Promise<WorkQueue> =>
  request('WorkQueue/GetWorkQueue', decodeWorkQueue, { body: {}, ...OURS });

export const updateStoreHolidays = (body: StoreHolidaysBody): Promise<{ holidays: string[] }> =>
  request('SellerSettings/UpdateStoreHolidays', decodeStoreHolidays, { body, ...OURS });
