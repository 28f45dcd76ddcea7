import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { isSearchable, normaliseSearchQuery } from '../../../rules';
import type { SearchGroup } from '../../api/search';
import { SEARCH_RESOURCE, type SearchDataProvider } from '../../resources/search/handler';

/** The pause after the last key before the query is sent. */
export const SEARCH_DEBOUNCE_MS = 200;

export type SearchState =
  | { kind: 'tooShort' }
  | { kind: 'loading'; groups: SearchGroup[] }
  | { kind: 'unavailable' }
  | { kind: 'done'; groups: SearchGroup[] };

/** Debounces the typed text and asks the server (through the `search` handler) once it is long enough. */
export function useSearchResults(typed: string): SearchState {
  const dataProvider = useDataProvider<SearchDataProvider>();
  const [query, setQuery] = useState(() => normaliseSearchQuery(typed));
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(normaliseSearchQuery(typed)), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);
  const enabled = isSearchable(query);
  const result = useQuery({
    queryKey: [SEARCH_RESOURCE, query],
    queryFn: () => dataProvider.searchEverything(SEARCH_RESOURCE, { query }),
    enabled,
    retry: false,
    placeholderData: (previous) => previous,
  });
  if (!isSearchable(typed)) return { kind: 'tooShort' };
  if (result.isError) return { kind: 'unavailable' };
  const settled = query === normaliseSearchQuery(typed) && !result.isFetching && result.data !== undefined;
  return settled ? { kind: 'done', groups: result.data } : { kind: 'loading', groups: result.data ?? [] };
}
