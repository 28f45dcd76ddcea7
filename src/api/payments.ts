import { unchecked } from './decode';
import type { Payment, PaymentKind, PaymentStatus } from '../../contract';
import { request, type FailureMode } from './http';

/** The wire shapes of this module (contract/marketing.ts). */
export type { Payment, PaymentKind, PaymentStatus };

/** An unknown (or another seller's) payment id: 'Платёж не найден'. */
export const PAYMENT_NOT_FOUND = -1;

/**
 * GET Marketing/GetPayment?paymentId= (docs/contract/marketing.md "Payments"): the outcome the
 * return pages show. -1 rejects plainly (the page shows the server's text); other failures follow
 * `onFailure`: the highlight and top pages are 'silent' (they show spec section 8's text).
 */
export const getPayment = (paymentId: string, onFailure: FailureMode = 'error-page'): Promise<Payment> =>
  request('Marketing/GetPayment', unchecked<Payment>(), {
    method: 'GET',
    query: { paymentId },
    handles: [PAYMENT_NOT_FOUND],
    onFailure,
  });
