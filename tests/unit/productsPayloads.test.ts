import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../src/api/products';
import {
  addImages,
  distinctTags,
  emptyOption,
  emptyProductValues,
  markBase,
  moveItem,
  optionPropertiesText,
  parseDecimal,
  parseInteger,
  parseOptionProperties,
  productListPath,
  propertyValues,
  removeImage,
  toProductBody,
  toProductFormValues,
  type ProductFormValues,
  type ProductOptionValues,
} from '../../src/api/productsPayloads';

const option = (overrides: Partial<ProductOptionValues> = {}): ProductOptionValues => ({
  ...emptyOption(),
  vendoreCode: ' A-1 ',
  minPrice: '100',
  maxPrice: '1 000,5',
  priceForOne: '1000',
  discount: '10',
  quantityForSale: '25',
  ...overrides,
});

const values = (overrides: Partial<ProductFormValues> = {}): ProductFormValues => ({
  ...emptyProductValues(2),
  productName: '  Цемент М500 ',
  productDescription: ' ',
  countryOfOrigin: 'Россия',
  measureUnitId: 12,
  minUnitInOrder: '10',
  productUnitInPackage: '1',
  categories: [{ categoryId: 31, name: 'Стройматериалы / Цемент' }],
  weight: '50',
  length: '',
  width: '40,5',
  height: '',
  tags: ['цемент', ' Цемент ', 'М500', ''],
  options: [option({ baseOption: true }), option({ vendoreCode: 'A-2', withNDS: true })],
  ...overrides,
});

describe('numbers typed as text', () => {
  it('reads decimals with a comma or a dot and spaces between groups', () => {
    expect(parseDecimal('1 234,50')).toBe(1234.5);
    expect(parseDecimal('12.3')).toBe(12.3);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal('-1')).toBeNull();
    expect(parseDecimal('1,2,3')).toBeNull();
    expect(parseInteger(' 42 ')).toBe(42);
    expect(parseInteger('4.2')).toBeNull();
  });
});

describe('toProductBody', () => {
  it('builds the AddProduct body: trimmed texts, numbers, the VAT pair by withNDS, newPrice, one base', () => {
    const body = toProductBody(values(), { storeId: 9, isDraft: false });
    expect(body).toEqual({
      storeId: 9,
      productName: 'Цемент М500',
      productDescription: null,
      countryOfOrigin: 'Россия',
      measureUnitId: 12,
      productTypeId: 2,
      minUnitInOrder: 10,
      productUnitInPackage: 1,
      isDraft: false,
      isActive: true,
      categories: [{ categoryId: 31 }],
      isFreeShipping: false,
      templateId: null,
      weightAndSizes: { weight: 50, length: null, width: 40.5, height: null },
      productTags: [{ tagName: 'цемент' }, { tagName: 'М500' }],
      productOptions: [
        {
          vendoreCode: 'A-1',
          withNDS: false,
          minPrice: 100,
          maxPrice: 1000.5,
          ndsMinPrice: null,
          ndsMaxPrice: null,
          priceForOne: 1000,
          discount: 10,
          newPrice: 900,
          quantityForSale: 25,
          baseOption: true,
          isPreOrder: false,
          preOrderDays: null,
          productProperties: '[]',
          imageIndex: 0,
          productOptionImages: [],
        },
        {
          vendoreCode: 'A-2',
          withNDS: true,
          minPrice: null,
          maxPrice: null,
          ndsMinPrice: 100,
          ndsMaxPrice: 1000.5,
          priceForOne: 1000,
          discount: 10,
          newPrice: 900,
          quantityForSale: 25,
          baseOption: false,
          isPreOrder: false,
          preOrderDays: null,
          productProperties: '[]',
          imageIndex: 0,
          productOptionImages: [],
        },
      ],
    });
    expect('id' in body).toBe(false);
  });

  it('a draft is inactive; an edit carries the id', () => {
    const body = toProductBody(values(), { storeId: 9, isDraft: true, id: 77 });
    expect(body).toMatchObject({ id: 77, isDraft: true, isActive: false });
    const off = toProductBody(values(), { storeId: 9, isDraft: false, id: 77, isActive: false });
    expect(off).toMatchObject({ isDraft: false, isActive: false });
  });

  it('keeps exactly one base option (the first marked, else the first)', () => {
    const none = toProductBody(values({ options: [option(), option()] }), { storeId: 9, isDraft: false });
    expect(none.productOptions.map((o) => o.baseOption)).toEqual([true, false]);
    const two = toProductBody(
      values({ options: [option(), option({ baseOption: true }), option({ baseOption: true })] }),
      {
        storeId: 9,
        isDraft: false,
      },
    );
    expect(two.productOptions.map((o) => o.baseOption)).toEqual([false, true, false]);
  });

  it('pre-order days only with pre-order; properties as JSON text without blank values', () => {
    const body = toProductBody(
      values({
        options: [
          option({
            isPreOrder: true,
            preOrderDays: '14',
            properties: [
              { propertyId: 3, propertyKey: 'Цвет', value: 'Серый' },
              { propertyId: 4, propertyKey: 'Размер', value: '' },
            ],
          }),
          option({ isPreOrder: false, preOrderDays: '5' }),
        ],
      }),
      { storeId: 9, isDraft: false },
    );
    expect(body.productOptions[0]).toMatchObject({
      isPreOrder: true,
      preOrderDays: 14,
      productProperties: '[{"propertyId":3,"propertyKey":"Цвет","value":"Серый"}]',
    });
    expect(body.productOptions[1]?.preOrderDays).toBeNull();
  });

  it('images: kept in order with ids of stored ones, one base and its imageIndex, removed ones with isDelete', () => {
    const stored: ProductOptionValues = option({
      id: 5,
      images: [
        { id: 50, image: '/seller/uploads/a.png', isBaseImage: false },
        { id: 51, image: '/seller/uploads/b.png', isBaseImage: true },
        { id: 52, image: '/seller/uploads/c.png', isBaseImage: false },
      ],
    });
    const edited = addImages(removeImage(stored, 1), ['/seller/uploads/new.webp']);
    const body = toProductBody(values({ options: [edited] }), { storeId: 9, isDraft: false, id: 77 });
    expect(body.productOptions[0]).toMatchObject({
      id: 5,
      imageIndex: 0,
      productOptionImages: [
        { id: 50, image: '/seller/uploads/a.png', isBaseImage: true },
        { id: 52, image: '/seller/uploads/c.png', isBaseImage: false },
        { image: '/seller/uploads/new.webp', isBaseImage: false },
        { id: 51, image: '/seller/uploads/b.png', isBaseImage: false, isDelete: true },
      ],
    });
    const moved = { ...edited, images: markBase(moveItem(edited.images, 2, 0), 'isBaseImage', 0) };
    const again = toProductBody(values({ options: [moved] }), { storeId: 9, isDraft: false, id: 77 });
    expect(again.productOptions[0]?.imageIndex).toBe(0);
    expect(again.productOptions[0]?.productOptionImages[0]).toEqual({
      image: '/seller/uploads/new.webp',
      isBaseImage: true,
    });
  });

  it('removing a new (unsaved) image forgets it; the first upload becomes the base', () => {
    const added = addImages(option(), ['/u/1.png', '/u/2.png']);
    expect(added.images.map((i) => i.isBaseImage)).toEqual([true, false]);
    const removed = removeImage(added, 0);
    expect(removed.images).toEqual([{ id: null, image: '/u/2.png', isBaseImage: true }]);
    expect(removed.removedImages).toEqual([]);
  });
});

