import { paginationSchema } from '../services/ordersCommon.js';
import { CATEGORY_SORT, PRODUCT_SORT } from '../services/analyticsLists.js';

/** Schemas of `/seller/api/Analytics/...` (docs/contract/analytics.md). */

export const SEARCH_MAX = 100;
const day = { type: ['string', 'null'], maxLength: 40 } as const;

export const rangeQuerySchema = {
  type: 'object',
  properties: { DateFrom: day, DateTo: day },
} as const;

const listBody = (fields: readonly string[]) =>
  ({
    type: 'object',
    properties: {
      dateFrom: day,
      dateTo: day,
      sort: {
        type: ['object', 'null'],
        required: ['field'],
        properties: {
          field: { type: 'string', enum: fields },
          order: { type: ['string', 'null'], enum: ['ASC', 'DESC', null] },
        },
      },
      search: { type: ['string', 'null'], maxLength: SEARCH_MAX },
      pagination: paginationSchema,
    },
  }) as const;

export const productsBodySchema = listBody(Object.keys(PRODUCT_SORT));
export const categoriesBodySchema = listBody(Object.keys(CATEGORY_SORT));
