import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail, ProductListItem, ProductListReply, ProductShort } from '../../contract/index.js';
import { all, one, run } from '../../server/db/query.js';
import { iso } from '../../server/lib/time.js';
import {
  api,
  categoryId,
  newestProductId,
  option,
  productBody,
  productsWorld,
  type ProductsWorld,
} from './productsHelpers.js';

/** Product lists, GetProductById, ChangeProductStatus and the short lists (docs/contract/products.md). */

let world: ProductsWorld;

beforeAll(async () => {
  world = await productsWorld();
});
afterAll(async () => {
  await world.server.cleanup();
});

const RETAIL = '/Product/GetAllRetailProducts';
const WHOLESALE = '/Product/GetAllWholesaleProducts';

async function list(body: Record<string, unknown>, path = RETAIL) {
  const reply = await api<ProductListReply>(world, path, { pagination: { page: 1, pageSize: 100 }, ...body });
  if (reply.status !== 1 || !reply.data) throw new Error(JSON.stringify(reply));
  return reply.data;
}

/** The ids the server should answer, from the tables (type 1 of the demo store, id descending). */
const expectedIds = (where = '1 = 1', ...params: (string | number)[]): number[] =>
  all<{ id: number }>(
    world.server.db,
    `SELECT id FROM products p WHERE store_id = ? AND product_type_id = 1 AND ${where} ORDER BY id DESC`,
    world.seller.storeId,
    ...params,
  ).map((r) => r.id);

const ids = (results: ProductListItem[]) => results.map((r) => r.id);

