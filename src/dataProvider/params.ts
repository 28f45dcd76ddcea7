import type { GetListParams } from 'react-admin';
import type { FilterScalar } from '../api/ordersPayloads';

/** Reading react-admin params without `any`: shared by every resource handler. */

export type FilterRecord = Record<string, unknown>;

export const filterOf = (params: Partial<GetListParams>): FilterRecord =>
  (params.filter ?? {}) as FilterRecord;

/** A scalar filter value (string / number) or undefined. */
export function scalar(value: unknown): FilterScalar {
  return typeof value === 'string' || typeof value === 'number' ? value : undefined;
}

/** A record id of a route or a filter as a positive integer; anything else is a caller's bug. */
export function recordIdOf(id: unknown, resource: string): number {
  const value = Number(id);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${resource}: bad record id ${String(id)}`);
  return value;
}

/** The page and sort of a list query, as the payload builders take them (no sort: their default). */
export interface ListWindow {
  page: number | undefined;
  pageSize: number | undefined;
  sortField: string | undefined;
  ascending: boolean | undefined;
}

export const listWindowOf = (params: Partial<GetListParams>): ListWindow => ({
  page: params.pagination?.page,
  pageSize: params.pagination?.perPage,
  sortField: params.sort?.field,
  ascending: params.sort ? params.sort.order === 'ASC' : undefined,
});

/** What react-admin's `delete` answers: the record it had, with its id. */
export const deletedRecord = (previousData: unknown, id: number) => ({
  data: { ...((previousData as object | undefined) ?? {}), id },
});
