import { paginationSchema } from '../services/ordersCommon.js';
import { COUPON_LIMITS } from '../../rules/index.js';
import { filterId } from './orderFilters.js';

/**
 * JSON schemas of the coupon calls (docs/contract/marketing.md "Coupons"): types and shapes only
 * (`-1` naming the field); the ranges answer the Russian texts of couponsRules.ts.
 */

const DAY = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
const ids = { type: 'array', maxItems: COUPON_LIMITS.ids, items: { type: 'integer', minimum: 1 } } as const;

const inputProperties = {
  code: { type: 'string', maxLength: 100 },
  discountType: { type: 'integer', enum: [1, 2] },
  discountValue: { type: 'number' },
  minOrderAmount: { type: 'number' },
  validFrom: DAY,
  validTo: DAY,
  usageLimit: { type: ['integer', 'null'] },
  marketType: { type: 'integer', enum: [1, 2] },
  productIds: ids,
  categoryIds: ids,
  isActive: { type: 'boolean' },
} as const;

const INPUT_REQUIRED = Object.keys(inputProperties);

export const couponInputSchema = {
  type: 'object',
  required: INPUT_REQUIRED,
  properties: inputProperties,
} as const;

export const couponUpdateSchema = {
  type: 'object',
  required: ['id', ...INPUT_REQUIRED],
  properties: {
    id: { type: 'integer', minimum: 1 },
    ...inputProperties,
    reactivate: { type: ['boolean', 'null'] },
  },
} as const;

export const couponListSchema = {
  type: 'object',
  properties: {
    sellerId: filterId,
    status: {
      type: ['string', 'null'],
      enum: [null, 'active', 'scheduled', 'expired', 'usedUp', 'disabled'],
    },
    code: { type: ['string', 'null'], maxLength: 20 },
    marketType: { type: ['integer', 'null'], enum: [null, 1, 2] },
    pagination: paginationSchema,
  },
} as const;

export const couponIdQuery = {
  type: 'object',
  required: ['couponeId'],
  properties: { couponeId: { type: 'integer', minimum: 1 } },
} as const;
