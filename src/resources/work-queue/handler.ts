import { unlessRefused } from '../../api/ourCalls';
import { getWorkQueue, updateStoreHolidays, type WorkQueue } from '../../api/workQueue';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';

/**
 * The `work-queue` resource (docs/contract/work-queue.md): the queue of what needs the seller and
 * the store's holidays it reads. Both calls are ours; a server without the queue (one that
 * honours only the specification) answers `null`, which the page shows as 'unavailable'.
 */
export const WORK_QUEUE_RESOURCE = 'work-queue';

export type WorkQueueDataProvider = ResourceDataProvider<typeof workQueueHandler>;

export const workQueueHandler = defineHandler(() => ({
  getQueue: (): Promise<WorkQueue | null> => unlessRefused(getWorkQueue(), null),
  saveHolidays: (p: { holidays: string[] }) => updateStoreHolidays(p),
}));
