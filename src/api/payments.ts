import type { Payment } from '../../contract';
import { request } from './http';

/** The wire shape of this module (contract/marketing.ts). */
export type { Payment };

/** A payment of a banner, highlight or top (docs/contract/marketing.md "Payments"). */

/** An unknown (or another seller's) payment id: 'Платёж не найден'. */
export const PAYMENT_NOT_FOUND = -1;

/** GET Marketing/GetPayment: the return pages read the outcome; -1 rejects without the error page. */
export const getPayment = (paymentId: string): Promise<Payment> =>
  request<Payment>('Marketing/GetPayment', {
    method: 'GET',
    query: { paymentId },
    handles: [PAYMENT_NOT_FOUND],
  });
