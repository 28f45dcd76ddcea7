import type { SafeDealStatusId } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one, placeholders, type SqlValue } from '../db/query.js';
import { basisPoints, percentOfKopecks, SafeDealStatus, toKopecks, toRubles } from '../../rules/index.js';
import { RetailStatus as R, WholesaleStatus as W } from '../../rules/index.js';
import {
  hasOpenDisputes,
  OPEN_DISPUTE_ID_SQL,
  OPEN_DISPUTE_ORDERS_SQL,
  openDisputeIdParams,
  openDisputeParams,
} from './disputesFinance.js';
import { WHOLESALE_STATUS_IDS } from './orders.js';
import {
  BUYER_NAME_MATCH,
  BUYER_NAME_SQL,
  listPage,
  pushCreatedRange,
  registerSqlFunctions,
  round2,
  type DateRange,
  type ListPage,
  type PageWindow,
} from './ordersCommon.js';
import { RETAIL_STATUS_IDS } from './ordersRetail.js';
import { sweepOverdue } from './ordersSweep.js';

/**
 * Finances (docs/contract/finances.md): computed on every call from the orders of the order
 * capability and the seller's commission percentage; nothing is stored.
 *
 * Money is counted in whole kopecks, in SQL and in JS alike, so the summary (SQL aggregates)
 * and the rows (JS) agree to the kopeck: total = round(total_amount × 100); commission =
 * (total × basis points + 5000) div 10000, i.e. total × percentage / 100 rounded half up.
 *
 * Every query is `seller_id = ? AND status_id IN (...)` (+ id, creation range, buyer): the
 * safe-deal status derives from the status id, so the order-status and safe-deal filters become
 * one status-id list, and `(seller_id, status_id, created_at, total_amount, buyer_id)` covers the
 * summary, a `GROUP BY status_id` whose per-status counts also place the page when the sort key
 * itself derives from the status (safe-deal status, payment / commission null or not).
 *
 * Disputes (docs/contract/disputes.md): an order with an open dispute (1, 2) has safe-deal
 * status 1 whatever its status. So a filter is a `StatusFilter` (statuses for orders without an
 * open dispute, statuses for orders with one), and the figures are kept per slice (status,
 * disputed or not): the disputed slices come from a second, small query over the seller's few
 * open disputes, made only when the seller has one in the market.
 */

export type SafeDealId = SafeDealStatusId;
export const SAFE_DEAL_IDS: readonly SafeDealId[] = [1, 2, 3, 4];

/** The wholesale finance filter's 'Доставлен': orders delivered to the buyer (6 shipped, 7 completed). */
export const DELIVERED_FILTER_STATUS = 100;
const DELIVERED_STATUS_IDS: readonly number[] = [W.Shipped, W.Completed];

export type Market = 'wholesale' | 'retail';

interface MarketDef {
  table: 'wholesale_orders' | 'retail_orders';
  statusIds: readonly number[];
  safeDealOf: ReadonlyMap<number, SafeDealId>;
  /** The invoice number (wholesale) or the order number (retail): code constants. */
  invoiceSql: string;
  /**
   * What the finance filter's `orderId` names: the order id (wholesale, whose order number is
   * its id) or the order number (retail, `number`, as the retail order screens show it).
   */
  orderNumber: { sql: string; param: (value: number) => SqlValue };
  ndsSql: string;
}

const safeDealMap = (groups: Record<SafeDealId, readonly number[]>): ReadonlyMap<number, SafeDealId> =>
  new Map(SAFE_DEAL_IDS.flatMap((sd) => groups[sd].map((status) => [status, sd] as const)));

/** Safe-deal status by order status (contract "Calculations"). */
export const WHOLESALE_SAFE_DEAL: Record<SafeDealId, readonly number[]> = {
  1: [W.NotSent, W.ReadyToSend, W.ReadyToShip, W.ShipmentOverdue, W.SendingOverdue, W.ReadinessOverdue],
  2: [W.InTransit, W.Shipped, W.Completed, W.DeliveryOverdue],
  3: [W.Cancelled],
  4: [W.NotPaid, W.PaymentOverdue, W.Declined],
};
export const RETAIL_SAFE_DEAL: Record<SafeDealId, readonly number[]> = {
  1: [R.NotSent, R.ReadyToShip, R.ReadinessOverdue, R.ShippingOverdue],
  2: [R.InTransit, R.Delivered, R.Completed, R.DeliveryOverdue],
  3: [R.Cancelled],
  4: [],
};

