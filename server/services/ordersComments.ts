import type { OrderComment, OrderReview } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one, run } from '../db/query.js';
import { iso } from '../lib/time.js';
import { ownsWholesaleOrder } from './orders.js';
import { BUYER_NAME_SQL } from './ordersCommon.js';

/** Comments and the review of a wholesale order (Common/GetComments, Common/AddComment, GetReviewByOrderId). */

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

/** The seller's side signs with the store name; anyone else with their display name. */
const COMMENT_SELECT = `SELECT c.id, c.order_id, c.user_id, c.comment, c.created_at,
    CASE WHEN s.id IS NOT NULL THEN st.store_name ELSE ${BUYER_NAME_SQL} END AS author_name,
    s.id IS NOT NULL AS is_seller
  FROM order_comments c
  JOIN wholesale_orders o ON o.id = c.order_id
  JOIN users u ON u.id = c.user_id
  LEFT JOIN sellers s ON s.id = o.seller_id AND s.user_id = c.user_id
  LEFT JOIN stores st ON st.seller_id = s.id`;

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
    const id = Number(
      run(
        db,
        'INSERT INTO order_comments (order_id, user_id, comment, created_at) VALUES (?, ?, ?, ?)',
        orderId,
        seller.userId,
        comment,
        iso(now),
      ).lastInsertRowid,
    );
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
