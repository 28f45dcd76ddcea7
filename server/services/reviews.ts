import type { ReviewFilterBody, ReviewListItem, ReviewListReply } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one, scalar, type SqlValue } from '../db/query.js';
import { ApiStatus, fail, type Envelope } from '../lib/envelope.js';
import { BUYER_NAME_SQL, listPage, round2, type DateRange, type PageWindow } from './ordersCommon.js';

/**
 * The seller's product reviews (docs/contract/disputes.md "Reviews"): the list with its filters
 * and the rating summary. Every value is a bound parameter.
 */

export const REVIEW_NOT_FOUND = 'Отзыв не найден';
export const reviewNotFound = (): Envelope<never> => fail(ApiStatus.invalid, REVIEW_NOT_FOUND);

export type ReviewSortColumn = NonNullable<ReviewFilterBody['column']>;

/** ORDER BY by column and direction; equal ratings show the newest first whatever the direction. */
const ORDER_BY: Record<ReviewSortColumn, (direction: 'ASC' | 'DESC') => string> = {
  creationDate: (d) => `r.created_at ${d}, r.id ${d}`,
  rating: (d) => `r.rating ${d}, r.created_at DESC, r.id DESC`,
};
export const REVIEW_SORT_COLUMNS = Object.keys(ORDER_BY) as ReviewSortColumn[];

export interface ReviewQuery {
  sellerId: number;
  rating: number | null;
  withAnswer: boolean | null;
  productId: number | null;
  range: DateRange;
  column: ReviewSortColumn;
  ascending: boolean;
  window: PageWindow;
}

/** The review `r` has a comment of the seller: what `hasAnswer` and `withAnswer` mean. */
const HAS_ANSWER_SQL = `EXISTS (SELECT 1 FROM review_comments a WHERE a.review_id = r.id AND a.author_role = 'seller')`;

/** One review with its product (`p`) and buyer (`u`, absent for a review without a buyer). */
export const REVIEW_SELECT = `SELECT r.id, r.product_id, p.product_name, p.base_image, r.order_id,
    COALESCE(${BUYER_NAME_SQL}, '') AS buyer_name, r.rating, r.text, r.created_at,
    ${HAS_ANSWER_SQL} AS has_answer,
    (SELECT COUNT(*) FROM review_comments c WHERE c.review_id = r.id) AS comments_count
  FROM reviews r
  JOIN products p ON p.id = r.product_id
  LEFT JOIN users u ON u.id = r.buyer_id`;

export interface ReviewRow {
  id: number;
  product_id: number;
  product_name: string;
  base_image: string | null;
  order_id: number | null;
  buyer_name: string;
  rating: number;
  text: string;
  created_at: string;
  has_answer: number;
  comments_count: number;
}

export const toReviewItem = (row: ReviewRow): ReviewListItem => ({
  id: row.id,
  productId: row.product_id,
  productName: row.product_name,
  productImage: row.base_image,
  orderId: row.order_id,
  buyerName: row.buyer_name,
  rating: row.rating,
  text: row.text,
  creationDate: row.created_at,
  hasAnswer: row.has_answer === 1,
  commentsCount: row.comments_count,
});

function conditions(q: ReviewQuery): { where: string; params: SqlValue[] } {
  const where = ['r.seller_id = ?'];
  const params: SqlValue[] = [q.sellerId];
  const add = (condition: string, ...values: SqlValue[]) => {
    where.push(condition);
    params.push(...values);
  };
  if (q.rating !== null) add('r.rating = ?', q.rating);
  if (q.withAnswer !== null) add(q.withAnswer ? HAS_ANSWER_SQL : `NOT ${HAS_ANSWER_SQL}`);
  if (q.productId !== null) add('r.product_id = ?', q.productId);
  if (q.range.from) add('r.created_at >= ?', q.range.from);
  if (q.range.until) add('r.created_at < ?', q.range.until);
  return { where: where.join(' AND '), params };
}

/** Average (2 decimals, null without reviews) and count of every review of the seller. */
function ratingSummary(db: Db, sellerId: number): { averageRating: number | null; reviewsCount: number } {
  const row = one<{ average: number | null; count: number }>(
    db,
    'SELECT AVG(rating) AS average, COUNT(*) AS count FROM reviews WHERE seller_id = ?',
    sellerId,
  );
  return {
    averageRating: row?.average === null || row?.average === undefined ? null : round2(row.average),
    reviewsCount: row?.count ?? 0,
  };
}

/** One page of the seller's reviews and the seller's rating summary (unfiltered). */
export function listReviews(db: Db, q: ReviewQuery): ReviewListReply {
  const filter = conditions(q);
  const rowCount = scalar(
    db,
    `SELECT COUNT(*) AS value FROM reviews r WHERE ${filter.where}`,
    ...filter.params,
  );
  const rows =
    q.window.offset >= rowCount
      ? []
      : all<ReviewRow>(
          db,
          `${REVIEW_SELECT} WHERE ${filter.where}
           ORDER BY ${ORDER_BY[q.column](q.ascending ? 'ASC' : 'DESC')} LIMIT ? OFFSET ?`,
          ...filter.params,
          q.window.pageSize,
          q.window.offset,
        );
  return {
    ...listPage(rows.map(toReviewItem), rowCount, q.window.pageSize),
    ...ratingSummary(db, q.sellerId),
  };
}