const MARKETS: Record<Market, MarketDef> = {
  wholesale: {
    table: 'wholesale_orders',
    statusIds: WHOLESALE_STATUS_IDS,
    safeDealOf: safeDealMap(WHOLESALE_SAFE_DEAL),
    invoiceSql: 'o.invoice_number',
    ndsSql: 'o.nds_amount',
    orderNumber: { sql: 'o.id', param: (value) => value },
  },
  retail: {
    table: 'retail_orders',
    statusIds: RETAIL_STATUS_IDS,
    safeDealOf: safeDealMap(RETAIL_SAFE_DEAL),
    invoiceSql: 'o.number',
    ndsSql: '0',
    // Numbers are stored as text of 7 digits (`1000001`).
    orderNumber: { sql: 'o.number', param: (value) => String(value) },
  },
};

/** Order statuses a finance filter may name: the market's ids; wholesale also 100. */
export const financeStatusIds = (market: Market): readonly number[] =>
  market === 'wholesale' ? [...WHOLESALE_STATUS_IDS, DELIVERED_FILTER_STATUS] : RETAIL_STATUS_IDS;

export const safeDealOf = (market: Market, statusId: number): SafeDealId | null =>
  MARKETS[market].safeDealOf.get(statusId) ?? null;

/** Commission and payment exist while the money is reserved or sent (safe-deal 1 and 2). */
const isPaidOut = (sd: SafeDealId | null): boolean =>
  sd === SafeDealStatus.Reserved || sd === SafeDealStatus.Sent;

/**
 * The orders a filter admits by status: orders without an open dispute whose status is in
 * `plain`, and orders with an open dispute (safe-deal 1) whose status is in `disputed`.
 */
export interface StatusFilter {
  plain: readonly number[];
  disputed: readonly number[];
}

/**
 * The filter of an order status (null = all, 100 = 6 and 7) and a safe-deal status (null = all):
 * the order status's ids, kept by the safe-deal status (from the status, or 1 for an open
 * dispute). May admit nothing (e.g. 'not paid' and 7).
 */
export function filterStatuses(
  market: Market,
  orderStatusId: number | null,
  safeDeal: number | null,
): StatusFilter {
  const def = MARKETS[market];
  let ids: readonly number[] = def.statusIds;
  if (orderStatusId !== null) {
    ids =
      market === 'wholesale' && orderStatusId === DELIVERED_FILTER_STATUS
        ? DELIVERED_STATUS_IDS
        : def.statusIds.filter((id) => id === orderStatusId);
  }
  return {
    plain: safeDeal === null ? [...ids] : ids.filter((id) => def.safeDealOf.get(id) === safeDeal),
    disputed: safeDeal === null || safeDeal === SafeDealStatus.Reserved ? [...ids] : [],
  };
}

const admitsNothing = (filter: StatusFilter): boolean =>
  filter.plain.length === 0 && filter.disputed.length === 0;

/** The safe-deal status of an order: 1 while it has an open dispute, else from its status. */
const sliceSafeDeal = (market: Market, statusId: number, disputed: boolean): SafeDealId | null =>
  disputed ? SafeDealStatus.Reserved : safeDealOf(market, statusId);

// Money ------------------------------------------------------------------------------------------

/**
 * The rows' formulas (rules/money.ts: toKopecks, percentOfKopecks) in SQL for the sums over
 * every matching order; integer arithmetic, and amounts are never negative, so SQL's half up is
 * the rules' half away from zero.
 */
const KOP_SQL = 'CAST(round(o.total_amount * 100) AS INTEGER)';
// The basis points are bound as a JS number (a REAL to SQLite): cast, so `/` divides integers.
const COMMISSION_SQL = `((${KOP_SQL} * CAST(? AS INTEGER) + 5000) / 10000)`;

/** The seller's commission percentage (5 = 5 %). */
export function commissionPercentage(db: Db, sellerId: number): number {
  return (
    one<{ value: number }>(db, 'SELECT commission_percentage AS value FROM sellers WHERE id = ?', sellerId)
      ?.value ?? 0
  );
}

// Query ------------------------------------------------------------------------------------------

