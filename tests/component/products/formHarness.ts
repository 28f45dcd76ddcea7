import type { Category, ProductFormSettings, StoreProperty, UnitMeasure } from '../../../contract';
import type { SellerUser } from '../../../src/api/user';
import { demoSeller, renderShell } from '../shell/shellHarness';
import type { ApiCall } from '../orders/ordersHarness';

export { stubOrdersApi as stubApi, type ApiCall } from '../orders/ordersHarness';

/**
 * The product form through the real shell (ShellAdmin: routes, the real data provider and its
 * products handler, src/api/http.ts) over a stubbed fetch (docs/contract/products.md).
 */

export const groupTwoSeller: SellerUser = {
  ...demoSeller,
  seller: demoSeller.seller && {
    ...demoSeller.seller,
    store: { ...demoSeller.seller.store, categoryGroupId: 2 },
  },
};

/** Renders the shell at `path` (/products/add or /products/edit/:id); the lists are its own routes. */
export function renderProductForm(path: string, user: SellerUser = groupTwoSeller) {
  return renderShell(path, user);
}

export const units: UnitMeasure[] = [
  { id: 1, name: 'шт.' },
  { id: 12, name: 'мешок' },
];

export const settings: ProductFormSettings = {
  commissionPercentage: 5,
  categoryGroupId: 2,
  allowedProductTypeIds: [1, 2],
};

export const topCategories: Category[] = [
  { id: 3, name: 'Стройматериалы', parentId: null, hasChildren: true },
  { id: 4, name: 'Инструменты', parentId: null, hasChildren: false },
];

export const subCategories: Category[] = [{ id: 31, name: 'Цемент', parentId: 3, hasChildren: false }];

export const storeProperties: StoreProperty[] = [
  { id: 1, propertyKey: 'Цвет', propertyValue: 'Серый, Белый' },
  { id: 2, propertyKey: 'Материал', propertyValue: 'Бумага, Полипропилен' },
];

const emptyListPage = { results: [], pageCount: 1, rowCount: 0, commissionPercentage: 5 };

/** The lookups every form test needs; `extra` adds or overrides replies by path. */
export const lookupReplies = (extra: Record<string, (call: ApiCall) => unknown> = {}) => ({
  'Product/GetUnitMeasures': () => units,
  'Product/GetProductFormSettings': () => settings,
  'Product/GetCategoriesByGroupId': () => topCategories,
  'Product/GetSubCategoriesByParentIdAsync': () => subCategories,
  'MarketSeller/GetProperty': () => storeProperties,
  // where the form goes after a save
  'Product/GetAllWholesaleProducts': () => emptyListPage,
  'Product/GetAllRetailProducts': () => emptyListPage,
  ...extra,
});
