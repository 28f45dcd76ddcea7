import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.js';
import type { FastifyInstance } from 'fastify';

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/seller/assets/app-1a2b3c.js"></script></body></html>';
let dist: string;
let app: FastifyInstance;

beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'seller-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), 'console.log("app");');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));
afterEach(async () => {
  await app.close();
});

describe('the built client under /seller/', () => {
  it('serves index.html at /seller/ without caching', async () => {
    app = await buildApp({ dbFile: ':memory:', distDir: dist });
    const response = await app.inject({ method: 'GET', url: '/seller/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves assets with the immutable cache header', async () => {
    app = await buildApp({ dbFile: ':memory:', distDir: dist });
    const response = await app.inject({ method: 'GET', url: '/seller/assets/app-1a2b3c.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app");');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files without the immutable header', async () => {
    app = await buildApp({ dbFile: ':memory:', distDir: dist });
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
    app = await buildApp({ dbFile: ':memory:', distDir: dist });
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX);
  });

  it('answers 404 for a missing asset instead of index.html', async () => {
    app = await buildApp({ dbFile: ':memory:', distDir: dist });
    const response = await app.inject({ method: 'GET', url: '/seller/assets/missing-123.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toBe(INDEX);
  });

  it('does not answer API or hub paths with index.html', async () => {
    app = await buildApp({ dbFile: ':memory:', distDir: dist });
    for (const url of ['/seller/api/User/Unknown', '/seller/notification/negotiate']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 404, errorMessage: 'Not found' });
    }
  });

  it('still routes known GET API calls next to the static files', async () => {
    app = await buildApp({ dbFile: ':memory:', distDir: dist });
    const response = await app.inject({
      method: 'GET',
      url: '/seller/api/User/GetDashboardStatistics?userId=1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 401 });
  });

  it('redirects /seller to /seller/', async () => {
    app = await buildApp({ dbFile: ':memory:', distDir: dist });
    const response = await app.inject({ method: 'GET', url: '/seller' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/seller/');
  });
});

describe('without a build', () => {
  it('says to run npm run build', async () => {
    app = await buildApp({ dbFile: ':memory:', distDir: path.join(dist, 'missing') });
    const response = await app.inject({ method: 'GET', url: '/seller/orders' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('npm run build');
  });
});

describe('main website stand-in pages', () => {
  it('serves the home page and the login page', async () => {
    app = await buildApp({ dbFile: ':memory:', distDir: dist });
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toMatch(/^text\/html/);
    expect(home.body).toContain('Маркетплейс — главная');
    const login = await app.inject({ method: 'GET', url: '/account/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toContain('<h1>Вход на маркетплейс</h1>');
  });

  it('answers unknown pages outside /seller/ with 404', async () => {
    app = await buildApp({ dbFile: ':memory:', distDir: dist });
    expect((await app.inject({ method: 'GET', url: '/nothing' })).statusCode).toBe(404);
  });
});
