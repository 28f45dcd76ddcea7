import type { ProductListReply } from '../../contract/index.js';
import type { Envelope } from '../../server/lib/envelope.js';
import { all, one, run } from '../../server/db/query.js';
import { iso } from '../../server/lib/time.js';
import { call, type TestServer } from './helpers.js';
import type { SellerSession } from './ordersHelpers.js';

/** Shared pieces of the highlight, top and search-optimization tests (docs/contract/marketing.md). */

export async function marketing<T>(
  server: TestServer,
  session: SellerSession,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Envelope<T>> {
  return (await call<T>(server.app, method, `/Marketing/${path}`, { body, token: session.token })).body;
}

/** The seller's published products by id, not used by the seeded promotions. */
export function freshProducts(server: TestServer, sellerId: number, count: number): number[] {
  return all<{ id: number }>(
    server.db,
    `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id
     WHERE s.seller_id = ? AND p.list_status = 1
       AND p.id NOT IN (SELECT product_id FROM promotions) AND p.id NOT IN (SELECT product_id FROM product_labels)
     ORDER BY p.id DESC LIMIT ?`,
    sellerId,
    count,
  ).map((r) => r.id);
}

export interface Shape {
  /** Days before the server's clock the product was created. */
  ageDays?: number;
  /** The discount of every option. */
  discount?: number;
  freeShipping?: boolean;
  /** The product's reviews (replacing the seeded ones). */
  ratings?: number[];
}

/** Gives a product exactly the facts the eligibility rules read. */
export function shape(server: TestServer, productId: number, s: Shape): void {
  const { db } = server;
  run(
    db,
    'UPDATE products SET created_at = ?, is_free_shipping = ?, has_discount = ? WHERE id = ?',
    iso(server.clock.now - (s.ageDays ?? 100) * 86_400_000),
    s.freeShipping ? 1 : 0,
    (s.discount ?? 0) > 0 ? 1 : 0,
    productId,
  );
  run(db, 'UPDATE product_options SET discount = ? WHERE product_id = ?', s.discount ?? 0, productId);
  run(db, 'DELETE FROM review_comments WHERE review_id IN (SELECT id FROM reviews WHERE product_id = ?)', productId);
  run(db, 'DELETE FROM reviews WHERE product_id = ?', productId);
  const seller = one<{ seller_id: number }>(
    db,
    'SELECT s.seller_id FROM products p JOIN stores s ON s.id = p.store_id WHERE p.id = ?',
    productId,
  );
  for (const rating of s.ratings ?? []) {
    run(
      db,
      `INSERT INTO reviews (seller_id, product_id, buyer_id, rating, text, created_at) VALUES (?, ?, NULL, ?, 'Тест', ?)`,
      seller?.seller_id ?? 0,
      productId,
      rating,
      iso(server.clock.now - 86_400_000),
    );
  }
}

/** A product of another seller (published). */
export const otherSellersProduct = (server: TestServer, sellerId: number): number =>
  one<{ id: number }>(
    server.db,
    `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id
     WHERE s.seller_id <> ? AND p.list_status = 1 ORDER BY p.id LIMIT 1`,
    sellerId,
  )?.id ?? 0;

/** A draft of the seller's. */
export const draftOf = (server: TestServer, sellerId: number): number =>
  one<{ id: number }>(
    server.db,
    `SELECT p.id FROM products p JOIN stores s ON s.id = p.store_id
     WHERE s.seller_id = ? AND p.is_draft = 1 ORDER BY p.id LIMIT 1`,
    sellerId,
  )?.id ?? 0;

/** The labels the seller's product list (`Product/GetAll…Products`, status all) shows on a product. */
export async function listedLabels(server: TestServer, session: SellerSession, productId: number): Promise<number[] | undefined> {
  const type = one<{ product_type_id: number }>(server.db, 'SELECT product_type_id FROM products WHERE id = ?', productId);
  const path = type?.product_type_id === 2 ? '/Product/GetAllWholesaleProducts' : '/Product/GetAllRetailProducts';
  for (let page = 1; page <= 20; page++) {
    const reply = await call<ProductListReply>(server.app, 'POST', path, {
      body: { pagination: { page, pageSize: 100 } },
      token: session.token,
    });
    const item = reply.body.data?.results.find((r) => r.id === productId);
    if (item) return item.labels;
    if ((reply.body.data?.results.length ?? 0) < 100) return undefined;
  }
  return undefined;
}

/** The stored status of a payment. */
export const paymentStatus = (server: TestServer, paymentId: string): string | undefined =>
  one<{ status: string }>(server.db, 'SELECT status FROM marketing_payments WHERE payment_id = ?', paymentId)?.status;