describe('helpers', () => {
  it('moves items up and down, ignores moves out of range', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });

  it('store property values and option property JSON', () => {
    expect(propertyValues('Красный,  Синий , ,Зелёный')).toEqual(['Красный', 'Синий', 'Зелёный']);
    expect(
      parseOptionProperties('[{"propertyId":1,"propertyKey":"Цвет","value":"Красный"},{"x":1}]'),
    ).toEqual([{ propertyId: 1, propertyKey: 'Цвет', value: 'Красный' }]);
    expect(parseOptionProperties('not json')).toEqual([]);
    expect(parseOptionProperties(null)).toEqual([]);
    expect(optionPropertiesText([])).toBe('[]');
  });

  it('tags distinct case-insensitively; the list path by type', () => {
    expect(distinctTags(['Ёлка', 'ёлка', ' b ', ''])).toEqual(['Ёлка', 'b']);
    expect(productListPath(1)).toBe('/products/retail');
    expect(productListPath(2)).toBe('/products/wholesale');
  });
});

describe('toProductFormValues', () => {
  const detail: ProductDetail = {
    id: 77,
    storeId: 9,
    productName: 'Цемент',
    productDescription: null,
    countryOfOrigin: null,
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
    templateId: null,
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

  it('reads the VAT pair by withNDS, numbers as text, category paths, properties', () => {
    const form = toProductFormValues(detail);
    expect(form).toMatchObject({
      productDescription: '',
      minUnitInOrder: '10',
      categories: [{ categoryId: 31, name: 'Стройматериалы / Цемент' }],
      height: '12.5',
      length: '',
      tags: ['цемент'],
    });
    expect(form.options[0]).toMatchObject({
      id: 5,
      minPrice: '100',
      maxPrice: '200',
      preOrderDays: '7',
      properties: [{ propertyId: 1, propertyKey: 'Цвет', value: 'Серый' }],
      images: [{ id: 50, image: '/u/a.png', isBaseImage: true }],
      removedImages: [],
    });
  });

  it('round-trips to the same body (with the id)', () => {
    const body = toProductBody(toProductFormValues(detail), { storeId: 9, isDraft: false, id: 77 });
    expect(body.productOptions[0]).toMatchObject({
      id: 5,
      ndsMinPrice: 100,
      ndsMaxPrice: 200,
      minPrice: null,
      newPrice: 142.5,
      productOptionImages: [{ id: 50, image: '/u/a.png', isBaseImage: true }],
    });
    expect(body.weightAndSizes).toEqual(detail.weightAndSizes);
  });
});