export type FinanceColumn =
  | 'id'
  | 'invoiceNumber'
  | 'orderCreationDate'
  | 'buyerName'
  | 'total'
  | 'percentage'
  | 'ndsPrice'
  | 'payment'
  | 'commission'
  | 'orderStatusId'
  | 'safeDealStatusId';

export interface FinanceQuery {
  sellerId: number;
  /** The order number the filter names: the order id (wholesale) or `number` (retail). */
  orderId: number | null;
  /** From `filterStatuses`: the order-status and safe-deal filters as status lists. */
  statuses: StatusFilter;
  /** Lower-cased substring of the buyer's name. */
  buyerName: string | null;
  range: DateRange;
}

export interface FinanceSort {
  column: FinanceColumn;
  ascending: boolean;
}

/** Sums over every order the filter matches, in kopecks. */
export interface FinanceTotals {
  ordersCount: number;
  /** Σ total. */
  totalKopecks: number;
  /** Σ payment to the seller (safe-deal 1 and 2). */
  salesKopecks: number;
  /** Σ total of safe-deal 1. */
  reservedKopecks: number;
  /** Σ total of safe-deal 3. */
  refundsKopecks: number;
  /** Σ commission (safe-deal 1 and 2). */
  commissionKopecks: number;
}

export interface FinanceRow {
  id: number;
  invoiceNumber: string | null;
  creationDate: string;
  buyerName: string;
  percentage: number;
  total: number;
  /** null for safe-deal 3 and 4. */
  commission: number | null;
  payment: number | null;
  statusId: number;
  safeDealStatusId: SafeDealId | null;
  ndsPrice: number;
  /** The order's open dispute (its safe-deal status is then 1), else null. */
  disputeId: number | null;
}

interface StatusTotalsRow {
  statusId: number;
  n: number;
  totalKop: number;
  commissionKop: number;
}

/** Totals of one slice: the orders of one status with (or without) an open dispute. */
interface SliceTotalsRow extends StatusTotalsRow {
  disputed: boolean;
}

/** Order counts per status, apart for orders without and with an open dispute. */
interface SliceCounts {
  plain: ReadonlyMap<number, number>;
  disputed: ReadonlyMap<number, number>;
}

interface Condition {
  sql: string;
  params: SqlValue[];
}

const statusIn = (statuses: readonly number[]): Condition => ({
  sql: statuses.length === 1 ? 'o.status_id = ?' : `o.status_id IN (${placeholders(statuses)})`,
  params: [...statuses],
});

/**
 * The status part of a WHERE: statuses admitted with or without a dispute need no dispute test
 * (so a filter without a safe-deal status is the plain `status_id IN (...)`); the others test
 * the order against the seller's open disputes.
 */
function statusCondition(market: Market, sellerId: number, filter: StatusFilter): Condition {
  const both = filter.plain.filter((id) => filter.disputed.includes(id));
  const plainOnly = filter.plain.filter((id) => !filter.disputed.includes(id));
  const disputedOnly = filter.disputed.filter((id) => !filter.plain.includes(id));
  const open = openDisputeParams(sellerId, market === 'retail');
  const parts: Condition[] = [];
  if (both.length > 0) parts.push(statusIn(both));
  for (const [ids, test] of [
    [plainOnly, 'NOT IN'],
    [disputedOnly, 'IN'],
  ] as const) {
    if (ids.length === 0) continue;
    const status = statusIn(ids);
    parts.push({
      sql: `(${status.sql} AND o.id ${test} ${OPEN_DISPUTE_ORDERS_SQL})`,
      params: [...status.params, ...open],
    });
  }
  if (parts.length === 1 && parts[0]) return parts[0];
  return { sql: `(${parts.map((p) => p.sql).join(' OR ')})`, params: parts.flatMap((p) => p.params) };
}

/** The WHERE of every finance query; `filter` never admits nothing here. */
function condition(market: Market, q: FinanceQuery, filter: StatusFilter): Condition {
  const where = ['o.seller_id = ?'];
  const params: SqlValue[] = [q.sellerId];
  const status = statusCondition(market, q.sellerId, filter);
  where.push(status.sql);
  params.push(...status.params);
  if (q.orderId !== null) {
    const { orderNumber } = MARKETS[market];
    where.push(`${orderNumber.sql} = ?`);
    params.push(orderNumber.param(q.orderId));
  }
  pushCreatedRange(where, params, q.range);
  if (q.buyerName) {
    where.push(BUYER_NAME_MATCH);
    params.push(q.buyerName);
  }
  return { sql: where.join(' AND '), params };
}

