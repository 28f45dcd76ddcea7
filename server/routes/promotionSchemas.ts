import { schemas } from '../lib/validation.js';
import { MAX_PAGE_SIZE, paginationSchema } from '../services/ordersCommon.js';
import { filterId } from './orderFilters.js';

/** Body and query schemas of the highlight and top calls (docs/contract/marketing.md). */

const label = { type: 'integer', enum: [1, 2, 3, 4, 5] } as const;
const nullableLabel = { type: ['integer', 'null'], enum: [null, 1, 2, 3, 4, 5] } as const;
const nullableStatus = { type: ['integer', 'null'], enum: [null, 1, 2, 3, 4, 5] } as const;
const flag = { type: ['boolean', 'null'] } as const;

export const sellerQuery = {
  type: 'object',
  properties: { sellerId: { type: ['integer', 'null'], minimum: 0 } },
} as const;

export const candidatesSchema = {
  type: 'object',
  properties: {
    sellerId: filterId,
    forNew: flag,
    forDiscount: flag,
    forSale: flag,
    forFreeDelivery: flag,
    forTop: flag,
  },
} as const;

export const highlightListSchema = {
  type: 'object',
  properties: {
    sellerId: filterId,
    label: nullableLabel,
    status: nullableStatus,
    pagination: paginationSchema,
  },
} as const;

export const topListSchema = {
  type: 'object',
  properties: { sellerId: filterId, status: nullableStatus, pagination: paginationSchema },
} as const;

export const makeHighlightSchema = {
  type: 'object',
  required: ['productId', 'periodId', 'label'],
  properties: { productId: schemas.id, periodId: schemas.id, label },
} as const;

export const makeTopSchema = {
  type: 'object',
  required: ['productId', 'periodId'],
  properties: { productId: schemas.id, periodId: schemas.id },
} as const;

/**
 * `GetSearchOptimization?page=&pageSize=`: both optional (page 1, OPTIMIZATION_PAGE_SIZE), bounded
 * like a body's `pagination`; anything else is a -1 naming the parameter.
 */
export const optimizationQuery = {
  type: 'object',
  properties: {
    page: paginationSchema.properties.page,
    pageSize: { type: ['integer', 'null'], minimum: 1, maximum: MAX_PAGE_SIZE },
  },
} as const;
