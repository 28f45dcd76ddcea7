import { useQuery } from '@tanstack/react-query';
import type { Choice } from '../../app/choices';
import { API_URL, httpClient } from '../../app/http';

/** What a new tender may name: categories (with their path), units and cities (with their region). */
export interface TenderFormOptions {
  categories: Choice[];
  measureUnits: Choice[];
  cities: Choice[];
}

const EMPTY: TenderFormOptions = { categories: [], measureUnits: [], cities: [] };

/** `GET /admin/api/tenders/options`, loaded once per session of the page. */
export function useTenderOptions(): { options: TenderFormOptions; isPending: boolean } {
  const query = useQuery({
    queryKey: ['tenders', 'options'],
    queryFn: async () => (await httpClient(`${API_URL}/tenders/options`)).json as TenderFormOptions,
    staleTime: Infinity,
  });
  return { options: query.data ?? EMPTY, isPending: query.isPending };
}
