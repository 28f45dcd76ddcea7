import { schemas } from '../lib/validation.js';
import { paginationSchema, WIRE_DATE_PATTERN } from '../services/ordersCommon.js';
import { REQUEST_SORT_COLUMNS } from '../services/orderRequestsList.js';
import { ORDER_REQUEST_STATUS_IDS } from '../services/orderRequestsRules.js';
import { filterId, query } from './orderFilters.js';

/** JSON schemas of the order-request calls (docs/contract/requests-tenders.md "Order requests"). */

/** Largest price, delivery amount and quantity a proposal takes. */
export const MAX_AMOUNT = 100_000_000;
export const MAX_QUANTITY = 1_000_000;

/** `yyyy/mm/dd` (spec section 3), or a wire date of the orders contract (`yyyy-MM-dd`, ISO). */
const REQUEST_DATE_PATTERN = `^(\\d{4}/\\d{2}/\\d{2}|${WIRE_DATE_PATTERN.slice(1, -1)})$`;
const requestDate = { type: ['string', 'null'], pattern: REQUEST_DATE_PATTERN, maxLength: 40 } as const;

/** A filter day as the orders' date parser reads it: `yyyy/mm/dd` becomes `yyyy-mm-dd`. */
export const wireDayOf = (value: string | null | undefined): string | null =>
  value ? value.replace(/^(\d{4})\/(\d{2})\/(\d{2})$/, '$1-$2-$3') : null;

const nonBlank = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;

export const requestFilterSchema = {
  type: 'object',
  properties: {
    country: { type: ['integer', 'null'], minimum: -1 },
    shippingMethods: { type: ['integer', 'null'], enum: [null, 0, 1, 2] },
    requestId: filterId,
    orderRequestStatuses: { type: ['integer', 'null'], enum: [null, 0, 1, ...ORDER_REQUEST_STATUS_IDS] },
    startDate: requestDate,
    endDate: requestDate,
    buyerId: filterId,
    productCategoryId: filterId,
    productId: filterId,
    sellerId: filterId,
    pagination: paginationSchema,
    column: { type: ['string', 'null'], enum: [null, ...Object.keys(REQUEST_SORT_COLUMNS)] },
    sortByAscending: { type: ['boolean', 'null'] },
  },
} as const;

export const proposalSchema = {
  type: 'object',
  required: ['orderRequestId', 'validDays', 'deliveryDays', 'deliveryAmount', 'lines'],
  properties: {
    orderRequestId: schemas.id,
    validDays: { type: 'integer', minimum: 1, maximum: 30 },
    deliveryDays: { type: 'integer', minimum: 1, maximum: 365 },
    deliveryAmount: { type: 'number', minimum: 0, maximum: MAX_AMOUNT },
    comment: { type: ['string', 'null'], maxLength: 1000 },
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        required: ['orderRequestProductId', 'price', 'quantity'],
        properties: {
          orderRequestProductId: { type: 'integer', minimum: 1 },
          price: { type: 'number', exclusiveMinimum: 0, maximum: MAX_AMOUNT },
          quantity: { type: 'integer', minimum: 1, maximum: MAX_QUANTITY },
        },
      },
    },
  },
} as const;

export const rejectSchema = {
  type: 'object',
  required: ['orderRequestId', 'rejectReason'],
  properties: { orderRequestId: schemas.id, rejectReason: nonBlank(500) },
} as const;

export const requestIdQuery = query({ orderRequestId: schemas.queryId });
export const sellerIdQuery = query({ sellerId: schemas.queryId });
