import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { CONSOLE_ADMIN } from '../../server/db/demoAccounts.js';
import { createTestServer, type TestServer } from './helpers.js';
import { sellerSession, type SellerSession } from './ordersHelpers.js';

/** Shared by the console tests (docs/contract/console.md). */

export { CONSOLE_ADMIN };

export interface ConsoleReply<T> {
  statusCode: number;
  body: T;
  headers: Record<string, unknown>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/** One call under /admin/api; `query` values are sent as JSON, as ra-data-simple-rest does. */
export async function admin<T = unknown>(
  app: FastifyInstance,
  method: Method,
  path: string,
  options: { token?: string; body?: unknown; query?: Record<string, unknown> } = {},
): Promise<ConsoleReply<T>> {
  const query = Object.entries(options.query ?? {})
    .map(
      ([key, value]) =>
        `${key}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
    )
    .join('&');
  const request: InjectOptions = {
    method,
    url: `/admin/api${path}${query ? `?${query}` : ''}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
  };
  if (options.body !== undefined) request.payload = options.body as InjectOptions['payload'];
  const response = await app.inject(request);
  const body = response.body === '' ? undefined : (response.json() as unknown);
  return { statusCode: response.statusCode, body: body as T, headers: response.headers };
}

export async function adminLogin(app: FastifyInstance, password: string = CONSOLE_ADMIN.password) {
  return admin<{ token: string; admin: { id: number; email: string; name: string }; message?: string }>(
    app,
    'POST',
    '/login',
    { body: { email: CONSOLE_ADMIN.email, password } },
  );
}

export async function adminToken(app: FastifyInstance): Promise<string> {
  const reply = await adminLogin(app);
  if (reply.statusCode !== 200) throw new Error(`console login failed: ${JSON.stringify(reply.body)}`);
  return reply.body.token;
}

export interface ConsoleContext {
  server: TestServer;
  token: string;
  seller: SellerSession;
}

/**
 * For every test of the file: a fresh seeded server (access tokens live a year, so the clock
 * may move), the administrator's token and the demo seller's session.
 */
export function withConsoleServer(use: (context: ConsoleContext) => void): void {
  let server: TestServer | undefined;
  beforeEach(async () => {
    server = await createTestServer({ accessTokenTtlSeconds: 365 * 86_400 });
    use({ server, token: await adminToken(server.app), seller: await sellerSession(server.app) });
  });
  afterEach(async () => {
    await server?.app.close();
  });
}

export interface Message {
  message: string;
}
