import { useEffect } from 'react';
import { useQueryClient, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { DASHBOARD_CHARTS_RESOURCE } from '../resources/dashboard-charts/handler';
import { onHubEvent } from './hubEvents';
import { LIVE_TARGETS, liveEffectOf, type LiveEffect, type LiveTarget, type RecordRef } from './liveEffects';
import { offerNewRow } from './liveLists';


/**
 * The shell's counters (src/layout/ShellCounters.tsx keys: the sidebar's counts, the dashboard's
 * figures and 'Новые запросы') and the dashboard's charts: every record event may move them.
 */
const COUNTER_KEYS: readonly QueryKey[] = [['shell'], [DASHBOARD_CHARTS_RESOURCE]];

const LIST_METHODS = new Set(['getList', 'getMany', 'getManyReference']);

const rowsOf = (data: unknown): unknown[] => {
  const rows = (data as { data?: unknown } | undefined)?.data;
  return Array.isArray(rows) ? rows : [];
};

const idOf = (value: unknown): string => String((value as { id?: unknown } | null)?.id);

/**
 * Whether a cached query shows the record (ra-core keys `[resource, method, params]`): a `getOne`
 * of its id, a list page whose rows hold it, or a query of ours keyed by the id
 * (`[resource, 'messages', id]`). A reference without an id matches every query of the resource.
 */
export function showsRecord(
  query: Pick<Query, 'queryKey'> & { state: { data: unknown } },
  record: RecordRef,
): boolean {
  const [resource, method, ...rest] = query.queryKey;
  if (resource !== record.resource) return false;
  if (record.id === null) return true;
  const id = String(record.id);
  if (method === 'getOne') return idOf(rest[0]) === id;
  if (typeof method === 'string' && LIST_METHODS.has(method)) {
    return rowsOf(query.state.data).some((row) => idOf(row) === id);
  }
  return rest.some((part) => String(part) === id);
}

/**
 * Refetches what shows the changed records and the counters, in place: react-query keeps the old
 * rows on screen until the new ones arrive, so a list neither empties nor loses its scroll.
 * Queries no screen uses are only marked stale. New rows go to the open lists (`liveLists.ts`),
 * which decide whether to show them at once or in their 'Новых: N' bar.
 */
export async function applyLiveEffect(queryClient: QueryClient, effect: LiveEffect): Promise<void> {
  if (effect.created) offerNewRow(effect.created);
  await Promise.all([
    ...effect.changed.map((record) =>
      queryClient.invalidateQueries({ predicate: (query) => showsRecord(query, record) }),
    ),
    ...COUNTER_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ]);
}

/** Open lists, pages and counters follow every record-changing hub event while the shell is mounted. */
export function useLiveRefresh(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const subscribe = <T extends LiveTarget>(target: T) =>
      onHubEvent(target, (event) => void applyLiveEffect(queryClient, liveEffectOf(target, event)));
    const unsubscribers = LIVE_TARGETS.map(subscribe);
    return () => unsubscribers.forEach((unsubscribe) => unsubscribe());
  }, [queryClient]);
}
