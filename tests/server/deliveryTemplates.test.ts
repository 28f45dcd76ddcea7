import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeliveryTemplate, TemplateBody, TemplateListReply } from '../../contract/index.js';
import { all, one } from '../../server/db/query.js';
import { dapi, direction, templateBody } from './deliveryHelpers.js';
import { productsWorld, type ProductsWorld } from './productsHelpers.js';

/** Delivery templates: list, get, add, edit, status, remove, ownership and every refusal (docs/contract/delivery.md). */

let world: ProductsWorld;

beforeAll(async () => {
  world = await productsWorld();
});
afterAll(async () => {
  await world.server.cleanup();
});

const list = async (body: object = {}) =>
  (
    await dapi<TemplateListReply>(world, '/Product/GetAllTemplates', {
      storeId: world.seller.storeId,
      ...body,
    })
  ).data as TemplateListReply;
const get = (id: number) => dapi<DeliveryTemplate>(world, `/Product/GetTemplateById?templateId=${id}`);
const add = (body: object) => dapi(world, '/Product/AddTemplate', body);
const edit = (body: object) => dapi(world, '/Product/EditTemplate', body);
const newestTemplate = (storeId = world.seller.storeId): number =>
  one<{ id: number }>(
    world.server.db,
    'SELECT MAX(id) AS id FROM delivery_templates WHERE store_id = ?',
    storeId,
  )?.id ?? 0;
const productsOf = (storeId: number, n: number): number[] =>
  all<{ id: number }>(
    world.server.db,
    'SELECT id FROM products WHERE store_id = ? ORDER BY id DESC LIMIT ?',
    storeId,
    n,
  ).map((p) => p.id);
const templateOf = (productId: number) =>
  one<{ template_id: number | null }>(
    world.server.db,
    'SELECT template_id FROM products WHERE id = ?',
    productId,
  )?.template_id;
const refused = (errorMessage: string) => ({ status: -1, errorMessage });
/** The template the add / edit tests build ('Полный шаблон'). */
const fullTemplate = (): number =>
  one<{ id: number }>(world.server.db, "SELECT id FROM delivery_templates WHERE name LIKE 'Полный шаблон%'")
    ?.id ?? 0;

describe('demo templates', () => {
  it('gives each demo seller 3–4 templates, one inactive, with products attached', async () => {
    for (const storeId of [world.seller.storeId, world.other.storeId]) {
      const rows = all<{ is_active: number }>(
        world.server.db,
        'SELECT is_active FROM delivery_templates WHERE store_id = ?',
        storeId,
      );
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.filter((r) => r.is_active === 0)).toHaveLength(1);
    }
    const page = await list({ pagination: { page: 1, pageSize: 10 } });
    expect(page.results.some((t) => (t.products ?? []).length > 0)).toBe(true);
    expect(page.results.some((t) => t.directionsSummary?.includes('Казахстан: все регионы'))).toBe(true);
  });
});

describe('GetAllTemplates', () => {
  it('pages newest first and searches the name case-insensitively', async () => {
    for (const name of ['Поиск Альфа', 'поиск бета', 'Другое'])
      expect((await add(templateBody(world, { name }))).status).toBe(1);
    const first = await list({ pagination: { page: 1, pageSize: 2 } });
    expect(first.results.map((t) => t.name)).toEqual(['Другое', 'поиск бета']);
    expect(first.rowCount).toBeGreaterThanOrEqual(7);
    expect(first.pageCount).toBe(Math.ceil(first.rowCount / 2));
    const found = await list({ templateName: 'ПОИСК', pagination: { page: 1, pageSize: 10 } });
    expect(found.results.map((t) => t.name)).toEqual(['поиск бета', 'Поиск Альфа']);
    expect(found.rowCount).toBe(2);
    expect(found.results[0]).toMatchObject({
      isActive: true,
      products: [],
      directionsCount: 1,
      directionsSummary: 'Россия: все регионы, 2–5 дн.',
      deliveryDayFrom: 2,
      deliveryDayTo: 5,
    });
  });

  it("refuses another store's storeId", async () => {
    expect(await dapi(world, '/Product/GetAllTemplates', { storeId: world.other.storeId })).toEqual(
      refused('Магазин не найден'),
    );
  });
});

