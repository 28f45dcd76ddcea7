import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { City, Country, Region } from '../../api/locations';
import type { ProductShort } from '../../api/products';
import { LOCATIONS_RESOURCE, type LocationsDataProvider } from './handler';
import { MARKET_COUNTRY_IDS, marketCountryLabelKey } from '../../domain';

const LOOKUP_STALE_MS = 10 * 60 * 1000;

/** Spec section 9: after the seller comes back from the product form, the products are read again. */
export const PRODUCTS_REFRESH_DELAY_MS = 350;

/**
 * The countries of the selects (GetCountries). The lookup is ours: when the server does not answer
 * it (null), answers no country or fails, the marketplace's own countries are offered
 * (src/domain/countries.ts), so no select waits for it.
 */
export function useCountries(): { countries: Country[]; isPending: boolean } {
  const dataProvider = useDataProvider<LocationsDataProvider>();
  const translate = useTranslate();
  const query = useQuery({
    queryKey: [LOCATIONS_RESOURCE, 'getCountries'],
    queryFn: () => dataProvider.getCountries(LOCATIONS_RESOURCE),
    staleTime: LOOKUP_STALE_MS,
    retry: false,
  });
  if (query.isPending) return { countries: [], isPending: true };
  const served = query.data ?? [];
  if (served.length > 0) return { countries: served, isPending: false };
  const countries = MARKET_COUNTRY_IDS.map((id) => ({ id, name: translate(marketCountryLabelKey(id)) }));
  return { countries, isPending: false };
}

/** The regions of a country (none without one). */
export function useRegions(countryId: number | null): { regions: Region[]; isLoading: boolean } {
  const dataProvider = useDataProvider<LocationsDataProvider>();
  const query = useQuery({
    queryKey: [LOCATIONS_RESOURCE, 'getRegions', countryId],
    queryFn: () => dataProvider.getRegions(LOCATIONS_RESOURCE, { countryId: countryId ?? 0 }),
    enabled: countryId !== null,
    staleTime: LOOKUP_STALE_MS,
  });
  return { regions: query.data ?? [], isLoading: query.isLoading };
}

/** The cities of the chosen regions (none without regions). */
export function useCities(regionIds: readonly number[]): { cities: City[]; isLoading: boolean } {
  const dataProvider = useDataProvider<LocationsDataProvider>();
  const sorted = [...new Set(regionIds)].sort((a, b) => a - b);
  const query = useQuery({
    queryKey: [LOCATIONS_RESOURCE, 'getCities', sorted],
    queryFn: () => dataProvider.getCities(LOCATIONS_RESOURCE, { regionIds: sorted }),
    enabled: sorted.length > 0,
    staleTime: LOOKUP_STALE_MS,
  });
  return { cities: query.data ?? [], isLoading: query.isLoading };
}

/**
 * The store's products a template can attach (GetProductsByStoreId, both types). When the window
 * gets the focus back (the seller added a product in another tab) they are read again after 350 ms.
 */
export function useStoreProducts(): { products: ProductShort[]; isPending: boolean } {
  const dataProvider = useDataProvider<LocationsDataProvider>();
  const query = useQuery({
    queryKey: [LOCATIONS_RESOURCE, 'getStoreProducts'],
    queryFn: () => dataProvider.getStoreProducts(LOCATIONS_RESOURCE),
    refetchOnWindowFocus: false,
  });
  const { refetch } = query;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFocus = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void refetch(), PRODUCTS_REFRESH_DELAY_MS);
    };
    window.addEventListener('focus', onFocus);
    return () => {
      window.removeEventListener('focus', onFocus);
      clearTimeout(timer);
    };
  }, [refetch]);
  return { products: query.data ?? [], isPending: query.isPending };
}
