import type { ReviewComment, ReviewDetail } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one, run } from '../db/query.js';
import { iso } from '../lib/time.js';
import { BUYER_NAME_SQL } from './ordersCommon.js';
import { REVIEW_SELECT, toReviewItem, type ReviewRow } from './reviews.js';

/**
 * One review with its comments (GetReviewsDetailInfo), the seller's answer (AddReviewComment)
 * and the buyer's reply written from the console (docs/contract/console.md "review-comments").
 */

export const REVIEW_COMMENT_MAX_LENGTH = 2000;

type AuthorRole = NonNullable<ReviewComment['authorRole']>;

/** A comment (`c`) with its review (`r`), the review seller's store (`st`) and the author (`u`). */
export const REVIEW_COMMENT_FROM = `review_comments c
  JOIN reviews r ON r.id = c.review_id
  LEFT JOIN stores st ON st.seller_id = r.seller_id
  LEFT JOIN users u ON u.id = c.user_id`;

/** The seller signs with the store name, the buyer with their display name. */
export const REVIEW_COMMENT_AUTHOR_SQL = `CASE WHEN c.author_role = 'seller' THEN COALESCE(st.store_name, '')
  ELSE COALESCE(${BUYER_NAME_SQL}, '') END`;

const COMMENT_SELECT = `SELECT c.id, c.author_role, ${REVIEW_COMMENT_AUTHOR_SQL} AS author_name, c.text, c.created_at
  FROM ${REVIEW_COMMENT_FROM}`;

interface CommentRow {
  id: number;
  author_role: AuthorRole;
  author_name: string;
  text: string;
  created_at: string;
}

const toComment = (row: CommentRow): ReviewComment => ({
  id: row.id,
  authorRole: row.author_role,
  authorName: row.author_name,
  text: row.text,
  creationDate: row.created_at,
});

const findSellerReview = (db: Db, sellerId: number, reviewId: number): ReviewRow | undefined =>
  one<ReviewRow>(db, `${REVIEW_SELECT} WHERE r.id = ? AND r.seller_id = ?`, reviewId, sellerId);

function insertComment(
  db: Db,
  reviewId: number,
  role: AuthorRole,
  userId: number,
  text: string,
  at: string,
): number {
  return Number(
    run(
      db,
      'INSERT INTO review_comments (review_id, author_role, user_id, text, created_at) VALUES (?, ?, ?, ?, ?)',
      reviewId,
      role,
      userId,
      text,
      at,
    ).lastInsertRowid,
  );
}

/** The seller's review with its comments, oldest first; null when it is not the seller's. */
export function reviewDetail(db: Db, sellerId: number, reviewId: number): ReviewDetail | null {
  const review = findSellerReview(db, sellerId, reviewId);
  if (!review) return null;
  const comments = all<CommentRow>(
    db,
    `${COMMENT_SELECT} WHERE c.review_id = ? ORDER BY c.created_at, c.id`,
    reviewId,
  ).map(toComment);
  return { ...toReviewItem(review), comments };
}

/** The seller answers one of their reviews (text stored as sent); null when it is not the seller's. */
export function addSellerReviewComment(
  db: Db,
  now: number,
  seller: { sellerId: number; userId: number },
  reviewId: number,
  text: string,
): ReviewComment | null {
  return db.transaction((): ReviewComment | null => {
    if (!findSellerReview(db, seller.sellerId, reviewId)) return null;
    const id = insertComment(db, reviewId, 'seller', seller.userId, text, iso(now));
    const row = one<CommentRow>(db, `${COMMENT_SELECT} WHERE c.id = ?`, id);
    return row ? toComment(row) : null;
  })();
}

export type BuyerReviewCommentResult =
  { kind: 'added'; id: number } | { kind: 'notFound' } | { kind: 'noBuyer' };

/** The review's buyer replies (the console); a review without a buyer cannot be replied to. */
export function addBuyerReviewComment(
  db: Db,
  now: number,
  reviewId: number,
  text: string,
): BuyerReviewCommentResult {
  return db.transaction((): BuyerReviewCommentResult => {
    const review = one<{ buyer_id: number | null }>(
      db,
      'SELECT buyer_id FROM reviews WHERE id = ?',
      reviewId,
    );
    if (!review) return { kind: 'notFound' };
    if (review.buyer_id === null) return { kind: 'noBuyer' };
    return { kind: 'added', id: insertComment(db, reviewId, 'buyer', review.buyer_id, text, iso(now)) };
  })();
}
