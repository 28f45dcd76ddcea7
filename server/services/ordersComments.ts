import type { OrderComment, OrderReview } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one, run } from '../db/query.js';
import { WholesaleStatus } from '../../rules/index.js';
import { iso } from '../lib/time.js';
import { NOTICES } from './notices.js';
import { notifySeller, publishToSeller } from './notify.js';
import { announceOrderUpdate } from './notifyOrders.js';
import { ownsWholesaleOrder } from './ordersWholesaleDetail.js';
import { BUYER_NAME_SQL } from './ordersCommon.js';
import { sweepOverdue } from './ordersSweep.js';

/**
 * Comments and the review of a wholesale order (Common/GetComments, Common/AddComment,
 * GetReviewByOrderId), and the buyer's comments and review written from the console.
 */

export const COMMENT_MAX_LENGTH = 1000;

interface CommentRow {
  id: number;
  order_id: number;
  user_id: number;
  comment: string;
  created_at: string;
  author_name: string;
  is_seller: number;
}

/** A comment with its order (`o`), author (`u`) and, when the author is the order's seller, `s` and `st`. */
export const COMMENT_FROM = `order_comments c
  JOIN wholesale_orders o ON o.id = c.order_id
  JOIN users u ON u.id = c.user_id
  LEFT JOIN sellers s ON s.id = o.seller_id AND s.user_id = c.user_id
  LEFT JOIN stores st ON st.seller_id = s.id`;

/** The seller's side signs with the store name; anyone else with their display name. */
export const COMMENT_AUTHOR_SQL = `CASE WHEN s.id IS NOT NULL THEN st.store_name ELSE ${BUYER_NAME_SQL} END`;

const COMMENT_SELECT = `SELECT c.id, c.order_id, c.user_id, c.comment, c.created_at,
    ${COMMENT_AUTHOR_SQL} AS author_name, s.id IS NOT NULL AS is_seller
  FROM ${COMMENT_FROM}`;

const insertComment = (db: Db, orderId: number, userId: number, comment: string, at: string): number =>
  Number(
    run(
      db,
      'INSERT INTO order_comments (order_id, user_id, comment, created_at) VALUES (?, ?, ?, ?)',
      orderId,
      userId,
      comment,
      at,
    ).lastInsertRowid,
  );

const toComment = (row: CommentRow): OrderComment => ({
  id: row.id,
  orderId: row.order_id,
  userId: row.user_id,
  authorName: row.author_name,
  isSeller: row.is_seller === 1,
  comment: row.comment,
  creationDate: row.created_at,
});

/** Newest first; null when the order is not the seller's. */
export function orderComments(db: Db, now: number, sellerId: number, orderId: number): OrderComment[] | null {
  if (!ownsWholesaleOrder(db, now, sellerId, orderId)) return null;
  return all<CommentRow>(
    db,
    `${COMMENT_SELECT} WHERE c.order_id = ? ORDER BY c.created_at DESC, c.id DESC`,
    orderId,
  ).map(toComment);
}

/** Adds the seller's comment; null when the order is not the seller's. */
export function addOrderComment(
  db: Db,
  now: number,
  seller: { sellerId: number; userId: number },
  orderId: number,
  comment: string,
): OrderComment | null {
  return db.transaction((): OrderComment | null => {
    if (!ownsWholesaleOrder(db, now, seller.sellerId, orderId)) return null;
    const id = insertComment(db, orderId, seller.userId, comment, iso(now));
    const row = one<CommentRow>(db, `${COMMENT_SELECT} WHERE c.id = ?`, id);
    return row ? toComment(row) : null;
  })();
}

export type ReviewLookup = { found: false } | { found: true; review: OrderReview | null };

/** The buyer's review of the order (the latest if several), or null when there is none. */
export function orderReview(db: Db, now: number, sellerId: number, orderId: number): ReviewLookup {
  if (!ownsWholesaleOrder(db, now, sellerId, orderId)) return { found: false };
  const row = one<{
    id: number;
    rating: number;
    text: string;
    buyer_name: string | null;
    created_at: string;
  }>(
    db,
    `SELECT r.id, r.rating, r.text, r.created_at, ${BUYER_NAME_SQL} AS buyer_name
     FROM reviews r LEFT JOIN users u ON u.id = r.buyer_id
     WHERE r.order_id = ? AND r.seller_id = ? ORDER BY r.created_at DESC, r.id DESC LIMIT 1`,
    orderId,
    sellerId,
  );
  return {
    found: true,
    review: row
      ? {
          id: row.id,
          rating: row.rating,
          text: row.text,
          buyerName: row.buyer_name,
          creationDate: row.created_at,
        }
      : null,
  };
}

// The buyer's side (the marketplace console, docs/contract/console.md) ------------------------------

interface BuyerOrderRow {
  id: number;
  seller_id: number;
  buyer_id: number;
  status_id: number;
}

const findWholesaleOrder = (db: Db, now: number, orderId: number): BuyerOrderRow | undefined => {
  sweepOverdue(db, now);
  return one<BuyerOrderRow>(
    db,
    'SELECT id, seller_id, buyer_id, status_id FROM wholesale_orders WHERE id = ?',
    orderId,
  );
};

/** Adds a comment written by the order's buyer; the new comment's id, or null for an unknown order. */
export function addBuyerComment(db: Db, now: number, orderId: number, comment: string): number | null {
  return db.transaction((): number | null => {
    const order = findWholesaleOrder(db, now, orderId);
    return order ? insertComment(db, order.id, order.buyer_id, comment, iso(now)) : null;
  })();
}

/** A buyer reviews a wholesale order once it is shipped (6) or completed (7). */
export const REVIEWABLE_STATUSES: readonly number[] = [WholesaleStatus.Shipped, WholesaleStatus.Completed];

export interface BuyerReviewInput {
  orderId: number;
  rating: number;
  text: string;
}

export type BuyerReviewResult =
  { kind: 'added'; id: number } | { kind: 'notFound' } | { kind: 'notAllowed' } | { kind: 'duplicate' };

/** The order buyer's review of the order's first product (one per order). */
export function addBuyerReview(db: Db, now: number, input: BuyerReviewInput): BuyerReviewResult {
  return db.transaction((): BuyerReviewResult => {
    const order = findWholesaleOrder(db, now, input.orderId);
    if (!order) return { kind: 'notFound' };
    if (!REVIEWABLE_STATUSES.includes(order.status_id)) return { kind: 'notAllowed' };
    const existing = one<{ id: number }>(db, 'SELECT id FROM reviews WHERE order_id = ? LIMIT 1', order.id);
    if (existing) return { kind: 'duplicate' };
    const product = one<{ product_id: number }>(
      db,
      `SELECT product_id FROM wholesale_order_products
       WHERE order_id = ? AND product_id IS NOT NULL ORDER BY id LIMIT 1`,
      order.id,
    );
    if (!product) return { kind: 'notAllowed' };
    const at = iso(now);
    const id = Number(
      run(
        db,
        `INSERT INTO reviews (seller_id, product_id, buyer_id, rating, text, created_at, order_id)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
        order.seller_id,
        product.product_id,
        order.buyer_id,
        input.rating,
        input.text,
        at,
        order.id,
      ).lastInsertRowid,
    );
    publishToSeller(db, order.seller_id, 'ReviewReceived', {
      reviewId: id,
      orderId: order.id,
      marketType: 1,
      rating: input.rating,
    });
    announceOrderUpdate(db, 'wholesale', order.id, 'reviewed', at);
    notifySeller(db, order.seller_id, NOTICES.newReview(input.rating), at);
    return { kind: 'added', id };
  })();
}
