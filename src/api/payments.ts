import type { Payment, PaymentKind, PaymentStatus } from '../../contract';
import { request } from './http';

/** The wire shapes of this module (contract/marketing.ts). */
export type { Payment, PaymentKind, PaymentStatus };

/**
 * GET Marketing/GetPayment?paymentId= (docs/contract/marketing.md "Payments"): the outcome the
 * return pages show. Silent: those pages show their own failure text.
 */
export const getPayment = (paymentId: string): Promise<Payment> =>
  request<Payment>('Marketing/GetPayment', { method: 'GET', query: { paymentId }, onFailure: 'silent' });
