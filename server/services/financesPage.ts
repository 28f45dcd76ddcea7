import type { Db } from '../db/index.js';
import { one } from '../db/query.js';
import { basisPoints } from '../../rules/index.js';
import { listPage, registerSqlFunctions, type ListPage, type PageWindow } from './ordersCommon.js';
import { sweepOverdue } from './ordersSweep.js';
import { MARKETS, type Market } from './financesRules.js';
import type { FinanceQuery, FinanceSort } from './financesQuery.js';
import { combine, commissionPercentage, sliceTotals, type FinanceTotals } from './financesTotals.js';
import { segmentIds, segments } from './financesPlan.js';
import { loadRows, type FinanceRow } from './financesRows.js';

/**
 * Finances (docs/contract/finances.md): computed on every call from the orders of the order
 * capability and the seller's commission percentage; nothing is stored. The rules are in
 * financesRules.ts, the shared WHERE in financesQuery.ts, the summary in financesTotals.ts, the
 * page's plan in financesPlan.ts and its rows in financesRows.ts.
 */

/** Order counts per status, apart for orders without and with an open dispute. */
interface SliceCounts {
  plain: ReadonlyMap<number, number>;
  disputed: ReadonlyMap<number, number>;
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
