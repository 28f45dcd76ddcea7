import type { Migration } from './migration.js';

/**
 * Reviews (docs/contract/disputes.md "Reviews"): the thread of comments under a product review,
 * written by the review's buyer (the console) or the seller (AddReviewComment); text stored as
 * sent. The indices serve GetReviews: the seller's reviews by day, rating or product, and
 * `withAnswer` (is there a seller comment) as one probe per review.
 */
export const reviewComments: Migration = {
  version: 12,
  name: 'review-comments',
  sql: `
CREATE TABLE review_comments (
  id          INTEGER PRIMARY KEY,
  review_id   INTEGER NOT NULL REFERENCES reviews(id),
  author_role TEXT    NOT NULL CHECK (author_role IN ('buyer', 'seller')),
  user_id     INTEGER NOT NULL REFERENCES users(id),
  text        TEXT    NOT NULL,
  created_at  TEXT    NOT NULL
);
CREATE INDEX review_comments_review ON review_comments(review_id, author_role);

DROP INDEX reviews_seller;
CREATE INDEX reviews_seller_created ON reviews(seller_id, created_at);
CREATE INDEX reviews_seller_rating ON reviews(seller_id, rating, created_at);
CREATE INDEX reviews_seller_product ON reviews(seller_id, product_id, created_at);
`,
};
