import type { Db } from '../db/index.js';
import { all, one } from '../db/query.js';
import { SafeDealStatus } from '../../rules/index.js';
import { hasOpenDisputes, openDisputeParams } from './disputesFinance.js';
import { admitsNothing, isPaidOut, MARKETS, sliceSafeDeal, type Market } from './financesRules.js';
import { condition, type FinanceQuery } from './financesQuery.js';

/**
 * The finance summary: sums over every order a filter matches, in SQL.
 *
 * Money is counted in whole kopecks, in SQL and in JS alike, so the summary (SQL aggregates)
 * and the rows (JS) agree to the kopeck: total = round(total_amount × 100); commission = the
 * rule's `percentOfKopecks` (total × percentage / 100, rounded half away from zero).
 *
 * The figures are kept per slice (status, disputed or not): the disputed slices come from a
 * second, small query over the seller's few open disputes, made only when the seller has one in
 * the market.
 */

/**
 * The rows' formulas for the sums over every matching order. The commission is the rule itself
 * (`commission_of` calls rules/money.ts `basisPointsOfKopecks`, server/db/ruleFunctions.ts). Rubles to
 * kopecks stays SQL's `round`: stored amounts have two decimals at most, so it is `toKopecks`
 * exactly, and the rule's call per order would cost four times the whole query (68 against 16 ms
 * at 100,000 orders).
 */
const KOP_SQL = 'CAST(round(o.total_amount * 100) AS INTEGER)';
// The basis points are bound as a JS number: cast, so the rule gets an integer.
const COMMISSION_SQL = `commission_of(${KOP_SQL}, CAST(? AS INTEGER))`;

/** The seller's commission percentage (5 = 5 %). */
export function commissionPercentage(db: Db, sellerId: number): number {
  return (
    one<{ value: number }>(db, 'SELECT commission_percentage AS value FROM sellers WHERE id = ?', sellerId)
      ?.value ?? 0
  );
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

interface StatusTotalsRow {
  statusId: number;
  n: number;
  totalKop: number;
  commissionKop: number;
}

/** Totals of one slice: the orders of one status with (or without) an open dispute. */
export interface SliceTotalsRow extends StatusTotalsRow {
  disputed: boolean;
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
export function sliceTotals(db: Db, market: Market, q: FinanceQuery, basisPoints: number): SliceTotalsRow[] {
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

export function combine(market: Market, rows: readonly SliceTotalsRow[]): FinanceTotals {
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
