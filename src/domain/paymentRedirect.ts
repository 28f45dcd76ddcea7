import { browser } from '../api/navigation';
import { absoluteHttpUrl } from './httpUrl';

/**
 * The payment page URL a paid highlight, top or banner answers with. Only an absolute http(s)
 * URL is followed: the server's reply decides where the browser goes, so a `javascript:`,
 * `data:` or relative value is refused rather than opened.
 */
export const paymentPageUrl = (value: unknown): string | null => absoluteHttpUrl(value);

/** Sends the browser to the payment page; false (nothing opened) when the URL is refused. */
export function followPaymentUrl(value: unknown): boolean {
  const url = paymentPageUrl(value);
  if (!url) return false;
  browser.assign(url);
  return true;
}
