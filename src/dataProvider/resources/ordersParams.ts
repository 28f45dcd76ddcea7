import type { GetListParams } from 'react-admin';
import type { FilterScalar } from '../../api/ordersPayloads';

/** Helpers shared by the order resources: reading react-admin params without `any`. */

export type FilterRecord = Record<string, unknown>;

export const filterOf = (params: Partial<GetListParams>): FilterRecord =>
  (params.filter ?? {}) as FilterRecord;

/** A scalar filter value (string / number) or undefined. */
export function scalar(value: unknown): FilterScalar {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/** The seller id every list body carries: `filter.sellerId` or `meta.sellerId` (from useSellerUser()). */
export function sellerIdOf(params: Partial<GetListParams>): number {
  const meta = (params.meta ?? {}) as FilterRecord;
  const value = Number(filterOf(params).sellerId ?? meta.sellerId);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(
      'orders dataProvider: the list needs sellerId in filter or meta (useSellerUser().sellerId)',
    );
  }
  return value;
}

/** A record id of the route as a positive integer. */
export function orderIdOf(id: unknown): number {
  const value = Number(id);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`orders dataProvider: bad order id ${String(id)}`);
  return value;
}
