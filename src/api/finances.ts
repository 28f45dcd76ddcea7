import { unchecked } from './decode';
import type {
  Branded,
  FinanceFilterBody,
  FinanceSortColumn,
  RetailFinancesReply,
  RetailFinanceTotalsReply,
  WholesaleFinancesReply,
} from '../../contract';
import { filterDay } from './list';
import { BRAND, branded } from '../config/brand';
import { isSafeDealStatus } from '../domain';
import { request } from './http';

/**
 * Finances (docs/contract/finances.md, spec sections 3, 4, 5, 7, 9). Calls fail to /error-page
 * (the default of `request`), as the spec wants for finances. The readers below normalise every
 * reply shape the specification allows into one view model per screen.
 */

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/** Spec section 9: the finance tables show 10 rows, newest first (id descending). */
export const FINANCE_PAGE_SIZE = 10;
export const FINANCE_DEFAULT_SORT = { field: 'id', order: 'DESC' } as const;

/** The value of the 'Все статусы' option of the filter selects (sent as null). */
export const ALL_STATUSES = 'all';

/** Spec sections 5 and 9: order number at most 7 digits; buyer name at most 20 characters. */
export const ORDER_ID_MAX_DIGITS = 7;
export const BUYER_NAME_MAX_LENGTH = 20;

/** The brand-prefixed body and reply field of the safe-deal status: `MarketSafeDealStatusId`. */
export const safeDealStatusKey = (): Branded<'SafeDealStatusId'> => branded('SafeDealStatusId');

// ---------------------------------------------------------------------------------------------
// Filter body
// ---------------------------------------------------------------------------------------------

/**
 * The filter as the screens keep it (in the URL): strings from text fields, numbers or 'all'
 * from selects, days as `yyyy-MM-dd` (a Date is accepted too). Every key is optional.
 */
export interface FinanceFilterValues {
  orderId?: string | number | null;
  orderStatusId?: string | number | null;
  buyerName?: string | null;
  safeDealStatusId?: string | number | null;
  dateFrom?: string | Date | null;
  dateTo?: string | Date | null;
}

export interface FinanceBodyOptions {
  sellerId: number;
  page: number;
  pageSize: number;
  /** A contract column name (see `wholesaleSortColumn` / `retailSortColumn`). */
  column: FinanceSortColumn;
  sortByAscending: boolean;
}

/**
 * The body of GetOrderFinances, RetailOrderFinances and RetailOrderFinancesTotals (contract/finances.ts):
 * every key present, an empty filter is null; the safe-deal key carries the brand.
 */
export type { FinanceFilterBody, FinanceSortColumn };

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function toInteger(value: unknown): number | null {
  if (isBlank(value) || value === ALL_STATUSES) return null;
  const number = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isInteger(number) ? number : null;
}

/** A text order number of digits -> a number; anything else (empty, letters, negative) -> null. */
function toOrderId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return /^\d+$/.test(text) ? Number(text) : null;
}

/** A status filter: 'all', 0, empty -> null; 100 ('Доставлен') is kept. */
function toStatus(value: unknown): number | null {
  const number = toInteger(value);
  return number === null || number <= 0 ? null : number;
}

function toSafeDealStatus(value: unknown): number | null {
  const number = toInteger(value);
  return isSafeDealStatus(number) ? number : null;
}

function toBuyerName(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' ? null : text;
}

/**
 * Builds the full finance body from the screen's filter values (contract "Wholesale": every key
 * present; null for every empty value; 'all statuses' and order status 0 -> null; 100 kept;
 * days `yyyy-MM-dd`; orderId a number).
 */
export function buildFinanceFilterBody(
  values: FinanceFilterValues | Record<string, unknown> | null | undefined,
  { sellerId, page, pageSize, column, sortByAscending }: FinanceBodyOptions,
): FinanceFilterBody {
  const filter = (values ?? {}) as Record<string, unknown>;
  return {
    sellerId,
    orderId: toOrderId(filter.orderId),
    orderStatusId: toStatus(filter.orderStatusId),
    buyerName: toBuyerName(filter.buyerName),
    [safeDealStatusKey()]: toSafeDealStatus(filter.safeDealStatusId),
    orderCreationDateFrom: filterDay(filter.dateFrom),
    orderCreationDateTo: filterDay(filter.dateTo),
    column,
    sortByAscending,
    pagination: { page, pageSize },
  };
}