describe('AddTemplate / GetTemplateById / EditTemplate', () => {
  it('stores directions with regions and cities, and attaches products', async () => {
    const products = productsOf(world.seller.storeId, 3);
    const body: TemplateBody = templateBody(world, {
      name: 'Полный шаблон',
      productIds: products,
      directions: [
        direction({
          isAllRegions: false,
          directionRegions: [{ regionId: 66 }, { regionId: 74 }],
          isAllCities: true,
        }),
        direction({
          countryId: 1,
          deliveryMethodId: 1,
          deliveryDayFrom: 1,
          deliveryDayTo: 1,
          weight: 1000,
          length: 300,
          isAllRegions: false,
          directionRegions: [{ regionId: 77 }, { regionId: 50 }],
          cityIdsForDirection: [{ cityId: 7701 }, { cityId: 5002 }],
        }),
        direction({ countryId: 3, deliveryDayFrom: 7, deliveryDayTo: 14 }),
      ],
    });
    expect(await add(body)).toEqual({ status: 1, data: true });
    const id = newestTemplate();
    const t = (await get(id)).data as DeliveryTemplate;
    expect(t).toMatchObject({ id, name: 'Полный шаблон', isActive: true, storeId: world.seller.storeId });
    expect([...t.productIds].sort()).toEqual([...products].sort());
    expect(t.directions).toHaveLength(3);
    expect(t.directions[0]).toMatchObject({
      templateId: id,
      isDeleted: false,
      isAllRegions: false,
      isAllCities: true,
      directionRegions: [{ regionId: 66 }, { regionId: 74 }],
      cityIdsForDirection: [],
    });
    expect(t.directions[1]).toMatchObject({
      deliveryMethodId: 1,
      weight: 1000,
      length: 300,
      width: null,
      cityIdsForDirection: [{ cityId: 5002 }, { cityId: 7701 }],
    });
    expect(t.directions[2]).toMatchObject({ countryId: 3, isAllRegions: true, directionRegions: [] });
    const row = (await list({ templateName: 'Полный шаблон' })).results[0];
    expect(row?.directionsSummary).toBe(
      'Россия: 2 региона, 2–5 дн.; Россия: 2 города, 1 дн.; Казахстан: все регионы, 7–14 дн.',
    );
    expect(row?.products?.map((p) => p.id).sort()).toEqual([...products].sort());
  });

  it('updates, deletes (isDeleted or left out) and adds directions; moves and detaches products', async () => {
    const id = fullTemplate();
    const t = (await get(id)).data as DeliveryTemplate;
    const [d1, d2, d3] = t.directions;
    if (!d1 || !d2 || !d3) throw new Error('three directions expected');
    const [keep] = t.productIds;
    const moved =
      one<{ id: number }>(
        world.server.db,
        'SELECT id FROM products WHERE store_id = ? AND template_id IS NOT NULL AND template_id <> ? ORDER BY id',
        world.seller.storeId,
        id,
      )?.id ?? 0;
    expect(templateOf(moved)).not.toBeNull();
    const reply = await edit({
      ...t,
      name: 'Полный шаблон 2',
      productIds: [keep, moved],
      directions: [
        { ...d2, deliveryDayTo: 9, cityIdsForDirection: [{ cityId: 7701 }] },
        { ...d1, isDeleted: true },
        direction({ countryId: 2, deliveryMethodId: 1 }),
      ],
    });
    expect(reply).toEqual({ status: 1, data: true });
    const after = (await get(id)).data as DeliveryTemplate;
    expect(after.name).toBe('Полный шаблон 2');
    expect(after.directions.map((d) => d.id).slice(0, 1)).toEqual([d2.id]);
    expect(after.directions).toHaveLength(2);
    expect(after.directions[0]).toMatchObject({ deliveryDayTo: 9, cityIdsForDirection: [{ cityId: 7701 }] });
    expect(after.directions[1]).toMatchObject({ countryId: 2 });
    expect(after.directions.map((d) => d.id)).not.toContain(d3.id);
    expect([...after.productIds].sort()).toEqual([keep, moved].sort());
    for (const productId of t.productIds.filter((p) => p !== keep)) expect(templateOf(productId)).toBeNull();
    expect(templateOf(moved)).toBe(id);
    const stale = one<{ n: number }>(
      world.server.db,
      'SELECT COUNT(*) AS n FROM direction_regions WHERE direction_id IN (?, ?)',
      d1.id,
      d3.id,
    );
    expect(stale).toEqual({ n: 0 });
  });

  it('refuses a direction id of another template', async () => {
    const id = fullTemplate();
    const t = (await get(id)).data as DeliveryTemplate;
    const foreign = one<{ id: number }>(
      world.server.db,
      'SELECT id FROM template_directions WHERE template_id <> ? ORDER BY id LIMIT 1',
      id,
    )?.id;
    expect(await edit({ ...t, directions: [direction({ id: foreign })] })).toEqual(
      refused('Направление 1: направление не найдено'),
    );
  });

  it('refuses a name already used in the store, case-insensitively, but allows keeping its own', async () => {
    expect(await add(templateBody(world, { name: 'ПОЛНЫЙ шаблон 2' }))).toEqual(
      refused('Шаблон «ПОЛНЫЙ шаблон 2» уже есть'),
    );
    const t = (await get(fullTemplate())).data as DeliveryTemplate;
    expect(await edit(t)).toEqual({ status: 1, data: true });
    const otherBody = { ...templateBody(world, { name: 'Только у второго' }), storeId: world.other.storeId };
    expect(await dapi(world, '/Product/AddTemplate', otherBody, world.other)).toEqual({
      status: 1,
      data: true,
    });
    expect(await add(templateBody(world, { name: ' только у второго ' }))).toEqual({ status: 1, data: true });
    expect(
      one(world.server.db, 'SELECT name FROM delivery_templates WHERE id = ?', newestTemplate()),
    ).toEqual({
      name: 'только у второго',
    });
  });
});

