import type { Migration } from './migration.js';

/**
 * Two reads of the work queue (docs/contract/work-queue.md "Timing") made index ranges:
 * - a review's `seller_answered` (1 once the seller has commented), kept by triggers on
 *   `review_comments`, so the unanswered reviews are a partial index instead of a NOT EXISTS
 *   probe for every review of the seller (35,000 at 100,000 orders);
 * - the pending pay renewals indexed by status too, so each status's rows come in deadline order
 *   and their count reads the index alone.
 */
export const workQueueReads: Migration = {
  version: 30,
  name: 'work-queue-reads',
  sql: `
ALTER TABLE reviews ADD COLUMN seller_answered INTEGER NOT NULL DEFAULT 0;
UPDATE reviews SET seller_answered = 1
  WHERE EXISTS (SELECT 1 FROM review_comments c WHERE c.review_id = reviews.id AND c.author_role = 'seller');
CREATE INDEX reviews_seller_unanswered ON reviews(seller_id, created_at, id) WHERE seller_answered = 0;

CREATE TRIGGER review_comments_answer_added AFTER INSERT ON review_comments
WHEN NEW.author_role = 'seller'
BEGIN
  UPDATE reviews SET seller_answered = 1 WHERE id = NEW.review_id;
END;

CREATE TRIGGER review_comments_answer_removed AFTER DELETE ON review_comments
WHEN OLD.author_role = 'seller'
BEGIN
  UPDATE reviews SET seller_answered = EXISTS (
    SELECT 1 FROM review_comments c WHERE c.review_id = OLD.review_id AND c.author_role = 'seller'
  ) WHERE id = OLD.review_id;
END;

CREATE TRIGGER review_comments_answer_moved AFTER UPDATE OF review_id, author_role ON review_comments
BEGIN
  UPDATE reviews SET seller_answered = EXISTS (
    SELECT 1 FROM review_comments c WHERE c.review_id = reviews.id AND c.author_role = 'seller'
  ) WHERE id IN (OLD.review_id, NEW.review_id);
END;

DROP INDEX wholesale_orders_pay_renewal;
CREATE INDEX wholesale_orders_pay_renewal ON wholesale_orders(seller_id, status_id, payment_deadline)
  WHERE pay_renewal_days IS NOT NULL;
`,
};
