import type { TemplateBody, TemplateDirection } from '../../contract/index.js';
import { call } from './helpers.js';
import type { ProductsWorld, StoreSession } from './productsHelpers.js';

/** Shared by the delivery tests (docs/contract/delivery.md). */

const GET_CALLS = new Set(['GetTemplateById', 'GetCountries', 'GetCourierServices', 'GetProductById']);

/** One call as the demo seller (or `session`); the method follows the contract. */
export async function dapi<T = unknown>(
  world: ProductsWorld,
  path: string,
  body?: unknown,
  session?: StoreSession,
) {
  const name = path.split('?')[0]?.split('/').pop() ?? '';
  const method = GET_CALLS.has(name) ? 'GET' : 'POST';
  return (await call<T>(world.server.app, method, path, { body, token: (session ?? world.seller).token }))
    .body;
}

export function direction(overrides: Partial<TemplateDirection> = {}): TemplateDirection {
  return {
    deliveryDayFrom: 2,
    deliveryDayTo: 5,
    countryId: 1,
    deliveryMethodId: 3,
    weight: null,
    length: null,
    width: null,
    height: null,
    isAllRegions: true,
    isDeleted: false,
    directionRegions: [],
    isAllCities: false,
    cityIdsForDirection: [],
    ...overrides,
  };
}

export function templateBody(world: ProductsWorld, overrides: Partial<TemplateBody> = {}): TemplateBody {
  return {
    name: 'Тестовый шаблон',
    storeId: world.seller.storeId,
    productIds: [],
    directions: [direction()],
    ...overrides,
  };
}
