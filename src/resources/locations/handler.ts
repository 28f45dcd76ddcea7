import {
  getCitiesByRegionIds,
  getCountries,
  getCourierServices,
  getRegionsByCountryId,
} from '../../api/locations';
import { getProductsByStoreId } from '../../api/products';
import { defineHandler, type ResourceDataProvider } from '../../dataProvider/compose';
import type { SellerScope } from '../../dataProvider/scope';

/**
 * The `locations` resource: lookups only, as custom actions (docs/contract/delivery.md):
 * countries, regions of a country, cities of regions, the courier services, and the store's
 * products a delivery template can attach (GetProductsByStoreId, both types).
 */
export const LOCATIONS_RESOURCE = 'locations';

export type LocationsDataProvider = ResourceDataProvider<typeof locationsHandler>;

const positive = (id: unknown): number | null => {
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
};

export const locationsHandler = defineHandler(({ storeId }: SellerScope) => ({
  getCountries: () => getCountries(),
  getRegions: async (params: { countryId: number }) => {
    const countryId = positive(params.countryId);
    return countryId === null ? [] : getRegionsByCountryId(countryId);
  },
  getCities: (params: { regionIds: readonly number[] }) =>
    getCitiesByRegionIds([
      ...new Set(params.regionIds.map(positive).filter((id): id is number => id !== null)),
    ]),
  getCourierServices: () => getCourierServices(),
  getStoreProducts: () => getProductsByStoreId({ storeId, productTypeId: null }),
}));
