import { DeliveryMethod, RETAIL_SHIPPING_METHOD, RetailStatus } from '../domain';
import { filterDay, pagination } from './list';
import { textOrNull, type FilterScalar } from './ordersPayloads';
import type {
  ChangeRetailOrderStatusBody,
  GeneralRetailOrderFilterBody,
  RetailOrderFilterBody,
  RetailShippingInfoPayload,
  RetailSortColumn,
} from './retailOrders';

/** Pure builders of the retail calls' payloads (docs/contract/orders.md "Retail orders"). */

/** Spec section 9: the order number search holds digits only, at most 7. */
export const ORDER_NUMBER_PATTERN = /^\d{1,7}$/;

export const isValidOrderNumber = (value: FilterScalar): boolean =>
  value !== null && value !== undefined && ORDER_NUMBER_PATTERN.test(String(value).trim());

/** The retail list filter as the screen keeps it. */
export interface RetailOrderFilterInput {
  sellerId: number;
  searchValue?: FilterScalar;
  number?: FilterScalar;
  productName?: FilterScalar;
  /** Status codes; 0 means "all" and is dropped. */
  statuses?: readonly FilterScalar[] | FilterScalar;
  dateFrom?: FilterScalar;
  dateTo?: FilterScalar;
  page?: number;
  pageSize?: number;
  /** react-admin's sort; sent only for a sortable column. */
  sort?: { field: string; order: string };
}

/** List fields -> the retail sort columns (the order number follows the id). */
const RETAIL_SORT_FIELDS: Record<string, RetailSortColumn> = {
  id: 'id',
  number: 'id',
  creationDate: 'creationDate',
  buyerName: 'buyerName',
  amount: 'amount',
  retailOrderStatus: 'retailOrderStatus',
};

/** `{column, sortByAscending}` for a sortable field, else nothing (the server's newest first). */
export function retailSortOf(
  sort: RetailOrderFilterInput['sort'],
): Partial<{ column: RetailSortColumn; sortByAscending: boolean }> {
  const column = sort ? RETAIL_SORT_FIELDS[sort.field] : undefined;
  return column && sort ? { column, sortByAscending: sort.order === 'ASC' } : {};
}

/** The chosen statuses without 0 ("all") and garbage; null when none is left. */
export function retailStatusesOrNull(statuses: RetailOrderFilterInput['statuses']): number[] | null {
  const list = Array.isArray(statuses)
    ? statuses
    : statuses === undefined || statuses === null
      ? []
      : [statuses];
  const codes = [
    ...new Set(list.map((value) => Number(value)).filter((code) => Number.isInteger(code) && code > 0)),
  ];
  return codes.length > 0 ? codes : null;
}

/** The order number when valid (digits, at most 7), else null: nothing invalid is sent. */
export const orderNumberOrNull = (value: FilterScalar): string | null =>
  isValidOrderNumber(value) ? String(value).trim() : null;

/**
 * Which retail list call a filter uses: `specific` (GetRetailOrdersAndFilter) when an order
 * number, a product name or a status is chosen; otherwise `general`
 * (GetGeneralRetailOrdersAndFilter with the search box as `searchValue`). The search box does
 * not combine with the specific filters (the screen disables it while they are set).
 */
export type RetailListRequest =
  { kind: 'specific'; body: RetailOrderFilterBody } | { kind: 'general'; body: GeneralRetailOrderFilterBody };

export function hasSpecificRetailFilter(input: RetailOrderFilterInput): boolean {
  return (
    orderNumberOrNull(input.number) !== null ||
    textOrNull(input.productName) !== null ||
    retailStatusesOrNull(input.statuses) !== null
  );
}