/** Count, Σ total and Σ commission per status: one `GROUP BY status_id` over the covering index. */
function statusTotals(db: Db, market: Market, q: FinanceQuery, basisPoints: number): StatusTotalsRow[] {
  const where = condition(market, q, q.statuses);
  const table = MARKETS[market].table;
  // Named, so the plan never depends on SQLite's guesses (no statistics are kept).
  const index = q.orderId === null ? `INDEXED BY ${table}_seller_status` : '';
  return all<StatusTotalsRow>(
    db,
    `SELECT o.status_id AS statusId, COUNT(*) AS n, SUM(${KOP_SQL}) AS totalKop,
       SUM(${COMMISSION_SQL}) AS commissionKop
     FROM ${table} o ${index} WHERE ${where.sql} GROUP BY o.status_id`,
    basisPoints,
    ...where.params,
  );
}

/**
 * The same figures over the matching orders that have an open dispute: read from the seller's
 * few open disputes (CROSS JOIN keeps them the outer loop), each order found by its id.
 */
function disputedTotals(db: Db, market: Market, q: FinanceQuery, basisPoints: number): StatusTotalsRow[] {
  const where = condition(market, q, q.statuses);
  return all<StatusTotalsRow>(
    db,
    `SELECT o.status_id AS statusId, COUNT(*) AS n, SUM(${KOP_SQL}) AS totalKop,
       SUM(${COMMISSION_SQL}) AS commissionKop
     FROM disputes d CROSS JOIN ${MARKETS[market].table} o ON o.id = d.order_id
     WHERE d.seller_id = ? AND d.is_retail = ? AND d.status_id IN (?, ?) AND ${where.sql}
     GROUP BY o.status_id`,
    basisPoints,
    ...openDisputeParams(q.sellerId, market === 'retail'),
    ...where.params,
  );
}

/** The figures per slice: every status's orders, split into those without and with an open dispute. */
function sliceTotals(db: Db, market: Market, q: FinanceQuery, basisPoints: number): SliceTotalsRow[] {
  if (admitsNothing(q.statuses)) return [];
  const all = statusTotals(db, market, q, basisPoints);
  if (!hasOpenDisputes(db, q.sellerId, market === 'retail')) {
    return all.map((row) => ({ ...row, disputed: false }));
  }
  const disputed = new Map(disputedTotals(db, market, q, basisPoints).map((row) => [row.statusId, row]));
  return all.flatMap((row): SliceTotalsRow[] => {
    const d = disputed.get(row.statusId);
    if (!d) return [{ ...row, disputed: false }];
    const plain = {
      statusId: row.statusId,
      n: row.n - d.n,
      totalKop: row.totalKop - d.totalKop,
      commissionKop: row.commissionKop - d.commissionKop,
      disputed: false,
    };
    return [...(plain.n > 0 ? [plain] : []), { ...d, disputed: true }];
  });
}

function combine(market: Market, rows: readonly SliceTotalsRow[]): FinanceTotals {
  const totals: FinanceTotals = {
    ordersCount: 0,
    totalKopecks: 0,
    salesKopecks: 0,
    reservedKopecks: 0,
    refundsKopecks: 0,
    commissionKopecks: 0,
  };
  for (const row of rows) {
    const sd = sliceSafeDeal(market, row.statusId, row.disputed);
    totals.ordersCount += row.n;
    totals.totalKopecks += row.totalKop;
    if (sd === SafeDealStatus.Reserved) totals.reservedKopecks += row.totalKop;
    if (sd === SafeDealStatus.ReturnIssued) totals.refundsKopecks += row.totalKop;
    if (isPaidOut(sd)) {
      totals.commissionKopecks += row.commissionKop;
      totals.salesKopecks += row.totalKop - row.commissionKop;
    }
  }
  return totals;
}

// Sorting --------------------------------------------------------------------------------------------

/** What a run of the result is ordered by (ties always by id in the same direction). */
type SortKey = 'id' | 'created' | 'total' | 'invoice' | 'nds' | 'buyer';