describe('validation', () => {
  const cases: [Partial<TemplateBody>, string][] = [
    [{ name: '   ' }, 'Название шаблона: от 1 до 100 символов'],
    [{ name: 'x'.repeat(101) }, 'Название шаблона: от 1 до 100 символов'],
    [{ directions: [] }, 'Направления: от 1 до 50'],
    [{ directions: [direction({ isDeleted: true })] }, 'Направления: от 1 до 50'],
    [{ directions: Array.from({ length: 51 }, () => direction()) }, 'Направления: от 1 до 50'],
    [{ productIds: [999_999] }, 'Товар не найден'],
    [
      { directions: [direction(), direction({ deliveryDayFrom: 6, deliveryDayTo: 5 })] },
      'Направление 2: срок «от» больше срока «до»',
    ],
    [
      { directions: [direction({ deliveryDayFrom: -1 })] },
      'Направление 1: срок «от» — целое число дней от 0 до 365',
    ],
    [
      { directions: [direction({ deliveryDayTo: 366 })] },
      'Направление 1: срок «до» — целое число дней от 0 до 365',
    ],
    [
      { directions: [direction({ deliveryDayFrom: 1.5 })] },
      'Направление 1: срок «от» — целое число дней от 0 до 365',
    ],
    [{ directions: [direction({ countryId: 99 })] }, 'Направление 1: страна не найдена'],
    [
      { directions: [direction({ deliveryMethodId: 2 })] },
      'Направление 1: способ доставки: автотранспорт или почта / курьерская служба',
    ],
    [
      { directions: [direction({ weight: 0 })] },
      `Направление 1: вес — больше 0 и не более ${(100_000).toLocaleString('ru-RU')} кг`,
    ],
    [
      { directions: [direction({ height: 10_001 })] },
      `Направление 1: высота — больше 0 и не более ${(10_000).toLocaleString('ru-RU')} см`,
    ],
    [
      { directions: [direction({ directionRegions: [{ regionId: 66 }] })] },
      'Направление 1: при «Все регионы» регионы и города не выбираются',
    ],
    [
      { directions: [direction({ cityIdsForDirection: [{ cityId: 6601 }] })] },
      'Направление 1: при «Все регионы» регионы и города не выбираются',
    ],
    [{ directions: [direction({ isAllRegions: false })] }, 'Направление 1: регионов: от 1 до 100'],
    [
      {
        directions: [
          direction({ isAllRegions: false, directionRegions: [{ regionId: 9999 }], isAllCities: true }),
        ],
      },
      'Направление 1: регион не найден',
    ],
    [
      {
        directions: [
          direction({
            countryId: 3,
            isAllRegions: false,
            directionRegions: [{ regionId: 66 }],
            isAllCities: true,
          }),
        ],
      },
      'Направление 1: регион не найден',
    ],
    [
      {
        directions: [
          direction({
            isAllRegions: false,
            directionRegions: [{ regionId: 66 }],
            isAllCities: true,
            cityIdsForDirection: [{ cityId: 6601 }],
          }),
        ],
      },
      'Направление 1: при «Все города» города не выбираются',
    ],
    [
      { directions: [direction({ isAllRegions: false, directionRegions: [{ regionId: 66 }] })] },
      'Направление 1: городов: от 1 до 500',
    ],
    [
      {
        directions: [
          direction({
            isAllRegions: false,
            directionRegions: [{ regionId: 66 }],
            cityIdsForDirection: [{ cityId: 6601 }, { cityId: 3701 }],
          }),
        ],
      },
      'Направление 1: город не относится к выбранным регионам',
    ],
  ];

  it.each(cases)('refuses %j', async (overrides, message) => {
    const before = one(world.server.db, 'SELECT COUNT(*) AS n FROM delivery_templates');
    expect(await add(templateBody(world, { name: 'Проверка', ...overrides }))).toEqual(refused(message));
    expect(one(world.server.db, 'SELECT COUNT(*) AS n FROM delivery_templates')).toEqual(before);
  });

  it('refuses a body the schema does not accept', async () => {
    expect((await add({ name: 'x' })).status).toBe(-1);
    expect((await add(templateBody(world, { directions: 'x' as never }))).status).toBe(-1);
  });
});

