import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestServer, DEMO_ACCOUNTS, me, signIn, type Me, type TestServer } from './helpers.js';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.app.close();
});

describe('POST /seller/api/User/GetUserByAccessToken', () => {
  it('returns the demo seller with store and requisites, read from header accessToken', async () => {
    const { accessToken } = await signIn(server.app);
    const user = await me(server.app, accessToken);
    const row = server.db
      .prepare(
        `SELECT u.id, s.id AS sellerId, st.id AS storeId FROM users u
        JOIN sellers s ON s.user_id = u.id JOIN stores st ON st.seller_id = s.id WHERE u.email = ?`,
      )
      .get(DEMO_ACCOUNTS.seller) as { id: number; sellerId: number; storeId: number };
    expect(user).toMatchObject({
      id: row.id,
      email: DEMO_ACCOUNTS.seller,
      firstVisit: false,
      userCategoryId: 1,
      isRegistered: true,
      countryId: 1,
      userTypeId: 8,
      seller: {
        id: row.sellerId,
        store: {
          id: row.storeId,
          storeName: 'Уральские Промтовары',
          categoryGroupId: 2,
          storeImages: {
            storeLogo: expect.stringMatching(/^\/seller\/uploads\/[0-9a-f]{32}\.png$/) as string,
          },
        },
      },
    });
    expect(user.requisite).toMatchObject({
      companyNameOrIpName: 'ООО «Уральские Промтовары»',
      addressModels: expect.arrayContaining([expect.objectContaining({ city: { name: 'Екатеринбург' } })]),
      requisitesManagementModels: expect.any(Array),
      baseBankBIK: '046577674',
    });
  });

  it('also accepts the bearer header', async () => {
    const { accessToken } = await signIn(server.app, DEMO_ACCOUNTS.seller2);
    const reply = await call<Me>(server.app, 'POST', '/User/GetUserByAccessToken', { token: accessToken });
    expect(reply.body.status).toBe(1);
    expect(reply.body.data?.email).toBe(DEMO_ACCOUNTS.seller2);
    expect(reply.body.data?.firstVisit).toBe(true);
    expect(reply.body.data?.seller?.store.storeName).toBe('Текстиль Иваново');
    expect(reply.body.data?.requisite).toMatchObject({ companyNameOrIpName: 'ИП Соколова Анна Петровна' });
  });

  it('returns customers and unregistered sellers without a seller', async () => {
    const buyer = await me(server.app, (await signIn(server.app, DEMO_ACCOUNTS.buyer)).accessToken);
    expect(buyer).toMatchObject({ userCategoryId: 2, seller: null, requisite: null });
    const fresh = await me(server.app, (await signIn(server.app, DEMO_ACCOUNTS.newSeller)).accessToken);
    expect(fresh).toMatchObject({ userCategoryId: 1, isRegistered: false, seller: null });
  });

  it('answers 401 for an unknown token in header accessToken', async () => {
    const reply = await call(server.app, 'POST', '/User/GetUserByAccessToken', {
      headers: { accessToken: 'nope' },
    });
    expect(reply.body.status).toBe(401);
  });
});

describe('POST /seller/api/User/SetFirstVisitStatus', () => {
  it('clears the first-visit flag of the caller only', async () => {
    const { accessToken } = await signIn(server.app, DEMO_ACCOUNTS.seller2);
    const before = await me(server.app, accessToken);
    expect(before.firstVisit).toBe(true);

    const other = await call(server.app, 'POST', `/User/SetFirstVisitStatus?userId=${before.id + 1}`, {
      token: accessToken,
    });
    expect(other.body.status).toBe(-1);
    expect((await me(server.app, accessToken)).firstVisit).toBe(true);

    const reply = await call(server.app, 'POST', `/User/SetFirstVisitStatus?userId=${before.id}`, {
      token: accessToken,
    });
    expect(reply.body).toEqual({ status: 1, data: true });
    expect((await me(server.app, accessToken)).firstVisit).toBe(false);
  });

  it('accepts a bodiless POST with a JSON content type', async () => {
    const { accessToken } = await signIn(server.app, DEMO_ACCOUNTS.seller2);
    const { id } = await me(server.app, accessToken);
    const response = await server.app.inject({
      method: 'POST',
      url: `/seller/api/User/SetFirstVisitStatus?userId=${id}`,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    });
    expect(response.json()).toEqual({ status: 1, data: true });
  });

  it('answers 401 without a token', async () => {
    expect((await call(server.app, 'POST', '/User/SetFirstVisitStatus?userId=1')).body.status).toBe(401);
  });
});
