import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import type { ProductsDataProvider } from '../../src/resources/products/handler';
import { ApiError } from '../../src/api/errors';
import * as navigation from '../../src/api/navigation';
import {
  buildProductListBody,
  inStockOrNull,
  priceOrNull,
  productSortColumn,
  productStatusOrNull,
} from '../../src/api/productsListBody';
import { productStatusOf } from '../../src/domain';
import type { ProductBody } from '../../contract';

interface Seen {
  path: string;
  method: string;
  search: URLSearchParams;
  body: unknown;
}

type Reply = { status: number; data?: unknown; errorMessage?: string } | { http: number; text: string };

function stub(replies: Record<string, Reply>) {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input);
      const path = url.pathname.replace('/seller/api/', '');
      seen.push({
        path,
        method: init.method ?? 'GET',
        search: url.searchParams,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      });
      const reply = replies[path] ?? { status: -1, errorMessage: 'no stub' };
      if ('http' in reply) return new Response(reply.text, { status: reply.http });
      return new Response(JSON.stringify(reply), { status: 200 });
    }),
  );
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dataProvider = createDataProvider({ sellerId: 7, userId: 3, storeId: 5 }) as ProductsDataProvider;
const page = { results: [{ id: 1 }], pageCount: 3, rowCount: 25, commissionPercentage: 5 };

const body = (overrides: Partial<ProductBody> = {}): ProductBody => ({
  storeId: 99,
  productName: 'Дрель',
  productDescription: null,
  countryOfOrigin: null,
  measureUnitId: 1,
  productTypeId: 2,
  minUnitInOrder: 1,
  productUnitInPackage: 1,
  isDraft: false,
  isActive: true,
  categories: [{ categoryId: 3 }],
  isFreeShipping: false,
  templateId: null,
  weightAndSizes: { weight: null, length: null, width: null, height: null },
  productTags: [],
  productOptions: [],
  ...overrides,
});

describe('the product list body', () => {
  it('reads URL values, defaults to everything null and sorts by id descending', () => {
    expect(buildProductListBody({ storeId: 5 })).toEqual({
      storeId: 5,
      searchValue: null,
      status: null,
      categoryId: null,
      priceFrom: null,
      priceTo: null,
      inStock: null,
      column: 'id',
      sortByAscending: false,
      pagination: { page: 1, pageSize: 12 },
    });
    expect(
      buildProductListBody({
        storeId: 5,
        searchValue: '  дрель ',
        status: '2',
        categoryId: '14',
        priceFrom: '1 200,5',
        priceTo: 3000,
        inStock: 'false',
        page: 2,
        pageSize: 12,
        sortField: 'price',
        ascending: true,
      }),
    ).toMatchObject({
      searchValue: 'дрель',
      status: 2,
      categoryId: 14,
      priceFrom: 1200.5,
      priceTo: 3000,
      inStock: false,
      column: 'price',
      sortByAscending: true,
      pagination: { page: 2, pageSize: 12 },
    });
  });

  it('drops values outside the contract', () => {
    expect(buildProductListBody({ storeId: 5, searchValue: 'я'.repeat(150) }).searchValue).toHaveLength(100);
    expect(productStatusOrNull(0)).toBeNull();
    expect(productStatusOrNull('7')).toBeNull();
    expect(productStatusOrNull(4)).toBe(4);
    expect(priceOrNull('-1')).toBeNull();
    expect(priceOrNull('abc')).toBeNull();
    expect(priceOrNull('')).toBeNull();
    expect(inStockOrNull(true)).toBe(true);
    expect(inStockOrNull('yes')).toBeNull();
    expect(productSortColumn('minPrice')).toBe('price');
    expect(productSortColumn('creationDate')).toBe('creationDate');
    expect(productSortColumn('toString')).toBe('id');
    expect(productSortColumn(undefined)).toBe('id');
  });

  it('derives the status from the flags: blocked, then draft, then on / off', () => {
    expect(productStatusOf({ isActive: true, isDraft: false, isBlocked: true })).toBe(4);
    expect(productStatusOf({ isActive: false, isDraft: true, isBlocked: false })).toBe(3);
    expect(productStatusOf({ isActive: true, isDraft: false, isBlocked: false })).toBe(1);
    expect(productStatusOf({ isActive: false, isDraft: false, isBlocked: false })).toBe(2);
  });
});