describe('product lists', () => {
  it('answers the store products of the route type, id descending, with rowCount and pageCount', async () => {
    const data = await list({ pagination: { page: 1, pageSize: 12 } });
    const expected = expectedIds();
    expect(data.rowCount).toBe(expected.length);
    expect(data.pageCount).toBe(Math.ceil(expected.length / 12));
    expect(ids(data.results)).toEqual(expected.slice(0, 12));
    expect(data.commissionPercentage).toBe(
      one<{ c: number }>(
        world.server.db,
        'SELECT commission_percentage AS c FROM sellers WHERE id = ?',
        world.seller.sellerId,
      )?.c,
    );
    const wholesale = await list({}, WHOLESALE);
    expect(wholesale.results.every((r) => r.productTypeId === 2)).toBe(true);
    expect(wholesale.rowCount).toBeGreaterThan(0);
  });

  it('pages with the same order', async () => {
    const expected = expectedIds();
    const page2 = await list({ pagination: { page: 2, pageSize: 5 } });
    expect(ids(page2.results)).toEqual(expected.slice(5, 10));
    const beyond = await list({ pagination: { page: 1000, pageSize: 5 } });
    expect(beyond.results).toEqual([]);
    expect(beyond.rowCount).toBe(expected.length);
  });

  it.each([
    [1, 'is_active = 1 AND is_draft = 0 AND is_blocked = 0'],
    [2, 'is_active = 0 AND is_draft = 0 AND is_blocked = 0'],
    [3, 'is_draft = 1 AND is_blocked = 0'],
    [4, 'is_blocked = 1'],
  ])('filters by status %i', async (status, where) => {
    const expected = expectedIds(where);
    const data = await list({ status }, RETAIL);
    expect(ids(data.results)).toEqual(expected);
    const wholesaleCount = all(
      world.server.db,
      `SELECT id FROM products WHERE store_id = ? AND product_type_id = 2 AND ${where}`,
      world.seller.storeId,
    ).length;
    expect((await list({ status }, WHOLESALE)).rowCount).toBe(wholesaleCount);
    expect(wholesaleCount + expected.length).toBeGreaterThan(0);
  });

  it('searches the name and the vendor codes, case-insensitively', async () => {
    const sample = one<{ id: number; product_name: string; base_vendor_code: string }>(
      world.server.db,
      'SELECT id, product_name, base_vendor_code FROM products WHERE store_id = ? AND product_type_id = 1 ORDER BY id LIMIT 1',
      world.seller.storeId,
    );
    if (!sample) throw new Error('no product');
    const word = sample.product_name.split(' ')[0]?.toUpperCase() ?? '';
    const byName = await list({ searchValue: `  ${word} ` });
    expect(ids(byName.results)).toContain(sample.id);
    expect(byName.results.every((r) => r.productName.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const otherCode = `${sample.base_vendor_code}-2`;
    const byCode = await list({ searchValue: otherCode });
    expect(ids(byCode.results)).toEqual([sample.id]);
    expect((await list({ searchValue: 'нет-такого-товара' })).rowCount).toBe(0);
  });

  it('finds short texts row by row and takes quotes literally', async () => {
    const short = await list({ searchValue: 'ЛО' });
    expect(ids(short.results)).toEqual(expectedIds("instr(search_name, 'ло') > 0"));
    expect(short.rowCount).toBeGreaterThan(0);
    expect((await list({ searchValue: '"лопата" OR x' })).rowCount).toBe(0);
  });

  it('filters by a category and its descendants', async () => {
    const top = categoryId(world.server, 'Инструменты');
    const data = await list({ categoryId: top });
    const expected = expectedIds(
      `id IN (SELECT pc.product_id FROM product_categories pc JOIN categories c ON c.id = pc.category_id
        JOIN categories m ON m.id = c.parent_id WHERE m.parent_id = ? OR c.parent_id = ? OR c.id = ?)`,
      top,
      top,
      top,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(data.results)).toEqual(expected);
    expect(data.results.every((r) => r.categoryName?.startsWith('Инструменты / '))).toBe(true);
  });

  it('filters by the price range and stock', async () => {
    const data = await list({ priceFrom: 1000, priceTo: 3000 });
    expect(ids(data.results)).toEqual(expectedIds('max_price >= 1000 AND min_price <= 3000'));
    const inStock = await list({ inStock: true });
    expect(ids(inStock.results)).toEqual(expectedIds('total_quantity > 0'));
    const outOfStock = await list({ inStock: false });
    expect(ids(outOfStock.results)).toEqual(expectedIds('total_quantity = 0'));
    expect(outOfStock.results.every((r) => r.quantity === 0)).toBe(true);
  });

  it.each([
    ['productName', (r: ProductListItem) => r.productName.toLowerCase()],
    ['price', (r: ProductListItem) => r.minPrice],
    ['quantity', (r: ProductListItem) => r.quantity],
    ['creationDate', (r: ProductListItem) => r.creationDate],
    ['id', (r: ProductListItem) => r.id],
  ] as const)('sorts by %s in both directions, ties by id', async (column, key) => {
    for (const sortByAscending of [true, false]) {
      const { results } = await list({ column, sortByAscending });
      const sorted = [...results].sort((a, b) => {
        const [x, y] = [key(a) ?? 0, key(b) ?? 0];
        const cmp = x < y ? -1 : x > y ? 1 : a.id - b.id;
        return sortByAscending ? cmp : -cmp;
      });
      expect(ids(results)).toEqual(ids(sorted));
    }
  });

  it("refuses another store's storeId", async () => {
    const reply = await api(world, RETAIL, { storeId: world.other.storeId });
    expect(reply).toMatchObject({ status: -1, errorMessage: 'Магазин не найден' });
  });

  it('answers the net payout and the prices of the contract example', async () => {
    run(world.server.db, 'UPDATE sellers SET commission_percentage = 5 WHERE id = ?', world.seller.sellerId);
    const body = productBody(world, {
      productName: 'Пример выплаты',
      productOptions: [
        option({ withNDS: true, ndsMinPrice: 900, ndsMaxPrice: 1100, priceForOne: 1000, discount: 10 }),
      ],
    });
    expect((await api(world, '/Product/AddProduct', body)).status).toBe(1);
    const { results } = await list({ searchValue: 'пример выплаты' });
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ minPrice: 900, maxPrice: 900, netPayout: 705, optionsCount: 1 });
    expect(results[0]?.labels).toEqual([1, 2]);
  });

  it('answers paid labels until they expire, and free delivery', async () => {
    const id = newestProductId(world.server, world.seller.storeId);
    const now = world.server.clock.now;
    run(world.server.db, 'UPDATE products SET is_free_shipping = 1 WHERE id = ?', id);
    run(
      world.server.db,
      'INSERT INTO product_labels (product_id, label_id, until) VALUES (?, 3, ?), (?, 4, ?)',
      id,
      iso(now + 86_400_000),
      id,
      iso(now - 1000),
    );
    const { results } = await list({ searchValue: 'пример выплаты' });
    expect(results[0]?.labels).toEqual([1, 2, 3, 5]);
  });
});

describe('GetProductById', () => {
  it("answers the store's product with options, images, categories and paths", async () => {
    const id = one<{ id: number }>(
      world.server.db,
      'SELECT id FROM products WHERE store_id = ? AND options_count > 1 ORDER BY id LIMIT 1',
      world.seller.storeId,
    )?.id as number;
    const reply = await api<ProductDetail>(world, `/Product/GetProductById?productId=${id}`);
    expect(reply.status).toBe(1);
    const detail = reply.data as ProductDetail;
    expect(detail.id).toBe(id);
    expect(detail.productOptions.filter((o) => o.baseOption)).toHaveLength(1);
    expect(detail.productOptions[0]?.productOptionImages[0]?.id).toBeGreaterThan(0);
    expect(detail.categories[0]?.path?.length).toBe(3);
    expect(detail.categories[0]?.name).toBe(detail.categories[0]?.path?.[2]?.name);
  });

  it("answers 'Товар не найден' for another seller's product and an unknown id", async () => {
    const foreign = newestProductId(world.server, world.other.storeId);
    for (const id of [foreign, 99_999_999]) {
      const reply = await api(world, `/Product/GetProductById?productId=${id}`);
      expect(reply).toMatchObject({ status: -1, errorMessage: 'Товар не найден' });
    }
  });
});

