import { httpLinkHref } from '../../rules/httpLink';

/**
 * An absolute http(s) URL, canonical, or null: the only links the app opens from server data
 * (payment pages, courier websites, the widget's store link, a banner's link). The rule is
 * rules/httpLink.ts, the one the server stores a banner's link by (no whitespace or control
 * character, `http://` or `https://` with a host, no credentials); it imports nothing, so the
 * widget bundle stays small.
 */
export function absoluteHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string' || !value) return null;
  return httpLinkHref(value.trim());
}
