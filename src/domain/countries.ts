/**
 * The countries the marketplace serves, with the ids docs/contract/delivery.md fixes (1 Россия,
 * then the CIS countries, never reordered). The country lookup (Common/GetCountries) is ours, not
 * the specification's: a server without it leaves the selects with this list (names
 * `delivery.countries.<id>`), so a country can always be chosen and its regions asked for.
 */
export const MARKET_COUNTRY_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

export type MarketCountryId = (typeof MARKET_COUNTRY_IDS)[number];

export const marketCountryLabelKey = (id: MarketCountryId): string => `delivery.countries.${id}`;
