import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList } from 'react-admin';
import type { ProductTypeId, StoreProperty, UnitMeasure } from '../../../../contract';
import { useSellerUser } from '../../../authProvider/SellerUserContext';
import { PRODUCTS_RESOURCE, type ProductsDataProvider } from '../handler';

/** The store's properties (`product-properties`), for the option selects. */
export const PROPERTIES_RESOURCE = 'product-properties';

/** What the form needs besides the product: the store, its group and types, units, properties. */
export interface ProductFormData {
  storeId: number;
  categoryGroupId: number;
  allowedTypes: ProductTypeId[];
  /** The seller's commission percentage; null (no net payout) when the server does not tell it. */
  commissionPercentage: number | null;
  units: UnitMeasure[];
  properties: StoreProperty[];
}

/** Group 1 sells retail only, group 3 wholesale only, group 2 (and any other) chooses per product. */
export const typesOfGroup = (categoryGroupId: number): ProductTypeId[] =>
  categoryGroupId === 1 ? [1] : categoryGroupId === 3 ? [2] : [1, 2];

const LOOKUP_STALE_MS = 10 * 60 * 1000;

/**
 * Loads the form's lookups through the dataProvider: GetProductFormSettings (commission, group,
 * allowed types; without it the signed-in store's group decides the types and no payout is shown),
 * the units and the store's properties. `data` is undefined while loading.
 */
export function useProductFormData(): { data: ProductFormData | undefined } {
  const dataProvider = useDataProvider<ProductsDataProvider>();
  const { store } = useSellerUser();
  const settings = useQuery({
    queryKey: [PRODUCTS_RESOURCE, 'getFormSettings'],
    queryFn: () => dataProvider.getFormSettings(PRODUCTS_RESOURCE),
    staleTime: LOOKUP_STALE_MS,
    retry: false,
  });
  const units = useQuery({
    queryKey: [PRODUCTS_RESOURCE, 'getUnitMeasures'],
    queryFn: () => dataProvider.getUnitMeasures(PRODUCTS_RESOURCE),
    staleTime: LOOKUP_STALE_MS,
  });
  const properties = useGetList<StoreProperty>(PROPERTIES_RESOURCE, {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'propertyKey', order: 'ASC' },
  });
  if (settings.isPending || units.isPending || properties.isPending) return { data: undefined };
  const categoryGroupId = settings.data?.categoryGroupId ?? store.categoryGroupId;
  return {
    data: {
      storeId: store.id,
      categoryGroupId,
      allowedTypes: settings.data?.allowedProductTypeIds ?? typesOfGroup(categoryGroupId),
      commissionPercentage: settings.data?.commissionPercentage ?? null,
      units: units.data ?? [],
      properties: properties.data ?? [],
    },
  };
}
