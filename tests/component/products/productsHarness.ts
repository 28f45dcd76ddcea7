import type { ProductListItem, StoreProperty } from '../../../contract';

export { page, renderShell, stubOrdersApi as stubApi, type ApiCall } from '../orders/ordersHarness';

/** A product list row (docs/contract/products.md "Lists"). */
export function productRow(overrides: Partial<ProductListItem> = {}): ProductListItem {
  return {
    id: 101,
    productName: 'Перфоратор SDS-plus 800 Вт',
    productTypeId: 2,
    image: null,
    vendoreCode: 'PRF-800',
    minPrice: 1200,
    maxPrice: 1500,
    quantity: 40,
    isActive: true,
    isDraft: false,
    isBlocked: false,
    labels: [],
    categoryName: 'Инструменты / Электроинструмент',
    optionsCount: 2,
    netPayout: 1026,
    creationDate: '2026-11-10T09:00:00.000Z',
    ...overrides,
  };
}

export const productPage = (results: ProductListItem[], rowCount = results.length, pageCount = 1) => ({
  results,
  rowCount,
  pageCount,
  commissionPercentage: 5,
});

export const categories = [
  { id: 14, name: 'Инструменты', parentId: null, hasChildren: true },
  { id: 20, name: 'Стройматериалы', parentId: null, hasChildren: true },
];

export const properties: StoreProperty[] = [
  { id: 1, propertyKey: 'Цвет', propertyValue: 'красный, синий' },
  { id: 2, propertyKey: 'Размер', propertyValue: 'S, M, L' },
];
