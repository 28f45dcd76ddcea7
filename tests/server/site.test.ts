import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildMarketplace } from '../../server/marketplace.js';
import { buildConfig } from '../../server/config.js';
import type { FastifyInstance } from 'fastify';
import { LEARNING_PATHS } from '../../src/config/support';
import { THEME_BOOT_SCRIPT } from '../../rules/themeBoot';

/** The theme's first script, the one inline script a page may run. */
const THEME_BOOT = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT, 'utf8').digest('base64')}'`;

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/seller/assets/app-1a2b3c.js"></script></body></html>';
const WIDGET = '<!doctype html><html><body><main id="widget"></main></body></html>';
let dist: string;
let app: FastifyInstance;
const BIG_SCRIPT = `console.log(${JSON.stringify('товар '.repeat(2000))});`;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'seller-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  mkdirSync(path.join(dist, 'iframe-embed'));
  writeFileSync(path.join(dist, 'iframe-embed', 'index.html'), WIDGET);
  writeFileSync(path.join(dist, 'iframe-embed.html'), WIDGET);
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // The build's compressed copies (vite.config.ts precompressedCopies).
  writeFileSync(path.join(dist, 'assets', 'big-4d5e6f.js'), BIG_SCRIPT);
  writeFileSync(path.join(dist, 'assets', 'big-4d5e6f.js.br'), brotliCompressSync(BIG_SCRIPT));
  writeFileSync(path.join(dist, 'assets', 'big-4d5e6f.js.gz'), gzipSync(BIG_SCRIPT));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));
afterEach(async () => {
  await app.close();
});

describe('the built client under /seller/', () => {
  it('serves index.html at /seller/ without caching', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    const response = await app.inject({ method: 'GET', url: '/seller/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves assets with the immutable cache header', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    const response = await app.inject({ method: 'GET', url: '/seller/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("sends an asset's brotli or gzip copy to a browser that accepts it, the file itself otherwise", async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    const url = '/seller/assets/big-4d5e6f.js';
    const get = (encodings?: string) =>
      app.inject({ method: 'GET', url, headers: encodings ? { 'accept-encoding': encodings } : {} });

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(BIG_SCRIPT);

    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(BIG_SCRIPT);

    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_SCRIPT);
  });

  it('serves other files without the immutable header', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    const response = await app.inject({ method: 'GET', url: '/seller/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/seller/orders/5',
    '/seller/dashboard',
    '/seller/account/reset/userId=5&code=abc',
    '/seller/finacnes/whole-sale?page=2',
  ])('answers index.html for the client route %s', async (url) => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('answers 404 for a missing asset instead of index.html', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    const response = await app.inject({ method: 'GET', url: '/seller/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe(INDEX);
  });

  it('does not answer API or hub paths with index.html', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    for (const url of ['/seller/api/User/Unknown', '/seller/notification/negotiate']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, errorMessage: 'Not found' });
    }
  });

  it('serves the app at page paths that start like the hub (/seller/notifications)', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    for (const url of ['/seller/notifications', '/seller/own-notifications']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
    }
  });

  it('still routes known GET API calls next to the static files', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    const response = await app.inject({
      method: 'GET',
      url: '/seller/api/User/GetDashboardStatistics?userId=1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 401 });
  });

  it('redirects /seller to /seller/', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    const response = await app.inject({ method: 'GET', url: '/seller' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/seller/');
  });
});

describe('without a build', () => {
  it('says to run npm run build', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: path.join(dist, 'missing') });
    const response = await app.inject({ method: 'GET', url: '/seller/orders' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build');
  });
});

describe('main website stand-in pages', () => {
  it('serves the home page and the login page', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.body).toContain('Маркетплейс — главная');
    const login = await app.inject({ method: 'GET', url: '/account/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<h1>Вход на маркетплейс</h1>');
  });

  it.each(Object.entries(LEARNING_PATHS))(
    'serves the learning page %s the sidebar links to (%s)',
    async (_page, url) => {
      app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.body).toMatch(/<h1>(Шаги к успеху|Защита продавца|Обратная связь)<\/h1>/);
      expect(reply.body).toContain('href="/seller/"');
    },
  );

  it('answers unknown pages outside /seller/ with 404', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    expect((await app.inject({ method: 'GET', url: '/nothing' })).statusCode).toBe(404);
  });
});

