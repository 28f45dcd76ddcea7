import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../server/config.js';
import { ensureConsoleAdmin } from '../../server/db/consoleAdmin.js';
import { HOUR_MS } from '../../server/lib/time.js';
import {
  admin,
  adminLogin,
  CONSOLE_ADMIN,
  withConsoleServer,
  type ConsoleContext,
  type Message,
} from './consoleHelpers.js';
import { call, createTestServer } from './helpers.js';

let c: ConsoleContext;
withConsoleServer((context) => {
  c = context;
});

const LOGIN_REQUIRED = 'Требуется вход в консоль';

describe('console sessions', () => {
  it('signs in, answers me, and logs out (the token then stops working)', async () => {
    const login = await adminLogin(c.server.app);
    expect(login.statusCode).toBe(200);
    expect(login.body.admin).toEqual({
      id: expect.any(Number),
      email: CONSOLE_ADMIN.email,
      name: 'Администратор маркетплейса',
    });
    const { token } = login.body;
    const me = await admin(c.server.app, 'GET', '/me', { token });
    expect(me).toMatchObject({ statusCode: 200, body: login.body.admin });
    const stored = c.server.db.prepare('SELECT COUNT(*) FROM console_sessions WHERE token_hash = ?').pluck();
    expect(stored.get(token)).toBe(0);

    const logout = await admin(c.server.app, 'POST', '/logout', { token });
    expect(logout.statusCode).toBe(204);
    expect(await admin(c.server.app, 'GET', '/me', { token })).toMatchObject({
      statusCode: 401,
      body: { message: LOGIN_REQUIRED },
    });
    // Another session is untouched.
    expect((await admin(c.server.app, 'GET', '/me', { token: c.token })).statusCode).toBe(200);
  });

  it('refuses a wrong password or e-mail with 401 and a Russian message', async () => {
    expect(await adminLogin(c.server.app, 'Wrong2026!')).toMatchObject({
      statusCode: 401,
      body: { message: 'Неверный e-mail или пароль' },
    });
    const unknown = await admin<Message>(c.server.app, 'POST', '/login', {
      body: { email: 'nobody@demo.ru', password: CONSOLE_ADMIN.password },
    });
    expect(unknown).toMatchObject({ statusCode: 401, body: { message: 'Неверный e-mail или пароль' } });
    const missing = await admin<Message>(c.server.app, 'POST', '/login', {
      body: { email: CONSOLE_ADMIN.email },
    });
    expect(missing).toMatchObject({ statusCode: 400, body: { message: "Field 'password' is required" } });
  });

  it('throttles password guessing per account like the seller login (429 with the wait)', async () => {
    for (let i = 0; i < 6; i++) expect((await adminLogin(c.server.app, `Wrong${i}!`)).statusCode).toBe(401);
    const locked = await adminLogin(c.server.app);
    expect(locked.statusCode).toBe(429);
    expect(locked.body.message).toMatch(
      /^Слишком много неудачных попыток входа. Повторите попытку через \d+ сек\.$/,
    );
    expect(locked.headers['retry-after']).toBe('1');
    c.server.clock.now += 1500;
    expect((await adminLogin(c.server.app)).statusCode).toBe(200);
  });

  it('expires a token after 12 hours; missing and unknown tokens get 401', async () => {
    expect(await admin(c.server.app, 'GET', '/sellers')).toMatchObject({
      statusCode: 401,
      body: { message: LOGIN_REQUIRED },
    });
    expect((await admin(c.server.app, 'GET', '/sellers', { token: 'made-up' })).statusCode).toBe(401);
    c.server.clock.now += 12 * HOUR_MS - 1000;
    expect((await admin(c.server.app, 'GET', '/me', { token: c.token })).statusCode).toBe(200);
    c.server.clock.now += 1000;
    expect(await admin(c.server.app, 'GET', '/me', { token: c.token })).toMatchObject({
      statusCode: 401,
      body: { message: LOGIN_REQUIRED },
    });
  });

  it('keeps seller and admin tokens apart', async () => {
    expect((await admin(c.server.app, 'GET', '/sellers', { token: c.seller.token })).statusCode).toBe(401);
    const asAdmin = await call(c.server.app, 'POST', '/Order/GetAllOrdersByFilter', {
      token: c.token,
      body: { pagination: { page: 1, pageSize: 10 } },
    });
    expect(asAdmin.body.status).toBe(401);
    // An administrator is no user: the seller login does not know the e-mail.
    const sellerLogin = await call(c.server.app, 'POST', '/Auth/Login', {
      body: { email: CONSOLE_ADMIN.email, password: CONSOLE_ADMIN.password },
    });
    expect(sellerLogin.body.status).toBe(-3);
  });
});

describe('the console administrator', () => {
  it('is created once when missing (databases seeded before the console)', async () => {
    const db = c.server.db;
    db.prepare('DELETE FROM console_sessions').run();
    // Such a database has no administrator, so nothing names one (the seed's decided disputes do).
    const naming = db
      .prepare(
        `SELECT m.name FROM sqlite_master m, pragma_table_info(m.name) c
         WHERE m.type = 'table' AND c.name = 'admin_id' AND c."notnull" = 0`,
      )
      .pluck()
      .all() as string[];
    for (const table of naming) db.prepare(`UPDATE ${table} SET admin_id = NULL`).run();
    db.prepare('DELETE FROM console_admins').run();
    expect((await adminLogin(c.server.app)).statusCode).toBe(401);
    expect(ensureConsoleAdmin(c.server.db, c.server.clock.now)).toBe(true);
    expect(ensureConsoleAdmin(c.server.db, c.server.clock.now)).toBe(false);
    expect((await adminLogin(c.server.app)).statusCode).toBe(200);
  });
});

describe('CONSOLE', () => {
  it('is on by default; off, false and 0 switch it off; other values are refused', () => {
    expect(buildConfig({}).console).toBe(true);
    expect(buildConfig({ CONSOLE: 'on' }).console).toBe(true);
    for (const off of ['off', 'OFF', 'false', '0'])
      expect(buildConfig({ CONSOLE: off }).console, off).toBe(false);
    expect(() => buildConfig({ CONSOLE: 'maybe' })).toThrow(/CONSOLE/);
  });

  it('off: no console API (404 {message})', async () => {
    const server = await createTestServer({ console: false });
    try {
      const sellers = await admin<Message>(server.app, 'GET', '/sellers');
      expect(sellers).toMatchObject({ statusCode: 404, body: { message: 'Не найдено' } });
      expect((await adminLogin(server.app)).statusCode).toBe(404);
    } finally {
      await server.app.close();
    }
  });
});
