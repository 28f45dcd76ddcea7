import { unchecked } from './decode';
import type { City, Country, CourierService, Region } from '../../contract';
import { request } from './http';

/** The wire shapes of this module (contract/delivery.ts). */
export type { City, Country, CourierService, Region };

/**
 * Locations and courier services (docs/contract/delivery.md "Locations", "Courier services").
 * Every call answers a `data` array sorted by name; a null `data` reads as [].
 */

export const getCountries = async (): Promise<Country[]> =>
  (await request('Common/GetCountries', unchecked<Country[] | null>(), { method: 'GET' })) ?? [];

/** The regions of a country (an unknown country answers []). */
export const getRegionsByCountryId = async (countryId: number): Promise<Region[]> =>
  (await request('Common/GetRegionByCountryIdAsync', unchecked<Region[] | null>(), { query: { id: countryId } })) ?? [];

/** The cities of some regions; the body is a JSON array of region ids. No region → no call. */
export async function getCitiesByRegionIds(regionIds: readonly number[]): Promise<City[]> {
  if (regionIds.length === 0) return [];
  return (await request('Common/GetCitiesByRegionIds', unchecked<City[] | null>(), { body: [...regionIds] })) ?? [];
}

/** The cities of one region. */
export const getCitiesByRegionId = async (regionId: number): Promise<City[]> =>
  (await request('Common/GetCitiesByRegionIdAsync', unchecked<City[] | null>(), { query: { id: regionId } })) ?? [];

export const getCourierServices = async (): Promise<CourierService[]> =>
  (await request('Common/GetCourierServices', unchecked<CourierService[] | null>(), { method: 'GET' })) ?? [];
