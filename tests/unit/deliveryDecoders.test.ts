import { describe, expect, it } from 'vitest';
import type {
  CourierService,
  DeliveryTemplate as WireTemplate,
  TemplateListItem as WireRow,
} from '../../contract';
import { decoder } from '../../src/api/decode';
import {
  citiesSchema,
  countriesSchema,
  courierServicesSchema,
  deliveryTemplateSchema,
  regionsSchema,
  templateListReplySchema,
} from '../../src/api/deliveryDecoders';
import { GARBAGE, specOnly } from './specOnlyReply';

const direction = {
  id: 6,
  templateId: 31,
  deliveryDayFrom: 4,
  deliveryDayTo: 9,
  countryId: 3,
  deliveryMethodId: 3,
  weight: 20,
  length: null,
  width: null,
  height: null,
  isAllRegions: false,
  isDeleted: false,
  directionRegions: [{ regionId: 3001 }],
  isAllCities: false,
  cityIdsForDirection: [{ cityId: 300101 }],
};
const template: WireTemplate = {
  id: 31,
  name: 'По России',
  storeId: 9,
  isActive: true,
  productIds: [101, 102],
  directions: [direction],
};

const row: Required<WireRow> = {
  id: 31,
  name: 'По России',
  isActive: true,
  products: [{ id: 101, productName: 'Перфоратор' }],
  directionsCount: 2,
  directionsSummary: 'Россия: все регионы, 2–5 дн.',
  deliveryDayFrom: 2,
  deliveryDayTo: 9,
};

const services: Required<CourierService>[] = [
  {
    deliveryMethodId: 1,
    name: 'Автотранспорт',
    description: 'Машина',
    requirements: ['Номер машины'],
    forTemplates: true,
    website: null,
  },
];

describe('delivery decoders', () => {
  it('a full reply of our server decodes to the same values', () => {
    expect(decoder(deliveryTemplateSchema)(template)).toEqual(template);
    expect(decoder(templateListReplySchema)({ results: [row], pageCount: 1, rowCount: 1 })).toEqual({
      results: [{ ...row, productIds: [101] }],
      pageCount: 1,
      rowCount: 1,
    });
    expect(decoder(courierServicesSchema)(services)).toEqual(services);
    expect(decoder(countriesSchema)([{ id: 1, name: 'Россия' }])).toEqual([{ id: 1, name: 'Россия' }]);
    expect(decoder(regionsSchema)([{ id: 66, name: 'Свердловская область', countryId: 1 }])).toHaveLength(1);
    const city = { id: 6601, name: 'Екатеринбург', cdekId: 250, regionId: 66 };
    expect(decoder(citiesSchema)([city])).toEqual([city]);
  });

  it("a spec-only template keeps every field (all are the spec's)", () => {
    expect(decoder(deliveryTemplateSchema)(specOnly(template))).toEqual(template);
  });

  it('a spec-only list row: no products, count or summary; the days as sent', () => {
    const read = decoder(templateListReplySchema)(specOnly({ results: [row], pageCount: 1, rowCount: 1 }));
    expect(read.results[0]).toEqual({
      id: 31,
      name: 'По России',
      isActive: true,
      products: [],
      productIds: [],
      directionsCount: null,
      directionsSummary: null,
      deliveryDayFrom: 2,
      deliveryDayTo: 9,
    });
  });

  it('a row with the spec template fields counts its directions and products from them', () => {
    const read = decoder(templateListReplySchema)({
      results: [
        {
          id: 4,
          templateName: 'Север',
          productIds: [1, 2],
          directions: [direction, { ...direction, deliveryDayFrom: 1, deliveryDayTo: 12 }],
        },
      ],
    });
    expect(read.results[0]).toMatchObject({
      name: 'Север',
      productIds: [1, 2],
      directionsCount: 2,
      deliveryDayFrom: 1,
      deliveryDayTo: 12,
    });
  });

  it('regions and cities as records, bare ids or cities nested in their region', () => {
    const read = decoder(deliveryTemplateSchema)({
      id: 5,
      productIds: [{ id: 7 }, '8', { productId: 9 }, 'x'],
      directions: [
        {
          directionRegions: [3001, { id: 3002, cityIdsForDirection: [{ cityId: 300201 }, 300202] }],
          cityIdsForDirection: [300101],
        },
      ],
    });
    expect(read.productIds).toEqual([7, 8, 9]);
    expect(read.directions[0]).toMatchObject({
      directionRegions: [{ regionId: 3001 }, { regionId: 3002 }],
      cityIdsForDirection: [{ cityId: 300101 }, { cityId: 300201 }, { cityId: 300202 }],
      isAllRegions: false,
      countryId: null,
    });
  });

  it('a template without directions or products reads them as []', () => {
    expect(decoder(deliveryTemplateSchema)({ id: 5, name: 'x' })).toEqual({
      id: 5,
      name: 'x',
      storeId: null,
      isActive: false,
      productIds: [],
      directions: [],
    });
  });

  it('courier services without our fields, and without a method id', () => {
    expect(
      decoder(courierServicesSchema)([{ deliveryMethodId: 2, name: 'СДЭК' }, { name: 'без id' }]),
    ).toEqual([
      {
        deliveryMethodId: 2,
        name: 'СДЭК',
        description: null,
        requirements: [],
        forTemplates: false,
        website: null,
      },
    ]);
  });

  it('garbage never throws', () => {
    for (const value of GARBAGE) {
      expect(() => decoder(deliveryTemplateSchema)(value)).not.toThrow();
      expect(() => decoder(templateListReplySchema)(value)).not.toThrow();
      expect(decoder(courierServicesSchema)(value)).toEqual(expect.any(Array));
      expect(decoder(countriesSchema)(value)).toEqual(expect.any(Array));
      expect(decoder(regionsSchema)(value)).toEqual(expect.any(Array));
      expect(decoder(citiesSchema)(value)).toEqual(expect.any(Array));
    }
    expect(
      decoder(deliveryTemplateSchema)({ directions: [null, 5, { countryId: 'x' }] }).directions,
    ).toHaveLength(3);
  });
});
