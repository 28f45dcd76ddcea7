import type { InTransitFormField } from '../../contract';
import { filterDay, pagination } from './list';
import {
  ORDER_SORT_COLUMNS,
  type OrderSortColumn,
  type ReadyToSendAddress,
  type ReadyToSendPayload,
  type WholesaleOrderFilterBody,
  type WholesaleOrderRow,
} from './orders';
import { DeliveryMethod, isWholesalePseudoStatus, WHOLESALE_PSEUDO_STATUS_QUERIES } from '../domain';

/**
 * Pure builders of the wholesale calls' payloads (docs/contract/orders.md): the list filter with
 * its pseudo-statuses, the ready-to-send body and the in-transit multipart form.
 */

export type FilterScalar = string | number | null | undefined;

/** The wholesale list filter as the screen keeps it (URL values: strings or numbers). */
export interface WholesaleOrderFilterInput {
  sellerId: number;
  statusId?: FilterScalar;
  buyerId?: FilterScalar;
  /** `yyyy-MM-dd` (or any ISO date); sent at day precision. */
  dateFrom?: FilterScalar;
  dateTo?: FilterScalar;
  shippingMethodId?: FilterScalar;
  page?: number;
  pageSize?: number;
  sortField?: string;
  ascending?: boolean;
}

export interface WholesaleListRequest {
  body: WholesaleOrderFilterBody;
  /** Rows to keep from the reply (pseudo-statuses 30 and 31), or null to keep every row. */
  keepShippingMethodId: number | null;
}

/** A positive integer from a filter value; 0, '', null, undefined and garbage are "no filter". */
export function positiveIdOrNull(value: FilterScalar): number | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** A trimmed text filter, or null when blank. */
export function textOrNull(value: FilterScalar): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
}

export const sortColumn = (field: string | undefined): OrderSortColumn =>
  (ORDER_SORT_COLUMNS as readonly string[]).includes(field ?? '') ? (field as OrderSortColumn) : 'id';

/**
 * The GetAllOrdersByFilter body for a filter: status 0 or empty is null; pseudo-status 30/31 is
 * sent as 6 and the reply is post-filtered by `shipingMethodId` 1/2; 32 is sent as 4 with
 * `shippingMethodId` 2. Dates at day precision; default sort `id` descending.
 */
export function buildWholesaleListRequest(input: WholesaleOrderFilterInput): WholesaleListRequest {
  const status = positiveIdOrNull(input.statusId);
  let statusId = status;
  let shippingMethodId = positiveIdOrNull(input.shippingMethodId);
  let keepShippingMethodId: number | null = null;
  if (status !== null && isWholesalePseudoStatus(status)) {
    const pseudo = WHOLESALE_PSEUDO_STATUS_QUERIES[status];
    statusId = pseudo.statusId;
    shippingMethodId = pseudo.bodyShippingMethodId ?? shippingMethodId;
    keepShippingMethodId = pseudo.keepShippingMethodId ?? null;
  }
  return {
    body: {
      buyerId: positiveIdOrNull(input.buyerId),
      sellerId: input.sellerId,
      statusId,
      dateFrom: filterDay(input.dateFrom),
      dateTo: filterDay(input.dateTo),
      pagination: pagination(input.page, input.pageSize),
      shippingMethodId,
      column: sortColumn(input.sortField),
      sortByAscending: input.ascending ?? false,
    },
    keepShippingMethodId,
  };
}

/** The post-filter of pseudo-statuses 30/31: keeps rows whose `shipingMethodId` matches. */
export function keepRows<Row extends Pick<WholesaleOrderRow, 'shipingMethodId'>>(
  rows: readonly Row[],
  keepShippingMethodId: number | null,
): Row[] {
  return keepShippingMethodId === null
    ? [...rows]
    : rows.filter((row) => row.shipingMethodId === keepShippingMethodId);
}

// Ready to send ----------------------------------------------------------------------------------

export interface ReadyToSendInput {
  orderId: number;
  deliveryMethodId: number;
  /** ISO date-time of the dispatch day (delivery method 3). */
  dispatchDay?: string | null;
  readyDays?: number | null;
  address?: ReadyToSendAddress | null;
}

/** Spec section 5: delivery method 3 sends `{orderId, dispatchDay}` only; others `{orderId, readyDays, address}`. */
export function buildReadyToSendPayload(input: ReadyToSendInput): ReadyToSendPayload {
  if (input.deliveryMethodId === DeliveryMethod.PostOrCourier) {
    return { orderId: input.orderId, dispatchDay: input.dispatchDay ?? '' };
  }
  const address = input.address;
  return {
    orderId: input.orderId,
    readyDays: input.readyDays ?? 0,
    address: {
      countryId: address?.countryId ?? 0,
      regionId: address?.regionId ?? 0,
      cityId: address?.cityId ?? 0,
      street: address?.street.trim() ?? '',
      houseNumber: address?.houseNumber.trim() ?? '',
      apartmentOrOficeNumber: textOrNull(address?.apartmentOrOficeNumber),
      postalIndex: textOrNull(address?.postalIndex),
    },
  };
}

// In transit ------------------------------------------------------------------------------------

/** The in-transit form of spec section 3, in the order of its fields. */
export const IN_TRANSIT_FIELDS = [
  'ShippingMethodId',
  'OrderId',
  'TransportMark',
  'TransportNumber',
  'DriverFulname',
  'DriverPhone',
  'ProcurationFiles',
  'VoyageNumber',
  'TrackCode',
  'AdditionalInfo',
  'PickUpDate',
  'DeliveryMethodId',
] as const satisfies readonly InTransitFormField[];

export interface InTransitInput {
  shippingMethodId: number;
  orderId: number;
  deliveryMethodId: number;
  transportMark?: string | null;
  transportNumber?: string | null;
  driverFulname?: string | null;
  /** Full number, prefix included; not sent with delivery method 3. */
  driverPhone?: string | null;
  voyageNumber?: string | null;
  trackCode?: string | null;
  additionalInfo?: string | null;
  /** ISO date-time. */
  pickUpDate?: string | null;
  procurationFiles?: readonly File[];
}

/**
 * The OrderInTransit multipart form: every text field of the form is present (blank when not
 * filled, which the server reads as "not given"), `ProcurationFiles` once per file. The driver
 * phone stays blank for delivery method 3.
 */
export function buildInTransitFormData(input: InTransitInput): FormData {
  const form = new FormData();
  const text = (value: string | number | null | undefined): string =>
    value === null || value === undefined ? '' : String(value).trim();
  const phone = input.deliveryMethodId === DeliveryMethod.PostOrCourier ? '' : text(input.driverPhone);
  const values: Record<Exclude<(typeof IN_TRANSIT_FIELDS)[number], 'ProcurationFiles'>, string> = {
    ShippingMethodId: text(input.shippingMethodId),
    OrderId: text(input.orderId),
    TransportMark: text(input.transportMark),
    TransportNumber: text(input.transportNumber),
    DriverFulname: text(input.driverFulname),
    DriverPhone: phone,
    VoyageNumber: text(input.voyageNumber),
    TrackCode: text(input.trackCode),
    AdditionalInfo: text(input.additionalInfo),
    PickUpDate: text(input.pickUpDate),
    DeliveryMethodId: text(input.deliveryMethodId),
  };
  for (const name of IN_TRANSIT_FIELDS) {
    if (name === 'ProcurationFiles') {
      for (const file of input.procurationFiles ?? []) form.append('ProcurationFiles', file, file.name);
    } else {
      form.append(name, values[name]);
    }
  }
  return form;
}
