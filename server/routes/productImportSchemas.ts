import { paginationSchema } from '../services/ordersCommon.js';

/** JSON schemas of the `ProductImport/*` calls (docs/contract/import.md). */

const kind = { type: 'string', enum: ['prices', 'products'] } as const;
const format = { type: 'string', enum: ['xlsx', 'csv'] } as const;
const importId = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;

export const templateQuerySchema = {
  type: 'object',
  required: ['kind', 'format'],
  properties: { kind, format },
} as const;

export const exportQuerySchema = {
  type: 'object',
  required: ['kind', 'format'],
  properties: { kind, format, productTypeId: { type: ['integer', 'null'], enum: [null, 1, 2] } },
} as const;

export const importIdQuerySchema = {
  type: 'object',
  required: ['importId'],
  properties: { importId },
} as const;

export const errorsFileQuerySchema = {
  type: 'object',
  required: ['importId', 'format'],
  properties: { importId, format },
} as const;

export const importRowsBodySchema = {
  type: 'object',
  required: ['importId'],
  properties: {
    importId,
    action: { type: ['string', 'null'], enum: [null, 'create', 'update', 'unchanged', 'error'] },
    pagination: paginationSchema,
  },
} as const;

export const importHistoryBodySchema = {
  type: ['object', 'null'],
  properties: { pagination: paginationSchema },
} as const;
