import type { Db } from '../db/index.js';
import { all, type SqlValue } from '../db/query.js';
import { SafeDealStatus } from '../../rules/index.js';
import { BUYER_NAME_SQL, pushCreatedRange } from './ordersCommon.js';
import { isPaidOut, MARKETS, SAFE_DEAL_IDS, type Market, type StatusFilter } from './financesRules.js';
import { condition, type Condition, type FinanceQuery, type FinanceSort } from './financesQuery.js';

/** The finance query planner: which runs of the sorted result hold a page, and how to read each run. */

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
export interface Segment {
  statuses: StatusFilter;
  key: SortKey;
}

export function segments(market: Market, filter: StatusFilter, sort: FinanceSort): readonly Segment[] {
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
export function segmentIds(
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
