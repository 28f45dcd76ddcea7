import { one, run } from '../../server/db/query.js';
import { call, type TestServer } from './helpers.js';
import type { SellerSession } from './ordersHelpers.js';

/**
 * Hand-made analytics fixtures: rows written straight into the order tables (the triggers of
 * migration 016 keep the daily totals), dated in 2024, before any seeded row, so each figure is
 * computed by hand in the tests.
 */

export interface Line {
  productId: number;
  quantity: number;
  amount: number;
}

export function addWholesale(
  server: TestServer,
  sellerId: number,
  o: { buyerId: number; statusId: number; total: number; createdAt: string; lines?: Line[] },
): number {
  const id = Number(
    run(
      server.db,
      'INSERT INTO wholesale_orders (seller_id, buyer_id, status_id, total_amount, created_at) VALUES (?, ?, ?, ?, ?)',
      sellerId,
      o.buyerId,
      o.statusId,
      o.total,
      o.createdAt,
    ).lastInsertRowid,
  );
  for (const l of o.lines ?? []) {
    run(
      server.db,
      `INSERT INTO wholesale_order_products (order_id, product_id, product_name, quantity, measure_unit, price_for_one, amount)
       VALUES (?, ?, 'Товар', ?, 'шт', ?, ?)`,
      id,
      l.productId,
      l.quantity,
      l.amount / l.quantity,
      l.amount,
    );
  }
  return id;
}

export function addRetail(
  server: TestServer,
  sellerId: number,
  o: { buyerId: number; statusId: number; total: number; createdAt: string; lines?: Line[] },
): number {
  const id = Number(
    run(
      server.db,
      'INSERT INTO retail_orders (seller_id, buyer_id, status_id, total_amount, created_at) VALUES (?, ?, ?, ?, ?)',
      sellerId,
      o.buyerId,
      o.statusId,
      o.total,
      o.createdAt,
    ).lastInsertRowid,
  );
  for (const l of o.lines ?? []) {
    run(
      server.db,
      `INSERT INTO retail_order_products (order_id, product_id, product_name, search_name, quantity, price, amount)
       VALUES (?, ?, 'Товар', 'товар', ?, ?, ?)`,
      id,
      l.productId,
      l.quantity,
      l.amount / l.quantity,
      l.amount,
    );
  }
  return id;
}

export const addHistory = (
  server: TestServer,
  table: string,
  orderId: number,
  statusId: number,
  at: string,
): void => {
  run(
    server.db,
    `INSERT INTO ${table} (order_id, status_id, created_at) VALUES (?, ?, ?)`,
    orderId,
    statusId,
    at,
  );
};

export const storeOf = (server: TestServer, sellerId: number): number =>
  one<{ id: number }>(server.db, 'SELECT id FROM stores WHERE seller_id = ?', sellerId)?.id ?? 0;

/** A GET analytics call; the reply envelope. */
export async function analyticsGet<T>(
  server: TestServer,
  session: SellerSession,
  name: string,
  query: Record<string, string>,
) {
  const qs = new URLSearchParams(query).toString();
  return (await call<T>(server.app, 'GET', `/Analytics/${name}?${qs}`, { token: session.token })).body;
}

export async function analyticsPost<T>(
  server: TestServer,
  session: SellerSession,
  name: string,
  body: unknown,
) {
  return (await call<T>(server.app, 'POST', `/Analytics/${name}`, { token: session.token, body })).body;
}
