import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../server/context.js';
import { one, run } from '../../server/db/query.js';
import { accessTokenOf } from '../../server/lib/auth.js';
import { verifyPassword } from '../../server/lib/password.js';
import { HOUR_MS } from '../../server/lib/time.js';
import { hashToken, newToken } from '../../server/lib/tokens.js';
import { LoginThrottle, waitMessage } from '../../server/services/loginThrottle.js';

/**
 * Console sessions (docs/contract/console.md, "Sessions"): administrators are rows of
 * `console_admins`, their bearer tokens rows of `console_sessions` (hashes only), so a seller's
 * token means nothing here and an admin's token nothing to the seller API.
 */

export const SESSION_TTL_MS = 12 * HOUR_MS;
export const LOGIN_REQUIRED = 'Требуется вход в консоль';
export const WRONG_CREDENTIALS = 'Неверный e-mail или пароль';

export interface ConsoleAdmin {
  id: number;
  email: string;
  name: string;
}

interface AdminSession {
  admin: ConsoleAdmin;
  tokenHash: string;
}

export type AdminLogin =
  | { kind: 'signedIn'; token: string; admin: ConsoleAdmin }
  | { kind: 'locked'; waitMs: number }
  | { kind: 'wrong' };

/**
 * The seller login's throttle semantics (server/services/loginThrottle.ts), with its own
 * counters: admin ids are not user ids. A locked attempt is refused without checking the password.
 */
export async function logInAdmin(
  ctx: AppContext,
  throttle: LoginThrottle,
  input: { email: string; password: string; address: string },
): Promise<AdminLogin> {
  const addressWait = throttle.addressWaitMs(input.address);
  if (addressWait > 0) return { kind: 'locked', waitMs: addressWait };
  const row = one<ConsoleAdmin & { password_hash: string }>(
    ctx.db,
    'SELECT id, email, name, password_hash FROM console_admins WHERE email = ?',
    input.email.trim(),
  );
  if (!row) {
    throttle.failed(null, input.address);
    return { kind: 'wrong' };
  }
  const accountWait = throttle.accountWaitMs(row.id);
  if (accountWait > 0) return { kind: 'locked', waitMs: accountWait };
  if (!(await verifyPassword(input.password, row.password_hash))) {
    throttle.failed(row.id, input.address);
    return { kind: 'wrong' };
  }
  throttle.succeeded(row.id);
  const token = newToken();
  const now = ctx.now();
  run(
    ctx.db,
    'INSERT INTO console_sessions (token_hash, admin_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    hashToken(token),
    row.id,
    now,
    now + SESSION_TTL_MS,
  );
  return { kind: 'signedIn', token, admin: { id: row.id, email: row.email, name: row.name } };
}

/** The live session of a bearer token: not revoked and not expired. */
function findSession(ctx: AppContext, token: string): AdminSession | null {
  const tokenHash = hashToken(token);
  const row = one<ConsoleAdmin>(
    ctx.db,
    `SELECT a.id, a.email, a.name FROM console_sessions s JOIN console_admins a ON a.id = s.admin_id
     WHERE s.token_hash = ? AND s.revoked_at IS NULL AND s.expires_at > ?`,
    tokenHash,
    ctx.now(),
  );
  return row ? { admin: row, tokenHash } : null;
}

const sessions = new WeakMap<FastifyRequest, AdminSession>();

/** Hook: the request's admin session, else 401 `{message}`. Runs before the body is read. */
export const requireAdmin =
  (ctx: AppContext) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const token = accessTokenOf(request);
    const session = token ? findSession(ctx, token) : null;
    if (!session) return reply.code(401).send({ message: LOGIN_REQUIRED });
    sessions.set(request, session);
    return undefined;
  };

/** The session `requireAdmin` found; throws if the route forgot the hook. */
export function adminSessionOf(request: FastifyRequest): AdminSession {
  const session = sessions.get(request);
  if (!session) throw new Error(`Route ${request.url} has no requireAdmin hook`);
  return session;
}

const loginSchema = {
  type: 'object',
  required: ['email', 'password'],
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 256 },
    password: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;

/** `POST /login`, `GET /me`, `POST /logout`. */
export async function consoleAuthRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const throttle = new LoginThrottle(ctx.now);
  const guard = { onRequest: requireAdmin(ctx) };

  app.post<{ Body: { email: string; password: string } }>(
    '/login',
    { schema: { body: loginSchema } },
    async (request, reply) => {
      const login = await logInAdmin(ctx, throttle, { ...request.body, address: request.ip });
      if (login.kind === 'locked') {
        return reply
          .code(429)
          .header('retry-after', String(Math.max(1, Math.ceil(login.waitMs / 1000))))
          .send({ message: waitMessage(login.waitMs) });
      }
      if (login.kind === 'wrong') return reply.code(401).send({ message: WRONG_CREDENTIALS });
      return { token: login.token, admin: login.admin };
    },
  );

  app.get('/me', guard, async (request) => adminSessionOf(request).admin);

  app.post('/logout', guard, async (request, reply) => {
    run(
      ctx.db,
      'UPDATE console_sessions SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
      ctx.now(),
      adminSessionOf(request).tokenHash,
    );
    return reply.code(204).send();
  });
}