// ---------------------------------------------------------------------------------------------
// Sort columns
// ---------------------------------------------------------------------------------------------

/** Contract `column` values of the finance calls, by the view-model field of the wholesale table. */
export function wholesaleSortColumns(): Readonly<
  Record<keyof Omit<WholesaleFinanceRow, 'invoicePath'>, FinanceSortColumn>
> {
  return {
    id: 'id',
    orderId: 'orderId',
    invoiceNumber: 'invoiceNumber',
    orderCreationDate: 'orderCreationDate',
    buyerName: 'buyerName',
    totalFromBuyer: 'totalAmountForTheOrderFromBuyer',
    percentage: branded('Percentage'),
    ndsPrice: 'ndsPrice',
    paymentToTheSeller: 'paymentToTheSeller',
    orderStatusId: 'orderStatusId',
    safeDealStatusId: safeDealStatusKey(),
  };
}

/**
 * Contract `column` values by the view-model field of the retail table. The retail calls take
 * the wholesale body, so the retail fields are sent under the wholesale column names of the same
 * meaning; `commission` (an amount, not the percentage) has no column and is not sortable.
 */
export function retailSortColumns(): Readonly<Partial<Record<keyof RetailFinanceRow, FinanceSortColumn>>> {
  return {
    id: 'id',
    // The retail order number; the retail calls sort it under the wholesale 'invoiceNumber'.
    number: 'invoiceNumber',
    creationDate: 'orderCreationDate',
    buyerName: 'buyerName',
    amount: 'totalAmountForTheOrderFromBuyer',
    paymentToTheSeller: 'paymentToTheSeller',
    statusId: 'orderStatusId',
    safeDealStatusId: safeDealStatusKey(),
  };
}

const columnOf = (
  columns: Readonly<Record<string, FinanceSortColumn | undefined>>,
  field: string | undefined,
): FinanceSortColumn =>
  (field !== undefined && Object.prototype.hasOwnProperty.call(columns, field)
    ? columns[field]
    : undefined) ?? FINANCE_DEFAULT_SORT.field;

/** react-admin sort field of the wholesale table -> contract column (unknown -> 'id'). */
export const wholesaleSortColumn = (field: string | undefined): FinanceSortColumn =>
  columnOf(wholesaleSortColumns(), field);

/** react-admin sort field of the retail table -> contract column (unknown -> 'id'). */
export const retailSortColumn = (field: string | undefined): FinanceSortColumn =>
  columnOf(retailSortColumns(), field);

// ---------------------------------------------------------------------------------------------
// Replies: wire shapes
// ---------------------------------------------------------------------------------------------

/**
 * The replies as the contract's server writes them (contract/finances.ts: wholesale rows in reading
 * A). The readers below take `unknown` and also accept reading B and other brand spellings.
 */
export type { RetailFinancesReply, RetailFinanceTotalsReply, WholesaleFinancesReply };

type WireRecord = Record<string, unknown>;

// ---------------------------------------------------------------------------------------------
// Calls (spec section 7 "Finances")
// ---------------------------------------------------------------------------------------------

export const getOrderFinances = (body: FinanceFilterBody): Promise<WholesaleFinancesReply> =>
  request('Finances/GetOrderFinances', unchecked<WholesaleFinancesReply>(), { body });

export const getRetailOrderFinances = (body: FinanceFilterBody): Promise<RetailFinancesReply> =>
  request('Finances/RetailOrderFinances', unchecked<RetailFinancesReply>(), { body });

export const getRetailOrderFinancesTotals = (body: FinanceFilterBody): Promise<RetailFinanceTotalsReply> =>
  request('Finances/RetailOrderFinancesTotals', unchecked<RetailFinanceTotalsReply>(), { body });

// ---------------------------------------------------------------------------------------------
// Readers
// ---------------------------------------------------------------------------------------------

const isRecord = (value: unknown): value is WireRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The name-matching rule of the readers ("Client readers" in the contract): lower-case the key
 * and collapse every run of a repeated letter to one letter, so `MarketSafeDeallStatusId`,
 * `MarkettSafeDealStatusId` and `marketsafedealstatusid` all read `marketsafedealstatusid`, and
 * `ComissionPrice` / `CommissionPrice` both read `comisionprice`.
 */
export const squeezeKey = (key: string): string => key.toLowerCase().replace(/([a-z])\1+/g, '$1');

const present = (value: unknown): boolean => value !== undefined && value !== null;

