import type { PaymentKind, PaymentStatus } from '../../contract';
import { decoder, num, oneOf, record, text, v, type Decoded } from './decode';

/**
 * The payment replies (docs/contract/marketing.md "Reading replies (issue 26)"): the start of a
 * paid banner, highlight or top, and GetPayment (our call).
 */

const HIGHLIGHT_LABELS = [1, 2, 3, 4, 5] as const;

/**
 * The start of a purchase (CreateBanner, MakeProductAsHighlight, MakeProductAsTop). The spec says
 * the browser goes to "the payment page URL returned by the server" without naming a key: our
 * `paymentUrl`, or the URL as the whole `data`.
 */
export const paymentStart = v.pipe(
  v.unknown(),
  v.transform((data) => (typeof data === 'string' ? { paymentUrl: data } : data)),
  record({ paymentId: text, paymentUrl: text, amount: num, bannerId: num }),
);
export type PaymentStart = Decoded<typeof paymentStart>;
export const decodePaymentStart = decoder(paymentStart);

/** GetPayment: every field may be missing; an unknown `status` is `null` (the outcome is unknown). */
export const payment = record({
  paymentId: text,
  kind: oneOf(['banner', 'highlight', 'top'] as const satisfies readonly PaymentKind[]),
  status: oneOf(['pending', 'paid', 'cancelled'] as const satisfies readonly PaymentStatus[]),
  amount: num,
  createdAt: text,
  decidedAt: text,
  productId: num,
  productName: text,
  label: oneOf(HIGHLIGHT_LABELS),
  daysCount: num,
  activeFrom: text,
  activeTo: text,
  bannerId: num,
  positionName: text,
  dateFrom: text,
  dateTo: text,
});
export type Payment = Decoded<typeof payment>;
export const decodePayment = decoder(payment);
