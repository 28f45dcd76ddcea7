import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  call,
  createTestServer,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  login,
  signIn,
  type LoginData,
  type TestServer,
} from './helpers.js';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.app.close();
});

describe('POST /seller/api/Auth/Login', () => {
  it('signs in the demo seller with a token pair', async () => {
    const reply = await login(server.app, DEMO_ACCOUNTS.seller);
    expect(reply.statusCode).toBe(200);
    expect(reply.body.status).toBe(1);
    expect(reply.body.data).toMatchObject({ userCategoryId: 1, isRegistered: true });
    expect(reply.body.data?.accessToken).toMatch(/^[\w-]{40,}$/);
    expect(reply.body.data?.refreshToken).toMatch(/^[\w-]{40,}$/);
    expect(reply.body.data?.accessToken).not.toBe(reply.body.data?.refreshToken);
  });

  it('accepts the e-mail in any case and with spaces', async () => {
    expect((await login(server.app, '  SELLER@Demo.RU ')).body.status).toBe(1);
  });

  it('gives customers and unregistered sellers status 1 with their category', async () => {
    expect((await login(server.app, DEMO_ACCOUNTS.buyer)).body.data).toMatchObject({
      userCategoryId: 2,
      isRegistered: true,
    });
    expect((await login(server.app, DEMO_ACCOUNTS.newSeller)).body.data).toMatchObject({
      userCategoryId: 1,
      isRegistered: false,
    });
  });

  it.each([
    ['unknown e-mail', 'nobody@demo.ru', undefined, -3],
    ['wrong password', DEMO_ACCOUNTS.seller, 'Wrong2026!', -4],
    ['unconfirmed e-mail', DEMO_ACCOUNTS.unconfirmed, undefined, -5],
    ['blocked account', DEMO_ACCOUNTS.blocked, undefined, -8],
    ['supplier (not a seller)', DEMO_ACCOUNTS.supplier, undefined, -10],
  ])('refuses %s', async (_case, email, password, status) => {
    const reply = await login(server.app, email, password);
    expect(reply.statusCode).toBe(200);
    expect(reply.body.status).toBe(status);
    expect(reply.body.data).toBeUndefined();
    expect(reply.body.errorMessage).toEqual(expect.any(String));
  });

  it('says "Вы не продавец" for -10', async () => {
    expect((await login(server.app, DEMO_ACCOUNTS.supplier)).body.errorMessage).toBe('Вы не продавец');
  });

  it('checks the password before revealing the account state', async () => {
    expect((await login(server.app, DEMO_ACCOUNTS.unconfirmed, 'Wrong2026!')).body.status).toBe(-4);
    expect((await login(server.app, DEMO_ACCOUNTS.supplier, 'Wrong2026!')).body.status).toBe(-4);
  });
});

