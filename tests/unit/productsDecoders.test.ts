import { describe, expect, it } from 'vitest';
import type { ProductDetail as WireDetail, ProductListItem as WireItem } from '../../contract';
import { decoder } from '../../src/api/decode';
import {
  categoriesSchema,
  productDetailSchema,
  productFormSettingsSchema,
  productListReplySchema,
  productShortListSchema,
  storePropertiesSchema,
  unitMeasuresSchema,
} from '../../src/api/productsDecoders';
import { GARBAGE, specOnly } from './specOnlyReply';

const row: Required<WireItem> = {
  id: 101,
  productName: 'Перфоратор SDS-plus 800 Вт',
  productTypeId: 2,
  image: '/seller/uploads/a.png',
  vendoreCode: 'PRF-800',
  minPrice: 1200,
  maxPrice: 1500,
  quantity: 40,
  isActive: true,
  isDraft: false,
  isBlocked: false,
  labels: [1, 5],
  categoryName: 'Инструменты / Электроинструмент',
  optionsCount: 2,
  netPayout: 1026,
  creationDate: '2026-11-10T09:00:00.000Z',
};
const listReply = { results: [row], pageCount: 3, rowCount: 25, commissionPercentage: 5 };

const detail: WireDetail = {
  id: 77,
  storeId: 9,
  productName: 'Цемент',
  productDescription: 'М500',
  countryOfOrigin: 'Россия',
  measureUnitId: 12,
  productTypeId: 2,
  minUnitInOrder: 10,
  productUnitInPackage: 2,
  isDraft: false,
  isActive: true,
  isBlocked: false,
  addedAtRegistration: false,
  creationDate: '2026-11-01T10:00:00Z',
  categories: [
    {
      categoryId: 31,
      name: 'Цемент',
      path: [
        { id: 3, name: 'Стройматериалы' },
        { id: 31, name: 'Цемент' },
      ],
    },
  ],
  isFreeShipping: true,
  templateId: 4,
  weightAndSizes: { weight: 50, length: null, width: null, height: 12.5 },
  productTags: [{ tagName: 'цемент' }],
  productOptions: [
    {
      id: 5,
      vendoreCode: 'A-1',
      withNDS: true,
      minPrice: null,
      maxPrice: null,
      ndsMinPrice: 100,
      ndsMaxPrice: 200,
      priceForOne: 150,
      discount: 5,
      newPrice: 142.5,
      quantityForSale: 3,
      baseOption: true,
      isPreOrder: true,
      preOrderDays: 7,
      productProperties: '[{"propertyId":1,"propertyKey":"Цвет","value":"Серый"}]',
      imageIndex: 0,
      productOptionImages: [{ id: 50, image: '/u/a.png', isBaseImage: true }],
    },
  ],
};