interface KeyDef {
  /** ORDER BY before the id tie-break. */
  sql: string | null;
  /** An index (seller_id, key) whose order is the sort order; null = the table itself (rowid). */
  walk: string | null | undefined;
  /** The key is in the covering status index (sorting the matches reads no table row). */
  covered: boolean;
  joinBuyer?: boolean;
}

function keyDef(market: Market, key: SortKey): KeyDef {
  const t = MARKETS[market].table;
  switch (key) {
    case 'created':
      return { sql: 'o.created_at', walk: `${t}_seller_created`, covered: true };
    case 'total':
      return { sql: 'o.total_amount', walk: `${t}_seller_total`, covered: true };
    case 'invoice':
      return market === 'wholesale'
        ? { sql: 'o.invoice_number', walk: 'wholesale_orders_seller_invoice', covered: false }
        : { sql: 'o.number', walk: 'retail_orders_seller_number', covered: false };
    case 'nds':
      return market === 'wholesale'
        ? { sql: 'o.nds_amount', walk: 'wholesale_orders_seller_nds', covered: false }
        : { sql: null, walk: null, covered: true };
    case 'buyer':
      return { sql: BUYER_NAME_SQL, walk: undefined, covered: true, joinBuyer: true };
    default:
      return { sql: null, walk: null, covered: true };
  }
}

/**
 * A run of the sorted result whose statuses are known: the result is the segments one after the
 * other. A sort key that derives from the status (safe-deal status, order status; payment and
 * commission are null outside safe-deal 1 and 2) splits into such runs, and the per-status
 * counts of the summary say which run(s) hold the page, so no query sorts by an expression.
 */
interface Segment {
  statuses: StatusFilter;
  key: SortKey;
}

function segments(market: Market, filter: StatusFilter, sort: FinanceSort): readonly Segment[] {
  const sdOf = (id: number) => MARKETS[market].safeDealOf.get(id) ?? null;
  const inOrder = <T>(list: readonly T[]): readonly T[] => (sort.ascending ? list : [...list].reverse());
  const { plain, disputed } = filter;
  switch (sort.column) {
    case 'safeDealStatusId':
      // Disputed orders are safe-deal 1 whatever their status.
      return inOrder(SAFE_DEAL_IDS).map((sd) => ({
        statuses: {
          plain: plain.filter((id) => sdOf(id) === sd),
          disputed: sd === SafeDealStatus.Reserved ? disputed : [],
        },
        key: 'id',
      }));
    case 'orderStatusId':
      return inOrder([...new Set([...plain, ...disputed])].sort((a, b) => a - b)).map((id) => ({
        statuses: { plain: plain.filter((p) => p === id), disputed: disputed.filter((d) => d === id) },
        key: 'id',
      }));
    case 'payment':
    case 'commission': {
      // Both grow with the total (one percentage per seller); null (safe-deal 3, 4) sorts first
      // ascending and last descending, as SQL orders NULL. Disputed orders (safe-deal 1) are paid.
      const unpaid: Segment = {
        statuses: { plain: plain.filter((id) => !isPaidOut(sdOf(id))), disputed: [] },
        key: 'id',
      };
      const paid: Segment = {
        statuses: { plain: plain.filter((id) => isPaidOut(sdOf(id))), disputed },
        key: 'total',
      };
      return inOrder([unpaid, paid]);
    }
    case 'invoiceNumber':
      return [{ statuses: filter, key: 'invoice' }];
    case 'orderCreationDate':
      return [{ statuses: filter, key: 'created' }];
    case 'buyerName':
      return [{ statuses: filter, key: 'buyer' }];
    case 'total':
      return [{ statuses: filter, key: 'total' }];
    case 'ndsPrice':
      return [{ statuses: filter, key: 'nds' }];
    default:
      // id, and the percentage (one value per seller, so the order is the id's).
      return [{ statuses: filter, key: 'id' }];
  }
}

/** Relative costs per row (measured at 100,000 orders): reading the table in rowid order, walking an
 * index and reading each row, sorting matches from the covering index, and sorting them by a
 * column that only the table has. */
const COST = { walkTable: 0.1, walkIndex: 0.3, sortCovered: 0.1, sortJoined: 0.3, sortTable: 1.5 } as const;

