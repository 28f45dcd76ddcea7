import type { ProductListBody, ProductSortColumn, ProductStatusFilter, ProductTypeId } from '../../contract';
import { pagination } from './list';
import { positiveIdOrNull, textOrNull, type FilterScalar } from './ordersPayloads';
import { ProductType } from './products';

/**
 * The product list filter as the screens keep it (URL values: strings, numbers, booleans) and
 * the pure translation into `ProductListBody` (docs/contract/products.md "Lists").
 */
export interface ProductListInput {
  storeId: number;
  productTypeId?: unknown;
  searchValue?: unknown;
  status?: unknown;
  categoryId?: unknown;
  priceFrom?: unknown;
  priceTo?: unknown;
  inStock?: unknown;
  page?: number;
  pageSize?: number;
  /** react-admin's sort field (a list column's source). */
  sortField?: string;
  ascending?: boolean;
}

/** react-admin sort field -> the contract's `column`; anything else sorts by id. */
const SORT_COLUMNS: Readonly<Record<string, ProductSortColumn>> = {
  id: 'id',
  productName: 'productName',
  price: 'price',
  minPrice: 'price',
  quantity: 'quantity',
  creationDate: 'creationDate',
};

export const productSortColumn = (field: string | undefined): ProductSortColumn =>
  (field !== undefined && Object.prototype.hasOwnProperty.call(SORT_COLUMNS, field) && SORT_COLUMNS[field]) ||
  'id';

/** The contract's longest search (docs/contract/products.md "Lists"). */
export const PRODUCT_SEARCH_MAX = 100;

const STATUS_FILTERS: readonly ProductStatusFilter[] = [1, 2, 3, 4];

const scalarOf = (value: unknown): FilterScalar =>
  typeof value === 'string' || typeof value === 'number' ? value : undefined;

/** The list's product type: 1 retail, anything else wholesale (2). */
export const productTypeOf = (value: unknown): ProductTypeId =>
  positiveIdOrNull(scalarOf(value)) === ProductType.Retail ? ProductType.Retail : ProductType.Wholesale;

/** 1..4, else null (0, '' and garbage are "all statuses"). */
export function productStatusOrNull(value: unknown): ProductStatusFilter | null {
  const id = positiveIdOrNull(scalarOf(value));
  return STATUS_FILTERS.find((status) => status === id) ?? null;
}

/** A non-negative price in rubles (a decimal comma is read as a point), else null. */
export function priceOrNull(value: unknown): number | null {
  const text = textOrNull(scalarOf(value));
  if (text === null) return null;
  const price = Number(text.replace(',', '.').replace(/\s/g, ''));
  return Number.isFinite(price) && price >= 0 ? price : null;
}

/** true / false (also as the texts 'true' / 'false'), else null: either. */
export function inStockOrNull(value: unknown): boolean | null {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return null;
}

/** The full body of GetAllRetailProducts / GetAllWholesaleProducts; default sort id descending. */
export function buildProductListBody(input: ProductListInput): ProductListBody {
  return {
    storeId: input.storeId,
    searchValue: textOrNull(scalarOf(input.searchValue))?.slice(0, PRODUCT_SEARCH_MAX) ?? null,
    status: productStatusOrNull(input.status),
    categoryId: positiveIdOrNull(scalarOf(input.categoryId)),
    priceFrom: priceOrNull(input.priceFrom),
    priceTo: priceOrNull(input.priceTo),
    inStock: inStockOrNull(input.inStock),
    column: productSortColumn(input.sortField),
    sortByAscending: input.ascending ?? false,
    pagination: pagination(input.page, input.pageSize),
  };
}
