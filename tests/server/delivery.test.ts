import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { City, Country, CourierService, ProductDetail, Region } from '../../contract/index.js';
import { openDatabase } from '../../server/db/index.js';
import { one } from '../../server/db/query.js';
import { addressText } from '../../server/services/locations.js';
import { dapi } from './deliveryHelpers.js';
import { api, newestProductId, productBody, productsWorld, type ProductsWorld } from './productsHelpers.js';

/** Location lookups, courier services, the product form's template and ready-to-send addresses (docs/contract/delivery.md). */

let world: ProductsWorld;

beforeAll(async () => {
  world = await productsWorld();
});
afterAll(async () => {
  await world.server.cleanup();
});

const countries = async () => (await dapi<Country[]>(world, '/Common/GetCountries')).data ?? [];
const regions = async (id: number) =>
  (await dapi<Region[]>(world, `/Common/GetRegionByCountryIdAsync?id=${id}`)).data ?? [];
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'ru');

describe('location lookups', () => {
  it('answers the countries by name, Россия with id 1 and the CIS countries in Russian', async () => {
    const list = await countries();
    expect(list).toContainEqual({ id: 1, name: 'Россия' });
    expect(list.map((c) => c.name)).toEqual(expect.arrayContaining(['Беларусь', 'Казахстан', 'Армения']));
    expect(list.length).toBeGreaterThanOrEqual(10);
    expect([...list].sort(byName)).toEqual(list);
  });

  it('answers every federal subject of Russia by its subject code', async () => {
    const list = await regions(1);
    expect(list.length).toBeGreaterThanOrEqual(85);
    for (const [id, name] of [
      [66, 'Свердловская область'],
      [77, 'Москва'],
      [78, 'Санкт-Петербург'],
      [50, 'Московская область'],
      [37, 'Ивановская область'],
      [1, 'Республика Адыгея'],
      [89, 'Ямало-Ненецкий автономный округ'],
    ] as const) {
      expect(list).toContainEqual({ id, name, countryId: 1 });
    }
    expect([...list].sort(byName)).toEqual(list);
  });

  it('answers the regions of another country with ids countryId × 1000 + n', async () => {
    const list = await regions(3);
    expect(list.length).toBeGreaterThan(3);
    for (const region of list) expect(Math.floor(region.id / 1000)).toBe(3);
    expect(await regions(999)).toEqual([]);
  });

  it('answers the cities of one region and of several, with CDEK codes where known', async () => {
    const one66 = (await dapi<City[]>(world, '/Common/GetCitiesByRegionIdAsync?id=66')).data ?? [];
    expect(one66).toContainEqual({ id: 6601, name: 'Екатеринбург', cdekId: 250, regionId: 66 });
    expect(one66).toContainEqual({ id: 6602, name: 'Нижний Тагил', cdekId: 251, regionId: 66 });
    const several = (await dapi<City[]>(world, '/Common/GetCitiesByRegionIds', [77, 37, 999999])).data ?? [];
    expect(several).toContainEqual({ id: 7701, name: 'Москва', cdekId: 44, regionId: 77 });
    expect(several).toContainEqual({ id: 3701, name: 'Иваново', cdekId: 164, regionId: 37 });
    expect(new Set(several.map((c) => c.regionId))).toEqual(new Set([77, 37]));
    expect([...several].sort(byName)).toEqual(several);
    expect((await dapi<City[]>(world, '/Common/GetCitiesByRegionIdAsync?id=12345')).data).toEqual([]);
  });

  it('answers the CDEK codes of dancingbytes/cdek_api matched by exact name, null where ambiguous', async () => {
    const russia = await regions(1);
    expect(russia.length).toBe(85);
    const all =
      (
        await dapi<City[]>(
          world,
          '/Common/GetCitiesByRegionIds',
          russia.map((r) => r.id),
        )
      ).data ?? [];
    const code = (id: number) => all.find((c) => c.id === id)?.cdekId;
    expect(code(201)).toBe(256); // Уфа
    expect(code(7401)).toBe(259); // Челябинск
    expect(code(5401)).toBe(270); // Новосибирск, kept
    expect(code(101)).toBe(1233); // Майкоп
    expect(code(7801)).toBe(137); // Санкт-Петербург
    expect(code(701)).toBeNull(); // Нальчик: two office entries in the file
    expect(all.filter((c) => c.cdekId !== null).length).toBeGreaterThanOrEqual(158);
  });

  it('keeps every location id the static list had, so stored addresses still resolve', () => {
    const cities: [number, string][] = [
      [7701, 'Москва'],
      [7801, 'Санкт-Петербург'],
      [5001, 'Подольск'],
      [5002, 'Химки'],
      [5003, 'Балашиха'],
      [4701, 'Гатчина'],
      [4702, 'Всеволожск'],
      [6601, 'Екатеринбург'],
      [6602, 'Нижний Тагил'],
      [5401, 'Новосибирск'],
      [1601, 'Казань'],
      [1602, 'Набережные Челны'],
      [2301, 'Краснодар'],
      [2302, 'Сочи'],
      [5201, 'Нижний Новгород'],
      [6101, 'Ростов-на-Дону'],
      [6301, 'Самара'],
      [6302, 'Тольятти'],
      [7401, 'Челябинск'],
      [7402, 'Магнитогорск'],
      [3701, 'Иваново'],
    ];
    for (const [id, name] of cities) {
      expect(one(world.server.db, 'SELECT name, region_id FROM cities WHERE id = ?', id)).toEqual({
        name,
        region_id: Math.floor(id / 100),
      });
    }
  });

  it('is loaded on every database, seeded or not', () => {
    const db = openDatabase(':memory:');
    expect(one(db, 'SELECT COUNT(*) AS n FROM regions WHERE country_id = 1')).toEqual({ n: 85 });
    expect(one(db, 'SELECT name FROM countries WHERE id = 1')).toEqual({ name: 'Россия' });
    db.close();
  });

  it('writes an address with names, leaving unknown ids out', () => {
    const address = {
      countryId: 1,
      regionId: 66,
      cityId: 6601,
      street: 'ул. Монтажников',
      houseNumber: '4',
      apartmentOrOficeNumber: 'склад 2',
      postalIndex: '620050',
    };
    const db = world.server.db;
    expect(addressText(db, address)).toBe(
      '620050, Россия, Свердловская область, г. Екатеринбург, ул. Монтажников, д. 4, склад 2',
    );
    expect(addressText(db, { ...address, regionId: 77, cityId: 7701, postalIndex: null })).toBe(
      'Россия, г. Москва, ул. Монтажников, д. 4, склад 2',
    );
    expect(addressText(db, { ...address, regionId: 999, cityId: 1 })).toBe(
      '620050, Россия, ул. Монтажников, д. 4, склад 2',
    );
  });

  it('answers the courier services, templates offering methods 1 and 3', async () => {
    const list = (await dapi<CourierService[]>(world, '/Common/GetCourierServices')).data ?? [];
    expect(list.map((s) => [s.deliveryMethodId, s.name, s.forTemplates])).toEqual([
      [1, 'Автотранспорт', true],
      [2, 'СДЭК', false],
      [3, 'Почта / курьерская служба', true],
    ]);
    for (const s of list) {
      expect(s.requirements?.length).toBeGreaterThan(0);
      if (s.website !== null) expect(s.website).toMatch(/^https?:\/\//);
    }
  });

  it('needs a seller', async () => {
    const reply = await world.server.app.inject({ method: 'GET', url: '/seller/api/Common/GetCountries' });
    expect(reply.json<{ status: number }>().status).toBe(401);
  });
});

describe('seeded ready-to-send addresses', () => {
  it('hold together: the region of the country, the city of the region', () => {
    const bad = one<{ n: number }>(
      world.server.db,
      `SELECT COUNT(*) AS n FROM wholesale_shipping_details d
       LEFT JOIN cities c ON c.id = d.city_id LEFT JOIN regions r ON r.id = d.region_id
       WHERE d.street IS NOT NULL AND (c.region_id IS NOT d.region_id OR r.country_id IS NOT d.country_id)`,
    );
    expect(bad).toEqual({ n: 0 });
  });
});

describe('ReadyToSent address', () => {
  const address = {
    countryId: 1,
    regionId: 66,
    cityId: 6601,
    street: 'ул. Монтажников',
    houseNumber: '4',
    apartmentOrOficeNumber: null,
    postalIndex: '620050',
  };
  const send = (a: object) => dapi(world, '/Order/ReadyToSent', { orderId: 2, readyDays: 3, address: a });

  it('is refused when the city is not of the region, the region not of the country, the country unknown', async () => {
    expect(await send({ ...address, cityId: 3701 })).toEqual({
      status: -1,
      errorMessage: 'Город не относится к выбранному региону',
    });
    expect(await send({ ...address, countryId: 3 })).toEqual({
      status: -1,
      errorMessage: 'Регион не относится к выбранной стране',
    });
    expect(await send({ ...address, countryId: 99 })).toEqual({
      status: -1,
      errorMessage: 'Страна не найдена',
    });
  });

  it('is stored and written with names when it holds together', async () => {
    expect(await send({ ...address, regionId: 50, cityId: 5002 })).toEqual({ status: 1, data: true });
    const detail = await dapi<{ shippingDetails: { addressText: string } }>(
      world,
      '/Order/GetOrderById?id=2',
    );
    expect(detail.data?.shippingDetails.addressText).toBe(
      '620050, Россия, Московская область, г. Химки, ул. Монтажников, д. 4',
    );
  });
});

describe('the product form template', () => {
  const template = (storeId: number) =>
    one<{ id: number }>(
      world.server.db,
      'SELECT id FROM delivery_templates WHERE store_id = ? ORDER BY id',
      storeId,
    )?.id ?? 0;

  it("accepts a template of the caller's store and answers it", async () => {
    const templateId = template(world.seller.storeId);
    expect(await api(world, '/Product/AddProduct', productBody(world, { templateId }))).toEqual({
      status: 1,
      data: true,
    });
    const id = newestProductId(world.server, world.seller.storeId);
    const detail = await api<ProductDetail>(world, `/Product/GetProductById?productId=${id}`);
    expect(detail.data?.templateId).toBe(templateId);
  });

  it("refuses another store's template and an unknown one", async () => {
    for (const templateId of [template(world.other.storeId), 999_999]) {
      expect(await api(world, '/Product/AddProduct', productBody(world, { templateId }))).toEqual({
        status: -1,
        errorMessage: 'Шаблон доставки не найден',
      });
    }
  });
});
