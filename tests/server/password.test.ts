import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildConfig } from '../../server/config.js';
import { latestResetCode, RESET_MAIL_SUBJECT } from '../../server/services/passwordReset.js';
import {
  call,
  createTestServer,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  login,
  me,
  signIn,
  type TestServer,
} from './helpers.js';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(async () => {
  await server.app.close();
});

const forgot = (email: string) => call(server.app, 'POST', '/Auth/ForgotPassword', { body: { email } });
const reset = (body: Record<string, unknown>) => call(server.app, 'POST', '/Auth/ResetPassword', { body });

async function sellerId(email: string = DEMO_ACCOUNTS.seller): Promise<number> {
  return (await me(server.app, (await signIn(server.app, email)).accessToken)).id;
}

describe('POST /seller/api/Auth/ForgotPassword', () => {
  it('answers -3 for an unknown e-mail and stores nothing', async () => {
    expect((await forgot('nobody@demo.ru')).body.status).toBe(-3);
    expect(server.db.prepare('SELECT COUNT(*) FROM password_reset_codes').pluck().get()).toBe(0);
  });

  it('stores a fresh code per request and refuses the 4th request within 24 hours with -5', async () => {
    const userId = await sellerId();
    expect(latestResetCode(server.app.ctx, userId)).toBeNull();
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      expect((await forgot(DEMO_ACCOUNTS.seller)).body).toEqual({ status: 1, data: true });
      const code = latestResetCode(server.app.ctx, userId);
      expect(code).toMatch(/^[0-9a-f]{40}$/);
      codes.push(code ?? '');
      server.clock.now += 3_600_000;
    }
    expect(new Set(codes).size).toBe(3);
    const fourth = await forgot(DEMO_ACCOUNTS.seller);
    expect(fourth.body.status).toBe(-5);
    expect(latestResetCode(server.app.ctx, userId)).toBe(codes[2]);
    // Other users are not affected by this user's limit.
    expect((await forgot(DEMO_ACCOUNTS.seller2)).body.status).toBe(1);
    // 24 hours after the first request one slot is free again.
    server.clock.now += 21 * 3_600_000 + 1;
    expect((await forgot(DEMO_ACCOUNTS.seller)).body.status).toBe(1);
    expect((await forgot(DEMO_ACCOUNTS.seller)).body.status).toBe(-5);
  });

  it('counts the daily limit per requester: a flood from one address does not block the owner elsewhere', async () => {
    const from = async (remoteAddress: string, email: string = DEMO_ACCOUNTS.seller) =>
      (
        await server.app.inject({
          method: 'POST',
          url: '/seller/api/Auth/ForgotPassword',
          payload: { email },
          remoteAddress,
        })
      ).json<{ status: number }>().status;
    for (let i = 0; i < 3; i++) expect(await from('203.0.113.7')).toBe(1);
    expect(await from('203.0.113.7')).toBe(-5);
    // The owner, at home, still gets a link; so does anyone else from another address.
    expect(await from('198.51.100.20')).toBe(1);
    // Many addresses together may not flood one inbox: 10 links a day at most.
    for (let i = 1; i <= 6; i++) expect(await from(`192.0.2.${i}`)).toBe(1);
    expect(await from('192.0.2.99')).toBe(-5);
    expect(await from('192.0.2.99', DEMO_ACCOUNTS.seller2)).toBe(1);
    server.clock.now += 86_400_000 + 1;
    expect(await from('203.0.113.7')).toBe(1);
  });

  it('answers one address at most 20 times a day over all users', async () => {
    const all = Object.values(DEMO_ACCOUNTS);
    expect(all).toHaveLength(7);
    const statuses: number[] = [];
    for (const email of all) {
      for (let i = 0; i < 3; i++) {
        const reply = await server.app.inject({
          method: 'POST',
          url: '/seller/api/Auth/ForgotPassword',
          payload: { email },
          remoteAddress: '192.0.2.200',
        });
        statuses.push(reply.json<{ status: number }>().status);
      }
    }
    expect(statuses.filter((s) => s === 1)).toHaveLength(20);
    expect(statuses.at(-1)).toBe(-5);
    expect((await forgot(DEMO_ACCOUNTS.blocked)).body.status).toBe(1);
  });

  it('builds the reset link from the configured public origin, never from the Host header', async () => {
    const userId = await sellerId();
    const reply = await call(server.app, 'POST', '/Auth/ForgotPassword', {
      body: { email: DEMO_ACCOUNTS.seller },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(reply.body.status).toBe(1);
    const code = latestResetCode(server.app.ctx, userId) ?? '';
    expect(server.app.ctx.outbox.latest(userId, RESET_MAIL_SUBJECT)?.link).toBe(
      `http://localhost:8080/seller/account/reset/userId=${userId}&code=${code}`,
    );

    const configured = await createTestServer({ publicOrigin: 'https://seller.market.example' });
    await call(configured.app, 'POST', '/Auth/ForgotPassword', {
      body: { email: DEMO_ACCOUNTS.seller },
      headers: { host: 'evil.example' },
    });
    expect(configured.app.ctx.outbox.latest(userId, RESET_MAIL_SUBJECT)?.link).toMatch(
      /^https:\/\/seller\.market\.example\/seller\/account\/reset\/userId=\d+&code=[0-9a-f]{40}$/,
    );
    await configured.app.close();
  });

  it('reads PUBLIC_ORIGIN (default: localhost on PORT) and refuses what is not an origin', () => {
    expect(buildConfig({}).publicOrigin).toBe('http://localhost:8080');
    expect(buildConfig({ PORT: '3000' }).publicOrigin).toBe('http://localhost:3000');
    expect(buildConfig({ PUBLIC_ORIGIN: 'https://Seller.Market.example/' }).publicOrigin).toBe(
      'https://seller.market.example',
    );
    for (const bad of [
      'market.example',
      'ftp://market.example',
      'https://market.example/seller',
      'https://a@b.c',
    ]) {
      expect(() => buildConfig({ PUBLIC_ORIGIN: bad }), bad).toThrow(/PUBLIC_ORIGIN/);
    }
  });

  it('stores codes hashed, never in plain text', async () => {
    const userId = await sellerId();
    await forgot(DEMO_ACCOUNTS.seller);
    const code = latestResetCode(server.app.ctx, userId) ?? '';
    const rows = server.db
      .prepare('SELECT code_hash FROM password_reset_codes WHERE user_id = ?')
      .all(userId) as { code_hash: string }[];
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).not.toContain(code);
  });
});

