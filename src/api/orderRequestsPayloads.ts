import type { OrderProposalBody, OrderRequestFilterBody } from './orderRequests';
import { filterDay, pagination } from './list';
import { positiveIdOrNull, textOrNull, type FilterScalar } from './ordersPayloads';

/**
 * Pure builders of the order-request payloads (docs/contract/requests-tenders.md): the list filter
 * (spec sections 3 and 5) and the proposal body.
 */

/** The /requests filter as the screen keeps it (URL values: strings or numbers). */
export interface OrderRequestFilterInput {
  sellerId: number;
  statusId?: FilterScalar;
  buyerId?: FilterScalar;
  productId?: FilterScalar;
  categoryId?: FilterScalar;
  countryId?: FilterScalar;
  shippingMethodId?: FilterScalar;
  requestId?: FilterScalar;
  /** `yyyy-MM-dd` (or any ISO date); sent as `yyyy/mm/dd`. */
  dateFrom?: FilterScalar;
  dateTo?: FilterScalar;
  page?: number;
  pageSize?: number;
  sortField?: string;
  ascending?: boolean;
}

export type OrderRequestSortColumn = NonNullable<OrderRequestFilterBody['column']>;

export const ORDER_REQUEST_SORT_COLUMNS = [
  'creationDate',
  'deadline',
  'id',
] as const satisfies readonly OrderRequestSortColumn[];

export const orderRequestSortColumn = (field: string | undefined): OrderRequestSortColumn =>
  (ORDER_REQUEST_SORT_COLUMNS as readonly string[]).includes(field ?? '')
    ? (field as OrderRequestSortColumn)
    : 'creationDate';

/** A filter day as the spec writes it (`yyyy/mm/dd`): the Moscow day rule of `filterDay`, then slashes. */
export function requestFilterDay(value: unknown): string | null {
  return filterDay(value)?.replace(/-/g, '/') ?? null;
}

/** Spec section 5: statuses 0 and 1 mean "all statuses" (null), like an empty select. */
export function requestStatusOrNull(value: FilterScalar): number | null {
  const id = positiveIdOrNull(value);
  return id !== null && id > 1 ? id : null;
}

/** Spec section 5: -1 (and 0, empty) is "no country" (null). */
export const countryOrNull = (value: FilterScalar): number | null => positiveIdOrNull(value);

/** The GetAllOrderRequests body: every key present, empty filters null, newest first by default. */
export function buildOrderRequestFilterBody(input: OrderRequestFilterInput): OrderRequestFilterBody {
  return {
    country: countryOrNull(input.countryId),
    shippingMethods: positiveIdOrNull(input.shippingMethodId),
    requestId: positiveIdOrNull(input.requestId),
    orderRequestStatuses: requestStatusOrNull(input.statusId),
    startDate: requestFilterDay(input.dateFrom),
    endDate: requestFilterDay(input.dateTo),
    buyerId: positiveIdOrNull(input.buyerId),
    productCategoryId: positiveIdOrNull(input.categoryId),
    productId: positiveIdOrNull(input.productId),
    sellerId: input.sellerId,
    pagination: pagination(input.page, input.pageSize),
    column: orderRequestSortColumn(input.sortField),
    sortByAscending: input.ascending ?? false,
  };
}

// Proposal ---------------------------------------------------------------------------------------

/** One line of the proposal form, as typed. */
export interface ProposalLineValues {
  orderRequestProductId: number;
  price: string;
  quantity: string;
}

/** The proposal form as typed (texts, so a half-typed number stays as the seller wrote it). */
export interface ProposalFormValues {
  validDays: string;
  deliveryDays: string;
  deliveryAmount: string;
  comment: string;
  lines: ProposalLineValues[];
}

export interface ProposalInput {
  orderRequestId: number;
  /** Shipping method 2: the delivery amount is 0 whatever was typed. */
  buyerCollects: boolean;
  values: ProposalFormValues;
}

/** A typed amount in rubles ('1 234,50', '1234.5'), or null when blank or not a number. */
export function decimalOf(text: string): number | null {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(compact)) return null;
  const value = Number(compact);
  return Number.isFinite(value) ? value : null;
}

/** A typed whole number, or null. */
export function integerOf(text: string): number | null {
  const compact = text.trim();
  return /^\d+$/.test(compact) ? Number(compact) : null;
}

/** The CreateOrderProposal / UpdateOrderProposal body of a valid form, in the request's line order. */
export function buildProposalBody({
  orderRequestId,
  buyerCollects,
  values,
}: ProposalInput): OrderProposalBody {
  return {
    orderRequestId,
    validDays: integerOf(values.validDays) ?? 0,
    deliveryDays: integerOf(values.deliveryDays) ?? 0,
    deliveryAmount: buyerCollects ? 0 : (decimalOf(values.deliveryAmount) ?? 0),
    comment: textOrNull(values.comment),
    lines: values.lines.map((line) => ({
      orderRequestProductId: line.orderRequestProductId,
      price: decimalOf(line.price) ?? 0,
      quantity: integerOf(line.quantity) ?? 0,
    })),
  };
}
