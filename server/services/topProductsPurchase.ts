import type { MakeTopBody, PaymentStart } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { ok, type Envelope } from '../lib/envelope.js';
import type { Buyer } from './highlightsPurchase.js';
import { RATING_TOO_LOW, TOP_MIN_RATING } from './highlightsRules.js';
import { productNotFound, refusal } from './productsCommon.js';
import { isActiveNow, PERIOD_NOT_FOUND, periodOf, publishedProduct } from './promotionsCommon.js';
import { startPromotion } from './promotionsPurchase.js';

export const ALREADY_TOP = 'Товар уже в топе';

/**
 * `MakeProductAsTop`. Refusals in this order: not the caller's published product, unknown top
 * period, rating not above TOP_MIN_RATING, a top already running.
 */
export function buyTop(
  db: Db,
  now: number,
  publicOrigin: string,
  owner: Buyer,
  body: MakeTopBody,
): Envelope<PaymentStart> {
  const product = publishedProduct(db, owner, body.productId);
  if (!product) return productNotFound();
  const period = periodOf(db, 'top', body.periodId);
  if (!period) return refusal(PERIOD_NOT_FOUND);
  if (!(product.rating > TOP_MIN_RATING)) return refusal(RATING_TOO_LOW);
  if (isActiveNow(db, 'top', product.id, null, now)) return refusal(ALREADY_TOP);
  return ok(
    startPromotion(db, { kind: 'top', sellerId: owner.sellerId, productId: product.id, label: null, period, now, publicOrigin }),
  );
}
