import type { City, Country, Region } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one } from '../db/query.js';

/**
 * The location lookups (docs/contract/delivery.md "Locations"): tables `countries`, `regions`,
 * `cities`, loaded by migration 008 from server/db/lookups/. Every list is sorted by name.
 */

export { RUSSIA_ID } from '../db/lookups/countries.js';

const BY_NAME = 'ORDER BY name COLLATE NOCASE, id';

export const listCountries = (db: Db): Country[] =>
  all<Country>(db, `SELECT id, name FROM countries ${BY_NAME}`);

export const regionsOf = (db: Db, countryId: number): Region[] =>
  all<Region>(
    db,
    `SELECT id, name, country_id AS countryId FROM regions WHERE country_id = ? ${BY_NAME}`,
    countryId,
  );

/** The cities of these regions (unknown ids add nothing). */
export function citiesOf(db: Db, regionIds: readonly number[]): City[] {
  if (regionIds.length === 0) return [];
  return all<City>(
    db,
    `SELECT id, name, cdek_id AS cdekId, region_id AS regionId FROM cities
     WHERE region_id IN (SELECT value FROM json_each(?)) ${BY_NAME}`,
    JSON.stringify(regionIds),
  );
}

const nameOf = (db: Db, table: 'countries' | 'regions' | 'cities', id: number | null): string | null =>
  id === null
    ? null
    : (one<{ name: string }>(db, `SELECT name FROM ${table} WHERE id = ?`, id)?.name ?? null);

export interface AddressParts {
  countryId: number | null;
  regionId: number | null;
  cityId: number | null;
  street: string | null;
  houseNumber: string | null;
  apartmentOrOficeNumber: string | null;
  postalIndex: string | null;
}

/**
 * An address as one line of text with names instead of ids:
 * '620050, Россия, Свердловская область, г. Екатеринбург, ул. Монтажников, д. 4, склад 2'.
 * An unknown id is left out rather than shown as a number; a city named like its region (Москва)
 * is written once.
 */
export function addressText(db: Db, a: AddressParts): string {
  const region = nameOf(db, 'regions', a.regionId);
  const city = nameOf(db, 'cities', a.cityId);
  return [
    a.postalIndex,
    nameOf(db, 'countries', a.countryId),
    region !== null && region !== city ? region : null,
    city !== null ? `г. ${city}` : null,
    a.street,
    a.houseNumber ? `д. ${a.houseNumber}` : null,
    a.apartmentOrOficeNumber,
  ]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(', ');
}

export const LOCATION_MESSAGES = {
  country: 'Страна не найдена',
  region: 'Регион не относится к выбранной стране',
  city: 'Город не относится к выбранному региону',
} as const;

/** Why a country / region / city triple does not hold together, or null when it does. */
export function addressProblem(
  db: Db,
  a: { countryId: number; regionId: number; cityId: number },
): string | null {
  if (!one(db, 'SELECT 1 AS found FROM countries WHERE id = ?', a.countryId))
    return LOCATION_MESSAGES.country;
  if (!one(db, 'SELECT 1 AS found FROM regions WHERE id = ? AND country_id = ?', a.regionId, a.countryId)) {
    return LOCATION_MESSAGES.region;
  }
  if (!one(db, 'SELECT 1 AS found FROM cities WHERE id = ? AND region_id = ?', a.cityId, a.regionId)) {
    return LOCATION_MESSAGES.city;
  }
  return null;
}

/** The region and city ids of a city known by name (lowest id first), or null. */
export const locationOfCity = (db: Db, name: string): { regionId: number; cityId: number } | null =>
  one<{ regionId: number; cityId: number }>(
    db,
    'SELECT region_id AS regionId, id AS cityId FROM cities WHERE name = ? ORDER BY id LIMIT 1',
    name,
  ) ?? null;
