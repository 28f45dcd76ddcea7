import type { FastifyRequest } from 'fastify';
import { notYours, sellerOf } from '../lib/auth.js';
import type { Envelope } from '../lib/envelope.js';
import { dateRange, invalid, type DateRange } from '../services/ordersCommon.js';

/** Schema and filter pieces shared by the wholesale and retail order routes. */

/** A filter id where 0 means "no filter" like null. */
export const filterId = { type: ['integer', 'null'], minimum: 0 } as const;

/** A query string whose every parameter is required. */
export const query = (properties: Record<string, object>) =>
  ({ type: 'object', required: Object.keys(properties), properties }) as const;

export const PHONE = /^\+?[0-9\s()-]{5,25}$/;

export type ListFilter =
  { ok: true; sellerId: number; range: DateRange } | { ok: false; reply: Envelope<never> };

/**
 * The opening of a list-by-filter call: a `sellerId` other than the caller's is refused, then the
 * creation range (`fromField` .. `toField`) is read.
 */
export function listFilter(
  request: FastifyRequest,
  sellerId: number | null | undefined,
  fromField: string,
  from: string | null | undefined,
  toField: string,
  to: string | null | undefined,
): ListFilter {
  const caller = sellerOf(request);
  if (sellerId && sellerId !== caller.sellerId) return { ok: false, reply: notYours('sellerId') };
  const range = dateRange(fromField, from, toField, to);
  if (!range.ok) return { ok: false, reply: invalid(range.message) };
  return { ok: true, sellerId: caller.sellerId, range: range.range };
}
