import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { screenReaderOnly } from '../a11y/screenReaderOnly';
import { useListContext, useTranslate, type Identifier } from 'react-admin';
import { registerLiveList } from '../../realtime/liveLists';
import { hasFilterValues } from './ResetFiltersButton';
import { sellerIsBusy } from './sellerBusy';

/** How long a row that arrived live stays marked. */
export const FRESH_ROW_MS = 6_000;

const FreshRowsContext = createContext<ReadonlySet<string>>(new Set());

/** Whether the row arrived live a moment ago (the table and the cards mark it). */
export function useIsFreshRow(): (id: Identifier) => boolean {
  const fresh = useContext(FreshRowsContext);
  return useCallback((id: Identifier) => fresh.has(String(id)), [fresh]);
}

const rowsOf = (value: unknown): unknown => (value as { data?: unknown } | null | undefined)?.data;

/**
 * The ids a refetch brought: react-admin types its result as the rows, react-query hands back
 * `{data: {data: rows, total}}` (ra-core's getList query), so both are read.
 */
function refetchedIds(result: unknown): Set<string> {
  const data = rowsOf(result);
  const rows = Array.isArray(data) ? data : rowsOf(data);
  if (!Array.isArray(rows)) return new Set();
  return new Set(rows.map((row) => String((row as { id?: unknown } | null)?.id)));
}

interface LiveRowsProps {
  resource: string;
  /** The list's permanent filter: rows of another market or type are not this list's. */
  permanentFilter: Record<string, unknown> | undefined;
  children: ReactNode;
}

/**
 * New rows of an open list (docs/contract/realtime.md "Open lists"): on the first page, unless
 * the seller is busy (typing, a dialog, rows selected), the page is fetched again and the new
 * row, if the filters and sort put it there, shows marked for a few seconds; otherwise it waits
 * in the 'Новых: N — показать' bar, which shows it (first on the current page, else without
 * the filters). Nothing polls: rows come from the hub (`src/realtime/liveRefresh.ts`).
 */
export function LiveRows({ resource, permanentFilter, children }: LiveRowsProps) {
  const translate = useTranslate();
  const list = useListContext();
  const [waiting, setWaiting] = useState<(number | null)[]>([]);
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');
  const latest = useRef(list);
  useEffect(() => {
    latest.current = list;
  });
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const markFresh = useCallback(
    (ids: readonly (number | null)[]) => {
      const keys = ids.flatMap((id) => (id === null ? [] : [String(id)]));
      setAnnouncement(translate('common.live.rowsAdded', { smart_count: Math.max(1, ids.length) }));
      if (keys.length === 0) return;
      setFresh((current) => new Set([...current, ...keys]));
      const timer = setTimeout(() => {
        timers.current.delete(timer);
        setFresh((current) => new Set([...current].filter((key) => !keys.includes(key))));
      }, FRESH_ROW_MS);
      timers.current.add(timer);
    },
    [translate],
  );

  const wait = useCallback((id: number | null) => {
    setWaiting((current) => (id !== null && current.includes(id) ? current : [...current, id]));
  }, []);

  useEffect(() => {
    const receive = async (id: number | null) => {
      const { page, selectedIds, refetch } = latest.current;
      if (id === null || page !== 1 || selectedIds.length > 0 || sellerIsBusy()) return wait(id);
      if (refetchedIds(await refetch()).has(String(id))) markFresh([id]);
      else wait(id);
    };
    return registerLiveList({ resource, permanentFilter, receive: (id) => void receive(id) });
  }, [resource, permanentFilter, markFresh, wait]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const show = async () => {
    const ids = waiting;
    setWaiting([]);
    const { page, refetch, filterValues, setFilters, setPage } = latest.current;
    const filtered = hasFilterValues(filterValues as Record<string, unknown>);
    if (page === 1) {
      const shown = refetchedIds(await refetch());
      if (!filtered || ids.some((id) => id !== null && shown.has(String(id)))) return markFresh(ids);
    }
    if (filtered) setFilters({}, {}, false);
    else setPage(1);
    markFresh(ids);
  };

  return (
    <FreshRowsContext.Provider value={fresh}>
      {waiting.length > 0 ? (
        <Alert
          severity="info"
          data-testid="live-rows-bar"
          sx={{ mb: 1, alignItems: 'center' }}
          action={
            <Button color="inherit" size="small" onClick={() => void show()}>
              {translate('common.live.show')}
            </Button>
          }
        >
          {translate('common.live.waiting', { count: waiting.length })}
        </Alert>
      ) : null}
      <Box role="status" sx={screenReaderOnly}>
        {announcement}
      </Box>
      {children}
    </FreshRowsContext.Provider>
  );
}
