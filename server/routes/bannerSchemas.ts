import { paginationSchema } from '../services/ordersCommon.js';
import { PAYMENT_ID_PATTERN } from '../services/paymentsRules.js';
import { schemas } from '../lib/validation.js';

/** JSON schemas of the banner and payment calls (docs/contract/marketing.md). */

const DAY = { type: ['string', 'null'], pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export const bannerListSchema = {
  type: 'object',
  properties: {
    userId: { type: ['integer', 'null'] },
    status: { type: ['integer', 'null'], enum: [null, 1, 2, 3, 4, 5] },
    dateFrom: DAY,
    dateTo: DAY,
    pagination: paginationSchema,
  },
} as const;

export const positionQuery = {
  type: 'object',
  required: ['bannerPositionId'],
  properties: { bannerPositionId: schemas.queryId },
} as const;

export const paymentQuery = {
  type: 'object',
  required: ['paymentId'],
  properties: { paymentId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/** A well-formed payment id; anything else is answered as an unknown payment. */
export const PAYMENT_ID = new RegExp(PAYMENT_ID_PATTERN);
