import { num, v, type Decoder, type Schema } from './decode';
import type { Branded, FinanceFilterBody, FinanceSortColumn } from '../../contract';
import { filterDay } from './list';
import { branded } from '../config/brand';
import { isSafeDealStatus } from '../domain';
import { request } from './http';
import { filled } from './orderDetails';

/**
 * Finances (docs/contract/finances.md, spec sections 3, 4, 5, 7, 9). Calls fail to /error-page
 * (the default of `request`), as the spec wants for finances. Their decoders read every reply
 * shape the specification allows (rows in reading A or B, both spellings of the safe-deal status
 * field, any brand) into one view model per screen.
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
// Reading names (docs/contract/finances.md "Client readers")
// ---------------------------------------------------------------------------------------------

type WireRecord = Record<string, unknown>;

const isRecord = (value: unknown): value is WireRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The name-matching rule of the decoders ("Client readers" in the contract): lower-case the key
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
 * The value of the brand-prefixed key (`branded(ending)`: `MarketPercentage`) or, failing that, of any key whose
 * squeezed form ends with the squeezed `ending` (any brand, any case, doubled letters).
 */
export function fieldByEnding(record: WireRecord, ending: string): unknown {
  const exact = record[branded(ending)];
  if (present(exact)) return exact;
  const wanted = squeezeKey(ending);
  for (const [key, value] of Object.entries(record))
    if (squeezeKey(key).endsWith(wanted) && present(value)) return value;
  return undefined;
}

/** The value at `found` read by a decode.ts field schema (which never fails: its default instead). */
const read = <T>(schema: Schema<T>, found: unknown): T => v.parse(schema, found);

// ---------------------------------------------------------------------------------------------
// Field schemas
// ---------------------------------------------------------------------------------------------

/** A number (also numeric text, a decimal comma too: '10,5'); anything else is null (shown '----'). */
const figure = v.pipe(
  v.unknown(),
  v.transform((value) => (typeof value === 'string' ? value.trim().replace(',', '.') : value)),
  num,
);

/** A row's own id: a number or non-empty text, else null. */
const ownId = v.fallback(
  v.nullable(v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.nonEmpty())])),
  null,
);

/** A page or row count: a whole number of at least 0, or null. */
const count = v.pipe(
  figure,
  v.transform((value) => (value !== null && value >= 0 ? Math.floor(value) : null)),
);

