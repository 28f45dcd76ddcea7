import type { City, Country, CourierService, Region } from '../../contract';
import { request } from './http';

/** The wire shapes of this module (contract/delivery.ts). */
export type { City, Country, CourierService, Region };

/**
 * Locations and courier services (docs/contract/delivery.md "Locations", "Courier services").
 * Every call answers a `data` array sorted by name; a null `data` reads as [].
 */

export const getCountries = async (): Promise<Country[]> =>
  (await request<Country[] | null>('Common/GetCountries', { method: 'GET' })) ?? [];

/** The regions of a country (an unknown country answers []). */
export const getRegionsByCountryId = async (countryId: number): Promise<Region[]> =>
  (await request<Region[] | null>('Common/GetRegionByCountryIdAsync', { query: { id: countryId } })) ?? [];

/** The cities of some regions; the body is a JSON array of region ids. No region → no call. */
export async function getCitiesByRegionIds(regionIds: readonly number[]): Promise<City[]> {
  if (regionIds.length === 0) return [];
  return (await request<City[] | null>('Common/GetCitiesByRegionIds', { body: [...regionIds] })) ?? [];
}

/** The cities of one region. */
export const getCitiesByRegionId = async (regionId: number): Promise<City[]> =>
  (await request<City[] | null>('Common/GetCitiesByRegionIdAsync', { query: { id: regionId } })) ?? [];

export const getCourierServices = async (): Promise<CourierService[]> =>
  (await request<CourierService[] | null>('Common/GetCourierServices', { method: 'GET' })) ?? [];
