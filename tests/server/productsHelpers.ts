import type { ProductBody, ProductOption } from '../../contract/index.js';
import { one } from '../../server/db/query.js';
import { uploadUrl } from '../../server/lib/uploads.js';
import { call, DEMO_ACCOUNTS, type TestServer } from './helpers.js';
import { createOrdersServer, sellerSession, type OrdersServer, type SellerSession } from './ordersHelpers.js';

/** Shared by the product tests (docs/contract/products.md). */

export interface StoreSession extends SellerSession {
  storeId: number;
}

export interface ProductsWorld {
  server: OrdersServer;
  seller: StoreSession;
  other: StoreSession;
}

async function storeSession(server: TestServer, email: string): Promise<StoreSession> {
  const session = await sellerSession(server.app, email);
  const store = one<{ id: number }>(server.db, 'SELECT id FROM stores WHERE seller_id = ?', session.sellerId);
  if (!store) throw new Error(`${email} has no store`);
  return { ...session, storeId: store.id };
}

/** A seeded server with its own uploads directory, the demo seller and the second seller. */
export async function productsWorld(): Promise<ProductsWorld> {
  const server = await createOrdersServer();
  return {
    server,
    seller: await storeSession(server, DEMO_ACCOUNTS.seller),
    other: await storeSession(server, DEMO_ACCOUNTS.seller2),
  };
}

/** The calls of the contract that are GETs; every other call is a POST. */
const GET_CALLS = new Set([
  'GetProductById',
  'GetProducts',
  'GetUnitMeasures',
  'GetProductFormSettings',
  'GetProperty',
]);

/** One call as the demo seller (or `session`); the method follows the contract. */
export async function api<T = unknown>(
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

export const categoryId = (server: TestServer, name: string): number => {
  const row = one<{ id: number }>(server.db, 'SELECT id FROM categories WHERE name = ?', name);
  if (!row) throw new Error(`no category ${name}`);
  return row.id;
};

/** An image the store uploaded (the seed registers its colour images as uploads). */
export const storeImage = (server: TestServer, storeId: number, index = 0): string => {
  const row = one<{ file_name: string }>(
    server.db,
    'SELECT file_name FROM product_uploads WHERE store_id = ? ORDER BY file_name LIMIT 1 OFFSET ?',
    storeId,
    index,
  );
  if (!row) throw new Error(`store ${storeId} has no uploads`);
  return uploadUrl(row.file_name);
};

export const propertyOf = (server: TestServer, storeId: number, key: string): number => {
  const row = one<{ id: number }>(
    server.db,
    'SELECT id FROM store_properties WHERE store_id = ? AND property_key = ?',
    storeId,
    key,
  );
  if (!row) throw new Error(`no property ${key}`);
  return row.id;
};

export function option(overrides: Partial<ProductOption> = {}): ProductOption {
  return {
    vendoreCode: 'TEST-1',
    withNDS: false,
    minPrice: 800,
    maxPrice: 1200,
    ndsMinPrice: null,
    ndsMaxPrice: null,
    priceForOne: 1000,
    discount: 10,
    newPrice: 1,
    quantityForSale: 25,
    baseOption: true,
    isPreOrder: false,
    preOrderDays: null,
    productProperties: '[]',
    imageIndex: 0,
    productOptionImages: [],
    ...overrides,
  };
}

/** A valid body for the demo seller's store (group 2), retail by default. */
export function productBody(world: ProductsWorld, overrides: Partial<ProductBody> = {}): ProductBody {
  const { server, seller } = world;
  return {
    storeId: seller.storeId,
    productName: 'Штукатурка тестовая 25 кг',
    productDescription: 'Описание',
    countryOfOrigin: 'Россия',
    measureUnitId: 1,
    productTypeId: 1,
    minUnitInOrder: 1,
    productUnitInPackage: 1,
    isDraft: false,
    isActive: true,
    categories: [{ categoryId: categoryId(server, 'Штукатурки') }],
    isFreeShipping: false,
    templateId: null,
    weightAndSizes: { weight: 25, length: 60, width: 40, height: 10 },
    productTags: [{ tagName: 'тест' }],
    productOptions: [
      option({
        productOptionImages: [{ image: storeImage(server, seller.storeId), isBaseImage: true }],
      }),
    ],
    ...overrides,
  };
}

/** The id of the newest product of a store (the one AddProduct just made). */
export const newestProductId = (server: TestServer, storeId: number): number =>
  one<{ id: number }>(server.db, 'SELECT MAX(id) AS id FROM products WHERE store_id = ?', storeId)?.id ?? 0;
