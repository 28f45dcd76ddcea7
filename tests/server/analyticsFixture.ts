import { all, one, run } from '../../server/db/query.js';
import type { TestServer } from './helpers.js';
import type { SellerSession } from './ordersHelpers.js';
import { addHistory, addRetail, addWholesale, storeOf } from './analyticsHelpers.js';

/**
 * The fixture of the analytics tests. The period is 2024-01-30 .. 2024-02-02 (Moscow days, across
 * a month end), the previous period 2024-01-26 .. 2024-01-29. Figures by hand:
 *
 * | order | market | Moscow day | status | total | buyer | lines |
 * |---|---|---|---|---|---|---|
 * | W0 | wholesale | 01-27 (previous) | 5 | 400 | B1 | P2 ×4 = 400 |
 * | W1 | wholesale | 01-30 00:30 | 7 | 1000 | B1 | P1 ×2 = 800; shipped 12 h after creation |
 * | W2 | wholesale | 01-30 23:59 | 1 (not paid) | 500 | B2 | — |
 * | W3 | wholesale | 02-01 | 24 (cancelled) | 300 | B1 | — |
 * | W4 | wholesale | 02-02 23:00 | 8 (overdue) | 200.50 | B2 | P2 ×1 = 200.50 |
 * | W5 | wholesale | 02-03 00:00 (after) | 7 | 9999 | B1 | — |
 * | R1 | retail | 01-31 | 5 | 150.25 | B3 | P1 ×1 = 150.25; shipped 6 h after creation |
 * | R2 | retail | 02-01 | 6 (cancelled) | 70 | B3 | — |
 * | R3 | retail | 02-01 | 15 (overdue) | 49.75 | B1 | P3 ×3 = 49.75 |
 * | X1 | wholesale, the other seller | 01-31 | 7 | 100000 | B1 | — |
 *
 * P1 and P2 are in category C, P3 has none. B1 and B2 live in country K, B3 has no country.
 */

export const PERIOD = { DateFrom: '2024-01-30', DateTo: '2024-02-02' };

export interface Fixture {
  buyers: [number, number, number];
  products: [number, number, number];
  categoryId: number;
  countryId: number;
  w2: number;
}

export function seedFixture(server: TestServer, seller: SellerSession, other: SellerSession): Fixture {
  const db = server.db;
  const buyerIds = all<{ id: number }>(
    db,
    'SELECT id FROM users WHERE id NOT IN (SELECT user_id FROM sellers) ORDER BY id LIMIT 3',
  ).map((r) => r.id);
  const productIds = all<{ id: number }>(
    db,
    'SELECT id FROM products WHERE store_id = ? AND list_status = 1 ORDER BY id LIMIT 3',
    storeOf(server, seller.sellerId),
  ).map((r) => r.id);
  const [b1, b2, b3] = buyerIds as [number, number, number];
  const [p1, p2, p3] = productIds as [number, number, number];
  const categoryId = one<{ id: number }>(db, 'SELECT id FROM categories ORDER BY id LIMIT 1')!.id;
  const countryId = one<{ id: number }>(db, 'SELECT id FROM countries ORDER BY id LIMIT 1')!.id;
  run(db, 'UPDATE products SET first_category_id = ? WHERE id IN (?, ?)', categoryId, p1, p2);
  run(db, 'UPDATE products SET first_category_id = NULL WHERE id = ?', p3);
  run(db, 'UPDATE users SET country_id = ? WHERE id IN (?, ?)', countryId, b1, b2);
  run(db, 'UPDATE users SET country_id = NULL WHERE id = ?', b3);

  const s = seller.sellerId;
  addWholesale(server, s, {
    buyerId: b1,
    statusId: 5,
    total: 400,
    createdAt: '2024-01-27T10:00:00.000Z',
    lines: [{ productId: p2, quantity: 4, amount: 400 }],
  });
  const w1 = addWholesale(server, s, {
    buyerId: b1,
    statusId: 7,
    total: 1000,
    createdAt: '2024-01-29T21:30:00.000Z',
    lines: [{ productId: p1, quantity: 2, amount: 800 }],
  });
  addHistory(server, 'wholesale_order_history', w1, 1, '2024-01-29T21:30:00.000Z');
  addHistory(server, 'wholesale_order_history', w1, 5, '2024-01-30T09:30:00.000Z');
  addHistory(server, 'wholesale_order_history', w1, 7, '2024-02-05T09:30:00.000Z');
  const w2 = addWholesale(server, s, {
    buyerId: b2,
    statusId: 1,
    total: 500,
    createdAt: '2024-01-30T20:59:59.000Z',
  });
  addWholesale(server, s, { buyerId: b1, statusId: 24, total: 300, createdAt: '2024-02-01T10:00:00.000Z' });
  addWholesale(server, s, {
    buyerId: b2,
    statusId: 8,
    total: 200.5,
    createdAt: '2024-02-02T20:00:00.000Z',
    lines: [{ productId: p2, quantity: 1, amount: 200.5 }],
  });
  addWholesale(server, s, { buyerId: b1, statusId: 7, total: 9999, createdAt: '2024-02-02T21:00:00.000Z' });
  const r1 = addRetail(server, s, {
    buyerId: b3,
    statusId: 5,
    total: 150.25,
    createdAt: '2024-01-31T09:00:00.000Z',
    lines: [{ productId: p1, quantity: 1, amount: 150.25 }],
  });
  addHistory(server, 'retail_order_history', r1, 3, '2024-01-31T15:00:00.000Z');
  addHistory(server, 'retail_order_history', r1, 5, '2024-02-03T15:00:00.000Z');
  addRetail(server, s, { buyerId: b3, statusId: 6, total: 70, createdAt: '2024-02-01T09:00:00.000Z' });
  addRetail(server, s, {
    buyerId: b1,
    statusId: 15,
    total: 49.75,
    createdAt: '2024-02-01T12:00:00.000Z',
    lines: [{ productId: p3, quantity: 3, amount: 49.75 }],
  });
  addWholesale(server, other.sellerId, {
    buyerId: b1,
    statusId: 7,
    total: 100000,
    createdAt: '2024-01-31T10:00:00.000Z',
  });
  return { buyers: [b1, b2, b3], products: [p1, p2, p3], categoryId, countryId, w2 };
}
