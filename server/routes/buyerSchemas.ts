import { schemas } from '../lib/validation.js';
import { BUYER_SORT_COLUMNS } from '../services/buyers.js';
import { MAX_PAGE_SIZE, nullableWireDate, paginationSchema } from '../services/ordersCommon.js';
import { filterId, query } from './orderFilters.js';

/** Body and query schemas of the buyer calls (docs/contract/buyers.md, disputes.md "Buyers"). */

/** `-1` (spec section 5) and `0` count as no selection, like null. */
const anyOrId = { type: ['integer', 'null'], minimum: -1 } as const;

/** 1 retail, 2 wholesale; null and 0 mean both markets. */
const orderTypeId = { type: ['integer', 'null'], enum: [null, 0, 1, 2] } as const;

export const buyerFilterSchema = {
  type: 'object',
  properties: {
    country: anyOrId,
    userTypeId: anyOrId,
    orderTypeId,
    lastOrderDate: nullableWireDate,
    ordersCount: { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000_000 },
    spentAmount: { type: ['number', 'null'], minimum: 0, maximum: 1e15 },
    pagination: paginationSchema,
    sellerId: filterId,
    searchValue: { type: ['string', 'null'], maxLength: 100 },
    buyerIds: {
      type: ['array', 'null'],
      maxItems: MAX_PAGE_SIZE,
      items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    },
    column: { type: ['string', 'null'], enum: [null, ...BUYER_SORT_COLUMNS] },
    sortByAscending: { type: ['boolean', 'null'] },
  },
} as const;

export const buyerIdQuery = query({ buyerId: schemas.queryId });

export const buyerOrdersSchema = {
  type: 'object',
  required: ['buyerId'],
  properties: {
    sellerId: filterId,
    buyerId: schemas.id,
    orderTypeId,
    pagination: paginationSchema,
  },
} as const;
