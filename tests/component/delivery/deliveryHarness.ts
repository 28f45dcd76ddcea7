import type { DeliveryTemplate, ProductShort, TemplateListItem } from '../../../contract';
import { locationReplies } from './locationsHarness';

export { renderShell, stubOrdersApi as stubApi, type ApiCall } from '../orders/ordersHarness';
export { locationReplies };

/** A row of the template list (docs/contract/delivery.md "Templates"). */
export function templateRow(overrides: Partial<TemplateListItem> = {}): TemplateListItem {
  return {
    id: 31,
    name: 'По России',
    isActive: true,
    products: [
      { id: 101, productName: 'Перфоратор SDS-plus 800 Вт' },
      { id: 102, productName: 'Шуруповёрт 18 В' },
    ],
    directionsCount: 2,
    directionsSummary: 'Россия: все регионы, 2–5 дн.; Казахстан: 1 город',
    deliveryDayFrom: 2,
    deliveryDayTo: 9,
    ...overrides,
  };
}

export const templatePage = (results: TemplateListItem[], rowCount = results.length, pageCount = 1) => ({
  results,
  rowCount,
  pageCount,
});

export const storeProducts: ProductShort[] = [
  {
    id: 101,
    productName: 'Перфоратор SDS-plus 800 Вт',
    productTypeId: 2,
    image: null,
    vendoreCode: 'PRF-800',
    isActive: true,
    isDraft: false,
    isBlocked: false,
  },
  {
    id: 102,
    productName: 'Шуруповёрт 18 В',
    productTypeId: 1,
    image: null,
    vendoreCode: null,
    isActive: true,
    isDraft: false,
    isBlocked: false,
  },
];

/** A stored template with two directions: Russia (all regions) and chosen cities of Kazakhstan. */
export const storedTemplate: DeliveryTemplate = {
  id: 31,
  name: 'По России',
  storeId: 9,
  isActive: true,
  productIds: [101],
  directions: [
    {
      id: 5,
      templateId: 31,
      deliveryDayFrom: 2,
      deliveryDayTo: 5,
      countryId: 1,
      deliveryMethodId: 1,
      weight: null,
      length: null,
      width: null,
      height: null,
      isAllRegions: true,
      isDeleted: false,
      directionRegions: [],
      isAllCities: true,
      cityIdsForDirection: [],
    },
    {
      id: 6,
      templateId: 31,
      deliveryDayFrom: 4,
      deliveryDayTo: 9,
      countryId: 3,
      deliveryMethodId: 3,
      weight: 20,
      length: null,
      width: null,
      height: null,
      isAllRegions: false,
      isDeleted: false,
      directionRegions: [{ regionId: 3001 }],
      isAllCities: false,
      cityIdsForDirection: [{ cityId: 300101 }],
    },
  ],
};

/** The lookups of the template form. */
export const formReplies = {
  ...locationReplies,
  'Product/GetProductsByStoreId': () => storeProducts,
};
