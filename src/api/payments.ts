import type { PaymentKind, PaymentStatus } from '../../contract';
import { request } from './http';
import { decodePayment, type Payment } from './paymentsDecoders';

/** The wire unions of this module (contract/marketing.ts) and the decoded payment (paymentsDecoders.ts). */
export type { Payment, PaymentKind, PaymentStatus };

/** An unknown (or another seller's) payment id: 'Платёж не найден'. */
export const PAYMENT_NOT_FOUND = -1;

/**
 * GET Marketing/GetPayment?paymentId= (docs/contract/marketing.md "Payments"): the outcome the
 * return pages show. The call is ours (not in spec section 7), so it is always silent: a server
 * without it answers a failure, and the pages then say the outcome is unknown instead of leaving
 * for the error page. -1 rejects with the server's text ('Платёж не найден').
 */
export const getPayment = (paymentId: string): Promise<Payment> =>
  request('Marketing/GetPayment', decodePayment, {
    method: 'GET',
    query: { paymentId },
    handles: [PAYMENT_NOT_FOUND],
    onFailure: 'silent',
  });
