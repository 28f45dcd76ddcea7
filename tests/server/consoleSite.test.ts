import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildMarketplace } from '../../server/marketplace.js';
import { registerSite } from '../../server/routes/site.js';

const SELLER_INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/seller/assets/app-1.js"></script></body></html>';
const CONSOLE_INDEX =
  '<!doctype html><html lang="ru"><body><div id="root"></div><script src="/seller/assets/console-1.js"></script></body></html>';
let dist: string;
let app: FastifyInstance;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'console-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'console'));
  writeFileSync(path.join(dist, 'index.html'), SELLER_INDEX);
  writeFileSync(path.join(dist, 'console', 'index.html'), CONSOLE_INDEX);
  writeFileSync(path.join(dist, 'assets', 'console-1.js'), 'console.log("console");');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));
afterEach(async () => {
  await app.close();
});

/** The site alone, as app.ts wires it: its not-found handler answers the client routes. */
async function siteApp(distDir: string, consoleOn: boolean): Promise<FastifyInstance> {
  const instance = Fastify();
  const site = await registerSite(instance, distDir, { console: consoleOn });
  instance.setNotFoundHandler((request, reply) => site.notFound(request, reply));
  return instance;
}

describe('the console under /admin/ (on)', () => {
  it('redirects /admin to /admin/, keeping the query', async () => {
    app = await siteApp(dist, true);
    const bare = await app.inject({ method: 'GET', url: '/admin' });
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/admin/');
    const withQuery = await app.inject({ method: 'GET', url: '/admin?x=1' });
    expect(withQuery.headers.location).toBe('/admin/?x=1');
  });

  it.each([
    '/admin/',
    '/admin/login',
    '/admin/wholesale-orders/6/show',
    '/admin/sellers?filter=%7B%7D',
    '/admin/apis',
  ])('answers the console page for %s without caching', async (url) => {
    app = await siteApp(dist, true);
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(CONSOLE_INDEX);
  });

  it('never answers the page under /admin/api or for other methods', async () => {
    app = await siteApp(dist, true);
    for (const url of ['/admin/api', '/admin/api/', '/admin/api/unknown', '/admin/api/sellers/1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toBe(CONSOLE_INDEX);
    }
    const post = await app.inject({ method: 'POST', url: '/admin/sellers' });
    expect(post.statusCode).toBe(404);
  });

  it('serves its assets from /seller/assets/ and its page only at /admin/', async () => {
    app = await siteApp(dist, true);
    const asset = await app.inject({ method: 'GET', url: '/seller/assets/console-1.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/seller/console/index.html', '/seller/console/', '/seller/console']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.body).not.toBe(CONSOLE_INDEX);
    }
  });

  it('says to run npm run build when the console is not built', async () => {
    const sellerOnly = mkdtempSync(path.join(tmpdir(), 'seller-only-dist-'));
    writeFileSync(path.join(sellerOnly, 'index.html'), SELLER_INDEX);
    try {
      app = await siteApp(sellerOnly, true);
      const response = await app.inject({ method: 'GET', url: '/admin/' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).toContain('npm run build');
      // The seller's pages are unaffected.
      const seller = await app.inject({ method: 'GET', url: '/seller/orders' });
      expect(seller.body).toBe(SELLER_INDEX);
    } finally {
      rmSync(sellerOnly, { recursive: true, force: true });
    }
  });

  it('is on in the full server by default', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist });
    const response = await app.inject({ method: 'GET', url: '/admin/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(CONSOLE_INDEX);
  });
});

describe('the console switched off', () => {
  it.each(['/admin', '/admin/', '/admin/login', '/admin/wholesale-orders/6/show'])(
    'answers 404 for %s',
    async (url) => {
      app = await siteApp(dist, false);
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toBe(CONSOLE_INDEX);
    },
  );

  it('is off in the full server with console: false (CONSOLE=off)', async () => {
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist, console: false });
    for (const url of ['/admin', '/admin/', '/admin/login']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toBe(CONSOLE_INDEX);
    }
  });

  it('still serves the seller app', async () => {
    app = await siteApp(dist, false);
    const response = await app.inject({ method: 'GET', url: '/seller/dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SELLER_INDEX);
  });
});
