import { useState } from 'react';
import type { PaymentStart } from '../../api/promotions';
import { isApiError, SessionError } from '../../api/errors';
import { followPaymentUrl, paymentPageUrl } from '../../domain/paymentRedirect';
import { rememberPaymentUrl } from './paymentReturn';

/** Status of a refusal whose `errorMessage` is the server's Russian reason. */
const REFUSAL_STATUS = -1;

export type PurchaseState =
  | { status: 'idle' }
  | { status: 'paying' }
  /** The call failed: spec section 8's text, with the server's reason of a refusal. */
  | { status: 'failed'; detail: string | null }
  /** The answered payment page is not http(s): nothing was opened. */
  | { status: 'unsafe' }
  /** The reply carried no payment page at all (a server without our `paymentUrl`). */
  | { status: 'noUrl' };

/**
 * 'Оплатить': starts the purchase and sends the browser to the answered payment page (only an
 * http(s) URL, src/domain/paymentRedirect.ts). While the browser leaves, the state stays 'paying'.
 */
export function usePromotionPurchase<Params>(buy: (params: Params) => Promise<PaymentStart>) {
  const [state, setState] = useState<PurchaseState>({ status: 'idle' });
  const pay = async (params: Params): Promise<void> => {
    setState({ status: 'paying' });
    let start: PaymentStart;
    try {
      start = await buy(params);
    } catch (error) {
      if (error instanceof SessionError) return;
      const detail =
        isApiError(error) && error.status === REFUSAL_STATUS ? (error.errorMessage ?? null) : null;
      setState({ status: 'failed', detail });
      return;
    }
    if (start.paymentUrl === null) {
      setState({ status: 'noUrl' });
      return;
    }
    const url = paymentPageUrl(start.paymentUrl);
    if (url && start.paymentId) rememberPaymentUrl(start.paymentId, url);
    if (!followPaymentUrl(start.paymentUrl)) setState({ status: 'unsafe' });
  };
  return { state, pay, reset: () => setState({ status: 'idle' }) };
}
