import { paginationSchema } from '../services/ordersCommon.js';
import { PRODUCT_SORT_COLUMNS } from '../services/productsList.js';

/**
 * JSON schemas of the product calls: types, presence and generous size caps only. Every rule
 * the contract words in Russian (lengths, ranges, counts) is checked by the service, so the
 * seller sees that message rather than a schema error.
 */

const nullable = (type: string) => ({ type: [type, 'null'] }) as const;
const id = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;
const optionalId = { type: ['integer', 'null'], minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const money = { type: ['number', 'null'], minimum: -1e12, maximum: 1e12 } as const;

export const listBodySchema = {
  type: 'object',
  properties: {
    storeId: optionalId,
    searchValue: nullableText(100),
    status: { type: ['integer', 'null'], enum: [null, 0, 1, 2, 3, 4] },
    categoryId: optionalId,
    priceFrom: { type: ['number', 'null'], minimum: 0, maximum: 1e12 },
    priceTo: { type: ['number', 'null'], minimum: 0, maximum: 1e12 },
    inStock: nullable('boolean'),
    column: { type: ['string', 'null'], enum: [null, ...Object.keys(PRODUCT_SORT_COLUMNS)] },
    sortByAscending: nullable('boolean'),
    pagination: paginationSchema,
  },
} as const;

const imageSchema = {
  type: 'object',
  required: ['image'],
  properties: {
    id: optionalId,
    image: text(300),
    isBaseImage: nullable('boolean'),
    isDelete: nullable('boolean'),
  },
} as const;

const optionSchema = {
  type: 'object',
  required: ['vendoreCode', 'priceForOne', 'baseOption'],
  properties: {
    id: optionalId,
    vendoreCode: text(200),
    withNDS: nullable('boolean'),
    minPrice: money,
    maxPrice: money,
    ndsMinPrice: money,
    ndsMaxPrice: money,
    priceForOne: { type: 'number', minimum: -1e12, maximum: 1e12 },
    discount: money,
    newPrice: money,
    quantityForSale: { type: ['number', 'null'], minimum: -1e12, maximum: 1e12 },
    baseOption: { type: 'boolean' },
    isPreOrder: nullable('boolean'),
    preOrderDays: { type: ['number', 'null'], minimum: -1e6, maximum: 1e6 },
    productProperties: nullableText(20_000),
    imageIndex: { type: ['integer', 'null'] },
    productOptionImages: { type: ['array', 'null'], maxItems: 50, items: imageSchema },
  },
} as const;

const size = { type: ['number', 'null'], minimum: -1e9, maximum: 1e9 } as const;

export const productBodySchema = {
  type: 'object',
  required: [
    'productName',
    'measureUnitId',
    'productTypeId',
    'minUnitInOrder',
    'productUnitInPackage',
    'isDraft',
    'categories',
    'productOptions',
  ],
  properties: {
    id,
    storeId: optionalId,
    productName: text(1000),
    productDescription: nullableText(20_000),
    countryOfOrigin: nullableText(1000),
    measureUnitId: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    productTypeId: { type: 'integer', minimum: 0, maximum: 100 },
    minUnitInOrder: { type: 'number', minimum: -1e12, maximum: 1e12 },
    productUnitInPackage: { type: 'number', minimum: -1e12, maximum: 1e12 },
    isDraft: { type: 'boolean' },
    isActive: nullable('boolean'),
    categories: {
      type: 'array',
      maxItems: 50,
      items: { type: 'object', required: ['categoryId'], properties: { categoryId: { type: 'integer' } } },
    },
    isFreeShipping: nullable('boolean'),
    templateId: optionalId,
    weightAndSizes: {
      type: ['object', 'null'],
      properties: { weight: size, length: size, width: size, height: size },
    },
    productTags: {
      type: ['array', 'null'],
      maxItems: 100,
      items: { type: 'object', required: ['tagName'], properties: { tagName: text(1000) } },
    },
    productOptions: { type: 'array', maxItems: 100, items: optionSchema },
  },
} as const;

export const editBodySchema = {
  ...productBodySchema,
  required: [...productBodySchema.required, 'id'],
} as const;

export const statusBodySchema = {
  type: 'object',
  required: ['productIds', 'isActive'],
  properties: {
    productIds: { type: 'array', minItems: 1, maxItems: 100, uniqueItems: true, items: id },
    isActive: { type: 'boolean' },
  },
} as const;

export const productsByStoreSchema = {
  type: 'object',
  properties: {
    productTypeId: { type: ['integer', 'null'], enum: [null, 1, 2] },
    storeId: optionalId,
  },
} as const;

export const categoriesByGroupSchema = {
  type: 'object',
  required: ['isRetail', 'id'],
  properties: { isRetail: { type: 'boolean' }, id: { type: 'integer', minimum: 1, maximum: 1000 } },
} as const;

export const propertyBodySchema = {
  type: 'object',
  required: ['propertyKey', 'propertyValue'],
  properties: {
    id: optionalId,
    storeId: optionalId,
    propertyKey: text(1000),
    propertyValue: text(20_000),
  },
} as const;
