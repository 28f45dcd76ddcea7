import type { MakeHighlightBody, PaymentStart } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { ok, type Envelope } from '../lib/envelope.js';
import { admits } from './highlights.js';
import { ELIGIBILITY_RULES, NOT_SUITABLE } from './highlightsRules.js';
import { productNotFound, refusal } from './productsCommon.js';
import { isActiveNow, PERIOD_NOT_FOUND, periodOf, publishedProduct } from './promotionsCommon.js';
import { startPromotion } from './promotionsPurchase.js';

export const ALREADY_HIGHLIGHTED = 'Товар уже выделен этой меткой';

export interface Buyer {
  sellerId: number;
  storeId: number;
}

/**
 * `MakeProductAsHighlight`. Refusals in this order: not the caller's published product, unknown
 * highlight period, the label's rule does not admit the product, the label already running.
 */
export function buyHighlight(
  db: Db,
  now: number,
  publicOrigin: string,
  owner: Buyer,
  body: MakeHighlightBody,
): Envelope<PaymentStart> {
  const product = publishedProduct(db, owner, body.productId);
  if (!product) return productNotFound();
  const period = periodOf(db, 'highlight', body.periodId);
  if (!period) return refusal(PERIOD_NOT_FOUND);
  const rule = ELIGIBILITY_RULES.find((r) => r.label === body.label);
  if (!rule || !admits(db, now, owner, product.id, rule)) return refusal(rule?.refusal ?? NOT_SUITABLE);
  if (isActiveNow(db, 'highlight', product.id, body.label, now)) return refusal(ALREADY_HIGHLIGHTED);
  return ok(
    startPromotion(db, {
      kind: 'highlight',
      sellerId: owner.sellerId,
      productId: product.id,
      label: body.label,
      period,
      now,
      publicOrigin,
    }),
  );
}