describe('ChangeProductStatus', () => {
  const stateOf = (id: number) =>
    one<{ is_active: number; is_draft: number; is_blocked: number }>(
      world.server.db,
      'SELECT is_active, is_draft, is_blocked FROM products WHERE id = ?',
      id,
    );
  const firstWhere = (where: string): number =>
    one<{ id: number }>(
      world.server.db,
      `SELECT id FROM products WHERE store_id = ? AND ${where} ORDER BY id LIMIT 1`,
      world.seller.storeId,
    )?.id as number;

  it('switches products off and on', async () => {
    const id = firstWhere('list_status = 1');
    expect(await api(world, '/Product/ChangeProductStatus', { productIds: [id], isActive: false })).toEqual({
      status: 1,
      data: true,
    });
    expect(stateOf(id)?.is_active).toBe(0);
    expect(
      (await api(world, '/Product/ChangeProductStatus', { productIds: [id], isActive: true })).status,
    ).toBe(1);
    expect(stateOf(id)?.is_active).toBe(1);
  });

  it('publishes a draft on activation; deactivation keeps it a draft', async () => {
    const draft = firstWhere('list_status = 3');
    await api(world, '/Product/ChangeProductStatus', { productIds: [draft], isActive: false });
    expect(stateOf(draft)).toMatchObject({ is_draft: 1, is_active: 0 });
    await api(world, '/Product/ChangeProductStatus', { productIds: [draft], isActive: true });
    expect(stateOf(draft)).toMatchObject({ is_draft: 0, is_active: 1 });
  });

  it('refuses to activate a blocked product, alone or in a bulk, changing nothing', async () => {
    const blocked = firstWhere('list_status = 4');
    const inactive = firstWhere('list_status = 2');
    const alone = await api(world, '/Product/ChangeProductStatus', { productIds: [blocked], isActive: true });
    expect(alone).toEqual({
      status: -1,
      errorMessage: 'Товар заблокирован администратором: активировать его нельзя',
    });
    const blockedIds = all<{ id: number; product_name: string }>(
      world.server.db,
      'SELECT id, product_name FROM products WHERE store_id = ? AND is_blocked = 1 ORDER BY id',
      world.seller.storeId,
    );
    expect(blockedIds.length).toBeGreaterThanOrEqual(2);
    const bulk = await api(world, '/Product/ChangeProductStatus', {
      productIds: [inactive, ...blockedIds.map((b) => b.id)],
      isActive: true,
    });
    expect(bulk.errorMessage).toBe(
      `Товар заблокирован администратором: активировать его нельзя: ${blockedIds.map((b) => `«${b.product_name}»`).join(', ')}`,
    );
    expect(stateOf(inactive)?.is_active).toBe(0);
    expect(stateOf(blocked)).toMatchObject({ is_blocked: 1, is_active: 0 });
    expect(
      (await api(world, '/Product/ChangeProductStatus', { productIds: [blocked], isActive: false })).status,
    ).toBe(1);
    expect(stateOf(blocked)).toMatchObject({ is_blocked: 1, is_active: 0 });
  });

  it("refuses another seller's product, all or nothing", async () => {
    const own = firstWhere('list_status = 2');
    const foreign = newestProductId(world.server, world.other.storeId);
    const before = stateOf(foreign);
    const reply = await api(world, '/Product/ChangeProductStatus', {
      productIds: [own, foreign],
      isActive: true,
    });
    expect(reply).toEqual({ status: -1, errorMessage: 'Товар не найден' });
    expect(stateOf(own)?.is_active).toBe(0);
    expect(stateOf(foreign)).toEqual(before);
  });

  it('refuses duplicate ids and an empty list by schema', async () => {
    expect(
      (await api(world, '/Product/ChangeProductStatus', { productIds: [], isActive: true })).status,
    ).toBe(-1);
    expect(
      (await api(world, '/Product/ChangeProductStatus', { productIds: [1, 1], isActive: true })).status,
    ).toBe(-1);
  });
});

describe('short lists', () => {
  it('GetProducts answers every product of the store by name', async () => {
    const reply = await api<ProductShort[]>(world, '/Product/GetProducts');
    const count = all(
      world.server.db,
      'SELECT id FROM products WHERE store_id = ?',
      world.seller.storeId,
    ).length;
    expect(reply.data).toHaveLength(count);
    const names = (reply.data ?? []).map((p) => p.productName.toLowerCase());
    expect(names).toEqual([...names].sort());
  });

  it('GetProductsByStoreId answers the offered products of a type', async () => {
    const path = `/Product/GetProductsByStoreId?storeId=${world.seller.storeId}`;
    const reply = await api<ProductShort[]>(world, path, { productTypeId: 2, storeId: world.seller.storeId });
    const data = reply.data ?? [];
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((p) => p.productTypeId === 2 && p.isActive && !p.isDraft && !p.isBlocked)).toBe(true);
    const both = await api<ProductShort[]>(world, path, { productTypeId: null, storeId: null });
    expect((both.data ?? []).length).toBeGreaterThan(data.length);
    const foreign = await api(world, `/Product/GetProductsByStoreId?storeId=${world.other.storeId}`, {
      productTypeId: null,
    });
    expect(foreign).toMatchObject({ status: -1, errorMessage: 'Магазин не найден' });
  });
});
