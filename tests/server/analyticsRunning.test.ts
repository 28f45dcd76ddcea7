import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsPeriod } from '../../contract/index.js';
import { all, one, run } from '../../server/db/query.js';
import { productTotals, type ProductTotal } from '../../server/services/analyticsProductTotals.js';
import { MARKETS, RETAIL_RULES, WHOLESALE_RULES, type MarketRules } from '../../server/services/analyticsRules.js';
import { createTestServer, type TestServer } from './helpers.js';

/**
 * The per-product running totals (migration 016) against the order lines themselves, after the
 * demo seed and after writes of every kind on old orders (the triggers update later days).
 */

let server: TestServer;
let sellerId: number;

beforeAll(async () => {
  server = await createTestServer();
  sellerId = one<{ id: number }>(server.db, 'SELECT id FROM sellers ORDER BY id LIMIT 1')!.id;
});
afterAll(() => server.app.close());

/** Σ sold lines per product of the period, straight from the order tables. */
function fromLines(period: AnalyticsPeriod): ProductTotal[] {
  const parts = MARKETS.map(
    (m) => `SELECT l.product_id, l.quantity, l.amount FROM ${m.lines} l JOIN ${m.orders} o ON o.id = l.order_id
      WHERE o.seller_id = ? AND l.product_id IS NOT NULL AND o.status_id IN (${m.sold.join(', ')})
        AND date(o.created_at, '+3 hours') BETWEEN ? AND ?`,
  );
  return all<ProductTotal>(
    server.db,
    `SELECT product_id AS productId, SUM(quantity) AS quantity, round(SUM(amount), 2) AS amount, COUNT(*) AS lines
     FROM (${parts.join(' UNION ALL ')}) GROUP BY product_id ORDER BY product_id`,
    ...MARKETS.flatMap(() => [sellerId, period.dateFrom, period.dateTo]),
  );
}

const PERIODS: AnalyticsPeriod[] = [
  { dateFrom: '2025-03-18', dateTo: '2026-03-18', days: 366 },
  { dateFrom: '2025-12-20', dateTo: '2026-02-10', days: 53 },
  { dateFrom: '2026-03-01', dateTo: '2026-03-01', days: 1 },
];

function expectSame(): void {
  for (const period of PERIODS) {
    const read = productTotals(server.db, sellerId, period).sort((a, b) => a.productId - b.productId);
    expect(read).toEqual(fromLines(period));
  }
}

const oldestSold = (rules: MarketRules, sold: boolean) =>
  one<{ id: number }>(
    server.db,
    `SELECT o.id FROM ${rules.orders} o WHERE o.seller_id = ? AND o.status_id ${sold ? '' : 'NOT'} IN (${rules.sold.join(', ')})
       AND EXISTS (SELECT 1 FROM ${rules.lines} l WHERE l.order_id = o.id) ORDER BY o.created_at LIMIT 1`,
    sellerId,
  )!.id;

describe('analytics_products_running', () => {
  it('matches the lines after the seed (back-fill and triggers)', () => {
    expect(fromLines(PERIODS[0]!).length).toBeGreaterThan(0);
    expectSame();
  });

  it('follows status changes, line edits, moves and deletes on old orders', () => {
    for (const rules of [WHOLESALE_RULES, RETAIL_RULES]) {
      const sold = oldestSold(rules, true);
      const unsold = oldestSold(rules, false);
      run(server.db, `UPDATE ${rules.orders} SET status_id = ? WHERE id = ?`, rules.cancelled[0]!, sold);
      run(server.db, `UPDATE ${rules.orders} SET status_id = ? WHERE id = ?`, rules.sold[0]!, unsold);
      expectSame();
      const line = one<{ id: number; product_id: number }>(
        server.db,
        `SELECT id, product_id FROM ${rules.lines} WHERE order_id = ? LIMIT 1`,
        unsold,
      )!;
      run(server.db, `UPDATE ${rules.lines} SET quantity = quantity + 3, amount = amount + 10.1 WHERE id = ?`, line.id);
      expectSame();
      run(server.db, `UPDATE ${rules.orders} SET created_at = '2025-12-31T22:30:00.000Z' WHERE id = ?`, unsold);
      expectSame();
      run(server.db, `DELETE FROM ${rules.lines} WHERE id = ?`, line.id);
      expectSame();
    }
  });
});
