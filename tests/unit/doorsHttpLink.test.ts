import { describe, expect, it } from 'vitest';
import { checkHttpLink, httpLinkHref, type HttpLinkProblem } from '../../rules/httpLink';
import { parseBannerLink } from '../../server/services/bannersRules';
import { absoluteHttpUrl } from '../../src/domain/httpUrl';
import { ru } from '../../src/i18n/ru';
import { linkProblem } from '../../src/resources/banners/request/rules';
import { httpUrl } from '../../src/widget/widgetModel';

/**
 * Issue 28 item 4: one rule for an http(s) link (rules/httpLink.ts), read by the WHATWG URL
 * parser: the banner's link the server stores and the request form checks, and every address
 * the back office and the widget follow.
 */

const REFUSED: [string, HttpLinkProblem][] = [
  ['http:evil.example', 'notHttp'],
  ['https:/evil.example', 'notHttp'],
  ['https:\\\\evil.example', 'notHttp'],
  ['//evil.example/', 'notHttp'],
  ['evil.example', 'notHttp'],
  ['/seller/uploads/a.png', 'notHttp'],
  ['ftp://evil.example/', 'notHttp'],
  ['javascript:alert(1)', 'notHttp'],
  ['data:text/html,x', 'notHttp'],
  ['https://', 'notHttp'],
  ['https://exa%mple.com/', 'notHttp'],
  ['https://user:pass@evil.example/', 'credentials'],
  ['https://user@evil.example/', 'credentials'],
  ['https://:pass@evil.example/', 'credentials'],
  ['https://@evil.example/', 'credentials'],
  ['HTTPS://shop.example@evil.example/', 'credentials'],
  ['https://evil.example/\u0000', 'spaces'],
  ['\u0000https://evil.example/', 'spaces'],
  ['https://evil.example/a b', 'spaces'],
  ['https://evil.ex\tample/', 'spaces'],
  ['https://evil.example/\nx', 'spaces'],
  ['https://evil.example/\u007f', 'spaces'],
  ['https://evil.example/\u0085', 'spaces'],
  ['https://evil.example/\u00a0x', 'spaces'],
  ['https://evil.example/\u200b', 'spaces'],
  ['https://evil.example/\u2028x', 'spaces'],
  ['https://evil.example/\ufeffx', 'spaces'],
  ['https://evil.example/\u202e', 'spaces'],
];

const ACCEPTED: [string, string][] = [
  ['https://shop.example/sale', 'https://shop.example/sale'],
  ['http://127.0.0.1:8080/store/5', 'http://127.0.0.1:8080/store/5'],
  ['HTTPS://Shop.EXAMPLE:443/Sale?q=1#top', 'https://shop.example/Sale?q=1#top'],
  ['http://shop.example:80/', 'http://shop.example/'],
  ['https://shop.example', 'https://shop.example/'],
  ['https://shop.example/a/../b/./c', 'https://shop.example/b/c'],
  ['https://shop.example/path\\to', 'https://shop.example/path/to'],
  ['https://[::1]:3000/x', 'https://[::1]:3000/x'],
  ['https://shop.example/?q=a%20b&r=я', 'https://shop.example/?q=a%20b&r=%D1%8F'],
  ['https://магазин.рф/', 'https://xn--80aairftm.xn--p1ai/'],
];

describe('checkHttpLink', () => {
  it.each(REFUSED)('refuses %j: %s', (text, problem) => {
    expect(checkHttpLink(text)).toEqual({ ok: false, problem });
    expect(httpLinkHref(text)).toBeNull();
  });

  it.each(ACCEPTED)('takes %j as %s', (text, href) => {
    expect(checkHttpLink(text)).toEqual({ ok: true, href });
    expect(href).toBe(new URL(text).href);
    // The canonical form is its own canonical form.
    expect(httpLinkHref(href)).toBe(href);
  });

  it('counts the length as typed and once canonical', () => {
    const long = `https://shop.example/${'a'.repeat(479)}`;
    expect(long).toHaveLength(500);
    expect(checkHttpLink(long, 500)).toEqual({ ok: true, href: long });
    expect(checkHttpLink(`${long}a`, 500)).toEqual({ ok: false, problem: 'tooLong' });
    // 'я' is 6 characters once percent-encoded.
    const grows = `https://shop.example/${'я'.repeat(90)}`;
    expect(grows.length).toBeLessThanOrEqual(500);
    expect(checkHttpLink(grows, 500)).toEqual({ ok: false, problem: 'tooLong' });
    expect(checkHttpLink(grows).ok).toBe(true);
  });
});

describe('the server, the banner form and the links the app follows read links alike', () => {
  // Both sides trim first (String.prototype.trim: the server's formText, the form's linkProblem).
  const texts = [...REFUSED.map(([text]) => text), ...ACCEPTED.map(([text]) => text)];

  it.each(texts)('%j', (text) => {
    const rule = checkHttpLink(text, 500);
    const server = parseBannerLink(text);
    expect(server.ok).toBe(rule.ok);
    if (rule.ok && server.ok) expect(server.link).toBe(rule.href);
    expect(linkProblem(text) === null).toBe(rule.ok);
    expect(absoluteHttpUrl(text)).toBe(rule.ok ? rule.href : null);
    expect(httpUrl(text)).toBe(rule.ok ? rule.href : null);
  });

  it('say the same in Russian', () => {
    const formText = (text: string): string | undefined => {
      const problem = linkProblem(text);
      if (!problem) return undefined;
      const key = problem.key.replace('banners.request.', '');
      const shown = (ru.banners.request as Record<string, unknown>)[key];
      return typeof shown === 'string' ? shown.replace('%{max}', String(problem.values?.max)) : undefined;
    };
    for (const text of [
      'http:evil.example',
      'https://u:p@evil.example/',
      'https://e.example/\u0000',
      `https://e.example/${'a'.repeat(500)}`,
    ]) {
      const server = parseBannerLink(text);
      expect(server.ok, text).toBe(false);
      if (!server.ok) expect(formText(text), text).toBe(server.message);
    }
    expect(linkProblem('   ')).toBeNull();
  });

  it('absoluteHttpUrl trims, and takes only strings', () => {
    expect(absoluteHttpUrl('  https://shop.example/x ')).toBe('https://shop.example/x');
    for (const value of [null, undefined, '', 42, {}]) expect(absoluteHttpUrl(value)).toBeNull();
  });
});
