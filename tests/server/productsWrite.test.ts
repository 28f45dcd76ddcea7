import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductBody, ProductDetail } from '../../contract/index.js';
import { all, one, run } from '../../server/db/query.js';
import {
  api,
  categoryId,
  newestProductId,
  option,
  productBody,
  productsWorld,
  propertyOf,
  storeImage,
  type ProductsWorld,
} from './productsHelpers.js';

/** AddProduct and EditProducts: the happy paths and each class of refusal (docs/contract/products.md). */

let world: ProductsWorld;

beforeAll(async () => {
  world = await productsWorld();
});
afterAll(async () => {
  await world.server.cleanup();
});

const add = (body: unknown) => api(world, '/Product/AddProduct', body);
const edit = (body: unknown) => api(world, '/Product/EditProducts', body);
const detail = async (id: number) =>
  (await api<ProductDetail>(world, `/Product/GetProductById?productId=${id}`)).data as ProductDetail;

/** The detail as a body to send back (what the client's edit form does). */
const asBody = (d: ProductDetail): ProductBody & { id: number } => ({
  ...d,
  categories: d.categories.map((c) => ({ categoryId: c.categoryId ?? 0 })),
  productOptions: d.productOptions.map((o) => ({
    ...o,
    ndsMinPrice: o.ndsMinPrice ?? null,
    ndsMaxPrice: o.ndsMaxPrice ?? null,
  })),
});

describe('AddProduct', () => {
  it('stores every field, recomputes newPrice and the denormalised columns', async () => {
    const colour = propertyOf(world.server, world.seller.storeId, 'Цвет');
    const body = productBody(world, {
      productOptions: [
        option({
          productProperties: JSON.stringify([{ propertyId: colour, propertyKey: 'x', value: ' красный ' }]),
          productOptionImages: [
            { image: storeImage(world.server, world.seller.storeId, 1), isBaseImage: false },
            { image: storeImage(world.server, world.seller.storeId, 2), isBaseImage: true },
          ],
        }),
        option({
          vendoreCode: 'TEST-2',
          baseOption: false,
          priceForOne: 2000,
          discount: 0,
          quantityForSale: 0,
        }),
      ],
    });
    expect(await add(body)).toEqual({ status: 1, data: true });
    const id = newestProductId(world.server, world.seller.storeId);
    const d = await detail(id);
    expect(d).toMatchObject({
      productName: body.productName,
      storeId: world.seller.storeId,
      isDraft: false,
      isActive: true,
      isBlocked: false,
      addedAtRegistration: false,
      productTags: [{ tagName: 'тест' }],
      weightAndSizes: body.weightAndSizes,
    });
    expect(d.categories[0]?.path?.map((p) => p.name)).toEqual([
      'Стройматериалы',
      'Сухие смеси',
      'Штукатурки',
    ]);
    const [first, second] = d.productOptions;
    expect(first).toMatchObject({ newPrice: 900, imageIndex: 1, baseOption: true });
    expect(JSON.parse(first?.productProperties ?? '')).toEqual([
      { propertyId: colour, propertyKey: 'Цвет', value: 'Красный' },
    ]);
    expect(second).toMatchObject({ newPrice: 2000, quantityForSale: 0 });
    const row = one<Record<string, unknown>>(world.server.db, 'SELECT * FROM products WHERE id = ?', id);
    expect(row).toMatchObject({
      min_price: 900,
      max_price: 2000,
      total_quantity: 25,
      options_count: 2,
      has_discount: 1,
      base_vendor_code: 'TEST-1',
      base_image: storeImage(world.server, world.seller.storeId, 2),
      list_status: 1,
      created_at: new Date(world.server.clock.now).toISOString(),
    });
    expect(row?.search_name).toContain('test-2');
  });

  it('saves a draft inactive whatever isActive says', async () => {
    expect(
      (await add(productBody(world, { productName: 'Черновик тест', isDraft: true, isActive: true }))).status,
    ).toBe(1);
    const d = await detail(newestProductId(world.server, world.seller.storeId));
    expect(d).toMatchObject({ isDraft: true, isActive: false });
  });

  it("refuses another store's storeId", async () => {
    const reply = await add(productBody(world, { storeId: world.other.storeId }));
    expect(reply).toEqual({ status: -1, errorMessage: 'Магазин не найден' });
  });
});

