import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  AcceptedBody,
  EarlierFinanceFilterBody,
  FinanceFilterBody,
  FinanceSummary,
  RetailFinanceRow,
  RetailFinancesReply,
  RetailFinanceTotalsReply,
  RetailStatusId,
  WholesaleFinanceRow,
  WholesaleFinancesReply,
  WholesaleStatusId,
} from '../../contract/index.js';
import { toRubles } from '../../rules/index.js';
import { brandedName } from '../lib/brand.js';
import { notYours, sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { filterStatuses, financeStatusIds, SAFE_DEAL_IDS, type Market } from '../services/financesRules.js';
import type { FinanceColumn, FinanceQuery, FinanceSort } from '../services/financesQuery.js';
import type { FinanceTotals } from '../services/financesTotals.js';
import type { FinanceRow } from '../services/financesRows.js';
import { financePage, financeTotals, type FinancePage } from '../services/financesPage.js';
import { invoicePath } from '../services/invoicesLink.js';
import {
  dateRange,
  invalid,
  nullableWireDate,
  paginationSchema,
  textOrNull,
  type PageWindow,
} from '../services/ordersCommon.js';

/**
 * Finances under `/seller/api/Finances/...` (docs/contract/finances.md): the wholesale list with
 * its summary, the retail list and the retail totals, all taking the wholesale filter body (the
 * current form or the earlier one). Names with the brand prefix are built from `ctx.brand`.
 */

/** Spec section 9: the finance tables show 10 rows. */
export const FINANCE_PAGE_SIZE = 10;
/** Spec sections 5 and 9: order number at most 7 digits, buyer name at most 20 characters. */
const MAX_ORDER_ID = 9_999_999;
const BUYER_NAME_MAX = 20;

type OrderIdValue = FinanceFilterBody['orderId'] | undefined;

/**
 * The body of the three calls as the server reads it: the current form and the earlier one, any
 * key absent or null; `column` may also be an alias (see `financeColumns`), and other spellings
 * of `{brand}SafeDealStatusId` were folded into it by `normaliseBody`.
 */
export type FinanceBody = AcceptedBody<
  Omit<FinanceFilterBody, 'column'> & Omit<EarlierFinanceFilterBody, keyof FinanceFilterBody>
> & { column?: string | null };

/** Sort columns by their wire name. The first block is the contract's; the rest are aliases. */
export function financeColumns(brand: string): Record<string, FinanceColumn> {
  return {
    id: 'id',
    orderId: 'id',
    invoiceNumber: 'invoiceNumber',
    orderCreationDate: 'orderCreationDate',
    buyerName: 'buyerName',
    totalAmountForTheOrderFromBuyer: 'total',
    [`${brand}Percentage`]: 'percentage',
    ndsPrice: 'ndsPrice',
    paymentToTheSeller: 'payment',
    orderStatusId: 'orderStatusId',
    [`${brand}SafeDealStatusId`]: 'safeDealStatusId',
    // Field names of the retail row and of reading B, so a client may send those too.
    creationDate: 'orderCreationDate',
    amount: 'total',
    buyerAmount: 'total',
    payment: 'payment',
    commission: 'commission',
    statusId: 'orderStatusId',
  };
}

/**
 * Names compared the way the client reads them: lower case, runs of a repeated letter squeezed
 * (`MarketSafeDeallStatusId` = `marketsafedealstatusid`, `CommissionPrice` = `comisionprice`).
 */
export const squeeze = (name: string): string => name.toLowerCase().replace(/(.)\1+/g, '$1');

const SAFE_DEAL_SUFFIX = squeeze('SafeDealStatusId');
const PERCENTAGE_SUFFIX = squeeze('Percentage');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * preValidation: the spec allows two spellings of the brand-prefixed names (a doubled letter),
 * and the brand is the server's configuration. A body key that reads as `…SafeDealStatusId`
 * (any brand, case, doubled letters) fills `{brand}SafeDealStatusId` when that is absent or
 * null; a `column` that reads as a known column (or as `…Percentage` / `…SafeDealStatusId`) is
 * rewritten to its contract name. Anything else is left for the schema to refuse.
 */
function normaliseBody(brand: string) {
  const safeDealKey = `${brand}SafeDealStatusId`;
  const columns = financeColumns(brand);
  const bySqueezed = new Map(Object.keys(columns).map((name) => [squeeze(name), name]));
  return async (request: FastifyRequest): Promise<void> => {
    const body = request.body;
    if (!isRecord(body)) return;
    for (const key of Object.keys(body)) {
      if (key === safeDealKey || !squeeze(key).endsWith(SAFE_DEAL_SUFFIX)) continue;
      if (body[safeDealKey] === undefined || body[safeDealKey] === null) body[safeDealKey] = body[key];
      delete body[key];
    }
    const column = body.column;
    if (typeof column === 'string' && !Object.hasOwn(columns, column)) {
      const name = squeeze(column.trim());
      const known =
        bySqueezed.get(name) ??
        (name.endsWith(SAFE_DEAL_SUFFIX) ? safeDealKey : undefined) ??
        (name.endsWith(PERCENTAGE_SUFFIX) ? `${brand}Percentage` : undefined);
      if (known) body.column = known;
    }
  };
}

/** An order number: a number 0..9,999,999 or a string of at most 7 digits (`""` = none). */
const orderIdSchema = {
  type: ['integer', 'string', 'null'],
  minimum: 0,
  maximum: MAX_ORDER_ID,
  pattern: '^\\d{0,7}$',
} as const;

function financeBodySchema(brand: string, market: Market) {
  const status = { type: ['integer', 'null'], enum: [null, 0, ...financeStatusIds(market)] };
  return {
    type: 'object',
    properties: {
      sellerId: { type: ['integer', 'null'], minimum: 0 },
      orderId: orderIdSchema,
      orderStatusId: status,
      buyerName: { type: ['string', 'null'], maxLength: BUYER_NAME_MAX },
      [`${brand}SafeDealStatusId`]: { type: ['integer', 'null'], enum: [null, 0, ...SAFE_DEAL_IDS] },
      orderCreationDateFrom: nullableWireDate,
      orderCreationDateTo: nullableWireDate,
      column: { type: ['string', 'null'], enum: [null, ...Object.keys(financeColumns(brand))] },
      sortByAscending: { type: ['boolean', 'null'] },
      pagination: paginationSchema,
      id: orderIdSchema,
      status,
      creationDateFrom: nullableWireDate,
      creationDateTo: nullableWireDate,
    },
  };
}

// Reading the body ------------------------------------------------------------------------------------

type Parsed =
  | {
      ok: true;
      sellerId: number | null;
      query: Omit<FinanceQuery, 'sellerId'>;
      sort: FinanceSort;
      window: PageWindow;
    }
  | { ok: false; message: string };

const orderIdOf = (value: OrderIdValue): number | null => {
  if (value === null || value === undefined || value === '') return null;
  return Number(value);
};
/** 0 means "all" like null (order status, safe-deal status, seller). */
const idOf = (value: unknown): number | null => (typeof value === 'number' && value !== 0 ? value : null);

/** The current field, else the earlier form's; both given and different is refused. */
function either<T>(name: string, current: T | null, earlierName: string, earlier: T | null) {
  if (current !== null && earlier !== null && current !== earlier) {
    return { ok: false as const, message: `Fields '${name}' and '${earlierName}' (earlier form) disagree` };
  }
  return { ok: true as const, value: current ?? earlier };
}

function parseBody(body: FinanceBody, brand: string, market: Market): Parsed {
  const orderId = either('orderId', orderIdOf(body.orderId), 'id', orderIdOf(body.id));
  if (!orderId.ok) return orderId;
  const status = either('orderStatusId', idOf(body.orderStatusId), 'status', idOf(body.status));
  if (!status.ok) return status;
  const from = either(
    'orderCreationDateFrom',
    textOrNull(body.orderCreationDateFrom),
    'creationDateFrom',
    textOrNull(body.creationDateFrom),
  );
  if (!from.ok) return from;
  const to = either(
    'orderCreationDateTo',
    textOrNull(body.orderCreationDateTo),
    'creationDateTo',
    textOrNull(body.creationDateTo),
  );
  if (!to.ok) return to;
  const fromField = body.orderCreationDateFrom ? 'orderCreationDateFrom' : 'creationDateFrom';
  const toField = body.orderCreationDateTo ? 'orderCreationDateTo' : 'creationDateTo';
  const range = dateRange(fromField, from.value, toField, to.value);
  if (!range.ok) return range;
  const safeDeal = idOf(body[brandedName(brand, 'SafeDealStatusId')]);
  const column = financeColumns(brand)[body.column ?? 'id'] ?? 'id';
  const page = body.pagination?.page ?? 1;
  const pageSize = body.pagination?.pageSize ?? FINANCE_PAGE_SIZE;
  return {
    ok: true,
    sellerId: idOf(body.sellerId),
    query: {
      orderId: orderId.value,
      statuses: filterStatuses(market, status.value, safeDeal),
      buyerName: textOrNull(body.buyerName)?.toLowerCase() ?? null,
      range: range.range,
    },
    sort: { column, ascending: body.sortByAscending ?? false },
    window: { page, pageSize, offset: (page - 1) * pageSize },
  };
}

// Replies ---------------------------------------------------------------------------------------------

/** The summary fields shared by the wholesale reply and the retail totals. */
function summary(brand: string, totals: FinanceTotals): FinanceSummary {
  return {
    totalAmountOfOrders: toRubles(totals.totalKopecks),
    amountFromSales: toRubles(totals.salesKopecks),
    nowReserved: toRubles(totals.reservedKopecks),
    refunds: toRubles(totals.refundsKopecks),
    [brandedName(brand, 'ComissionPrice')]: toRubles(totals.commissionKopecks),
  };
}

// A finance row's status id is its market's (rows of one call come from one market's table).

/** Reading A of the wholesale row (spec section 3). */
const wholesaleRow = (brand: string, row: FinanceRow, path: string): WholesaleFinanceRow => ({
  orderId: row.id,
  invoiceNumber: row.invoiceNumber,
  orderCreationDate: row.creationDate,
  buyerName: row.buyerName,
  [brandedName(brand, 'Percentage')]: row.percentage,
  invoicePath: path,
  totalAmountForTheOrderFromBuyer: row.total,
  paymentToTheSeller: row.payment,
  orderStatusId: row.statusId as WholesaleStatusId,
  [brandedName(brand, 'SafeDealStatusId')]: row.safeDealStatusId,
  ndsPrice: row.ndsPrice,
  disputeId: row.disputeId,
});

/** `number`: the retail order number, as on the retail order screens (`1000001`). */
const retailRow = (brand: string, row: FinanceRow): RetailFinanceRow => ({
  id: row.id,
  // A retail order always has its number (the shared row types it nullable for wholesale invoices).
  number: row.invoiceNumber ?? String(row.id),
  creationDate: row.creationDate,
  buyerName: row.buyerName,
  amount: row.total,
  paymentToTheSeller: row.payment,
  commission: row.commission,
  statusId: row.statusId as RetailStatusId,
  [brandedName(brand, 'SafeDealStatusId')]: row.safeDealStatusId,
  disputeId: row.disputeId,
});

export async function financeRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const { brand } = ctx;
  const options = (market: Market) => ({
    preHandler: app.requireSeller,
    preValidation: normaliseBody(brand),
    schema: { body: financeBodySchema(brand, market) },
  });

  /** Reads the body for the caller; a refusal is an envelope to send. */
  const read = (request: FastifyRequest<{ Body: FinanceBody }>, market: Market) => {
    const caller = sellerOf(request);
    const parsed = parseBody(request.body, brand, market);
    if (!parsed.ok) return { refusal: invalid(parsed.message) } as const;
    if (parsed.sellerId !== null && parsed.sellerId !== caller.sellerId) {
      return { refusal: notYours('sellerId') } as const;
    }
    return { caller, parsed, query: { ...parsed.query, sellerId: caller.sellerId } } as const;
  };

  const page = (market: Market, request: FastifyRequest<{ Body: FinanceBody }>) => {
    const r = read(request, market);
    if ('refusal' in r) return { refusal: r.refusal } as const;
    const now = ctx.now();
    const data: FinancePage = financePage(ctx.db, now, market, r.query, r.parsed.sort, r.parsed.window);
    return { data, sellerId: r.caller.sellerId, now } as const;
  };

  app.post<{ Body: FinanceBody }>('/Finances/GetOrderFinances', options('wholesale'), async (request) => {
    const result = page('wholesale', request);
    if ('refusal' in result) return result.refusal;
    const { data, sellerId, now } = result;
    return ok<WholesaleFinancesReply>({
      ...summary(brand, data.totals),
      pageCount: data.page.pageCount,
      [brandedName(brand, 'SafeDealWholesaleOrders')]: {
        results: data.page.results.map((row) =>
          wholesaleRow(brand, row, invoicePath(ctx.db, sellerId, row.id, now)),
        ),
        pageCount: data.page.pageCount,
        rowCount: data.page.rowCount,
      },
    });
  });

  app.post<{ Body: FinanceBody }>('/Finances/RetailOrderFinances', options('retail'), async (request) => {
    const result = page('retail', request);
    if ('refusal' in result) return result.refusal;
    const { data } = result;
    return ok<RetailFinancesReply>({
      results: data.page.results.map((row) => retailRow(brand, row)),
      pageCount: data.page.pageCount,
      rowCount: data.page.rowCount,
    });
  });

  app.post<{ Body: FinanceBody }>(
    '/Finances/RetailOrderFinancesTotals',
    options('retail'),
    async (request) => {
      const r = read(request, 'retail');
      if ('refusal' in r) return r.refusal;
      const totals = financeTotals(ctx.db, ctx.now(), 'retail', r.query);
      return ok<RetailFinanceTotalsReply>({ ...summary(brand, totals), ordersCount: totals.ordersCount });
    },
  );
}