export function buildRetailListRequest(input: RetailOrderFilterInput): RetailListRequest {
  const page = pagination(input.page, input.pageSize);
  if (hasSpecificRetailFilter(input)) {
    return {
      kind: 'specific',
      body: {
        retailOrderId: null,
        retailOrderStatuses: retailStatusesOrNull(input.statuses),
        startDate: filterDay(input.dateFrom),
        endDate: filterDay(input.dateTo),
        pagination: page,
        productName: textOrNull(input.productName),
        number: orderNumberOrNull(input.number),
        sellerId: input.sellerId,
        ...retailSortOf(input.sort),
      },
    };
  }
  return {
    kind: 'general',
    body: {
      sellerId: input.sellerId,
      dateFrom: filterDay(input.dateFrom),
      dateTo: filterDay(input.dateTo),
      pagination: page,
      searchValue: textOrNull(input.searchValue),
      ...retailSortOf(input.sort),
    },
  };
}

// Status change ---------------------------------------------------------------------------------

export interface ChangeRetailStatusInput {
  orderId: number;
  toStatus: number;
  deliveryMethodId: number | null;
  cdekOfficeAddress?: string | null;
  /** Free text: ids separated by commas, semicolons, spaces or new lines; or a list. */
  imIds?: string | readonly string[] | null;
  /** The seller's reason of a cancel (to 6); sent only with a cancel. */
  declinePurpose?: string | null;
}

/** Splits the ImIds text into trimmed, non-empty, unique ids. */
export function parseImIds(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === 'string' ? value.split(/[\s,;]+/) : [...(value ?? [])];
  return [...new Set(parts.map((part) => part.trim()).filter((part) => part !== ''))];
}

/**
 * The CDEK office and ImIds go only with "in transit" (3) for delivery method 2; otherwise null.
 * A cancel (6) also carries the seller's reason as `declinePurpose` (an addition to the
 * specification's body, docs/contract/orders.md); other changes send the specification's four keys.
 */
export function buildChangeRetailStatusBody(input: ChangeRetailStatusInput): ChangeRetailOrderStatusBody {
  const cdek = input.toStatus === RetailStatus.InTransit && input.deliveryMethodId === DeliveryMethod.Cdek;
  const body: ChangeRetailOrderStatusBody = {
    retailOrderId: input.orderId,
    retailOrderStatus: input.toStatus,
    cdekOfficeAddress: cdek ? textOrNull(input.cdekOfficeAddress) : null,
    ImIds: cdek ? parseImIds(input.imIds) : null,
  };
  if (input.toStatus === RetailStatus.Cancelled) body.declinePurpose = textOrNull(input.declinePurpose);
  return body;
}

// Shipping info ---------------------------------------------------------------------------------

export interface ShippingInfoInput {
  orderId: number;
  deliveryMethodId: number;
  /** ISO date-time of the pick-up day. */
  pickupDate: string;
  phonePrefix?: string | null;
  phoneNumber?: string | null;
  retailOrderProductsId: readonly number[];
  shippingMethodId?: number;
}

/** Spec section 5: `driverPhone` = prefix + number, omitted when `deliveryMethodId` is 3. */
export function buildShippingInfoPayload(input: ShippingInfoInput): RetailShippingInfoPayload {
  const payload: RetailShippingInfoPayload = {
    pickupDate: input.pickupDate,
    retailOrderProductsId: [...input.retailOrderProductsId],
    shippingMethodId: input.shippingMethodId ?? RETAIL_SHIPPING_METHOD,
    orderId: input.orderId,
    deliveryMethodId: input.deliveryMethodId,
  };
  if (input.deliveryMethodId !== DeliveryMethod.PostOrCourier) {
    const digits = (input.phoneNumber ?? '').replace(/\D/g, '');
    payload.driverPhone = `${(input.phonePrefix ?? '').trim()}${digits}`;
  }
  return payload;
}

/** The AddInfoForShipping form: part `json` (a JSON Blob, application/json) and one `File` part per image. */
export function buildShippingInfoFormData(
  payload: RetailShippingInfoPayload,
  images: readonly File[] = [],
): FormData {
  const form = new FormData();
  form.append('json', new Blob([JSON.stringify(payload)], { type: 'application/json' }), 'json');
  for (const image of images) form.append('File', image, image.name);
  return form;
}