describe('validation refusals', () => {
  const refused = async (overrides: Partial<ProductBody>, message: string | RegExp) => {
    const before = all(world.server.db, 'SELECT id FROM products').length;
    const reply = await add(productBody(world, overrides));
    expect(reply.status).toBe(-1);
    if (typeof message === 'string') expect(reply.errorMessage).toBe(message);
    else expect(reply.errorMessage).toMatch(message);
    expect(all(world.server.db, 'SELECT id FROM products').length).toBe(before);
  };

  it('max price below min', () =>
    refused(
      { productOptions: [option({ minPrice: 500, maxPrice: 400 })] },
      'Вариант 1: максимальная цена меньше минимальной',
    ));

  it('max price below min with VAT names the option', () =>
    refused(
      {
        productOptions: [
          option(),
          option({ vendoreCode: 'B', baseOption: false, withNDS: true, ndsMinPrice: 10, ndsMaxPrice: 5 }),
        ],
      },
      'Вариант 2: максимальная цена меньше минимальной',
    ));

  it.each([-1, 100, 12.5])('discount %s', (discount) =>
    refused({ productOptions: [option({ discount })] }, 'Вариант 1: скидка должна быть от 0 до 99 %'),
  );

  it('negative quantity', () =>
    refused(
      { productOptions: [option({ quantityForSale: -3 })] },
      'Вариант 1: количество не может быть отрицательным',
    ));

  it('two base options, and none', async () => {
    await refused(
      { productOptions: [option(), option({ vendoreCode: 'B' })] },
      'Ровно один вариант должен быть базовым',
    );
    await refused(
      { productOptions: [option({ baseOption: false })] },
      'Ровно один вариант должен быть базовым',
    );
  });

  it('a duplicate vendor code', () =>
    refused(
      { productOptions: [option(), option({ vendoreCode: 'test-1', baseOption: false })] },
      'Вариант 2: артикул «test-1» уже есть у другого варианта',
    ));

  it("a category of another group or closed to the product's market", async () => {
    const retailOnly = categoryId(world.server, 'Платья');
    await refused(
      { categories: [{ categoryId: retailOnly }] },
      `Категория ${retailOnly} недоступна для этого товара`,
    );
    const wholesaleOnly = categoryId(world.server, 'Насосы');
    await refused(
      { categories: [{ categoryId: wholesaleOnly }] },
      `Категория ${wholesaleOnly} недоступна для этого товара`,
    );
    await refused({ categories: [] }, 'Категории: от 1 до 5');
  });

  it("an image the store did not upload (another store's upload, any URL)", async () => {
    for (const image of [storeImage(world.server, world.other.storeId), 'https://example.com/a.png']) {
      await refused(
        { productOptions: [option({ productOptionImages: [{ image, isBaseImage: true }] })] },
        'Вариант 1: изображение не найдено среди загруженных магазином',
      );
    }
  });

  it('images without exactly one base image', () =>
    refused(
      {
        productOptions: [
          option({
            productOptionImages: [
              { image: storeImage(world.server, world.seller.storeId), isBaseImage: false },
            ],
          }),
        ],
      },
      'Вариант 1: ровно одно изображение должно быть основным',
    ));

  it('a property of another store, or a value the property does not have', async () => {
    const foreign = propertyOf(world.server, world.other.storeId, 'Цвет');
    await refused(
      {
        productOptions: [
          option({
            productProperties: JSON.stringify([{ propertyId: foreign, propertyKey: 'Цвет', value: 'Синий' }]),
          }),
        ],
      },
      `Вариант 1: свойство ${foreign} не найдено у магазина`,
    );
    const own = propertyOf(world.server, world.seller.storeId, 'Цвет');
    await refused(
      {
        productOptions: [
          option({
            productProperties: JSON.stringify([{ propertyId: own, propertyKey: 'Цвет', value: 'Бирюзовый' }]),
          }),
        ],
      },
      'Вариант 1: у свойства «Цвет» нет значения «Бирюзовый»',
    );
    await refused(
      { productOptions: [option({ productProperties: '{oops' })] },
      'Вариант 1: свойства переданы в неверном формате',
    );
  });

  it.each([
    [{ productName: ' ab ' }, 'Название товара: от 3 до 200 символов'],
    [{ productDescription: 'x'.repeat(5001) }, 'Описание товара: не более 5000 символов'],
    [{ measureUnitId: 99 }, 'Единица измерения не найдена'],
    [{ minUnitInOrder: 0 }, 'Минимальный заказ: целое число от 1 до 1 000 000'],
    [{ productUnitInPackage: 1.5 }, 'Количество в упаковке: целое число от 1 до 1 000 000'],
    [{ templateId: 5 }, 'Шаблон доставки не найден'],
    [
      { weightAndSizes: { weight: 0, length: null, width: null, height: null } },
      /^Вес: больше 0 и не более 100.000 кг$/,
    ],
    [{ productTags: [{ tagName: 'a' }, { tagName: 'A' }] }, 'Тег «A» указан дважды'],
    [{ productOptions: [] }, 'Варианты: от 1 до 30'],
    [{ productOptions: [option({ priceForOne: 0 })] }, 'Вариант 1: цена за единицу должна быть больше 0'],
    [
      { productOptions: [option({ isPreOrder: true, preOrderDays: 91 })] },
      'Вариант 1: срок предзаказа от 1 до 90 дней',
    ],
  ] as [Partial<ProductBody>, string | RegExp][])('the field rule %j', (overrides, message) =>
    refused(overrides, message),
  );

  it('a product type the store group does not allow', async () => {
    run(world.server.db, 'UPDATE stores SET category_group_id = 3 WHERE id = ?', world.seller.storeId);
    try {
      await refused({}, 'Этот тип товара недоступен магазину');
    } finally {
      run(world.server.db, 'UPDATE stores SET category_group_id = 2 WHERE id = ?', world.seller.storeId);
    }
  });

  it('a body of the wrong shape by schema', async () => {
    const reply = await add({ ...productBody(world), productOptions: 'none' });
    expect(reply.status).toBe(-1);
    expect(reply.errorMessage).toMatch(/productOptions/);
  });
});

