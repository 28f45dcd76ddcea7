import { useEffect, type ReactElement, type ReactNode } from 'react';
import {
  ListContextProvider,
  ResourceContextProvider,
  useListController,
  useListParams,
  type FilterPayload,
  type ListControllerResult,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { RuDateProvider } from '../dates';
import { pageCountOf } from '../pager';
import { filterValuesInvalid } from './filterValidation';

export interface ListSourceProps {
  resource: string;
  /** A permanent filter sent with every call and kept out of the URL (a list's product type, a period). */
  filter?: FilterPayload;
  /** The list's filter inputs: values that break their `validate` rules are not sent. */
  filters?: readonly ReactElement[];
  perPage: number;
  sort: SortPayload;
  /**
   * A table inside another page (a buyer's orders): its page and filters live in the component,
   * not in the URL.
   */
  embedded?: boolean;
  children: ReactNode;
}

/** A failed list call has already been handled by src/api/http.ts (error page, session end or silence). */
const ignoreListError = (): void => undefined;

/**
 * A page past the last one (an old link, rows gone since) opens the last page. react-admin's
 * controller sends an empty page to page 1; this effect runs after the controller's own (same
 * component, declared later) and react-admin applies the last page change of a tick, so the
 * seller lands on the last page with one call.
 */
function useLastPageWhenPastTheEnd(list: ListControllerResult) {
  const { isPending, isFetching, page, data, setPage } = list;
  const lastPage = pageCountOf(list);
  useEffect(() => {
    if (isPending || isFetching || page <= 1 || (data?.length ?? 0) > 0) return;
    if (lastPage >= 1 && page > lastPage) setPage(lastPage);
  }, [isPending, isFetching, page, data, lastPage, setPage]);
}

/**
 * The data of every list (react-admin's list controller, what ListBase gives): params in the
 * URL alone unless `embedded` (a sidebar link opens a list unfiltered), filter values sent only
 * when valid, a page past the last one opening the last one, and failures left to the API layer.
 */
export function ListSource<Row extends RaRecord>({
  resource,
  filter,
  filters = [],
  perPage,
  sort,
  embedded = false,
  children,
}: ListSourceProps) {
  const options = {
    resource,
    perPage,
    sort,
    debounce: 0,
    storeKey: false,
    disableSyncWithLocation: embedded,
  } as const;
  // The same params the controller reads, so an invalid filter value is never sent.
  const [params] = useListParams(options);
  const invalid = filterValuesInvalid(filters, params.filterValues as Record<string, unknown>);
  const list = useListController<Row>({
    ...options,
    filter,
    // The API layer answers a failure once (error page or silence): asking again changes nothing.
    queryOptions: { onError: ignoreListError, enabled: !invalid, retry: false },
  });
  useLastPageWhenPastTheEnd(list);
  return (
    <RuDateProvider>
      <ResourceContextProvider value={resource}>
        <ListContextProvider value={list}>{children}</ListContextProvider>
      </ResourceContextProvider>
    </RuDateProvider>
  );
}