describe('validation', () => {
  it('answers -1 naming a missing field, with HTTP 200', async () => {
    const reply = await call(server.app, 'POST', '/Auth/Login', {
      body: { password: 'Seller2026!', isRememberMe: false },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toEqual({ status: -1, errorMessage: "Field 'email' is required" });
  });

  it('does not coerce a number into the e-mail string', async () => {
    const reply = await call(server.app, 'POST', '/Auth/Login', {
      body: { email: 12345, password: 'Seller2026!' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body.status).toBe(-1);
    expect(reply.body.errorMessage).toBe("Field 'email' must be a string");
  });

  it('rejects a wrongly typed flag', async () => {
    const reply = await call(server.app, 'POST', '/Auth/Login', {
      body: { email: DEMO_ACCOUNTS.seller, password: 'Seller2026!', isRememberMe: 'yes' },
    });
    expect(reply.body).toEqual({ status: -1, errorMessage: "Field 'isRememberMe' must be a boolean" });
  });

  it('answers -1 for a missing body and for broken JSON', async () => {
    const empty = await call(server.app, 'POST', '/Auth/Login');
    expect(empty.statusCode).toBe(200);
    expect(empty.body.status).toBe(-1);
    expect(empty.body.errorMessage).toMatch(/body/);
    const broken = await server.app.inject({
      method: 'POST',
      url: '/seller/api/Auth/Login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toMatchObject({ status: -1, errorMessage: expect.stringMatching(/JSON/) });
  });

  it('answers -1 naming a bad query parameter', async () => {
    const { accessToken } = await signIn(server.app);
    const reply = await call(server.app, 'GET', '/User/GetDashboardStatistics?userId=abc', {
      token: accessToken,
    });
    expect(reply.body).toEqual({ status: -1, errorMessage: "Query parameter 'userId' must be an integer" });
    const missing = await call(server.app, 'GET', '/User/GetDashboardStatistics', { token: accessToken });
    expect(missing.body).toEqual({ status: -1, errorMessage: "Query parameter 'userId' is required" });
  });

  it('answers an unexpected exception with HTTP 200 and "Internal error"', async () => {
    server.app.post('/seller/api/Test/Throw', async () => {
      throw new Error('boom');
    });
    const reply = await call(server.app, 'POST', '/Test/Throw');
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toEqual({ status: -1, errorMessage: 'Internal error' });
  });

  it('answers an unknown API route with HTTP 404 and the envelope', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const reply = await call(server.app, method, '/Nothing/Here');
      expect(reply.statusCode).toBe(404);
      expect(reply.body).toEqual({ status: 404, errorMessage: 'Not found' });
    }
  });
});

describe('access tokens', () => {
  it('answers 401 without a token and with an unknown one', async () => {
    const none = await call(server.app, 'POST', '/User/GetUserByAccessToken');
    expect(none.statusCode).toBe(200);
    expect(none.body.status).toBe(401);
    expect(none.body.errorMessage).toEqual(expect.any(String));
    const unknown = await call(server.app, 'POST', '/User/GetUserByAccessToken', { token: 'not-a-token' });
    expect(unknown.body.status).toBe(401);
  });

  it('answers -43 once the access token has expired (injected clock)', async () => {
    const { accessToken } = await signIn(server.app);
    server.clock.now += 899_000;
    expect(
      (await call(server.app, 'POST', '/User/GetUserByAccessToken', { token: accessToken })).body.status,
    ).toBe(1);
    server.clock.now += 1_000;
    const reply = await call(server.app, 'POST', '/User/GetUserByAccessToken', { token: accessToken });
    expect(reply.body).toEqual({ status: -43, errorMessage: 'Token expired' });
  });

  it('honours ACCESS_TOKEN_TTL_SECONDS', async () => {
    const short = await createTestServer({ accessTokenTtlSeconds: 5 });
    const { accessToken } = await signIn(short.app);
    short.clock.now += 5_000;
    expect(
      (await call(short.app, 'POST', '/User/GetUserByAccessToken', { token: accessToken })).body.status,
    ).toBe(-43);
    await short.app.close();
  });

  it('refuses a non-seller on seller routes with 403', async () => {
    const { accessToken } = await signIn(server.app, DEMO_ACCOUNTS.buyer);
    const reply = await call(server.app, 'GET', '/MarketSeller/GetDashboardInfo?sellerId=1', {
      token: accessToken,
    });
    expect(reply.body.status).toBe(403);
  });
});

describe('POST /seller/api/Auth/RefreshTheToken', () => {
  const refresh = (pair: Pick<LoginData, 'accessToken' | 'refreshToken'>) =>
    call<{ accessToken: string; refreshToken: string }>(server.app, 'POST', '/Auth/RefreshTheToken', {
      body: { accessToken: pair.accessToken, refreshToken: pair.refreshToken },
    });

  it('rotates the pair: the new pair works, the used refresh token and the old access token are refused', async () => {
    const first = await signIn(server.app);
    server.clock.now += 3_600_000; // the access token has expired
    const reply = await refresh(first);
    expect(reply.body.status).toBe(1);
    const second = reply.body.data;
    if (!second) throw new Error('no tokens');
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);

    expect(
      (await call(server.app, 'POST', '/User/GetUserByAccessToken', { token: second.accessToken })).body
        .status,
    ).toBe(1);
    expect(
      (await call(server.app, 'POST', '/User/GetUserByAccessToken', { token: first.accessToken })).body
        .status,
    ).toBe(401);

    const reused = await refresh(first);
    expect(reused.body.status).toBe(-1);
    expect(reused.body.errorMessage).toEqual(expect.any(String));

    // The reuse ended the session the pair was rotated in (tests/server/sessionEndRefresh.test.ts).
    expect((await refresh(second)).body.status).toBe(-1);
  });

  it('revokes a still valid access token when refreshing', async () => {
    const first = await signIn(server.app);
    expect((await refresh(first)).body.status).toBe(1);
    expect(
      (await call(server.app, 'POST', '/User/GetUserByAccessToken', { token: first.accessToken })).body
        .status,
    ).toBe(401);
  });

  it('refuses an unknown refresh token and a pair that does not belong together', async () => {
    const a = await signIn(server.app);
    const b = await signIn(server.app, DEMO_ACCOUNTS.seller2);
    expect((await refresh({ accessToken: a.accessToken, refreshToken: 'unknown' })).body.status).toBe(-1);
    expect((await refresh({ accessToken: a.accessToken, refreshToken: b.refreshToken })).body.status).toBe(
      -1,
    );
    expect((await refresh(b)).body.status).toBe(1);
  });

  it('keeps refresh tokens 1 day, or 30 days with remember-me', async () => {
    const session = await signIn(server.app);
    const remembered = (await login(server.app, DEMO_ACCOUNTS.seller, undefined, true)).body.data;
    if (!remembered) throw new Error('no tokens');
    server.clock.now += 2 * 86_400_000;
    expect((await refresh(session)).body.status).toBe(-1);
    const renewed = await refresh(remembered);
    expect(renewed.body.status).toBe(1);
    if (!renewed.body.data) throw new Error('no tokens');
    server.clock.now += 29 * 86_400_000; // the rotated token is again valid for 30 days
    expect((await refresh(renewed.body.data)).body.status).toBe(1);
  });
});

describe('POST /seller/api/Auth/Logout', () => {
  const logout = (options: { token?: string; body?: unknown } = {}) =>
    call(server.app, 'POST', '/Auth/Logout', options);
  const userStatus = async (token: string) =>
    (await call(server.app, 'POST', '/User/GetUserByAccessToken', { token })).body.status;
  const refresh = (pair: LoginData) =>
    call(server.app, 'POST', '/Auth/RefreshTheToken', {
      body: { accessToken: pair.accessToken, refreshToken: pair.refreshToken },
    });

  it('revokes the access token and the refresh token of the session only', async () => {
    const session = await signIn(server.app);
    const other = await signIn(server.app);
    expect(
      (await logout({ token: session.accessToken, body: { refreshToken: session.refreshToken } })).body,
    ).toEqual({ status: 1, data: true });
    expect(await userStatus(session.accessToken)).toBe(401);
    expect((await refresh(session)).body.status).toBe(-1);
    expect(await userStatus(other.accessToken)).toBe(1);
    expect((await refresh(other)).body.status).toBe(1);
  });

  it('revokes the refresh token issued with the bearer token even when no body is sent', async () => {
    const session = await signIn(server.app);
    expect((await logout({ token: session.accessToken })).body).toEqual({ status: 1, data: true });
    expect((await refresh(session)).body.status).toBe(-1);
  });

  it('ends a session whose access token has expired, and answers 1 for unknown or no tokens', async () => {
    const session = await signIn(server.app);
    server.clock.now += 3_600_000;
    expect(
      (await logout({ token: session.accessToken, body: { refreshToken: session.refreshToken } })).body
        .status,
    ).toBe(1);
    expect((await refresh(session)).body.status).toBe(-1);
    expect((await logout({ token: 'unknown', body: { refreshToken: 'unknown' } })).body.status).toBe(1);
    expect((await logout()).body.status).toBe(1);
    expect((await logout({ body: { refreshToken: 42 } })).body).toEqual({
      status: -1,
      errorMessage: "Field 'refreshToken' must be a string",
    });
  });
});

describe('login throttling', () => {
  const attempt = async (email: string, password: string, remoteAddress = '203.0.113.9') =>
    (
      await server.app.inject({
        method: 'POST',
        url: '/seller/api/Auth/Login',
        payload: { email, password, isRememberMe: false },
        remoteAddress,
      })
    ).json<{ status: number; errorMessage?: string; data?: unknown }>();
  const WAIT = /^Слишком много неудачных попыток входа\. Повторите попытку через \d+ (сек|мин)\.$/;

  it('stops checking passwords of an account after 5 failures, even the right one, with backoff', async () => {
    const replies = [];
    for (let i = 0; i < 50; i++) replies.push(await attempt(DEMO_ACCOUNTS.seller, `Wrong2026!${i}`));
    expect(replies.every((r) => r.status === -4)).toBe(true);
    const wrong = replies.filter((r) => r.errorMessage === 'Wrong password');
    expect(wrong).toHaveLength(6);
    // A checked wrong password carries no data; a locked attempt says how long to wait.
    expect(wrong.every((r) => r.data === undefined)).toBe(true);
    expect(replies.at(-1)?.errorMessage).toMatch(WAIT);
    const right = await attempt(DEMO_ACCOUNTS.seller, DEMO_PASSWORD);
    expect(right).toEqual({
      status: -4,
      errorMessage: 'Слишком много неудачных попыток входа. Повторите попытку через 1 сек.',
      data: { retryAfterSeconds: 1 },
    });

    // The lock doubles with every further failure: 1 s after the 6th, 2 s after the 7th.
    server.clock.now += 1_000;
    expect((await attempt(DEMO_ACCOUNTS.seller, 'Wrong2026!')).errorMessage).toBe('Wrong password');
    server.clock.now += 1_000;
    expect((await attempt(DEMO_ACCOUNTS.seller, DEMO_PASSWORD)).errorMessage).toMatch(WAIT);
    server.clock.now += 1_000;
    expect((await attempt(DEMO_ACCOUNTS.seller, DEMO_PASSWORD)).status).toBe(1);
    // Success forgets the account's failures.
    for (let i = 0; i < 5; i++) await attempt(DEMO_ACCOUNTS.seller, 'Wrong2026!');
    expect((await attempt(DEMO_ACCOUNTS.seller, DEMO_PASSWORD)).status).toBe(1);
  });

  it('throttles one client address over all accounts and unknown e-mails, not other addresses', async () => {
    for (let i = 0; i < 21; i++) await attempt(`nobody${i}@demo.ru`, 'Wrong2026!');
    const blocked = await attempt(DEMO_ACCOUNTS.seller2, DEMO_PASSWORD);
    expect(blocked.status).toBe(-4);
    expect(blocked.errorMessage).toMatch(WAIT);
    expect(blocked.data).toEqual({ retryAfterSeconds: 1 });
    expect((await attempt(DEMO_ACCOUNTS.seller2, DEMO_PASSWORD, '198.51.100.1')).status).toBe(1);
    server.clock.now += 1_000;
    expect((await attempt(DEMO_ACCOUNTS.seller2, DEMO_PASSWORD)).status).toBe(1);
  });

  it('remembers failures for 15 minutes after the last one (or the end of the lock)', async () => {
    for (let i = 0; i < 5; i++) await attempt(DEMO_ACCOUNTS.seller, 'Wrong2026!');
    server.clock.now += 14 * 60_000;
    expect((await attempt(DEMO_ACCOUNTS.seller, 'Wrong2026!')).errorMessage).toBe('Wrong password');
    expect((await attempt(DEMO_ACCOUNTS.seller, DEMO_PASSWORD)).errorMessage).toMatch(WAIT);
    server.clock.now += 1_000 + 15 * 60_000;
    for (let i = 0; i < 5; i++) {
      expect((await attempt(DEMO_ACCOUNTS.seller, 'Wrong2026!')).errorMessage).toBe('Wrong password');
    }
    expect((await attempt(DEMO_ACCOUNTS.seller, DEMO_PASSWORD)).status).toBe(1);
  });

  it('counts wrong current passwords of ChangePassword as failures', async () => {
    const { accessToken } = await signIn(server.app);
    const userId = (
      await call<{ id: number }>(server.app, 'POST', '/User/GetUserByAccessToken', { token: accessToken })
    ).body.data?.id;
    const change = (oldPasword: string) =>
      call(server.app, 'POST', '/Auth/ChangePassword', {
        token: accessToken,
        body: { userId, oldPasword, newPasword: 'Smena-2026', confirmNewPasword: 'Smena-2026' },
      });
    for (let i = 0; i < 6; i++) expect((await change('Wrong2026!')).body.status).toBe(-4);
    const locked = await change(DEMO_PASSWORD);
    expect(locked.body.status).toBe(-4);
    expect(locked.body.errorMessage).toMatch(WAIT);
    expect(locked.body.data).toEqual({ retryAfterSeconds: expect.any(Number) });
    expect((await login(server.app, DEMO_ACCOUNTS.seller)).body.errorMessage).toMatch(WAIT);
  });
});

describe('password hashing', () => {
  it('runs at most half the cores of scrypt at once; the rest wait their turn', async () => {
    const { hashingLoad, MAX_CONCURRENT_HASHES, verifyPassword, hashPassword } =
      await import('../../server/lib/password.js');
    const hash = await hashPassword(DEMO_PASSWORD);
    const checks = Array.from({ length: MAX_CONCURRENT_HASHES + 3 }, () =>
      verifyPassword(DEMO_PASSWORD, hash),
    );
    await Promise.resolve();
    expect(hashingLoad()).toEqual({ active: MAX_CONCURRENT_HASHES, waiting: 3 });
    expect(await Promise.all(checks)).toEqual(checks.map(() => true));
    expect(hashingLoad()).toEqual({ active: 0, waiting: 0 });
  });
});
