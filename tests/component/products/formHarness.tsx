import { render } from '@testing-library/react';
import {
  Admin,
  CustomRoutes,
  memoryStore,
  TestMemoryRouter,
  type CreateParams,
  type GetListResult,
  type UpdateParams,
} from 'react-admin';
import { Route } from 'react-router-dom';
import type {
  Category,
  ProductBody,
  ProductDetail,
  ProductFormSettings,
  StoreProperty,
  UnitMeasure,
  UploadedProductImage,
} from '../../../contract';
import { SellerUserProvider } from '../../../src/authProvider/SellerUserContext';
import { request } from '../../../src/api/http';
import { composeDataProvider, type ResourceHandler } from '../../../src/dataProvider';
import { i18nProvider } from '../../../src/i18n/polyglot';
import ProductCreatePage from '../../../src/resources/products/form/ProductCreatePage';
import ProductEditPage from '../../../src/resources/products/form/ProductEditPage';
import { demoSeller } from '../shell/shellHarness';
import type { SellerUser } from '../../../src/api/user';

export { stubOrdersApi as stubApi, type ApiCall } from '../orders/ordersHarness';

/**
 * The products calls of docs/contract/products.md as the form reaches them through react-admin
 * (useGetOne, useCreate, useUpdate, the custom actions, useGetList of the store's properties),
 * over the real API layer (src/api/http.ts) and a stubbed fetch. The products resource's own
 * handler lives on the lists branch; once merged, these tests can render the shell instead.
 */
const REFUSED = -1;

const productsHandler: ResourceHandler = {
  getOne: async (params: { id: unknown }) => ({
    data: await request<ProductDetail>('Product/GetProductById', {
      method: 'GET',
      query: { productId: Number(params.id) },
    }),
  }),
  create: async (params: CreateParams) => {
    await request<boolean>('Product/AddProduct', { body: params.data, handles: [REFUSED] });
    return { data: { ...(params.data as ProductBody), id: 0 } };
  },
  update: async (params: UpdateParams) => {
    await request<boolean>('Product/EditProducts', { body: params.data, handles: [REFUSED] });
    return { data: { ...(params.data as ProductBody), id: Number(params.id) } };
  },
  getUnitMeasures: () => request<UnitMeasure[]>('Product/GetUnitMeasures', { method: 'GET' }),
  getCategories: (params: { isRetail: boolean; groupId: number }) =>
    request<Category[]>('Product/GetCategoriesByGroupId', {
      body: { isRetail: params.isRetail, id: params.groupId },
    }),
  getSubCategories: (params: { parentId: number }) =>
    request<Category[]>('Product/GetSubCategoriesByParentIdAsync', { query: { Id: params.parentId } }),
  getFormSettings: () =>
    request<ProductFormSettings | null>('Product/GetProductFormSettings', {
      method: 'GET',
      onFailure: 'silent',
    }),
  uploadImage: (params: { file: File }) => {
    const form = new FormData();
    form.append('File', params.file);
    return request<UploadedProductImage>('Product/UploadProductImage', { body: form, handles: [REFUSED] });
  },
};

const propertiesHandler: ResourceHandler = {
  getList: async (): Promise<GetListResult> => {
    const data = await request<StoreProperty[]>('MarketSeller/GetProperty', {
      method: 'GET',
      query: { storeId: 9 },
    });
    return { data, total: data.length };
  },
};

export const groupTwoSeller: SellerUser = {
  ...demoSeller,
  seller: demoSeller.seller && {
    ...demoSeller.seller,
    store: { ...demoSeller.seller.store, categoryGroupId: 2 },
  },
};

/** Renders the product form at `path` (/products/add or /products/edit/:id) with its list routes. */
export function renderProductForm(path: string, user: SellerUser = groupTwoSeller) {
  localStorage.setItem('sellerAccessToken', 'access-1');
  let pathname = path;
  const dataProvider = composeDataProvider({
    products: productsHandler,
    'product-properties': propertiesHandler,
  });
  render(
    <TestMemoryRouter
      initialEntries={[path]}
      locationCallback={(location) => {
        pathname = location.pathname;
      }}
    >
      <SellerUserProvider user={user}>
        <Admin dataProvider={dataProvider} i18nProvider={i18nProvider} store={memoryStore()} disableTelemetry>
          <CustomRoutes>
            <Route path="/products/add" element={<ProductCreatePage />} />
            <Route path="/products/edit/:productId" element={<ProductEditPage />} />
            <Route path="/products/wholesale" element={<p>wholesale list</p>} />
            <Route path="/products/retail" element={<p>retail list</p>} />
          </CustomRoutes>
        </Admin>
      </SellerUserProvider>
    </TestMemoryRouter>,
  );
  return { location: () => pathname };
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

/** The lookups every form test needs; `extra` adds or overrides replies by path. */
export const lookupReplies = (
  extra: Record<string, (call: import('../orders/ordersHarness').ApiCall) => unknown> = {},
) => ({
  'Product/GetUnitMeasures': () => units,
  'Product/GetProductFormSettings': () => settings,
  'Product/GetCategoriesByGroupId': () => topCategories,
  'Product/GetSubCategoriesByParentIdAsync': () => subCategories,
  'MarketSeller/GetProperty': () => storeProperties,
  ...extra,
});