describe('POST /seller/api/Auth/ResetPassword', () => {
  const NEW_PASSWORD = 'Novyi-Parol7';

  it('refuses a wrong code, then sets the password with the right one; the code works once', async () => {
    const userId = await sellerId();
    await forgot(DEMO_ACCOUNTS.seller);
    const code = latestResetCode(server.app.ctx, userId) ?? '';

    const wrong = await reset({
      userId,
      token: 'f'.repeat(40),
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(wrong.body.status).toBe(-1);
    expect(wrong.body.errorMessage).toMatch(/code/i);

    const right = await reset({
      userId: String(userId),
      token: code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(right.body).toEqual({ status: 1, data: true });

    expect((await login(server.app, DEMO_ACCOUNTS.seller)).body.status).toBe(-4);
    expect((await login(server.app, DEMO_ACCOUNTS.seller, NEW_PASSWORD)).body.status).toBe(1);

    const again = await reset({ userId, token: code, password: 'Drugoi-77', confirmPassword: 'Drugoi-77' });
    expect(again.body).toEqual({ status: -1, errorMessage: 'The reset code is invalid or has expired' });
  });

  it("refuses another user's code", async () => {
    const userId = await sellerId();
    const otherId = await sellerId(DEMO_ACCOUNTS.seller2);
    await forgot(DEMO_ACCOUNTS.seller2);
    const code = latestResetCode(server.app.ctx, otherId) ?? '';
    expect(
      (await reset({ userId, token: code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).body
        .status,
    ).toBe(-1);
  });

  it('refuses an expired code (24 hours)', async () => {
    const userId = await sellerId();
    await forgot(DEMO_ACCOUNTS.seller);
    const code = latestResetCode(server.app.ctx, userId) ?? '';
    server.clock.now += 24 * 3_600_000;
    expect(
      (await reset({ userId, token: code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).body
        .status,
    ).toBe(-1);
  });

  it.each([
    ['too short', 'Ab1!xyz', 'Ab1!xyz'],
    ['no symbol', 'Abcdefg12', 'Abcdefg12'],
    ['no uppercase', 'abcdef1!x', 'abcdef1!x'],
    ['non-Latin letters', 'Пароль12!A', 'Пароль12!A'],
    ['confirmation differs', NEW_PASSWORD, `${NEW_PASSWORD}x`],
  ])('refuses a password that is %s and keeps the code', async (_case, password, confirmPassword) => {
    const userId = await sellerId();
    await forgot(DEMO_ACCOUNTS.seller);
    const code = latestResetCode(server.app.ctx, userId) ?? '';
    const reply = await reset({ userId, token: code, password, confirmPassword });
    expect(reply.body.status).toBe(-1);
    expect(reply.body.errorMessage).toEqual(expect.any(String));
    expect(
      (await reset({ userId, token: code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).body
        .status,
    ).toBe(1);
  });

  it('ends existing sessions', async () => {
    const { accessToken } = await signIn(server.app);
    const userId = (await me(server.app, accessToken)).id;
    await forgot(DEMO_ACCOUNTS.seller);
    const token = latestResetCode(server.app.ctx, userId) ?? '';
    await reset({ userId, token, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(
      (await call(server.app, 'POST', '/User/GetUserByAccessToken', { token: accessToken })).body.status,
    ).toBe(401);
  });
});

describe('POST /seller/api/Auth/ChangePassword', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    call(server.app, 'POST', '/Auth/ChangePassword', { token, body });

  it('answers 401 without a token', async () => {
    const reply = await change('', {
      userId: 1,
      oldPasword: DEMO_PASSWORD,
      newPasword: 'Abcdef1!',
      confirmNewPasword: 'Abcdef1!',
    });
    expect(reply.body.status).toBe(401);
  });

  it('answers -4 for a wrong current password, then changes it', async () => {
    const { accessToken } = await signIn(server.app);
    const userId = (await me(server.app, accessToken)).id;
    const wrong = await change(accessToken, {
      userId,
      oldPasword: 'Wrong2026!',
      newPasword: 'Smena-2026',
      confirmNewPasword: 'Smena-2026',
    });
    expect(wrong.body.status).toBe(-4);
    expect((await login(server.app, DEMO_ACCOUNTS.seller)).body.status).toBe(1);

    const done = await change(accessToken, {
      userId,
      oldPasword: DEMO_PASSWORD,
      newPasword: 'Smena-2026',
      confirmNewPasword: 'Smena-2026',
    });
    expect(done.body).toEqual({ status: 1, data: true });
    expect((await login(server.app, DEMO_ACCOUNTS.seller)).body.status).toBe(-4);
    expect((await login(server.app, DEMO_ACCOUNTS.seller, 'Smena-2026')).body.status).toBe(1);
  });

  it('ends every other session of the user and keeps the one it was made from', async () => {
    const a = await signIn(server.app);
    const b = await signIn(server.app);
    const other = await signIn(server.app, DEMO_ACCOUNTS.seller2);
    const userId = (await me(server.app, a.accessToken)).id;
    const done = await change(a.accessToken, {
      userId,
      oldPasword: DEMO_PASSWORD,
      newPasword: 'Smena-2026',
      confirmNewPasword: 'Smena-2026',
    });
    expect(done.body.status).toBe(1);
    const status = async (token: string) =>
      (await call(server.app, 'POST', '/User/GetUserByAccessToken', { token })).body.status;
    expect(await status(b.accessToken)).toBe(401);
    const refreshB = await call(server.app, 'POST', '/Auth/RefreshTheToken', {
      body: { accessToken: b.accessToken, refreshToken: b.refreshToken },
    });
    expect(refreshB.body.status).toBe(-1);
    expect(await status(a.accessToken)).toBe(1);
    const refreshA = await call(server.app, 'POST', '/Auth/RefreshTheToken', {
      body: { accessToken: a.accessToken, refreshToken: a.refreshToken },
    });
    expect(refreshA.body.status).toBe(1);
    expect(await status(other.accessToken)).toBe(1);
  });

  it("refuses another user's id, a weak password and a wrong confirmation", async () => {
    const { accessToken } = await signIn(server.app);
    const userId = (await me(server.app, accessToken)).id;
    const other = await change(accessToken, {
      userId: userId + 1,
      oldPasword: DEMO_PASSWORD,
      newPasword: 'Smena-2026',
      confirmNewPasword: 'Smena-2026',
    });
    expect(other.body.status).toBe(-1);
    const weak = await change(accessToken, {
      userId,
      oldPasword: DEMO_PASSWORD,
      newPasword: 'short',
      confirmNewPasword: 'short',
    });
    expect(weak.body.status).toBe(-1);
    const mismatch = await change(accessToken, {
      userId,
      oldPasword: DEMO_PASSWORD,
      newPasword: 'Smena-2026',
      confirmNewPasword: 'Smena-2027',
    });
    expect(mismatch.body.status).toBe(-1);
    expect((await login(server.app, DEMO_ACCOUNTS.seller)).body.status).toBe(1);
  });

  it('requires the exact field spellings (oldPasword, newPasword, confirmNewPasword)', async () => {
    const { accessToken } = await signIn(server.app);
    const userId = (await me(server.app, accessToken)).id;
    const reply = await change(accessToken, {
      userId,
      oldPassword: DEMO_PASSWORD,
      newPasword: 'Smena-2026',
      confirmNewPasword: 'Smena-2026',
    });
    expect(reply.body).toEqual({ status: -1, errorMessage: "Field 'oldPasword' is required" });
  });
});