describe('products decoders', () => {
  it('a full reply of our server decodes to the same values', () => {
    expect(decoder(productListReplySchema)(listReply)).toEqual(listReply);
    expect(decoder(productDetailSchema)(detail)).toEqual(detail);
    const shorts = [
      {
        id: 1,
        productName: 'Дрель',
        productTypeId: 1,
        image: null,
        vendoreCode: 'D-1',
        isActive: true,
        isDraft: false,
        isBlocked: false,
      },
    ];
    expect(decoder(productShortListSchema)(shorts)).toEqual(shorts);
    const categories = [{ id: 14, name: 'Инструменты', parentId: null, hasChildren: true }];
    expect(decoder(categoriesSchema)(categories)).toEqual(categories);
    expect(decoder(unitMeasuresSchema)([{ id: 1, name: 'шт.' }])).toEqual([{ id: 1, name: 'шт.' }]);
    const properties = [{ id: 1, propertyKey: 'Цвет', propertyValue: 'красный, синий' }];
    expect(decoder(storePropertiesSchema)(properties)).toEqual(properties);
    const settings = { commissionPercentage: 5, categoryGroupId: 2, allowedProductTypeIds: [1, 2] };
    expect(decoder(productFormSettingsSchema)(settings)).toEqual(settings);
  });

  it('a spec-only list row keeps the spec fields; ours are null or []', () => {
    const reply = decoder(productListReplySchema)(specOnly(listReply));
    expect(reply).toMatchObject({ pageCount: 3, rowCount: 25, commissionPercentage: null });
    expect(reply.results[0]).toEqual({
      id: 101,
      productName: 'Перфоратор SDS-plus 800 Вт',
      productTypeId: 2,
      image: '/seller/uploads/a.png',
      vendoreCode: 'PRF-800',
      minPrice: 1200,
      maxPrice: 1500,
      isActive: true,
      isDraft: false,
      isBlocked: false,
      creationDate: '2026-11-10T09:00:00.000Z',
      quantity: null,
      labels: [],
      categoryName: null,
      optionsCount: null,
      netPayout: null,
    });
  });

  it('a spec-only product: no category without its id, no VAT pair, the rest as sent', () => {
    const read = decoder(productDetailSchema)(specOnly(detail));
    // the spec names no field of a category but its name: our categoryId and path are dropped
    expect(read.categories).toEqual([]);
    expect(read.productOptions[0]).toMatchObject({
      id: 5,
      vendoreCode: 'A-1',
      withNDS: true,
      ndsMinPrice: null,
      ndsMaxPrice: null,
      priceForOne: 150,
    });
    expect(read.productOptions[0]?.productOptionImages).toEqual([
      { id: 50, image: '/u/a.png', isBaseImage: true },
    ]);
    expect(read).toMatchObject({
      id: 77,
      templateId: 4,
      productTags: [{ tagName: 'цемент' }],
      weightAndSizes: { weight: 50, height: 12.5 },
    });
  });

  it('reads categories as bare ids or {id}, tags and images as text, properties sent as an array', () => {
    const read = decoder(productDetailSchema)({
      categories: [31, { id: 32, name: 'Клей' }, { name: 'без id' }],
      productTags: ['цемент', { tagName: '' }],
      productOptions: [
        { productOptionImages: ['/u/b.png', { isBaseImage: true }], productProperties: [{ propertyId: 1 }] },
      ],
    });
    expect(read.categories).toEqual([
      { categoryId: 31, name: '', path: [] },
      { categoryId: 32, name: 'Клей', path: [] },
    ]);
    expect(read.productTags).toEqual([{ tagName: 'цемент' }]);
    expect(read.productOptions[0]?.productOptionImages).toEqual([
      { id: null, image: '/u/b.png', isBaseImage: false },
    ]);
    expect(read.productOptions[0]?.productProperties).toBe('[{"propertyId":1}]');
  });

  it('GetProducts and GetProductsByStoreId are always an array: bare, {results} or null', () => {
    const item = { id: 3, productName: 'Клей' };
    const read = decoder(productShortListSchema);
    expect(read([item])).toHaveLength(1);
    expect(read({ results: [item] })).toHaveLength(1);
    expect(read({ results: [item], pageCount: 1 })[0]).toMatchObject({
      id: 3,
      productName: 'Клей',
      isActive: false,
    });
    expect(read(null)).toEqual([]);
    expect(read([{ productName: 'без id' }])).toEqual([]);
  });

  it('form settings: none, or no allowed types, leave the choice to the store group', () => {
    const read = decoder(productFormSettingsSchema);
    expect(read(null)).toBeNull();
    expect(read({ categoryGroupId: 2 })).toEqual({
      categoryGroupId: 2,
      commissionPercentage: null,
      allowedProductTypeIds: null,
    });
    expect(read({ allowedProductTypeIds: [2, 2, 7] })?.allowedProductTypeIds).toEqual([2]);
  });

  it('a category without our hasChildren may have children (null)', () => {
    expect(
      decoder(categoriesSchema)(
        specOnly([{ id: 14, name: 'Инструменты', parentId: null, hasChildren: true }]),
      ),
    ).toEqual([{ id: 14, name: 'Инструменты', parentId: null, hasChildren: null }]);
  });

  it('garbage never throws', () => {
    for (const value of GARBAGE) {
      expect(() => decoder(productListReplySchema)(value)).not.toThrow();
      expect(() => decoder(productDetailSchema)(value)).not.toThrow();
      expect(decoder(productShortListSchema)(value)).toEqual(expect.any(Array));
      expect(decoder(categoriesSchema)(value)).toEqual(expect.any(Array));
      expect(decoder(unitMeasuresSchema)(value)).toEqual(expect.any(Array));
      expect(decoder(storePropertiesSchema)(value)).toEqual(expect.any(Array));
      expect(() => decoder(productFormSettingsSchema)(value)).not.toThrow();
    }
    expect(
      decoder(productListReplySchema)({
        results: [{ id: '7', minPrice: 'abc', labels: [1, 9, '2'] }],
        pageCount: 'x',
      }),
    ).toMatchObject({
      pageCount: 1,
      results: [{ id: 7, minPrice: null, labels: [1] }],
    });
  });
});
