import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/dataProvider';
import type { DeliveryTemplatesDataProvider } from '../../src/resources/delivery-templates/handler';
import { templateListBody } from '../../src/resources/delivery-templates/handler';
import type { LocationsDataProvider } from '../../src/resources/locations/handler';
import * as navigation from '../../src/api/navigation';
import type { TemplateBody } from '../../contract';

interface Seen {
  path: string;
  method: string;
  search: URLSearchParams;
  body: unknown;
}

type Reply = { status: number; data?: unknown; errorMessage?: string };

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
      return new Response(JSON.stringify(reply), { status: 200 });
    }),
  );
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const dataProvider = createDataProvider({
  sellerId: 7,
  userId: 3,
  storeId: 5,
}) as DeliveryTemplatesDataProvider & LocationsDataProvider;
const R = 'delivery-templates';
const L = 'locations';

const body: TemplateBody = { storeId: 99, name: 'По России', productIds: [1], directions: [] };

describe('delivery-templates handler', () => {
  it('the list body: the seller store, a trimmed name or null, 10 a page', () => {
    expect(
      templateListBody({ filter: { templateName: '  Рос ' }, pagination: { page: 3, perPage: 10 } }, 5),
    ).toEqual({
      storeId: 5,
      templateName: 'Рос',
      pagination: { page: 3, pageSize: 10 },
    });
    expect(templateListBody({}, 5)).toEqual({
      storeId: 5,
      templateName: null,
      pagination: { page: 1, pageSize: 10 },
    });
  });

  it('getList reads the paged reply', async () => {
    const seen = stub({
      'Product/GetAllTemplates': { status: 1, data: { results: [{ id: 4 }], pageCount: 2, rowCount: 11 } },
    });
    const page = await dataProvider.getList(R, {
      filter: {},
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
    });
    expect(page.total).toBe(11);
    expect(page.data).toEqual([
      expect.objectContaining({ id: 4, name: '', products: [], directionsSummary: null }),
    ]);
    expect(seen[0]?.method).toBe('POST');
  });

  it('getOne, create, update with the seller store, delete and changeStatus hit their calls', async () => {
    const seen = stub({
      'Product/GetTemplateById': { status: 1, data: { id: 4, name: 'x' } },
      'Product/AddTemplate': { status: 1, data: true },
      'Product/EditTemplate': { status: 1, data: true },
      'Product/RemoveTemplateById': { status: 1, data: true },
      'Product/ChangeTemplateStatus': { status: 1, data: true },
    });
    await dataProvider.getOne(R, { id: '4' });
    expect(seen[0]?.method).toBe('GET');
    expect(seen[0]?.search.get('templateId')).toBe('4');
    await dataProvider.create(R, { data: { ...body, id: 3 } });
    expect(seen[1]?.body).toEqual({ ...body, storeId: 5 });
    await dataProvider.update(R, { id: 4, data: body, previousData: { id: 4 } });
    expect(seen[2]?.body).toEqual({ ...body, storeId: 5, id: 4 });
    await dataProvider.delete(R, { id: 4 });
    expect(seen[3]?.path).toBe('Product/RemoveTemplateById');
    expect(seen[3]?.search.get('templateId')).toBe('4');
    expect(await dataProvider.changeStatus(R, { templateId: 4, isActive: false })).toEqual({
      templateId: 4,
      isActive: false,
    });
    expect(seen[4]?.body).toEqual({ templateId: 4, isActive: false });
  });

  it('a -1 save rejects with the message and stays; a reply without true goes to /error-page', async () => {
    const toErrorPage = vi.spyOn(navigation, 'goToErrorPage').mockImplementation(() => undefined);
    stub({ 'Product/AddTemplate': { status: -1, errorMessage: 'Шаблон «По России» уже есть' } });
    await expect(dataProvider.create(R, { data: body })).rejects.toMatchObject({
      status: -1,
      errorMessage: 'Шаблон «По России» уже есть',
    });
    expect(toErrorPage).not.toHaveBeenCalled();
    stub({ 'Product/EditTemplate': { status: 1, data: false } });
    await expect(dataProvider.update(R, { id: 4, data: body, previousData: { id: 4 } })).rejects.toThrow();
    expect(toErrorPage).toHaveBeenCalled();
  });
});

describe('locations handler', () => {
  it('countries, regions of a country, cities of regions (a JSON array), courier services, store products', async () => {
    const seen = stub({
      'Common/GetCountries': { status: 1, data: [{ id: 1, name: 'Россия' }] },
      'Common/GetRegionByCountryIdAsync': { status: 1, data: null },
      'Common/GetCitiesByRegionIds': { status: 1, data: [] },
      'Common/GetCourierServices': { status: 1, data: [] },
      'Product/GetProductsByStoreId': { status: 1, data: [] },
    });
    expect(await dataProvider.getCountries(L)).toEqual([{ id: 1, name: 'Россия' }]);
    expect(seen[0]?.method).toBe('GET');
    expect(await dataProvider.getRegions(L, { countryId: 3 })).toEqual([]);
    expect(seen[1]?.method).toBe('POST');
    expect(seen[1]?.search.get('id')).toBe('3');
    await dataProvider.getCities(L, { regionIds: [66, 37, 66] });
    expect(seen[2]?.body).toEqual([66, 37]);
    await dataProvider.getCourierServices(L);
    expect(seen[3]?.path).toBe('Common/GetCourierServices');
    await dataProvider.getStoreProducts(L);
    expect(seen[4]?.search.get('storeId')).toBe('5');
    expect(seen[4]?.body).toEqual({ storeId: 5, productTypeId: null });
    // no regions: no call
    expect(await dataProvider.getCities(L, { regionIds: [] })).toEqual([]);
    expect(seen).toHaveLength(5);
  });
});
