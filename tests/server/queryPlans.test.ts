import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.js';
import { one } from '../../server/db/query.js';
import { dashboardStatistics } from '../../server/services/dashboard.js';
import { registerSqlFunctions, type DateRange } from '../../server/services/ordersCommon.js';
import {
  listWholesaleOrders,
  SORT_COLUMNS,
  type SortColumn,
} from '../../server/services/ordersWholesaleList.js';
import { addWholesale } from './analyticsHelpers.js';
import { createTestServer, type TestServer } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';

/**
 * How SQLite answers the hot reads at any size (README "Tests", the bench figures): the plans are taken from
 * the small demo database, without statistics, so they do not depend on ANALYZE. The orders page
 * walks an index in its sort order (migration 020) and the dashboard's sales read the order
 * totals (migration 022), not the orders.
 */

let server: TestServer;
let seller: SellerSession;
beforeAll(async () => {
  server = await createTestServer();
  seller = await sellerSession(server.app);
  registerSqlFunctions(server.db);
  // An order of each status the tests filter on, in the range, so every page runs its query.
  const buyerId = one<{ id: number }>(server.db, 'SELECT buyer_id AS id FROM wholesale_orders LIMIT 1')!.id;
  for (const statusId of [1, 2, 6, 23]) {
    addWholesale(server, seller.sellerId, {
      buyerId,
      statusId,
      total: 100,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
  }
});
afterAll(() => server.app.close());

interface PlanStep {
  id: number;
  parent: number;
  detail: string;
}

/** The statements `read` prepares (query.ts prepares each text once per database object). */
function statementsOf(read: (db: Db) => void): string[] {
  const db = server.db;
  const statements: string[] = [];
  const prepare = db.prepare.bind(db);
  const recorder = Object.create(db) as Db;
  recorder.prepare = ((sql: string) => {
    statements.push(sql);
    return prepare(sql);
  }) as Db['prepare'];
  read(recorder);
  return statements;
}

function planOf(sql: string): PlanStep[] {
  const params = Array.from({ length: (sql.match(/\?/g) ?? []).length }, () => 1);
  return server.db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as PlanStep[];
}

/** The steps under the node whose detail is `root` (the page's inner id query, `CO-ROUTINE page`). */
function stepsUnder(plan: PlanStep[], root: string): string[] {
  const top = plan.find((step) => step.detail === root);
  if (!top) return [];
  const ids = new Set([top.id]);
  const found: string[] = [];
  for (const step of plan) {
    if (!ids.has(step.parent)) continue;
    ids.add(step.id);
    found.push(step.detail);
  }
  return found;
}

const ORDERS_TABLES = /\b(wholesale_orders|retail_orders)\b/;
const RANGE: DateRange = { from: '2026-01-01T21:00:00.000Z', until: '2026-03-18T21:00:00.000Z' };

/** The statements of one wholesale page (the sweep, the COUNT, the page) and their plans. */
function wholesalePage(statusId: number | null, column: SortColumn, range = RANGE) {
  const statements = statementsOf((db) =>
    listWholesaleOrders(db, server.clock.now, {
      sellerId: seller.sellerId,
      buyerId: null,
      statusId,
      shippingMethodId: null,
      range,
      window: { page: 1, pageSize: 12, offset: 0 },
      column,
      ascending: false,
    }),
  );
  const count = statements.find((sql) => sql.includes('SELECT COUNT(*)'));
  const page = statements.find((sql) => sql.includes('LIMIT ? OFFSET ?'));
  if (!count || !page) throw new Error(`no COUNT or page among ${statements.length} statements`);
  return {
    statements,
    count: planOf(count).map((s) => s.detail),
    page: stepsUnder(planOf(page), 'CO-ROUTINE page'),
  };
}

describe('the wholesale orders page (GetAllOrdersByFilter)', () => {
  it('a status tab sorted by creation date seeks the status and the range in creation order: no sort', () => {
    for (const statusId of [2, 23, 30]) {
      const { count, page } = wholesalePage(statusId, 'creationDate');
      const seek =
        /^SEARCH o USING COVERING INDEX wholesale_orders_status_by_created \(seller_id=\? AND status_id=\? AND created_at>\? AND created_at<\?\)$/;
      expect(page[0], `page of ${statusId}`).toMatch(seek);
      expect(page.join('\n')).not.toMatch(/TEMP B-TREE/);
      expect(count).toHaveLength(1);
      expect(count[0], `count of ${statusId}`).toMatch(seek);
    }
  });

  it.each([
    [2, 'id', 'wholesale_orders_status_by_id (seller_id=? AND status_id=?)'],
    [2, 'totalAmount', 'wholesale_orders_status_by_total (seller_id=? AND status_id=?)'],
    [2, 'statusId', 'wholesale_orders_status_by_id (seller_id=? AND status_id=?)'],
    [null, 'id', 'wholesale_orders_list_by_id (seller_id=?)'],
    [
      null,
      'creationDate',
      'wholesale_orders_list_by_created (seller_id=? AND created_at>? AND created_at<?)',
    ],
    [null, 'totalAmount', 'wholesale_orders_list_by_total (seller_id=?)'],
    [null, 'statusId', 'wholesale_orders_status_by_id (seller_id=?)'],
  ] as const)('status %s sorted by %s walks %s in its order', (statusId, column, index) => {
    const { page } = wholesalePage(statusId, column);
    expect(page).toEqual([`SEARCH o USING COVERING INDEX ${index}`]);
  });

  it('every statement of every sort reads the orders from an index (the page’s rows by id), never a scan', () => {
    for (const statusId of [null, 1, 30])
      for (const column of Object.keys(SORT_COLUMNS) as SortColumn[])
        for (const range of [RANGE, { from: null, until: null }]) {
          for (const sql of wholesalePage(statusId, column, range).statements) {
            const steps = planOf(sql).map((s) => s.detail);
            for (const step of steps.filter(
              (detail) => ORDERS_TABLES.test(detail) || /^(SEARCH|SCAN) o\b/.test(detail),
            )) {
              // The page's twelve rows are read by id; everything else comes from an index.
              expect(step, `${statusId} ${column}: ${sql}`).toMatch(
                /^SEARCH (\w+) USING (COVERING INDEX \w+_(due|by_\w+) |INTEGER PRIMARY KEY \(rowid=\?\))/,
              );
            }
          }
        }
  });
});

describe('the dashboard statistics (GetDashboardStatistics)', () => {
  it('sums the order totals by their key and counts buyers by one seek each', () => {
    const statements = statementsOf((db) =>
      dashboardStatistics(db, seller.userId, seller.sellerId, server.clock.now),
    );
    const steps = statements.flatMap((sql) => planOf(sql).map((s) => s.detail));
    const totals = steps.filter((detail) => detail.includes('order_totals_monthly'));
    expect(totals.length).toBeGreaterThan(0);
    for (const step of totals) {
      expect(step).toBe('SEARCH order_totals_monthly USING PRIMARY KEY (seller_id=? AND month>?)');
    }
    const orders = steps.filter((detail) => ORDERS_TABLES.test(detail));
    expect(orders).toEqual([
      'SEARCH wholesale_orders USING COVERING INDEX wholesale_orders_seller_buyer (seller_id=?)',
      'SEARCH wholesale_orders USING COVERING INDEX wholesale_orders_seller_buyer (seller_id=? AND buyer_id>?)',
      'SEARCH retail_orders USING COVERING INDEX retail_orders_seller_buyer (seller_id=?)',
      'SEARCH retail_orders USING COVERING INDEX retail_orders_seller_buyer (seller_id=? AND buyer_id>?)',
    ]);
  });
});
