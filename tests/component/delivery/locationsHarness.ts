import type { City, Country, Region } from '../../../contract';

/** A small part of the location tables (docs/contract/delivery.md "Locations"). */
export const countries: Country[] = [
  { id: 1, name: 'Россия' },
  { id: 3, name: 'Казахстан' },
];

export const regions: Region[] = [
  { id: 37, name: 'Ивановская область', countryId: 1 },
  { id: 66, name: 'Свердловская область', countryId: 1 },
  { id: 3001, name: 'Алматинская область', countryId: 3 },
];

export const cities: City[] = [
  { id: 3701, name: 'Иваново', cdekId: 270, regionId: 37 },
  { id: 6601, name: 'Екатеринбург', cdekId: 250, regionId: 66 },
  { id: 6602, name: 'Нижний Тагил', cdekId: null, regionId: 66 },
  { id: 300101, name: 'Алматы', cdekId: null, regionId: 3001 },
];

interface LookupCall {
  url: URL;
  json: unknown;
}

/** The location calls, answered from the lists above (add them to a fetch stub's handlers). */
export const locationReplies = {
  'Common/GetCountries': () => countries,
  'Common/GetRegionByCountryIdAsync': (call: LookupCall) =>
    regions.filter((region) => region.countryId === Number(call.url.searchParams.get('id'))),
  'Common/GetCitiesByRegionIds': (call: LookupCall) => {
    const ids = Array.isArray(call.json) ? (call.json as number[]) : [];
    return cities.filter((city) => ids.includes(city.regionId));
  },
  'Common/GetCitiesByRegionIdAsync': (call: LookupCall) =>
    cities.filter((city) => city.regionId === Number(call.url.searchParams.get('id'))),
};
