import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMarketplace } from '../../server/marketplace.js';
import { CONSOLE_ADMIN } from '../../server/db/demoAccounts.js';
import { createTestServer, DEMO_ACCOUNTS, DEMO_PASSWORD, signIn, type TestServer } from './helpers.js';

/** Cache-Control: no-store on every API reply, errors included; static files keep their caching. */
const NO_STORE = 'no-store';
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function cacheControl(app: FastifyInstance, request: InjectOptions) {
  const response = await app.inject(request);
  return {
    statusCode: response.statusCode,
    body: response.body,
    cacheControl: response.headers['cache-control'],
  };
}

describe('API replies', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await createTestServer();
    token = (await signIn(server.app)).accessToken;
  });
  afterAll(() => server.app.close());

  const bearer = (value: string) => ({ authorization: `Bearer ${value}` });

  it.each<[string, () => InjectOptions]>([
    [
      'a login',
      () => ({
        method: 'POST',
        url: '/seller/api/Auth/Login',
        payload: { email: DEMO_ACCOUNTS.seller, password: DEMO_PASSWORD, isRememberMe: false },
      }),
    ],
    [
      'a refused login (-4)',
      () => ({
        method: 'POST',
        url: '/seller/api/Auth/Login',
        payload: { email: DEMO_ACCOUNTS.seller, password: 'Wrong2026!', isRememberMe: false },
      }),
    ],
    [
      'a signed-in call',
      () => ({ method: 'POST', url: '/seller/api/User/GetUserByAccessToken', headers: bearer(token) }),
    ],
    ['a call without a token', () => ({ method: 'POST', url: '/seller/api/User/GetUserByAccessToken' })],
    [
      'a call with a bad token',
      () => ({ method: 'POST', url: '/seller/api/User/GetUserByAccessToken', headers: bearer('x') }),
    ],
    ['an unknown call (404)', () => ({ method: 'GET', url: '/seller/api/Nothing/Here' })],
    ['a refused body (-1)', () => ({ method: 'POST', url: '/seller/api/Auth/Login', payload: { email: 5 } })],
    [
      'the public widget call',
      () => ({ method: 'GET', url: '/seller/api/Marketing/GetWidgetInfoByStoreId?storeId=1' }),
    ],
    [
      'the hub negotiate',
      () => ({ method: 'POST', url: '/seller/notification/negotiate', headers: bearer(token) }),
    ],
    [
      'the hub negotiate without a token (401)',
      () => ({ method: 'POST', url: '/seller/notification/negotiate' }),
    ],
    [
      'an unknown hub connection (404)',
      () => ({ method: 'GET', url: '/seller/notification?id=nope', headers: bearer(token) }),
    ],
    [
      'a console login',
      () => ({
        method: 'POST',
        url: '/admin/api/login',
        payload: { email: CONSOLE_ADMIN.email, password: CONSOLE_ADMIN.password },
      }),
    ],
    ['a console call without a session (401)', () => ({ method: 'GET', url: '/admin/api/me' })],
    ['an unknown console call (404)', () => ({ method: 'GET', url: '/admin/api/nothing/here' })],
  ])('%s', async (_name, request) => {
    const reply = await cacheControl(server.app, request());
    expect(reply.cacheControl, `${reply.statusCode} ${reply.body}`).toBe(NO_STORE);
  });

  it('covers the statuses named above', async () => {
    const statuses = await Promise.all([
      server.app.inject({ method: 'POST', url: '/seller/notification/negotiate' }),
      server.app.inject({ method: 'GET', url: '/admin/api/me' }),
      server.app.inject({ method: 'GET', url: '/admin/api/nothing/here' }),
    ]);
    expect(statuses.map((reply) => reply.statusCode)).toEqual([401, 401, 404]);
    const refused = await server.app.inject({
      method: 'POST',
      url: '/seller/api/Auth/Login',
      payload: { email: 5 },
    });
    expect(refused.json()).toMatchObject({ status: -1 });
  });
});

describe('the spec-only refusal (-1) and static files', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'ops-cache-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>seller</title>');
    writeFileSync(path.join(dist, 'assets', 'App-1a2b3c4d.js'), 'export {};');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await buildMarketplace({ dbFile: ':memory:', distDir: dist, specOnly: true });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('a call outside the specification answers -1 with no-store', async () => {
    const reply = await cacheControl(app, { method: 'POST', url: '/seller/api/Common/GetCountries' });
    expect(JSON.parse(reply.body)).toMatchObject({ status: -1 });
    expect(reply.cacheControl).toBe(NO_STORE);
  });

  it('hashed assets stay cached for a year, index.html is revalidated', async () => {
    expect(await cacheControl(app, { method: 'GET', url: '/seller/assets/App-1a2b3c4d.js' })).toMatchObject({
      statusCode: 200,
      cacheControl: IMMUTABLE,
    });
    for (const url of ['/seller/', '/seller/orders/5', '/seller/favicon.svg']) {
      expect(await cacheControl(app, { method: 'GET', url })).toMatchObject({
        statusCode: 200,
        cacheControl: 'no-cache',
      });
    }
  });
});
