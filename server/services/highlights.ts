import type { HighlightCandidate, HighlightLabel, ProductsForHighlightingBody } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { all } from '../db/query.js';
import { DAY_MS, iso } from '../lib/time.js';
import { ELIGIBILITY_RULES, MAX_CANDIDATES, NEW_LABEL_DAYS, type EligibilityRule } from './highlightsRules.js';
import { round2 } from './ordersCommon.js';
import { ACTIVE_NOW_SQL, PUBLISHED_SQL, RATED_CTE } from './promotionsCommon.js';

/** `ProductsForHighlighting` (docs/contract/marketing.md "Highlights and top"). */

export type HighlightFlags = Pick<
  ProductsForHighlightingBody,
  'forNew' | 'forDiscount' | 'forSale' | 'forFreeDelivery' | 'forTop'
>;

interface CandidateRow {
  id: number;
  product_name: string;
  base_image: string | null;
  product_type_id: 1 | 2;
  rating: number;
  /** '1,0,1,0,0': rule i admits the product. */
  eligible: string;
  taken: string | null;
}

/** The rules the flags ask for; no flag set = every rule. */
export function askedRules(flags: HighlightFlags): readonly EligibilityRule[] {
  const asked = ELIGIBILITY_RULES.filter((rule) => flags[rule.flag]);
  return asked.length > 0 ? asked : ELIGIBILITY_RULES;
}

/**
 * The seller's published products as `candidates`, with the columns the rules read (`rating`
 * among them, so a rule's `rating` names it).
 */
const CANDIDATES_CTE = `WITH ${RATED_CTE},
  candidates AS (
    SELECT p.id, p.product_name, p.base_image, p.product_type_id, p.name_key, p.created_at,
      p.is_free_shipping, COALESCE(rated.rating, 0) AS rating
    FROM products p LEFT JOIN rated ON rated.product_id = p.id
    WHERE ${PUBLISHED_SQL})`;

/** Which rules admit a candidate `p`: '1,0,...' in ELIGIBILITY_RULES order. */
const ELIGIBLE_SQL = ELIGIBILITY_RULES.map((rule) => `(CASE WHEN ${rule.sql} THEN 1 ELSE 0 END)`).join(
  ` || ',' || `,
);

/**
 * The seller's published products eligible for at least one asked label, by name (at most
 * MAX_CANDIDATES). `eligibleLabels` lists every label the product may take (not only the asked
 * ones); `takenLabels` those with a highlight pending or running now.
 */
export function highlightCandidates(
  db: Db,
  now: number,
  owner: { sellerId: number; storeId: number },
  flags: HighlightFlags,
): HighlightCandidate[] {
  const asked = askedRules(flags)
    .map((rule) => `(${rule.sql})`)
    .join(' OR ');
  const rows = all<CandidateRow>(
    db,
    `${CANDIDATES_CTE}
     SELECT p.id, p.product_name, p.base_image, p.product_type_id, p.rating,
       ${ELIGIBLE_SQL} AS eligible,
       (SELECT group_concat(pr.label_id) FROM promotions pr
        WHERE pr.product_id = p.id AND pr.kind = 'highlight'
          AND (pr.state = 'pending' OR (${ACTIVE_NOW_SQL}))) AS taken
     FROM candidates p
     WHERE ${asked}
     ORDER BY p.name_key, p.id
     LIMIT @limit`,
    {
      sellerId: owner.sellerId,
      storeId: owner.storeId,
      newSince: iso(now - NEW_LABEL_DAYS * DAY_MS),
      now: iso(now),
      limit: MAX_CANDIDATES,
    },
  );
  return rows.map((row) => ({
    productId: row.id,
    productName: row.product_name,
    productImage: row.base_image,
    productTypeId: row.product_type_id,
    rating: round2(row.rating),
    eligibleLabels: ELIGIBILITY_RULES.filter((_, i) => row.eligible.split(',')[i] === '1').map((r) => r.label),
    takenLabels: labelList(row.taken),
  }));
}

const labelList = (text: string | null): HighlightLabel[] =>
  [...new Set((text ?? '').split(',').filter(Boolean).map(Number))].sort((a, b) => a - b) as HighlightLabel[];

/** Whether one rule admits one product (the refusal check of `MakeProductAsHighlight`). */
export function admits(
  db: Db,
  now: number,
  owner: { sellerId: number; storeId: number },
  productId: number,
  rule: EligibilityRule,
): boolean {
  const row = all<{ ok: number }>(
    db,
    `${CANDIDATES_CTE}
     SELECT 1 AS ok FROM candidates p WHERE p.id = @productId AND (${rule.sql})`,
    { sellerId: owner.sellerId, storeId: owner.storeId, productId, newSince: iso(now - NEW_LABEL_DAYS * DAY_MS) },
  );
  return row.length > 0;
}
