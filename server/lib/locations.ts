/**
 * The location ids of ready-to-send addresses (`countryId`, `regionId`, `cityId`): the same small
 * static list as the client's (`src/resources/orders/shared/lookups.ts`, names in
 * `src/i18n/ru/orders.ts` `orders.lookups`); the specification's location service is not part
 * of the product. Country 1 is Russia; regions are numbered by their Russian subject code; cities
 * are region code × 100 + n. tests/server/locations.test.ts keeps both lists equal.
 */

export const RUSSIA_ID = 1;

export interface CityLocation {
  id: number;
  name: string;
}

export interface RegionLocation {
  id: number;
  name: string;
  cities: readonly CityLocation[];
}

export const COUNTRIES: ReadonlyMap<number, string> = new Map([[RUSSIA_ID, 'Россия']]);

export const REGIONS: readonly RegionLocation[] = [
  { id: 77, name: 'Москва', cities: [{ id: 7701, name: 'Москва' }] },
  { id: 78, name: 'Санкт-Петербург', cities: [{ id: 7801, name: 'Санкт-Петербург' }] },
  {
    id: 50,
    name: 'Московская область',
    cities: [
      { id: 5001, name: 'Подольск' },
      { id: 5002, name: 'Химки' },
      { id: 5003, name: 'Балашиха' },
    ],
  },
  {
    id: 47,
    name: 'Ленинградская область',
    cities: [
      { id: 4701, name: 'Гатчина' },
      { id: 4702, name: 'Всеволожск' },
    ],
  },
  {
    id: 66,
    name: 'Свердловская область',
    cities: [
      { id: 6601, name: 'Екатеринбург' },
      { id: 6602, name: 'Нижний Тагил' },
    ],
  },
  { id: 54, name: 'Новосибирская область', cities: [{ id: 5401, name: 'Новосибирск' }] },
  {
    id: 16,
    name: 'Республика Татарстан',
    cities: [
      { id: 1601, name: 'Казань' },
      { id: 1602, name: 'Набережные Челны' },
    ],
  },
  {
    id: 23,
    name: 'Краснодарский край',
    cities: [
      { id: 2301, name: 'Краснодар' },
      { id: 2302, name: 'Сочи' },
    ],
  },
  { id: 52, name: 'Нижегородская область', cities: [{ id: 5201, name: 'Нижний Новгород' }] },
  { id: 61, name: 'Ростовская область', cities: [{ id: 6101, name: 'Ростов-на-Дону' }] },
  {
    id: 63,
    name: 'Самарская область',
    cities: [
      { id: 6301, name: 'Самара' },
      { id: 6302, name: 'Тольятти' },
    ],
  },
  {
    id: 74,
    name: 'Челябинская область',
    cities: [
      { id: 7401, name: 'Челябинск' },
      { id: 7402, name: 'Магнитогорск' },
    ],
  },
  { id: 37, name: 'Ивановская область', cities: [{ id: 3701, name: 'Иваново' }] },
];

const regionsById = new Map(REGIONS.map((region) => [region.id, region]));
const citiesById = new Map(
  REGIONS.flatMap((region) =>
    region.cities.map((city) => [city.id, { ...city, regionId: region.id }] as const),
  ),
);

export const countryName = (id: number | null): string | null =>
  id === null ? null : (COUNTRIES.get(id) ?? null);
export const regionName = (id: number | null): string | null =>
  id === null ? null : (regionsById.get(id)?.name ?? null);
export const cityName = (id: number | null): string | null =>
  id === null ? null : (citiesById.get(id)?.name ?? null);

/** The region and city ids of a city known by name (first match), or null. */
export function locationOfCity(name: string): { regionId: number; cityId: number } | null {
  for (const region of REGIONS) {
    const city = region.cities.find((c) => c.name === name);
    if (city) return { regionId: region.id, cityId: city.id };
  }
  return null;
}

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
export function addressText(a: AddressParts): string {
  const region = regionName(a.regionId);
  const city = cityName(a.cityId);
  return [
    a.postalIndex,
    countryName(a.countryId),
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