/**
 * One window of one segment. Two plans, chosen here rather than left to SQLite (which keeps no
 * statistics here and would, for instance, walk a creation-date range over most of the table):
 * - sort: collect the matches from the covering `(seller_id, status_id, created_at,
 *   total_amount, buyer_id)` index (one range per status) and sort them: cost ∝ matches.
 * - walk: read the seller's orders in sort order (the table by rowid, or a `(seller_id, key)`
 *   index) and keep the matching ones until the window is full: cost ∝ window × table / matches
 *   when the matches are spread evenly. Tried when that is clearly cheaper, with a budget of
 *   rows equal to the sort's cost; matches bunched at the far end exhaust the budget and the
 *   sort runs after all, so a walk never costs more than about one extra sort.
 */
function segmentIds(
  db: Db,
  market: Market,
  q: FinanceQuery,
  segment: Segment,
  dir: string,
  size: number,
  tableSize: number,
  take: number,
  skip: number,
): number[] {
  const def = keyDef(market, segment.key);
  const table = MARKETS[market].table;
  const where = condition(market, q, segment.statuses);
  const orderBy = def.sql === null ? `o.id ${dir}` : `${def.sql} ${dir}, o.id ${dir}`;
  if (q.orderId !== null) {
    // At most one order: the primary key (wholesale) or the unique number (retail) finds it.
    return all<{ id: number }>(
      db,
      `SELECT o.id FROM ${table} o WHERE ${where.sql} LIMIT ? OFFSET ?`,
      ...where.params,
      take,
      skip,
    ).map((r) => r.id);
  }
  const sortCost =
    size * (def.covered ? (def.joinBuyer ? COST.sortJoined : COST.sortCovered) : COST.sortTable);
  if (def.walk !== undefined) {
    const perRow = def.walk === null ? COST.walkTable : COST.walkIndex;
    const expected = ((skip + take) * tableSize) / size;
    if (expected * perRow * 2 <= sortCost) {
      const budget = Math.ceil(sortCost / perRow);
      const found = walkIds(db, table, q, def, where, dir, budget, take, skip);
      if (found.length === take) return found;
    }
  }
  const join = def.joinBuyer ? 'JOIN users u ON u.id = o.buyer_id' : '';
  return all<{ id: number }>(
    db,
    `SELECT o.id FROM ${table} o INDEXED BY ${table}_seller_status ${join} WHERE ${where.sql}
     ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
    ...where.params,
    take,
    skip,
  ).map((r) => r.id);
}

/**
 * The walk: the first `budget` orders of the seller in sort order (a co-routine that SQLite reads
 * lazily, so it stops as soon as the window is full), filtered. Fewer than `take` ids means the
 * budget ran out.
 */
function walkIds(
  db: Db,
  table: string,
  q: FinanceQuery,
  def: KeyDef,
  where: Condition,
  dir: string,
  budget: number,
  take: number,
  skip: number,
): number[] {
  const key = def.sql ?? 'o.id';
  const source = def.walk === null ? 'NOT INDEXED' : `INDEXED BY ${def.walk}`;
  // The creation range narrows the walk itself when the walk is in creation order.
  const range: string[] = [];
  const rangeParams: SqlValue[] = [];
  if (def.walk === `${table}_seller_created`) pushCreatedRange(range, rangeParams, q.range);
  // The outer ORDER BY repeats the inner one in terms SQLite recognises, so it sorts nothing.
  const innerOrder = def.sql === null ? `k ${dir}` : `${key} ${dir}, o.id ${dir}`;
  const outerOrder = def.sql === null ? `o.k ${dir}` : `o.k ${dir}, o.id ${dir}`;
  return all<{ id: number }>(
    db,
    `SELECT o.id FROM (
       SELECT o.id, o.seller_id, o.status_id, o.created_at, o.buyer_id, ${key} AS k
       FROM ${table} o ${source} WHERE o.seller_id = ? ${range.map((c) => `AND ${c}`).join(' ')}
       ORDER BY ${innerOrder} LIMIT ?
     ) o WHERE ${where.sql} ORDER BY ${outerOrder} LIMIT ? OFFSET ?`,
    q.sellerId,
    ...rangeParams,
    budget,
    ...where.params,
    take,
    skip,
  ).map((r) => r.id);
}

/** The ids of one page, in order, taken from the segments that the window covers. */
function pageIds(
  db: Db,
  market: Market,
  q: FinanceQuery,
  sort: FinanceSort,
  counts: SliceCounts,
  window: PageWindow,
): number[] {
  const table = MARKETS[market].table;
  const tableSize = one<{ value: number | null }>(db, `SELECT MAX(id) AS value FROM ${table}`)?.value ?? 0;
  const dir = sort.ascending ? 'ASC' : 'DESC';
  const ids: number[] = [];
  let skip = window.offset;
  let need = window.pageSize;
  for (const segment of segments(market, q.statuses, sort)) {
    if (need === 0) break;
    const size =
      segment.statuses.plain.reduce((sum, id) => sum + (counts.plain.get(id) ?? 0), 0) +
      segment.statuses.disputed.reduce((sum, id) => sum + (counts.disputed.get(id) ?? 0), 0);
    if (skip >= size) {
      skip -= size;
      continue;
    }
    const take = Math.min(need, size - skip);
    ids.push(...segmentIds(db, market, q, segment, dir, size, tableSize, take, skip));
    need -= take;
    skip = 0;
  }
  return ids;
}

interface PageRow {
  id: number;
  status_id: number;
  total_amount: number;
  created_at: string;
  invoice: string | null;
  nds: number;
  buyer_name: string;
  dispute_id: number | null;
}

function loadRows(db: Db, market: Market, ids: readonly number[], percentage: number): FinanceRow[] {
  if (ids.length === 0) return [];
  const def = MARKETS[market];
  const rows = all<PageRow>(
    db,
    `SELECT o.id, o.status_id, o.total_amount, o.created_at, ${def.invoiceSql} AS invoice, ${def.ndsSql} AS nds,
       ${BUYER_NAME_SQL} AS buyer_name, ${OPEN_DISPUTE_ID_SQL} AS dispute_id
     FROM ${def.table} o JOIN users u ON u.id = o.buyer_id WHERE o.id IN (${placeholders(ids)})`,
    ...openDisputeIdParams(market === 'retail'),
    ...ids,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const sd = sliceSafeDeal(market, row.status_id, row.dispute_id !== null);
    const total = toKopecks(row.total_amount);
    const commission = isPaidOut(sd) ? percentOfKopecks(total, percentage) : null;
    return [
      {
        id: row.id,
        invoiceNumber: row.invoice,
        creationDate: row.created_at,
        buyerName: row.buyer_name,
        percentage,
        total: toRubles(total),
        commission: commission === null ? null : toRubles(commission),
        payment: commission === null ? null : toRubles(total - commission),
        statusId: row.status_id,
        safeDealStatusId: sd,
        ndsPrice: round2(row.nds),
        disputeId: row.dispute_id,
      },
    ];
  });
}

// Calls ----------------------------------------------------------------------------------------------

export interface FinancePage {
  totals: FinanceTotals;
  page: ListPage<FinanceRow>;
}

const queryTotals = (db: Db, market: Market, q: FinanceQuery, percentage: number) =>
  sliceTotals(db, market, q, basisPoints(percentage));

/** Totals over every matching order (the overdue sweep first, as every orders read). */
export function financeTotals(db: Db, now: number, market: Market, q: FinanceQuery): FinanceTotals {
  registerSqlFunctions(db);
  sweepOverdue(db, now);
  return combine(market, queryTotals(db, market, q, commissionPercentage(db, q.sellerId)));
}

/** The totals and one sorted page; `rowCount` is the totals' order count. */
export function financePage(
  db: Db,
  now: number,
  market: Market,
  q: FinanceQuery,
  sort: FinanceSort,
  window: PageWindow,
): FinancePage {
  registerSqlFunctions(db);
  sweepOverdue(db, now);
  const percentage = commissionPercentage(db, q.sellerId);
  const perSlice = queryTotals(db, market, q, percentage);
  const totals = combine(market, perSlice);
  const countsOf = (disputed: boolean) =>
    new Map(perSlice.filter((row) => row.disputed === disputed).map((row) => [row.statusId, row.n]));
  const counts: SliceCounts = { plain: countsOf(false), disputed: countsOf(true) };
  const ids = window.offset >= totals.ordersCount ? [] : pageIds(db, market, q, sort, counts, window);
  return {
    totals,
    page: listPage(loadRows(db, market, ids, percentage), totals.ordersCount, window.pageSize),
  };
}
