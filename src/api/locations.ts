import { decoder } from './decode';
import {
  citiesSchema,
  countriesSchema,
  courierServicesSchema,
  regionsSchema,
  type City,
  type Country,
  type CourierService,
  type Region,
} from './deliveryDecoders';
import { SessionError } from './errors';
import { request } from './http';

/** The decoded replies of this module (deliveryDecoders.ts). */
export type { City, Country, CourierService, Region };

/**
 * Locations and courier services (docs/contract/delivery.md "Locations", "Courier services").
 * Every call answers a `data` array sorted by name; a null `data` reads as [].
 */

/**
 * Resolves null instead of failing (a session failure excepted): for our own calls, which a
 * server that honours only the specification answers -1 or 404.
 */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof SessionError) throw error;
    return null;
  }
}

/**
 * GetCountries is ours (the specification names no country lookup): silent, and null when the
 * server does not answer it, so the selects offer the marketplace's own list (useCountries).
 */
export const getCountries = (): Promise<Country[] | null> =>
  orNull(request('Common/GetCountries', decoder(countriesSchema), { method: 'GET', onFailure: 'silent' }));

/** The regions of a country (an unknown country answers []). */
export const getRegionsByCountryId = (countryId: number): Promise<Region[]> =>
  request('Common/GetRegionByCountryIdAsync', decoder(regionsSchema), { query: { id: countryId } });

/** The cities of some regions; the body is a JSON array of region ids. No region → no call. */
export async function getCitiesByRegionIds(regionIds: readonly number[]): Promise<City[]> {
  if (regionIds.length === 0) return [];
  return request('Common/GetCitiesByRegionIds', decoder(citiesSchema), { body: [...regionIds] });
}

/** GetCourierServices is ours: silent, and null when the server does not answer it (the page falls back). */
export const getCourierServices = (): Promise<CourierService[] | null> =>
  orNull(
    request('Common/GetCourierServices', decoder(courierServicesSchema), {
      method: 'GET',
      onFailure: 'silent',
    }),
  );
