import { paymentPageUrl } from '../../domain/paymentRedirect';

/**
 * The payment page of a started purchase, kept for this tab: GetPayment does not answer the
 * page's URL, so the return page of a payment still pending links back to it from here.
 */
const key = (paymentId: string): string => `promotionPayment:${paymentId}`;

export function rememberPaymentUrl(paymentId: string, url: string): void {
  try {
    sessionStorage.setItem(key(paymentId), url);
  } catch {
    // storage disabled: the pending page then offers to start over
  }
}

/** The remembered page, only when it is still an http(s) URL. */
export function rememberedPaymentUrl(paymentId: string): string | null {
  try {
    return paymentPageUrl(sessionStorage.getItem(key(paymentId)));
  } catch {
    return null;
  }
}