describe('favicon', () => {
  it('answers /favicon.ico on every page of the origin with the app icon', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    const reply = await app.inject({ method: 'GET', url: '/favicon.ico' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(reply.body).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  it('names the icon in the app and in the stand-in pages', async () => {
    const root = path.join(import.meta.dirname, '..', '..');
    expect(readFileSync(path.join(root, 'index.html'), 'utf8')).toContain(
      '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />',
    );
    expect(existsSync(path.join(root, 'public', 'favicon.svg'))).toBe(true);
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    for (const url of ['/', '/account/login', LEARNING_PATHS.feedback]) {
      expect((await app.inject({ method: 'GET', url })).body, url).toContain('href="/seller/favicon.svg"');
    }
  });

  it('answers 404 for /favicon.ico without a build', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: path.join(dist, 'missing') });
    expect((await app.inject({ method: 'GET', url: '/favicon.ico' })).statusCode).toBe(404);
  });
});

describe('security headers', () => {
  const directives = (csp: unknown): Map<string, string[]> =>
    new Map(
      String(csp)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...values]) => [name ?? '', values]),
    );

  it('protects every page of the app: CSP, frame protection, nosniff, Referrer-Policy', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    for (const url of ['/seller/', '/seller/dashboard', '/seller/orders/whole-sale', '/', '/account/login']) {
      const reply = await app.inject({ method: 'GET', url, headers: { host: 'localhost:8080' } });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
      expect(reply.headers['referrer-policy'], url).toBe('same-origin');
      expect(reply.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      const csp = directives(reply.headers['content-security-policy']);
      expect(csp.get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'", THEME_BOOT]);
      expect(csp.get('connect-src'), url).toEqual(["'self'", 'ws://localhost:8080', 'wss://localhost:8080']);
      expect(csp.get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
    }
  });

  it('lets any origin frame /seller/iframe-embed, and only that page', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    for (const url of [
      '/seller/iframe-embed',
      '/seller/iframe-embed?storeId=3',
      '/seller/iframe-embed/',
      '/seller/iframe-embed/?storeId=3',
      '/seller/iframe-embed/index.html',
    ]) {
      const reply = await app.inject({ method: 'GET', url });
      expect(reply.statusCode, url).toBe(200);
      // The widget's own page: the app (and its session) is never framed through this path.
      expect(reply.body, url).toBe(WIDGET);
      expect(reply.headers['x-frame-options'], url).toBeUndefined();
      expect(directives(reply.headers['content-security-policy']).get('frame-ancestors'), url).toEqual(['*']);
      expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
    }
    const lookalike = await app.inject({ method: 'GET', url: '/seller/iframe-embedded' });
    expect(lookalike.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(lookalike.body).toBe(INDEX);
    const file = await app.inject({ method: 'GET', url: '/seller/iframe-embed.html' });
    expect(file.body).not.toBe(WIDGET);
  });

  it("links the widget's 'Совершать покупки' to a store page of the main-website stand-in", async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    const store = await app.inject({ method: 'GET', url: '/store/12' });
    expect(store.statusCode).toBe(200);
    expect(store.body).toContain('Магазин №12');
    for (const url of ['/store/abc', '/store/0', '/store/%3Cb%3E']) {
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('sends nosniff with API replies, assets and errors', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    for (const [method, url] of [
      ['POST', '/seller/api/User/GetUserByAccessToken'],
      ['GET', '/seller/api/Nothing'],
      ['GET', '/seller/assets/app-1a2b3c.js'],
      ['GET', '/nothing'],
    ] as const) {
      const reply = await app.inject({ method, url });
      expect(reply.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('allows Google reCAPTCHA only when the build uses it', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist, captcha: 'google' });
    const csp = directives(
      (await app.inject({ method: 'GET', url: '/seller/' })).headers['content-security-policy'],
    );
    const google = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
    expect(csp.get('script-src')).toEqual(["'self'", THEME_BOOT, ...google]);
    expect(csp.get('frame-src')).toEqual(["'self'", ...google]);
    expect(buildConfig({ VITE_CAPTCHA: 'google' }).captcha).toBe('google');
    expect(buildConfig({}).captcha).toBe('local');
  });

  it('never copies a crafted Host header into the policy', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    const reply = await app.inject({
      method: 'GET',
      url: '/seller/',
      headers: { host: 'evil; script-src *' },
    });
    const csp = directives(reply.headers['content-security-policy']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'", THEME_BOOT]);
  });
});
