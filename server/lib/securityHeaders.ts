import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { THEME_BOOT_SCRIPT } from '../../rules/themeBoot.js';
import { isApiPath, isConsoleApiPath } from './errors.js';

export type CaptchaProvider = 'google' | 'local';

/** The one page other sites may frame: the store widget (specification: iframe embed). */
export const EMBEDDABLE_PATH = '/seller/iframe-embed';

/** Google reCAPTCHA v2 loads its script from both hosts and draws its challenge in a frame. */
const RECAPTCHA_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/** The one inline script the pages may run: the theme's first script, allowed by its hash. */
const THEME_BOOT_HASH = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;

/** A Host header value that is safe to repeat in a header (name or address and port). */
const SAFE_HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

const isEmbeddable = (url: string): boolean => {
  const path = url.split('?')[0] ?? url;
  return path === EMBEDDABLE_PATH || path.startsWith(`${EMBEDDABLE_PATH}/`);
};

/**
 * The Content-Security-Policy of every reply. Scripts and connections only to this origin (plus
 * the hub's WebSocket on the same host, which older browsers do not count as 'self'), and of
 * inline scripts only the theme's first script (rules/themeBoot.ts), by its hash; inline
 * styles are allowed because MUI/emotion inserts <style> tags; images may be data:/blob: URLs.
 * Only the embed page may be framed by other origins.
 */
export function contentSecurityPolicy(options: {
  captcha: CaptchaProvider;
  host: string | undefined;
  embeddable: boolean;
}): string {
  const google = options.captcha === 'google' ? RECAPTCHA_SOURCES : [];
  const host = options.host && SAFE_HOST.test(options.host) ? options.host : null;
  const sockets = host ? [`ws://${host}`, `wss://${host}`] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", THEME_BOOT_HASH, ...google],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...sockets],
    ['frame-src', "'self'", ...google],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', options.embeddable ? '*' : "'self'"],
  ];
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * Security headers on every reply (pages, files and the API): the CSP above, `nosniff`,
 * `Referrer-Policy: same-origin` and, except on the embed page, `X-Frame-Options: SAMEORIGIN`
 * for browsers without `frame-ancestors`. Replies of the APIs (`/seller/api`, the hub at
 * `/seller/notification`, `/admin/api`), errors included, are never stored by a browser or proxy:
 * `Cache-Control: no-store` unless the route chose its own. Static files set theirs (routes/site.ts).
 */
export function securityHeaders(app: FastifyInstance, captcha: CaptchaProvider): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const embeddable = isEmbeddable(request.url);
    reply.header(
      'content-security-policy',
      contentSecurityPolicy({ captcha, host: request.headers.host, embeddable }),
    );
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    if (!embeddable) reply.header('x-frame-options', 'SAMEORIGIN');
    if (!reply.hasHeader('cache-control') && (isApiPath(request.url) || isConsoleApiPath(request.url))) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
