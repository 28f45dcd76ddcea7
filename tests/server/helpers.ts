import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { LoginReply, UserProfile } from '../../contract/index.js';
import { buildMarketplace, type MarketplaceOptions } from '../../server/marketplace.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/demoAccounts.js';
import { openDatabase, type Db } from '../../server/db/index.js';
import { seedDatabase } from '../../server/db/seed.js';
import type { Envelope } from '../../server/lib/envelope.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD };

/** A fixed moment in the middle of a month, so "this month" figures are non-trivial. */
export const BASE_NOW = Date.parse('2026-03-18T09:30:00.000Z');

export interface TestServer {
  app: FastifyInstance;
  db: Db;
  /** The server's clock: set `clock.now` to move time. */
  clock: { now: number };
}

/** A fresh in-memory database, migrated and seeded, behind a server whose clock the test controls. */
export async function createTestServer(options: Partial<MarketplaceOptions> = {}): Promise<TestServer> {
  const clock = { now: BASE_NOW };
  // No client build: API tests must not depend on whether dist/ exists in the working copy.
  const distDir = path.join(tmpdir(), 'seller-no-dist');
  const onFile = options.dbFile !== undefined && options.dbFile !== ':memory:';
  const app = await buildMarketplace({
    dbFile: ':memory:',
    distDir,
    now: () => clock.now,
    ...(onFile ? {} : { dbImage: seededImage() }),
    ...options,
  });
  if (onFile) seedDatabase(app.ctx.db, { now: clock.now });
  return { app, db: app.ctx.db, clock };
}

let seeded: Buffer | undefined;

/**
 * The migrated and seeded database at BASE_NOW, serialized once per test process: every in-memory
 * server starts from a copy (the seed is deterministic), instead of some 200 ms of migrating and
 * seeding each.
 */
function seededImage(): Buffer {
  if (!seeded) {
    const db = openDatabase(':memory:');
    seedDatabase(db, { now: BASE_NOW });
    seeded = db.serialize();
    db.close();
  }
  return seeded;
}

export interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface Reply<T> {
  statusCode: number;
  body: Envelope<T>;
}

/** One API call under /seller/api, returning the HTTP status and the parsed envelope. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  { body, token, headers = {} }: CallOptions = {},
): Promise<Reply<T>> {
  const request: InjectOptions = {
    method,
    url: `/seller/api${path}`,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  };
  if (body !== undefined) request.payload = body as InjectOptions['payload'];
  const response = await app.inject(request);
  return { statusCode: response.statusCode, body: response.json<Envelope<T>>() };
}

/** The login reply; the reference server always sends the refresh token. */
export type LoginData = Required<LoginReply>;

export async function login(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
  isRememberMe = false,
) {
  return call<LoginData>(app, 'POST', '/Auth/Login', { body: { email, password, isRememberMe } });
}

/** Signs in and returns the tokens; fails the test when the login is refused. */
export async function signIn(app: FastifyInstance, email: string = DEMO_ACCOUNTS.seller): Promise<LoginData> {
  const reply = await login(app, email);
  if (reply.body.status !== 1 || !reply.body.data)
    throw new Error(`login of ${email} failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

export type Me = UserProfile;

export async function me(app: FastifyInstance, token: string): Promise<Me> {
  const reply = await call<Me>(app, 'POST', '/User/GetUserByAccessToken', {
    headers: { accessToken: token },
  });
  if (reply.body.status !== 1 || !reply.body.data)
    throw new Error(`GetUserByAccessToken failed: ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}
