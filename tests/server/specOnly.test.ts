import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlySpecFields } from '../../server/specOnly/index.js';
import { specVocabulary } from '../../server/specOnly/vocabulary.js';
import { call, createTestServer, signIn, type TestServer } from './helpers.js';

describe('spec-only mode (SPEC_ONLY=1)', () => {
  let server: TestServer;
  let token: string;
  let sellerId: number;

  beforeAll(async () => {
    server = await createTestServer({ specOnly: true });
    token = (await signIn(server.app)).accessToken;
    const user = await call<{ seller: { id: number } }>(server.app, 'POST', '/User/GetUserByAccessToken', {
      token,
      headers: { accessToken: token },
    });
    sellerId = user.body.data!.seller.id;
  });
  afterAll(() => server.app.close());

  it('signs in with the fields section 7 reads', async () => {
    const login = await call<Record<string, unknown>>(server.app, 'POST', '/Auth/Login', {
      body: { email: 'seller@demo.ru', password: 'Seller2026!', isRememberMe: false },
    });
    expect(login.body.status).toBe(1);
    expect(Object.keys(login.body.data!).sort()).toEqual([
      'accessToken',
      'isRegistered',
      'refreshToken',
      'userCategoryId',
    ]);
    expect(login.body.data).toMatchObject({ userCategoryId: 1, isRegistered: true });
  });

  it('answers -1 for a call the specification does not list, before its route runs', async () => {
    for (const path of [
      '/SellerSettings/GetModerationState',
      '/Common/GetCountries',
      '/Notification/GetNotifications',
    ]) {
      const reply = await call(server.app, 'GET', path, { token });
      expect(reply.statusCode).toBe(200);
      expect(reply.body.status).toBe(-1);
      expect(reply.body.data).toBeUndefined();
    }
  });

  it('drops, at any depth, the keys the specification does not name', async () => {
    const reply = await call<{ results: Record<string, unknown>[]; pageCount: number }>(
      server.app,
      'POST',
      '/Order/GetAllOrdersByFilter',
      { token, body: { sellerId, pagination: { page: 1, pageSize: 12 } } },
    );
    expect(reply.body.status).toBe(1);
    expect(reply.body.data!.pageCount).toBeGreaterThan(0);
    const vocabulary = specVocabulary('Market');
    const row = reply.body.data!.results[0];
    expect(row.id).toEqual(expect.any(Number));
    for (const key of Object.keys(row)) expect(vocabulary.has(key), key).toBe(true);
  });

  it('keeps named keys inside lists and nested records, both spellings of the safe-deal field', () => {
    const vocabulary = specVocabulary('Acme');
    expect(
      onlySpecFields(
        {
          results: [{ id: 1, ours: 2, seller: { id: 3, store: { storeName: 'A', extra: true } } }],
          AcmeSafeDealStatusId: 1,
          AcmeSafeDeallStatusId: 2,
          MarketPercentage: 5,
          AcmePercentage: 5,
        },
        vocabulary,
      ),
    ).toEqual({
      results: [{ id: 1, seller: { id: 3, store: { storeName: 'A' } } }],
      AcmeSafeDealStatusId: 1,
      AcmeSafeDeallStatusId: 2,
      AcmePercentage: 5,
    });
  });

  it('is off by default: our additions are sent', async () => {
    const plain = await createTestServer();
    try {
      const { accessToken } = await signIn(plain.app);
      const reply = await call(plain.app, 'GET', '/SellerSettings/GetModerationState', {
        token: accessToken,
      });
      expect(reply.body.status).toBe(1);
    } finally {
      await plain.app.close();
    }
  });
});
