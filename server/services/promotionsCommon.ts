import type { AdvertStatus, HighlightLabel, PagedReply, PromotionPeriod, PromotionRow } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { all, one, scalar, type SqlValue } from '../db/query.js';
import { iso } from '../lib/time.js';
import { listPage, round2, type PageWindow } from './ordersCommon.js';
import { promotionAdvertStatusSql } from './payments.js';

/** What highlights and the top share (docs/contract/marketing.md "Highlights and top"). */

export type PromotionKind = 'highlight' | 'top';

export const PERIOD_NOT_FOUND = 'Период не найден';
/** Spec section 9: highlighted and top products are listed 10 a page. */
export const PROMOTION_PAGE_SIZE = 10;

export function promotionPeriods(db: Db, kind: PromotionKind): PromotionPeriod[] {
  return all<PromotionPeriod>(
    db,
    `SELECT id, days_count AS daysCount, price FROM promotion_periods
     WHERE kind = ? ORDER BY days_count, id`,
    kind,
  );
}

export const periodOf = (db: Db, kind: PromotionKind, periodId: number): PromotionPeriod | undefined =>
  one<PromotionPeriod>(
    db,
    'SELECT id, days_count AS daysCount, price FROM promotion_periods WHERE kind = ? AND id = ?',
    kind,
    periodId,
  );

/** A row `pr` that is paid and running at `@now`. */
export const ACTIVE_NOW_SQL = `pr.state = 'paid' AND pr.active_to > @now`;

/** The published products (`list_status` 1: active, not a draft, not blocked) of a store, as `p`. */
export const PUBLISHED_SQL = 'p.store_id = @storeId AND p.list_status = 1';

/** Average review rating and count per product of one seller (joined as `rated`). */
export const RATED_CTE = `rated AS (
  SELECT product_id, AVG(rating) AS rating, COUNT(*) AS reviews
  FROM reviews WHERE seller_id = @sellerId GROUP BY product_id)`;

export interface ProductForPromotion {
  id: number;
  name: string;
  rating: number;
}

/** The caller's published product with its rating, or undefined ('Товар не найден'). */
export function publishedProduct(
  db: Db,
  owner: { sellerId: number; storeId: number },
  productId: number,
): ProductForPromotion | undefined {
  return one<ProductForPromotion>(
    db,
    `SELECT p.id, p.product_name AS name,
       COALESCE((SELECT AVG(r.rating) FROM reviews r
                 WHERE r.seller_id = @sellerId AND r.product_id = p.id), 0) AS rating
     FROM products p WHERE p.id = @productId AND ${PUBLISHED_SQL}`,
    { sellerId: owner.sellerId, storeId: owner.storeId, productId },
  );
}

/** Whether the product has a paid promotion of the kind (and label) running at `now`. */
export function isActiveNow(
  db: Db,
  kind: PromotionKind,
  productId: number,
  label: HighlightLabel | null,
  now: number,
): boolean {
  return (
    scalar(
      db,
      `SELECT COUNT(*) AS value FROM promotions pr
       WHERE pr.product_id = @productId AND pr.kind = @kind AND pr.label_id IS @label AND ${ACTIVE_NOW_SQL}`,
      { productId, kind, label, now: iso(now) },
    ) > 0
  );
}

export interface PromotionListQuery {
  sellerId: number;
  kind: PromotionKind;
  label: HighlightLabel | null;
  status: AdvertStatus | null;
  window: PageWindow;
}

interface PromotionListRow {
  id: number;
  product_id: number;
  product_name: string;
  base_image: string | null;
  label_id: HighlightLabel | null;
  days_count: number;
  price: number;
  active_from: string | null;
  active_to: string | null;
  advert_status: AdvertStatus;
  payment_id: string;
}

/** One page of the seller's highlight or top rows, newest first; cancelled rows are not listed. */
export function listPromotions(db: Db, now: number, q: PromotionListQuery): PagedReply<PromotionRow> {
  const status = promotionAdvertStatusSql('pr', new Date(now));
  const rows = `SELECT pr.id, pr.product_id, pr.label_id, pr.days_count, pr.price, pr.active_from,
      pr.active_to, pr.payment_id AS payment_row, ${status.sql} AS advert_status
    FROM promotions pr
    WHERE pr.seller_id = ? AND pr.kind = ? AND pr.state <> 'cancelled' AND (? IS NULL OR pr.label_id = ?)`;
  const filtered = `SELECT * FROM (${rows}) WHERE ? IS NULL OR advert_status = ?`;
  const params: SqlValue[] = [...status.params, q.sellerId, q.kind, q.label, q.label, q.status, q.status];
  const rowCount = scalar(db, `SELECT COUNT(*) AS value FROM (${filtered})`, ...params);
  const page =
    q.window.offset >= rowCount
      ? []
      : all<PromotionListRow>(
          db,
          `SELECT f.*, p.product_name, p.base_image, m.payment_id
           FROM (${filtered}) f
           JOIN products p ON p.id = f.product_id
           JOIN marketing_payments m ON m.id = f.payment_row
           ORDER BY f.id DESC LIMIT ? OFFSET ?`,
          ...params,
          q.window.pageSize,
          q.window.offset,
        );
  const results = page.map(
    (row): PromotionRow => ({
      id: row.id,
      productId: row.product_id,
      productName: row.product_name,
      productImage: row.base_image,
      label: row.label_id,
      daysCount: row.days_count,
      price: round2(row.price),
      activeFrom: row.active_from,
      activeTo: row.active_to,
      advertStatus: row.advert_status,
      paymentId: row.payment_id,
    }),
  );
  return listPage(results, rowCount, q.window.pageSize);
}
