/**
 * Address lookups of the ready-to-send form: a small static list (the contract has no location
 * service). Ids: country 1 Russia; regions by their Russian subject code; cities as
 * region code * 100 + n. Names live in src/i18n/ru/orders.ts (`orders.lookups.*`).
 */

import { idKey, type MessageKey } from '../../../i18n/keys';

export interface RegionLookup {
  id: number;
  cities: readonly number[];
}

export const RUSSIA_ID = 1;
export const COUNTRY_IDS = [RUSSIA_ID] as const;

export const REGIONS: readonly RegionLookup[] = [
  { id: 77, cities: [7701] },
  { id: 78, cities: [7801] },
  { id: 50, cities: [5001, 5002, 5003] },
  { id: 47, cities: [4701, 4702] },
  { id: 66, cities: [6601, 6602] },
  { id: 54, cities: [5401] },
  { id: 16, cities: [1601, 1602] },
  { id: 23, cities: [2301, 2302] },
  { id: 52, cities: [5201] },
  { id: 61, cities: [6101] },
  { id: 63, cities: [6301, 6302] },
  { id: 74, cities: [7401, 7402] },
  { id: 37, cities: [3701] },
];

export const citiesOf = (regionId: number | null): readonly number[] =>
  REGIONS.find((region) => region.id === regionId)?.cities ?? [];

export const countryKey = (id: number | null | undefined): MessageKey =>
  idKey('orders.lookups.countries.', id ?? 0);
export const regionKey = (id: number | null | undefined): MessageKey =>
  idKey('orders.lookups.regions.', id ?? 0);
export const cityKey = (id: number | null | undefined): MessageKey =>
  idKey('orders.lookups.cities.', id ?? 0);
