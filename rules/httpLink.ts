/**
 * An http(s) link someone typed or sent (issue 28): a banner's link (the server stores it, the
 * request form checks it first) and every address the back office follows from server data
 * (src/domain/httpUrl.ts: payment pages, courier websites, the widget's store link). One
 * function for all of them, read by the WHATWG URL parser (the browser's and Node's `URL`).
 *
 * A link is the trimmed text when it
 * - has no whitespace or control character anywhere (the parser would silently drop a tab or a
 *   line break, or strip a NUL at the end, and store something else than was shown);
 * - starts with `http://` or `https://` (any case): `http:evil.example` and `https:/evil.example`
 *   are read by the parser as `http://evil.example/`, but the seller did not write that;
 * - parses, as http or https, with a host;
 * - carries no user name or password (`https://user:pass@host/` shows one host and may open
 *   another; an empty `https://@host/` too);
 * - is at most `max` characters long, as typed and once canonical.
 * What is kept is the canonical form, `new URL(text).href` ('HTTPS://Example.COM' →
 * 'https://example.com/'), never the text as sent. No imports: the widget bundle reads it.
 */

export type HttpLinkProblem = 'tooLong' | 'spaces' | 'notHttp' | 'credentials';

export type HttpLinkCheck = { ok: true; href: string } | { ok: false; problem: HttpLinkProblem };

/** Any whitespace, control or invisible format character (NUL, tab, NBSP, zero width space, BOM …). */
const SPACE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Z}\s]/u;
const HTTP_PREFIX = /^https?:\/\//i;

const refused = (problem: HttpLinkProblem): HttpLinkCheck => ({ ok: false, problem });

/** The link's canonical href, or what is wrong with it; `text` is already trimmed by the caller. */
export function checkHttpLink(text: string, max: number = Number.POSITIVE_INFINITY): HttpLinkCheck {
  if (text.length > max) return refused('tooLong');
  if (SPACE_OR_CONTROL.test(text)) return refused('spaces');
  if (!HTTP_PREFIX.test(text)) return refused('notHttp');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return refused('notHttp');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '')
    return refused('notHttp');
  // The authority as written: up to the first '/', '?', '#' or '\' (a slash to the parser) after '//'.
  const authority = text.slice(text.indexOf('//') + 2).split(/[/?#\\]/, 1)[0] ?? '';
  if (url.username !== '' || url.password !== '' || authority.includes('@')) return refused('credentials');
  if (url.href.length > max) return refused('tooLong');
  return { ok: true, href: url.href };
}

/** The canonical href of an http(s) link, or null (checkHttpLink). */
export function httpLinkHref(text: string, max?: number): string | null {
  const checked = checkHttpLink(text, max);
  return checked.ok ? checked.href : null;
}