/** The first of the candidates that reads as a count, or null. */
function firstCount(...candidates: unknown[]): number | null {
  for (const candidate of candidates) {
    const value = v.parse(count, candidate);
    if (value !== null) return value;
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

// ---------------------------------------------------------------------------------------------
// Decoded types (the screens' view models)
// ---------------------------------------------------------------------------------------------

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
  /** `{brand}SafeDealStatusId` or `{brand}SafeDeallStatusId`. */
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

/** The totals block of the retail screen. */
export interface RetailFinanceTotals extends WholesaleFinanceSummary {
  ordersCount: number | null;
}

// ---------------------------------------------------------------------------------------------
// Decoders
// ---------------------------------------------------------------------------------------------

/**
 * One wholesale row in reading A or B (spec section 3): B's `buyerAmount` and `payment` fill A's
 * names, `{brand}SafeDealStatusId` and `{brand}SafeDeallStatusId` are both read. `index` only
 * breaks ties when a row has no id at all.
 */
export function decodeWholesaleFinanceRow(raw: unknown, index = 0): WholesaleFinanceRow {
  const row = isRecord(raw) ? raw : {};
  const orderId = read(figure, field(row, 'orderId'));
  return {
    id: read(ownId, field(row, 'id')) ?? orderId ?? `row-${index}`,
    orderId,
    invoiceNumber: read(filled, field(row, 'invoiceNumber')),
    invoicePath: read(filled, field(row, 'invoicePath')),
    orderCreationDate: read(filled, field(row, 'orderCreationDate', 'creationDate')),
    buyerName: read(filled, field(row, 'buyerName')),
    percentage: read(figure, fieldByEnding(row, 'Percentage')),
    totalFromBuyer: read(figure, field(row, 'totalAmountForTheOrderFromBuyer', 'buyerAmount')),
    ndsPrice: read(figure, field(row, 'ndsPrice')),
    paymentToTheSeller: read(figure, field(row, 'paymentToTheSeller', 'payment')),
    orderStatusId: read(figure, field(row, 'orderStatusId', 'statusId')),
    safeDealStatusId: read(figure, fieldByEnding(row, 'SafeDealStatusId')),
  };
}

/** The summary figures (`{brand}ComissionPrice` in any spelling). */
const summaryOf = (reply: WireRecord): WholesaleFinanceSummary => ({
  totalAmountOfOrders: read(figure, field(reply, 'totalAmountOfOrders')),
  amountFromSales: read(figure, field(reply, 'amountFromSales')),
  nowReserved: read(figure, field(reply, 'nowReserved')),
  refunds: read(figure, field(reply, 'refunds')),
  commission: read(figure, fieldByEnding(reply, 'ComissionPrice')),
});

/**
 * The `data` of GetOrderFinances: the summary figures, the rows (readings A and B) under
 * `{brand}SafeDealWholesaleOrders.results` (or a plain `results` list), the page and row count.
 */
export const decodeWholesaleFinances: Decoder<WholesaleFinances> = (data) => {
  const reply = isRecord(data) ? data : {};
  const list = fieldByEnding(reply, 'SafeDealWholesaleOrders') ?? field(reply, 'results');
  const listRecord = isRecord(list) ? list : {};
  return {
    summary: summaryOf(reply),
    rows: listRows(list).map(decodeWholesaleFinanceRow),
    pageCount: firstCount(field(listRecord, 'pageCount'), field(reply, 'pageCount')) ?? 1,
    rowCount: firstCount(field(listRecord, 'rowCount'), field(reply, 'rowCount')),
  };
};

/** One retail row; `index` names a row that has no id at all. */
export function decodeRetailFinanceRow(raw: unknown, index = 0): RetailFinanceRow {
  const row = isRecord(raw) ? raw : {};
  return {
    id: read(ownId, field(row, 'id', 'orderId')) ?? `row-${index}`,
    number: read(filled, field(row, 'number', 'orderNumber')) ?? undefined,
    creationDate: read(filled, field(row, 'creationDate', 'orderCreationDate')),
    buyerName: read(filled, field(row, 'buyerName')),
    amount: read(figure, field(row, 'amount', 'totalAmountForTheOrderFromBuyer', 'buyerAmount')),
    paymentToTheSeller: read(figure, field(row, 'paymentToTheSeller', 'payment')),
    commission: read(figure, field(row, 'commission') ?? fieldByEnding(row, 'ComissionPrice')),
    statusId: read(figure, field(row, 'statusId', 'orderStatusId', 'retailOrderStatus')),
    safeDealStatusId: read(figure, fieldByEnding(row, 'SafeDealStatusId')),
  };
}

/** The `data` of RetailOrderFinances: `results` (or a bare list), page and row count. */
export const decodeRetailFinances: Decoder<FinancePage<RetailFinanceRow>> = (data) => {
  const reply = isRecord(data) ? data : {};
  return {
    rows: listRows(Array.isArray(data) ? data : reply).map(decodeRetailFinanceRow),
    pageCount: firstCount(field(reply, 'pageCount')) ?? 1,
    rowCount: firstCount(field(reply, 'rowCount')),
  };
};

/** The `data` of RetailOrderFinancesTotals: the summary figures and the number of orders. */
export const decodeRetailFinanceTotals: Decoder<RetailFinanceTotals> = (data) => {
  const reply = isRecord(data) ? data : {};
  return { ...summaryOf(reply), ordersCount: read(figure, field(reply, 'ordersCount')) };
};

// ---------------------------------------------------------------------------------------------
// Calls (spec section 7 "Finances")
// ---------------------------------------------------------------------------------------------

export const getOrderFinances = (body: FinanceFilterBody): Promise<WholesaleFinances> =>
  request('Finances/GetOrderFinances', decodeWholesaleFinances, { body });

export const getRetailOrderFinances = (body: FinanceFilterBody): Promise<FinancePage<RetailFinanceRow>> =>
  request('Finances/RetailOrderFinances', decodeRetailFinances, { body });

export const getRetailOrderFinancesTotals = (body: FinanceFilterBody): Promise<RetailFinanceTotals> =>
  request('Finances/RetailOrderFinancesTotals', decodeRetailFinanceTotals, { body });
