import type { DayRange } from '../domain/analyticsRange';
import type {
  AnalyticsCategoriesBody,
  AnalyticsCategorySortField,
  AnalyticsListSort,
  AnalyticsProductSortField,
  AnalyticsProductsBody,
  AnalyticsRangeQuery,
} from './analytics';
import { pagination } from './list';

/**
 * Pure builders of the analytics calls (docs/contract/analytics.md): the range query of the GET
 * calls, the list bodies of GetProducts / GetCategories, and the comparison figures the screens
 * derive from a reply.
 */

/** `?DateFrom=&DateTo=`: both Moscow days, included. */
export const analyticsQuery = ({ from, to }: DayRange): AnalyticsRangeQuery => ({
  DateFrom: from,
  DateTo: to,
});

export const PRODUCT_SORT_FIELDS = [
  'revenue',
  'quantitySold',
  'ordersCount',
  'productName',
  'stock',
] as const satisfies readonly AnalyticsProductSortField[];

export const CATEGORY_SORT_FIELDS = [
  'revenue',
  'quantitySold',
  'productsCount',
  'categoryName',
] as const satisfies readonly AnalyticsCategorySortField[];

/** The server refuses a longer search (contract: -1). */
export const ANALYTICS_SEARCH_MAX = 100;

export interface AnalyticsListInput {
  range: DayRange;
  page?: number;
  pageSize?: number;
  sortField?: string;
  ascending?: boolean;
  search?: unknown;
}

function sortOf<Field extends string>(
  fields: readonly Field[],
  field: string | undefined,
  ascending: boolean | undefined,
): AnalyticsListSort<Field> {
  const known = fields.find((candidate) => candidate === field);
  // An unknown column (or none) is the server's default: revenue, highest first.
  if (!known) return { field: fields[0] as Field, order: 'DESC' };
  return { field: known, order: ascending ? 'ASC' : 'DESC' };
}

function searchOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().slice(0, ANALYTICS_SEARCH_MAX);
  return text === '' ? null : text;
}

export const productsBody = (input: AnalyticsListInput): AnalyticsProductsBody => ({
  dateFrom: input.range.from,
  dateTo: input.range.to,
  sort: sortOf(PRODUCT_SORT_FIELDS, input.sortField, input.ascending),
  search: searchOf(input.search),
  pagination: pagination(input.page, input.pageSize),
});

export const categoriesBody = (input: AnalyticsListInput): AnalyticsCategoriesBody => ({
  dateFrom: input.range.from,
  dateTo: input.range.to,
  sort: sortOf(CATEGORY_SORT_FIELDS, input.sortField, input.ascending),
  search: searchOf(input.search),
  pagination: pagination(input.page, input.pageSize),
});

/**
 * The change from the previous period in percent, one decimal; null when there is nothing to
 * compare with (a previous figure of 0 or a missing one).
 */
export function percentChange(current: number | null, previous: number | null): number | null {
  if (current === null || previous === null || !Number.isFinite(current) || !Number.isFinite(previous))
    return null;
  if (previous === 0) return null;
  return Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
}

/** True when no row has a non-zero figure in any of `fields` (a period without activity). */
export function isEmptySeries<Row>(rows: readonly Row[], fields: readonly (keyof Row)[]): boolean {
  return rows.every((row) =>
    fields.every((field) => {
      const value = row[field];
      return typeof value !== 'number' || value === 0;
    }),
  );
}

/** Each value's share of their sum in percent, one decimal (all 0 when the sum is 0). */
export function sharesOf(values: readonly number[]): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  return values.map((value) => (total > 0 ? Math.round((value / total) * 1000) / 10 : 0));
}