describe('products dataProvider', () => {
  it('getList calls the list of the filter type with the scope store; the commission goes to meta', async () => {
    const seen = stub({
      'Product/GetAllRetailProducts': { status: 1, data: page },
      'Product/GetAllWholesaleProducts': { status: 1, data: { ...page, commissionPercentage: undefined } },
    });
    const retail = await dataProvider.getList('products', {
      filter: { productTypeId: 1, storeId: 99, status: 1 },
      pagination: { page: 1, perPage: 12 },
      sort: { field: 'quantity', order: 'ASC' },
    });
    expect(retail).toMatchObject({ total: 25, meta: { pageCount: 3, commissionPercentage: 5 } });
    // the row is decoded: what the reply leaves out is null / [] / false
    expect(retail.data).toEqual([
      expect.objectContaining({
        id: 1,
        productName: '',
        minPrice: null,
        quantity: null,
        labels: [],
        isActive: false,
      }),
    ]);
    expect(seen[0]).toMatchObject({ path: 'Product/GetAllRetailProducts', method: 'POST' });
    expect(seen[0]?.body).toMatchObject({ storeId: 5, status: 1, column: 'quantity', sortByAscending: true });

    const wholesale = await dataProvider.getList('products', {
      filter: { productTypeId: '2' },
      pagination: { page: 1, perPage: 12 },
      sort: { field: 'id', order: 'DESC' },
    });
    expect(seen[1]?.path).toBe('Product/GetAllWholesaleProducts');
    expect(wholesale.meta).toEqual({ pageCount: 3, commissionPercentage: null });
  });

  it('getOne reads GetProductById with the query name productId', async () => {
    const seen = stub({ 'Product/GetProductById': { status: 1, data: { id: 12, productName: 'Дрель' } } });
    const { data } = await dataProvider.getOne('products', { id: '12' });
    expect(data).toMatchObject({
      id: 12,
      productName: 'Дрель',
      categories: [],
      productOptions: [],
      templateId: null,
    });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.search.get('productId')).toBe('12');
  });

  it('create sends AddProduct without id and with the scope store; update sends EditProducts with the id', async () => {
    const seen = stub({
      'Product/AddProduct': { status: 1, data: true },
      'Product/EditProducts': { status: 1, data: true },
    });
    const created = await dataProvider.create('products', { data: body({ id: 44 }) });
    expect(seen[0]?.body).toEqual(body({ storeId: 5 }));
    expect(created.data).toMatchObject({ id: 0, productName: 'Дрель', storeId: 5 });

    const updated = await dataProvider.update('products', {
      id: 12,
      data: body(),
      previousData: { id: 12 },
    });
    expect(seen[1]?.path).toBe('Product/EditProducts');
    expect(seen[1]?.body).toEqual({ ...body({ storeId: 5 }), id: 12 });
    expect(updated.data).toMatchObject({ id: 12 });
  });

  it('a -1 refusal rejects with the server message and stays on the page', async () => {
    stub({
      'Product/AddProduct': { status: -1, errorMessage: 'Вариант 1: скидка должна быть от 0 до 99 %' },
    });
    const goTo = vi.spyOn(navigation, 'goToErrorPage').mockImplementation(() => undefined);
    const error = await dataProvider.create('products', { data: body() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(-1);
    expect((error as ApiError).errorMessage).toBe('Вариант 1: скидка должна быть от 0 до 99 %');
    expect(goTo).not.toHaveBeenCalled();
  });

  it('a success whose data is not true goes to /error-page and rejects', async () => {
    stub({ 'Product/EditProducts': { status: 1, data: false } });
    const goTo = vi.spyOn(navigation, 'goToErrorPage').mockImplementation(() => undefined);
    await expect(
      dataProvider.update('products', { id: 3, data: body(), previousData: { id: 3 } }),
    ).rejects.toThrow(/not true/);
    expect(goTo).toHaveBeenCalledTimes(1);
  });

  it('updateMany sends ChangeProductStatus {productIds, isActive}', async () => {
    const seen = stub({ 'Product/ChangeProductStatus': { status: 1, data: true } });
    const result = await dataProvider.updateMany('products', { ids: [3, '4'], data: { isActive: false } });
    expect(seen[0]?.body).toEqual({ productIds: [3, 4], isActive: false });
    expect(result).toEqual({ data: [3, 4] });
  });

  it('the lookups hit their paths', async () => {
    const seen = stub({
      'Product/GetUnitMeasures': { status: 1, data: [{ id: 1, name: 'шт.' }] },
      'Product/GetCategoriesByGroupId': { status: 1, data: [] },
      'Product/GetSubCategoriesByParentIdAsync': { status: 1, data: null },
      'Product/UploadProductImage': { status: 1, data: { image: '/seller/uploads/a.png' } },
    });
    expect(await dataProvider.getUnitMeasures('products')).toEqual([{ id: 1, name: 'шт.' }]);
    expect(await dataProvider.getCategories('products', { isRetail: false, groupId: 2 })).toEqual([]);
    expect(await dataProvider.getSubCategories('products', { parentId: 14 })).toEqual([]);
    const file = new File([new Uint8Array([1, 2])], 'a.png', { type: 'image/png' });
    expect(await dataProvider.uploadImage('products', { file })).toEqual({ image: '/seller/uploads/a.png' });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[1]?.body).toEqual({ isRetail: false, id: 2 });
    expect(seen[2]?.search.get('Id')).toBe('14');
    const form = seen[3]?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('File') as File).name).toBe('a.png');
  });

  it('getFormSettings (ours) resolves null on any failure without the error page, else the settings', async () => {
    const goTo = vi.spyOn(navigation, 'goToErrorPage').mockImplementation(() => undefined);
    stub({ 'Product/GetProductFormSettings': { http: 404, text: 'Not Found' } });
    expect(await dataProvider.getFormSettings('products')).toBeNull();
    stub({ 'Product/GetProductFormSettings': { status: 404, errorMessage: 'Not found' } });
    expect(await dataProvider.getFormSettings('products')).toBeNull();
    expect(goTo).not.toHaveBeenCalled();
    const settings = { commissionPercentage: 5, categoryGroupId: 2, allowedProductTypeIds: [1, 2] };
    stub({ 'Product/GetProductFormSettings': { status: 1, data: settings } });
    expect(await dataProvider.getFormSettings('products')).toEqual(settings);
    // a server that honours only the specification answers -1; a broken one a 500: both are "no settings"
    stub({ 'Product/GetProductFormSettings': { status: -1, errorMessage: 'Not in the specification' } });
    expect(await dataProvider.getFormSettings('products')).toBeNull();
    stub({ 'Product/GetProductFormSettings': { http: 500, text: 'oops' } });
    expect(await dataProvider.getFormSettings('products')).toBeNull();
    stub({ 'Product/GetProductFormSettings': { status: 1, data: null } });
    expect(await dataProvider.getFormSettings('products')).toBeNull();
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('product-properties dataProvider', () => {
  it('getList reads GetProperty of the scope store under the brand prefix', async () => {
    const rows = [{ id: 1, propertyKey: 'Цвет', propertyValue: 'красный, синий' }];
    const seen = stub({ 'MarketSeller/GetProperty': { status: 1, data: rows } });
    expect(await dataProvider.getList('product-properties', {})).toEqual({ data: rows, total: 1 });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.search.get('storeId')).toBe('5');
  });

  it('create / update send AddProperty without / with id; delete sends DeleteProperty?propertyId=', async () => {
    const seen = stub({
      'MarketSeller/AddProperty': { status: 1, data: true },
      'MarketSeller/DeleteProperty': { status: 1, data: true },
    });
    await dataProvider.create('product-properties', {
      data: { propertyKey: ' Цвет ', propertyValue: 'красный, синий' },
    });
    await dataProvider.update('product-properties', {
      id: 8,
      data: { propertyKey: 'Цвет', propertyValue: 'красный' },
      previousData: { id: 8 },
    });
    await dataProvider.delete('product-properties', { id: 8, previousData: { id: 8 } });
    expect(seen[0]?.body).toEqual({ storeId: 5, propertyKey: 'Цвет', propertyValue: 'красный, синий' });
    expect(seen[1]?.body).toEqual({ id: 8, storeId: 5, propertyKey: 'Цвет', propertyValue: 'красный' });
    expect(seen[2]).toMatchObject({ path: 'MarketSeller/DeleteProperty', method: 'POST' });
    expect(seen[2]?.search.get('propertyId')).toBe('8');
  });

  it('a duplicate key rejects with the server message', async () => {
    stub({ 'MarketSeller/AddProperty': { status: -1, errorMessage: 'Свойство «Цвет» уже есть' } });
    await expect(
      dataProvider.create('product-properties', { data: { propertyKey: 'Цвет', propertyValue: 'а' } }),
    ).rejects.toMatchObject({ status: -1, errorMessage: 'Свойство «Цвет» уже есть' });
  });
});
