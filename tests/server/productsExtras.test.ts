import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Category,
  ProductFormSettings,
  StoreProperty,
  UnitMeasure,
  UploadedProductImage,
} from '../../contract/index.js';
import { one } from '../../server/db/query.js';
import {
  api,
  categoryId,
  option,
  productBody,
  productsWorld,
  type ProductsWorld,
} from './productsHelpers.js';
import { JPEG, NOT_AN_IMAGE, PDF, PNG, postMultipart } from './ordersHelpers.js';

/** UploadProductImage, store properties, categories and the lookups (docs/contract/products.md). */

let world: ProductsWorld;
const brand = () => world.server.app.ctx.brand;

beforeAll(async () => {
  world = await productsWorld();
});
afterAll(async () => {
  await world.server.cleanup();
});

const upload = (data: Buffer, filename: string, contentType = 'image/png', session = world.seller) =>
  postMultipart<UploadedProductImage>(world.server.app, '/Product/UploadProductImage', session.token, [
    { name: 'File', filename, contentType, data },
  ]);

const wrongType = (name: string) =>
  `Файл «${name}» не подходит: допустимы JPEG, PNG, WebP (тип проверяется по содержимому файла)`;

describe('UploadProductImage', () => {
  it('stores a PNG for the store and serves it', async () => {
    const reply = await upload(PNG, 'photo.png');
    expect(reply.status).toBe(1);
    const url = reply.data?.image ?? '';
    expect(url).toMatch(/^\/seller\/uploads\/[0-9a-f]{32}\.png$/);
    const name = url.split('/').pop() as string;
    expect(existsSync(path.join(world.server.dataDir, 'uploads', name))).toBe(true);
    expect(one(world.server.db, 'SELECT store_id FROM product_uploads WHERE file_name = ?', name)).toEqual({
      store_id: world.seller.storeId,
    });
    const served = await world.server.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const used = await api(
      world,
      '/Product/AddProduct',
      productBody(world, {
        productName: 'С загруженным фото',
        productOptions: [option({ productOptionImages: [{ image: url, isBaseImage: true }] })],
      }),
    );
    expect(used.status).toBe(1);
    const foreign = await api(
      world,
      '/Product/AddProduct',
      {
        ...productBody(world),
        storeId: world.other.storeId,
        categories: [{ categoryId: categoryId(world.server, 'Ситец') }],
        productOptions: [option({ productOptionImages: [{ image: url, isBaseImage: true }] })],
      },
      world.other,
    );
    expect(foreign).toEqual({
      status: -1,
      errorMessage: 'Вариант 1: изображение не найдено среди загруженных магазином',
    });
  });

  it('accepts a JPEG by content', async () => {
    expect((await upload(JPEG, 'photo.jpg', 'image/jpeg')).data?.image).toMatch(/\.jpg$/);
  });

  it('refuses a PDF and a text file renamed .png, by content', async () => {
    const before = one<{ n: number }>(world.server.db, 'SELECT COUNT(*) AS n FROM product_uploads')?.n;
    expect(await upload(PDF, 'scan.pdf', 'application/pdf')).toEqual({
      status: -1,
      errorMessage: wrongType('scan.pdf'),
    });
    expect(await upload(NOT_AN_IMAGE, 'fake.png')).toEqual({
      status: -1,
      errorMessage: wrongType('fake.png'),
    });
    expect(one<{ n: number }>(world.server.db, 'SELECT COUNT(*) AS n FROM product_uploads')?.n).toBe(before);
  });

  it('refuses a file over 5 MB and a request without a file', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expect(await upload(big, 'big.png')).toEqual({ status: -1, errorMessage: 'Файл «big.png» больше 5 МБ' });
    const none = await postMultipart(world.server.app, '/Product/UploadProductImage', world.seller.token, [
      { name: 'note', value: 'x' },
    ]);
    expect(none).toEqual({ status: -1, errorMessage: 'Выберите файл изображения' });
  });
});