describe('EditProducts', () => {
  it('updates options by id, adds new ones, removes missing options and deleted images', async () => {
    const body = productBody(world, {
      productName: 'Правка тест',
      productOptions: [
        option({
          productOptionImages: [
            { image: storeImage(world.server, world.seller.storeId, 0), isBaseImage: true },
            { image: storeImage(world.server, world.seller.storeId, 1), isBaseImage: false },
          ],
        }),
        option({ vendoreCode: 'B', baseOption: false }),
        option({ vendoreCode: 'C', baseOption: false }),
      ],
    });
    expect((await add(body)).status).toBe(1);
    const id = newestProductId(world.server, world.seller.storeId);
    const d = await detail(id);
    const next = asBody(d);
    const [a, , c] = next.productOptions;
    if (!a || !c) throw new Error('options missing');
    next.productName = 'Правка тест 2';
    next.productOptions = [
      {
        ...a,
        priceForOne: 500,
        discount: 0,
        productOptionImages: a.productOptionImages.map((img, i) => ({ ...img, isDelete: i === 1 })),
      },
      { ...c, baseOption: false },
      option({ id: 0, vendoreCode: 'D', baseOption: false, quantityForSale: 7 }),
    ];
    expect(await edit(next)).toEqual({ status: 1, data: true });
    const after = await detail(id);
    expect(after.productName).toBe('Правка тест 2');
    expect(after.productOptions.map((o) => o.vendoreCode)).toEqual(['TEST-1', 'C', 'D']);
    expect(after.productOptions[0]?.id).toBe(a.id);
    expect(after.productOptions[1]?.id).toBe(c.id);
    expect(after.productOptions[0]?.productOptionImages.map((i) => i.id)).toEqual([
      a.productOptionImages[0]?.id,
    ]);
    expect(after.productOptions[0]?.newPrice).toBe(500);
    const row = one<Record<string, unknown>>(world.server.db, 'SELECT * FROM products WHERE id = ?', id);
    expect(row).toMatchObject({ min_price: 500, options_count: 3, total_quantity: 57 });
    expect(row?.search_name).not.toContain('\nb');
  });

  it('publishes a draft saved without isDraft', async () => {
    await add(productBody(world, { productName: 'Черновик к публикации', isDraft: true }));
    const id = newestProductId(world.server, world.seller.storeId);
    expect((await edit({ ...asBody(await detail(id)), isDraft: false, isActive: true })).status).toBe(1);
    expect(await detail(id)).toMatchObject({ isDraft: false, isActive: true });
  });

  it('keeps a blocked product blocked and inactive', async () => {
    const id = one<{ id: number }>(
      world.server.db,
      'SELECT id FROM products WHERE store_id = ? AND is_blocked = 1 ORDER BY id LIMIT 1',
      world.seller.storeId,
    )?.id as number;
    const d = await detail(id);
    expect((await edit({ ...asBody(d), isActive: true, isDraft: false })).status).toBe(1);
    expect(await detail(id)).toMatchObject({ isBlocked: true, isActive: false });
  });

  it("refuses another seller's product and an option or image of another product", async () => {
    const foreign = newestProductId(world.server, world.other.storeId);
    const foreignRow = one(world.server.db, 'SELECT * FROM products WHERE id = ?', foreign);
    const reply = await edit({ ...productBody(world), id: foreign });
    expect(reply).toEqual({ status: -1, errorMessage: 'Товар не найден' });
    expect(one(world.server.db, 'SELECT * FROM products WHERE id = ?', foreign)).toEqual(foreignRow);

    const id = newestProductId(world.server, world.seller.storeId);
    const foreignOption = one<{ id: number }>(
      world.server.db,
      'SELECT id FROM product_options WHERE product_id = ?',
      foreign,
    );
    const withForeignOption = {
      ...productBody(world),
      id,
      productOptions: [option({ id: foreignOption?.id })],
    };
    expect(await edit(withForeignOption)).toEqual({
      status: -1,
      errorMessage: 'Вариант 1: вариант не найден',
    });
    const foreignImage = one<{ id: number }>(
      world.server.db,
      `SELECT i.id FROM product_option_images i JOIN product_options o ON o.id = i.option_id WHERE o.product_id = ?`,
      foreign,
    );
    const d = await detail(id);
    const base = d.productOptions[0];
    if (!base) throw new Error('no option');
    const withForeignImage = {
      ...asBody(d),
      productOptions: [
        {
          ...base,
          productOptionImages: [
            {
              id: foreignImage?.id,
              image: storeImage(world.server, world.seller.storeId),
              isBaseImage: true,
            },
          ],
        },
      ],
    };
    expect(await edit(withForeignImage)).toEqual({
      status: -1,
      errorMessage: 'Вариант 1: изображение не найдено среди загруженных магазином',
    });
  });
});
