import type { DataProvider } from 'react-admin';
import {
  getCitiesByRegionIds,
  getCountries,
  getCourierServices,
  getRegionsByCountryId,
  type City,
  type Country,
  type CourierService,
  type Region,
} from '../../api/locations';
import { getProductsByStoreId, type ProductShort } from '../../api/products';
import type { ResourceHandler } from '../compose';
import type { SellerScope } from '../scope';

/**
 * The `locations` resource: lookups only, as custom actions (docs/contract/delivery.md):
 * countries, regions of a country, cities of regions, the courier services, and the store's
 * products a delivery template can attach (GetProductsByStoreId, both types).
 */
export const LOCATIONS_RESOURCE = 'locations';

export interface LocationsActions {
  /** null: the server has no country lookup (ours); the selects then offer the marketplace's countries. */
  getCountries(resource: string): Promise<Country[] | null>;
  getRegions(resource: string, params: { countryId: number }): Promise<Region[]>;
  getCities(resource: string, params: { regionIds: readonly number[] }): Promise<City[]>;
  /** null: the server has no courier services call (ours); the page then shows the delivery methods. */
  getCourierServices(resource: string): Promise<CourierService[] | null>;
  getStoreProducts(resource: string): Promise<ProductShort[]>;
}

export type LocationsDataProvider = DataProvider & LocationsActions;

const positive = (id: unknown): number | null => {
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
};

export const locationsHandler = ({ storeId }: SellerScope): ResourceHandler => ({
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
});