/**
 * The value of the first key of `record` that is `name` exactly, or equal to it case-insensitively
 * (with repeated letters collapsed). Null and missing values are skipped.
 */
function field(record: WireRecord, ...names: string[]): unknown {
  for (const name of names) if (present(record[name])) return record[name];
  const wanted = new Set(names.map(squeezeKey));
  for (const [key, value] of Object.entries(record))
    if (wanted.has(squeezeKey(key)) && present(value)) return value;
  return undefined;
}

/**
 * The value of the brand-prefixed key (`${BRAND}${ending}`) or, failing that, of any key whose
 * squeezed form ends with the squeezed `ending` (any brand, any case, doubled letters).
 */
export function fieldByEnding(record: WireRecord, ending: string): unknown {
  const exact = record[`${BRAND}${ending}`];
  if (present(exact)) return exact;
  const wanted = squeezeKey(ending);
  for (const [key, value] of Object.entries(record))
    if (squeezeKey(key).endsWith(wanted) && present(value)) return value;
  return undefined;
}

/** A finite number, or a numeric string as a number; anything else -> null. */
function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value.trim().replace(',', '.'));
    return Number.isFinite(number) ? number : null;
  }
  return null;
}

function toText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

const toDateText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The wholesale finance row of the screen (readings A and B give the same view model). */
export interface WholesaleFinanceRow {
  /** `id` of reading B, otherwise the order id (react-admin needs one). */
  id: number | string;
  orderId: number | null;
  invoiceNumber: string | null;
  invoicePath: string | null;
  orderCreationDate: string | null;
  buyerName: string | null;
  /** `{brand}Percentage`: the commission percentage. */
  percentage: number | null;
  /** `totalAmountForTheOrderFromBuyer` (A) or `buyerAmount` (B). */
  totalFromBuyer: number | null;
  ndsPrice: number | null;
  /** `paymentToTheSeller` (A) or `payment` (B); null is shown '----'. */
  paymentToTheSeller: number | null;
  orderStatusId: number | null;
  safeDealStatusId: number | null;
}

/** Summary figures of the wholesale screen (over every row that matches the filter). */
export interface WholesaleFinanceSummary {
  totalAmountOfOrders: number | null;
  amountFromSales: number | null;
  nowReserved: number | null;
  refunds: number | null;
  /** `{brand}ComissionPrice`. */
  commission: number | null;
}

export interface FinancePage<Row> {
  rows: Row[];
  /** The server's page count (1 when it gives none: spec section 9 "Default page count 1"). */
  pageCount: number;
  /** The server's row count, when given. */
  rowCount: number | null;
}

export interface WholesaleFinances extends FinancePage<WholesaleFinanceRow> {
  summary: WholesaleFinanceSummary;
}

/** Reads one wholesale row in reading A or B. `index` only breaks ties when a row has no id at all. */
export function readWholesaleFinanceRow(raw: unknown, index = 0): WholesaleFinanceRow {
  const row = isRecord(raw) ? raw : {};
  const orderId = toNumber(field(row, 'orderId'));
  const ownId = field(row, 'id');
  const id =
    typeof ownId === 'number' || (typeof ownId === 'string' && ownId !== '')
      ? ownId
      : (orderId ?? `row-${index}`);
  return {
    id,
    orderId,
    invoiceNumber: toText(field(row, 'invoiceNumber')),
    invoicePath: toText(field(row, 'invoicePath')),
    orderCreationDate: toDateText(field(row, 'orderCreationDate', 'creationDate')),
    buyerName: toText(field(row, 'buyerName')),
    percentage: toNumber(fieldByEnding(row, 'Percentage')),
    totalFromBuyer: toNumber(field(row, 'totalAmountForTheOrderFromBuyer', 'buyerAmount')),
    ndsPrice: toNumber(field(row, 'ndsPrice')),
    paymentToTheSeller: toNumber(field(row, 'paymentToTheSeller', 'payment')),
    orderStatusId: toNumber(field(row, 'orderStatusId', 'statusId')),
    safeDealStatusId: toNumber(fieldByEnding(row, 'SafeDealStatusId')),
  };
}

function pageCountOf(...candidates: unknown[]): number {
  for (const candidate of candidates) {
    const number = toNumber(candidate);
    if (number !== null && number >= 0) return Math.floor(number);
  }
  return 1;
}

