import type { HighlightLabel, PaymentStart, PromotionPeriod } from '../../contract/index.js';
import type { Db } from '../db/query.js';
import { all, run } from '../db/query.js';
import { createPayment, decidePayment } from './payments.js';
import type { PromotionKind } from './promotionsCommon.js';

/** Buying a highlight or a top period: the pending row and its payment (docs/contract/marketing.md). */

export interface PurchaseInput {
  kind: PromotionKind;
  sellerId: number;
  productId: number;
  /** highlight: the label; top: null. */
  label: HighlightLabel | null;
  period: PromotionPeriod;
  now: number;
  publicOrigin: string;
}

/**
 * In one transaction: cancels the product's older pending payment of the same kind (and label),
 * so an abandoned payment page never blocks the seller, then stores the pending payment and the
 * pending row with the period's days and price.
 */
export function startPromotion(db: Db, input: PurchaseInput): PaymentStart {
  const at = new Date(input.now);
  return db.transaction((): PaymentStart => {
    const older = all<{ payment_id: string }>(
      db,
      `SELECT m.payment_id FROM promotions pr JOIN marketing_payments m ON m.id = pr.payment_id
       WHERE pr.seller_id = ? AND pr.product_id = ? AND pr.kind = ? AND pr.label_id IS ?
         AND m.status = 'pending'`,
      input.sellerId,
      input.productId,
      input.kind,
      input.label,
    );
    for (const { payment_id } of older) decidePayment(db, payment_id, 'cancelled', at);
    const payment = createPayment(db, {
      sellerId: input.sellerId,
      kind: input.kind,
      amount: input.period.price,
      now: at,
      publicOrigin: input.publicOrigin,
    });
    run(
      db,
      `INSERT INTO promotions (kind, seller_id, product_id, label_id, period_id, days_count, price,
         payment_id, state, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
      input.kind,
      input.sellerId,
      input.productId,
      input.label,
      input.period.id,
      input.period.daysCount,
      input.period.price,
      payment.rowId,
      at.toISOString(),
    );
    return { paymentId: payment.paymentId, paymentUrl: payment.paymentUrl, amount: payment.amount };
  })();
}