describe('store properties', () => {
  const get = (storeId: number | null = null) =>
    api<StoreProperty[]>(
      world,
      `/${brand()}Seller/GetProperty${storeId === null ? '' : `?storeId=${storeId}`}`,
    );
  const save = (body: Record<string, unknown>) => api(world, `/${brand()}Seller/AddProperty`, body);

  it('lists the seeded properties by key', async () => {
    const reply = await get(world.seller.storeId);
    expect(reply.data?.map((p) => p.propertyKey)).toEqual(['Материал', 'Размер', 'Цвет']);
    expect(await get(world.other.storeId)).toEqual({ status: -1, errorMessage: 'Магазин не найден' });
  });

  it('adds with normalised values, replaces by id, refuses duplicates and deletes', async () => {
    expect(
      await save({ storeId: world.seller.storeId, propertyKey: ' Вес ', propertyValue: '1 кг,2 кг , 5 кг' }),
    ).toEqual({
      status: 1,
      data: true,
    });
    const added = (await get()).data?.find((p) => p.propertyKey === 'Вес');
    expect(added?.propertyValue).toBe('1 кг, 2 кг, 5 кг');
    const id = added?.id as number;
    expect((await save({ id, storeId: null, propertyKey: 'Масса', propertyValue: '10 кг' })).status).toBe(1);
    expect((await get()).data?.find((p) => p.id === id)).toEqual({
      id,
      propertyKey: 'Масса',
      propertyValue: '10 кг',
    });
    expect(await save({ propertyKey: 'цвет', propertyValue: 'a' })).toEqual({
      status: -1,
      errorMessage: 'Свойство «цвет» уже есть',
    });
    expect((await save({ id, propertyKey: 'масса', propertyValue: '10 кг, 20 кг' })).status).toBe(1);
    expect((await save({ propertyKey: 'Пусто', propertyValue: ' , ' })).errorMessage).toBe(
      'Значение свойства: от 1 до 50 символов',
    );
    expect((await save({ propertyKey: 'Дубль', propertyValue: 'a, A' })).errorMessage).toBe(
      'Значение «A» указано дважды',
    );
    expect((await save({ propertyKey: '', propertyValue: 'a' })).errorMessage).toBe(
      'Название свойства: от 1 до 50 символов',
    );
    expect(await api(world, `/${brand()}Seller/DeleteProperty?propertyId=${id}`)).toEqual({
      status: 1,
      data: true,
    });
    expect((await get()).data?.some((p) => p.id === id)).toBe(false);
  });

  it("refuses another store's property and storeId", async () => {
    const foreign = one<{ id: number }>(
      world.server.db,
      'SELECT id FROM store_properties WHERE store_id = ? LIMIT 1',
      world.other.storeId,
    )?.id as number;
    expect(await save({ id: foreign, propertyKey: 'Цвет2', propertyValue: 'a' })).toEqual({
      status: -1,
      errorMessage: 'Свойство не найдено',
    });
    expect(await api(world, `/${brand()}Seller/DeleteProperty?propertyId=${foreign}`)).toEqual({
      status: -1,
      errorMessage: 'Свойство не найдено',
    });
    expect(await save({ storeId: world.other.storeId, propertyKey: 'X', propertyValue: 'a' })).toEqual({
      status: -1,
      errorMessage: 'Магазин не найден',
    });
  });
});