describe('ownership', () => {
  const foreignTemplate = () =>
    one<{ id: number }>(
      world.server.db,
      'SELECT MIN(id) AS id FROM delivery_templates WHERE store_id = ? AND is_active = 1',
      world.other.storeId,
    )?.id ?? 0;

  it("answers 'Шаблон не найден' for another seller's template on every call", async () => {
    const id = foreignTemplate();
    const notFound = refused('Шаблон не найден');
    expect(await get(id)).toEqual(notFound);
    expect(await edit({ ...templateBody(world), id })).toEqual(notFound);
    expect(await dapi(world, '/Product/ChangeTemplateStatus', { templateId: id, isActive: false })).toEqual(
      notFound,
    );
    expect(await dapi(world, `/Product/RemoveTemplateById?templateId=${id}`)).toEqual(notFound);
    expect(one(world.server.db, 'SELECT is_active FROM delivery_templates WHERE id = ?', id)).toEqual({
      is_active: 1,
    });
  });

  it("refuses another store's products and storeId", async () => {
    const [foreign] = productsOf(world.other.storeId, 1);
    expect(await add(templateBody(world, { name: 'Чужой товар', productIds: [foreign ?? 0] }))).toEqual(
      refused('Товар не найден'),
    );
    expect(await add(templateBody(world, { name: 'Чужой магазин', storeId: world.other.storeId }))).toEqual(
      refused('Магазин не найден'),
    );
  });
});

describe('ChangeTemplateStatus / RemoveTemplateById', () => {
  it('switches a template off and on', async () => {
    const id = fullTemplate();
    const status = (isActive: boolean) =>
      dapi(world, '/Product/ChangeTemplateStatus', { templateId: id, isActive });
    expect(await status(false)).toEqual({ status: 1, data: true });
    expect((await get(id)).data?.isActive).toBe(false);
    expect(await status(true)).toEqual({ status: 1, data: true });
    expect((await get(id)).data?.isActive).toBe(true);
  });

  it('removes a template with its directions; its products lose the link', async () => {
    const id = fullTemplate();
    const products = ((await get(id)).data as DeliveryTemplate).productIds;
    expect(products.length).toBeGreaterThan(0);
    expect(await dapi(world, `/Product/RemoveTemplateById?templateId=${id}`)).toEqual({
      status: 1,
      data: true,
    });
    expect(await get(id)).toEqual(refused('Шаблон не найден'));
    for (const productId of products) expect(templateOf(productId)).toBeNull();
    expect(
      one(world.server.db, 'SELECT COUNT(*) AS n FROM template_directions WHERE template_id = ?', id),
    ).toEqual({
      n: 0,
    });
  });
});
