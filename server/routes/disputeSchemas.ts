import type { AcceptedBody, DisputeFilterBody } from '../../contract/index.js';
import { DISPUTE_STATUS_IDS } from '../services/disputesRules.js';
import { nullableWireDate, paginationSchema } from '../services/ordersCommon.js';
import { filterId, query } from './orderFilters.js';
import { schemas } from '../lib/validation.js';

/** JSON schemas of the dispute calls (docs/contract/disputes.md); multipart forms are checked by hand. */

/** The filter body as accepted: any key absent or null but `isRetail`; `orderNumber` also as a number. */
export type DisputeFilter = AcceptedBody<Omit<DisputeFilterBody, 'isRetail' | 'orderNumber'>> & {
  isRetail: boolean;
  orderNumber?: string | number | null;
};

/** At most 7 digits, as the order screens' number search (spec section 9). */
const MAX_ORDER_NUMBER = 9_999_999;

export const disputeFilterSchema = {
  type: 'object',
  required: ['isRetail'],
  properties: {
    sellerId: filterId,
    isRetail: { type: 'boolean' },
    statusId: { type: ['integer', 'null'], enum: [null, 0, ...DISPUTE_STATUS_IDS] },
    orderNumber: {
      type: ['string', 'integer', 'null'],
      pattern: '^\\d{0,7}$',
      minimum: 0,
      maximum: MAX_ORDER_NUMBER,
    },
    dateFrom: nullableWireDate,
    dateTo: nullableWireDate,
    pagination: paginationSchema,
  },
} as const;

export const disputeIdQuery = query({ disputeId: schemas.queryId });

/** The order number filter as digits; "" and null are no filter. */
export const orderNumberOf = (value: string | number | null | undefined): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);
