import type { TopCandidate } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { all, bool } from '../db/query.js';
import { iso } from '../lib/time.js';
import { MAX_CANDIDATES, TOP_MIN_RATING } from './highlightsRules.js';
import { round2 } from './ordersCommon.js';
import { ACTIVE_NOW_SQL, PUBLISHED_SQL, RATED_CTE } from './promotionsCommon.js';

/** `ProductsThatRatingMoreThanFour` (docs/contract/marketing.md "Highlights and top"). */

interface TopRow {
  id: number;
  product_name: string;
  base_image: string | null;
  rating: number;
  reviews: number;
  is_top: number;
}

/**
 * The seller's published products whose average rating exceeds TOP_MIN_RATING, best rated first
 * (then by name), at most MAX_CANDIDATES; `isTop`: a top row pending or running now.
 */
export function topCandidates(db: Db, now: number, owner: { sellerId: number; storeId: number }): TopCandidate[] {
  const rows = all<TopRow>(
    db,
    `WITH ${RATED_CTE}
     SELECT p.id, p.product_name, p.base_image, rated.rating, rated.reviews,
       EXISTS (SELECT 1 FROM promotions pr
               WHERE pr.product_id = p.id AND pr.kind = 'top'
                 AND (pr.state = 'pending' OR (${ACTIVE_NOW_SQL}))) AS is_top
     FROM rated JOIN products p ON p.id = rated.product_id
     WHERE ${PUBLISHED_SQL} AND rated.rating > @minRating
     ORDER BY rated.rating DESC, p.name_key, p.id
     LIMIT @limit`,
    { sellerId: owner.sellerId, storeId: owner.storeId, now: iso(now), minRating: TOP_MIN_RATING, limit: MAX_CANDIDATES },
  );
  return rows.map((row) => ({
    productId: row.id,
    productName: row.product_name,
    productImage: row.base_image,
    rating: round2(row.rating),
    reviewsCount: row.reviews,
    isTop: bool(row.is_top),
  }));
}