function rowCountOf(...candidates: unknown[]): number | null {
  for (const candidate of candidates) {
    const number = toNumber(candidate);
    if (number !== null && number >= 0) return Math.floor(number);
  }
  return null;
}

/** The rows of a list: an array itself, or its `results` (any case). */
function listRows(list: unknown): unknown[] {
  if (Array.isArray(list)) return list;
  if (isRecord(list)) {
    const results = field(list, 'results');
    if (Array.isArray(results)) return results;
  }
  return [];
}

/**
 * Normalises the `data` of GetOrderFinances: the summary figures, the rows (readings A and B)
 * under `…SafeDealWholesaleOrders.results` (or a plain `results` list), the page and row count.
 */
export function readWholesaleFinances(data: unknown): WholesaleFinances {
  const reply = isRecord(data) ? data : {};
  const list = fieldByEnding(reply, 'SafeDealWholesaleOrders') ?? field(reply, 'results');
  const listRecord = isRecord(list) ? list : {};
  return {
    summary: {
      totalAmountOfOrders: toNumber(field(reply, 'totalAmountOfOrders')),
      amountFromSales: toNumber(field(reply, 'amountFromSales')),
      nowReserved: toNumber(field(reply, 'nowReserved')),
      refunds: toNumber(field(reply, 'refunds')),
      commission: toNumber(fieldByEnding(reply, 'ComissionPrice')),
    },
    rows: listRows(list).map(readWholesaleFinanceRow),
    pageCount: pageCountOf(field(listRecord, 'pageCount'), field(reply, 'pageCount')),
    rowCount: rowCountOf(field(listRecord, 'rowCount'), field(reply, 'rowCount')),
  };
}

/** The retail finance row of the screen. */
export interface RetailFinanceRow {
  id: number | string;
  /** The retail order number of the retail order screens (`1000001`); undefined when not sent. */
  number: string | undefined;
  creationDate: string | null;
  buyerName: string | null;
  amount: number | null;
  paymentToTheSeller: number | null;
  commission: number | null;
  statusId: number | null;
  safeDealStatusId: number | null;
}

export function readRetailFinanceRow(raw: unknown, index = 0): RetailFinanceRow {
  const row = isRecord(raw) ? raw : {};
  const ownId = field(row, 'id', 'orderId');
  return {
    id: typeof ownId === 'number' || (typeof ownId === 'string' && ownId !== '') ? ownId : `row-${index}`,
    number: toText(field(row, 'number', 'orderNumber')) ?? undefined,
    creationDate: toDateText(field(row, 'creationDate', 'orderCreationDate')),
    buyerName: toText(field(row, 'buyerName')),
    amount: toNumber(field(row, 'amount', 'totalAmountForTheOrderFromBuyer', 'buyerAmount')),
    paymentToTheSeller: toNumber(field(row, 'paymentToTheSeller', 'payment')),
    commission: toNumber(field(row, 'commission') ?? fieldByEnding(row, 'ComissionPrice')),
    statusId: toNumber(field(row, 'statusId', 'orderStatusId', 'retailOrderStatus')),
    safeDealStatusId: toNumber(fieldByEnding(row, 'SafeDealStatusId')),
  };
}

/** Normalises the `data` of RetailOrderFinances: `results` (or a bare list), page and row count. */
export function readRetailFinances(data: unknown): FinancePage<RetailFinanceRow> {
  const reply = isRecord(data) ? data : {};
  return {
    rows: listRows(Array.isArray(data) ? data : reply).map(readRetailFinanceRow),
    pageCount: pageCountOf(field(reply, 'pageCount')),
    rowCount: rowCountOf(field(reply, 'rowCount')),
  };
}

/** The totals block of the retail screen. */
export interface RetailFinanceTotals extends WholesaleFinanceSummary {
  ordersCount: number | null;
}

/** Normalises the `data` of RetailOrderFinancesTotals. */
export function readRetailFinanceTotals(data: unknown): RetailFinanceTotals {
  const reply = isRecord(data) ? data : {};
  return {
    totalAmountOfOrders: toNumber(field(reply, 'totalAmountOfOrders')),
    amountFromSales: toNumber(field(reply, 'amountFromSales')),
    nowReserved: toNumber(field(reply, 'nowReserved')),
    refunds: toNumber(field(reply, 'refunds')),
    commission: toNumber(fieldByEnding(reply, 'ComissionPrice')),
    ordersCount: toNumber(field(reply, 'ordersCount')),
  };
}
