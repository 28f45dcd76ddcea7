import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { useHubEvent } from '../../realtime/hubEvents';
import { WORK_QUEUE_RESOURCE, type WorkQueueDataProvider } from './handler';

/**
 * The queue under the shell's counter key: every record event of the hub (a new order, a status
 * change, a request, a dispute, a review; docs/contract/realtime.md "Open lists, pages and
 * counters follow the hub") refetches it in place; chat events refetch it here.
 */
export const WORK_QUEUE_KEY = ['shell', WORK_QUEUE_RESOURCE] as const;

export function useWorkQueue() {
  const dataProvider = useDataProvider<WorkQueueDataProvider>();
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: WORK_QUEUE_KEY });
  useHubEvent('MessageReceived', refetch);
  useHubEvent('UnreadMessagesChanged', refetch);
  return useQuery({
    queryKey: WORK_QUEUE_KEY,
    queryFn: () => dataProvider.getQueue(WORK_QUEUE_RESOURCE),
    retry: false,
  });
}

const MINUTE_MS = 60_000;

/** The page's one clock: the current instant, moved on at each whole minute. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: number | undefined;
    const schedule = () => {
      timer = window.setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        MINUTE_MS - (Date.now() % MINUTE_MS),
      );
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, []);
  return now;
}