describe('categories and lookups', () => {
  it('answers the top categories of a group open to a market, by name', async () => {
    const retail =
      (await api<Category[]>(world, '/Product/GetCategoriesByGroupId', { isRetail: true, id: 2 })).data ?? [];
    const wholesale =
      (await api<Category[]>(world, '/Product/GetCategoriesByGroupId', { isRetail: false, id: 2 })).data ??
      [];
    expect(retail.map((c) => c.name)).not.toContain('Промышленное оборудование');
    expect(wholesale.map((c) => c.name)).toContain('Промышленное оборудование');
    expect(retail.map((c) => c.name)).toEqual(
      [...retail.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'ru')),
    );
    expect(retail.every((c) => c.parentId === null && c.hasChildren)).toBe(true);
    expect(
      (await api<Category[]>(world, '/Product/GetCategoriesByGroupId', { isRetail: false, id: 1 })).data,
    ).toEqual([]);
  });

  it('answers the children of a category, [] for an unknown one', async () => {
    const top = categoryId(world.server, 'Стройматериалы');
    const children =
      (await api<Category[]>(world, `/Product/GetSubCategoriesByParentIdAsync?Id=${top}`)).data ?? [];
    expect(children.map((c) => c.name)).toEqual([
      'Герметики и клеи',
      'Лакокрасочные материалы',
      'Сухие смеси',
    ]);
    expect(children.every((c) => c.parentId === top && c.hasChildren)).toBe(true);
    const leaves = (
      await api<Category[]>(world, `/Product/GetSubCategoriesByParentIdAsync?Id=${children[0]?.id}`)
    ).data;
    expect(leaves?.every((c) => !c.hasChildren)).toBe(true);
    expect((await api(world, '/Product/GetSubCategoriesByParentIdAsync?Id=999999')).data).toEqual([]);
  });

  it('has 100+ categories over three levels and groups 1..3', () => {
    const stats = one<{ n: number; groups: number }>(
      world.server.db,
      'SELECT COUNT(*) AS n, COUNT(DISTINCT group_id) AS groups FROM categories',
    );
    expect(stats?.n).toBeGreaterThanOrEqual(100);
    expect(stats?.groups).toBe(3);
  });

  it('answers the units and the form settings', async () => {
    const units = (await api<UnitMeasure[]>(world, '/Product/GetUnitMeasures')).data;
    expect(units).toHaveLength(12);
    expect(units?.[0]).toEqual({ id: 1, name: 'шт.' });
    const settings = await api<ProductFormSettings>(world, '/Product/GetProductFormSettings');
    expect(settings.data).toMatchObject({ categoryGroupId: 2, allowedProductTypeIds: [1, 2] });
    expect(typeof settings.data?.commissionPercentage).toBe('number');
  });

  it('needs a seller token', async () => {
    const reply = await world.server.app.inject({
      method: 'GET',
      url: '/seller/api/Product/GetUnitMeasures',
    });
    expect(reply.json()).toMatchObject({ status: 401 });
  });
});

describe('demo catalogue', () => {
  // Products the tests above added are left out: they were created at the clock's moment.
  it('gives each demo store 60+ products of both types in every state, with options, images and tags', () => {
    for (const { storeId } of [world.seller, world.other]) {
      const stats = one<Record<string, number>>(
        world.server.db,
        `SELECT COUNT(*) AS products, COUNT(DISTINCT product_type_id) AS types,
           SUM(list_status = 1) AS active, SUM(list_status = 2) AS inactive, SUM(list_status = 3) AS drafts,
           SUM(list_status = 4) AS blocked, MIN(options_count) AS minOptions,
           SUM(base_image IS NULL) AS withoutImage,
           (SELECT COUNT(*) FROM product_tags t JOIN products q ON q.id = t.product_id WHERE q.store_id = ?) AS tags,
           (SELECT COUNT(*) FROM store_properties WHERE store_id = ?) AS properties
         FROM products WHERE store_id = ? AND created_at < ?`,
        storeId,
        storeId,
        storeId,
        new Date(world.server.clock.now).toISOString(),
      );
      expect(stats?.products).toBeGreaterThanOrEqual(60);
      expect(stats).toMatchObject({ types: 2, minOptions: 2, withoutImage: 0, properties: 3 });
      for (const key of ['active', 'inactive', 'drafts', 'blocked', 'tags'])
        expect(stats?.[key]).toBeGreaterThan(0);
    }
  });

  it("points every order line at a product of the seller's store, showing its image", () => {
    for (const [lines, orders] of [
      ['wholesale_order_products', 'wholesale_orders'],
      ['retail_order_products', 'retail_orders'],
    ] as const) {
      const wrong = one<{ n: number }>(
        world.server.db,
        `SELECT COUNT(*) AS n FROM ${lines} l JOIN ${orders} o ON o.id = l.order_id
         JOIN stores s ON s.seller_id = o.seller_id
         LEFT JOIN products p ON p.id = l.product_id
         WHERE p.id IS NULL OR p.store_id <> s.id OR l.image IS NOT p.base_image`,
      );
      expect(wrong?.n).toBe(0);
    }
  });
});
