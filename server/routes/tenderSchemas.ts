import { schemas } from '../lib/validation.js';
import { nullableWireDate, paginationSchema } from '../services/ordersCommon.js';
import { PROPOSAL_SORT_COLUMNS } from '../services/tendersProposals.js';
import { TENDER_SORT_COLUMNS } from '../services/tendersList.js';
import { filterId } from './orderFilters.js';

/** JSON schemas of the tender calls (docs/contract/requests-tenders.md, "Tenders"). */

const TENDER_STATUS_IDS = [1, 2, 3, 4, 5, 6] as const;
const PROPOSAL_STATUS_IDS = [1, 2, 3, 4, 5] as const;

/** The largest price, quantity and amounts a proposal may carry. */
export const PROPOSAL_LIMITS = {
  money: 100_000_000,
  quantity: 1_000_000,
  deliveryDays: 365,
  comment: 1000,
  declinePurpose: 500,
  search: 100,
} as const;

const nullableBoolean = { type: ['boolean', 'null'] } as const;
const search = { type: ['string', 'null'], maxLength: PROPOSAL_LIMITS.search } as const;
const statusFilter = (ids: readonly number[]) =>
  ({ type: ['integer', 'null'], enum: [null, 0, ...ids] }) as const;

export const tenderFilterSchema = {
  type: 'object',
  properties: {
    sellerId: filterId,
    searchValue: search,
    productCategoryId: filterId,
    // -1 and 0 mean no country (spec section 5).
    countryId: { type: ['integer', 'null'], minimum: -1 },
    statusId: statusFilter(TENDER_STATUS_IDS),
    onlyNew: nullableBoolean,
    lastVisitDate: nullableWireDate,
    withoutMyProposal: nullableBoolean,
    dateFrom: nullableWireDate,
    dateTo: nullableWireDate,
    column: { type: ['string', 'null'], enum: [null, ...Object.keys(TENDER_SORT_COLUMNS)] },
    sortByAscending: nullableBoolean,
    pagination: paginationSchema,
  },
} as const;

export const proposalFilterSchema = {
  type: 'object',
  properties: {
    sellerId: filterId,
    statusId: statusFilter(PROPOSAL_STATUS_IDS),
    tenderStatusId: statusFilter(TENDER_STATUS_IDS),
    searchValue: search,
    dateFrom: nullableWireDate,
    dateTo: nullableWireDate,
    column: { type: ['string', 'null'], enum: [null, ...Object.keys(PROPOSAL_SORT_COLUMNS)] },
    sortByAscending: nullableBoolean,
    pagination: paginationSchema,
  },
} as const;

const money = { type: 'number', maximum: PROPOSAL_LIMITS.money } as const;

export const proposalBodySchema = {
  type: 'object',
  required: ['tenderId', 'productId', 'pricePerUnit', 'quantity', 'deliveryDays', 'deliveryAmount'],
  properties: {
    tenderId: schemas.id,
    productId: schemas.id,
    pricePerUnit: { ...money, exclusiveMinimum: 0 },
    quantity: { type: 'integer', minimum: 1, maximum: PROPOSAL_LIMITS.quantity },
    deliveryDays: { type: 'integer', minimum: 1, maximum: PROPOSAL_LIMITS.deliveryDays },
    deliveryAmount: { ...money, minimum: 0 },
    comment: { type: ['string', 'null'], maxLength: PROPOSAL_LIMITS.comment },
  },
} as const;

export const declineBodySchema = {
  type: 'object',
  required: ['tenderId', 'declinePurpose'],
  properties: {
    tenderId: schemas.id,
    declinePurpose: {
      type: 'string',
      minLength: 1,
      maxLength: PROPOSAL_LIMITS.declinePurpose,
      pattern: '\\S',
    },
  },
} as const;
