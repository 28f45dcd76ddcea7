const hasControlCharacter = (text: string): boolean =>
  Array.from(text).some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/**
 * The address an invoice link may open: an absolute http(s) URL, or a path on this origin
 * ('/seller/invoices/12.pdf'). Anything else (javascript:, data:, protocol-relative '//host',
 * '/\host', relative paths, garbage) gives null and the invoice number is shown without a link.
 */
export function safeInvoiceHref(path: unknown, origin: string = window.location.origin): string | null {
  if (typeof path !== 'string') return null;
  const text = path.trim();
  if (text === '' || text.includes('\\') || hasControlCharacter(text)) return null;
  if (text.startsWith('/')) {
    if (text.startsWith('//')) return null;
    try {
      const url = new URL(text, origin);
      return url.origin === new URL(origin).origin ? `${url.pathname}${url.search}${url.hash}` : null;
    } catch {
      return null;
    }
  }
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
