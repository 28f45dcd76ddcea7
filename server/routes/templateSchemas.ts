import { paginationSchema } from '../services/ordersCommon.js';

/**
 * JSON schemas of the delivery template calls: types, presence and generous size caps only. Every
 * rule the contract words in Russian is checked by the service (services/templatesValidate.ts).
 */

const id = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;
const optionalId = { type: ['integer', 'null'], minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;
const number = { type: ['number', 'null'], minimum: -1e9, maximum: 1e9 } as const;
const nullableBool = { type: ['boolean', 'null'] } as const;

const directionSchema = {
  type: 'object',
  required: ['deliveryDayFrom', 'deliveryDayTo', 'countryId', 'deliveryMethodId'],
  properties: {
    id: optionalId,
    deliveryDayFrom: number,
    deliveryDayTo: number,
    countryId: optionalId,
    deliveryMethodId: { type: ['integer', 'null'], minimum: 0, maximum: 1000 },
    templateId: optionalId,
    weight: number,
    length: number,
    width: number,
    height: number,
    isAllRegions: nullableBool,
    isDeleted: nullableBool,
    directionRegions: {
      type: ['array', 'null'],
      maxItems: 1000,
      items: { type: 'object', required: ['regionId'], properties: { regionId: id } },
    },
    isAllCities: nullableBool,
    cityIdsForDirection: {
      type: ['array', 'null'],
      maxItems: 5000,
      items: { type: 'object', required: ['cityId'], properties: { cityId: id } },
    },
  },
} as const;

export const templateBodySchema = {
  type: 'object',
  required: ['name', 'directions'],
  properties: {
    id,
    name: { type: ['string', 'null'], maxLength: 1000 },
    storeId: optionalId,
    productIds: { type: ['array', 'null'], maxItems: 5000, items: id },
    directions: { type: 'array', maxItems: 500, items: directionSchema },
  },
} as const;

export const editTemplateSchema = {
  ...templateBodySchema,
  required: [...templateBodySchema.required, 'id'],
} as const;

export const templateListSchema = {
  type: 'object',
  properties: {
    storeId: optionalId,
    templateName: { type: ['string', 'null'], maxLength: 100 },
    pagination: paginationSchema,
  },
} as const;

export const templateStatusSchema = {
  type: 'object',
  required: ['templateId', 'isActive'],
  properties: { templateId: id, isActive: { type: 'boolean' } },
} as const;
