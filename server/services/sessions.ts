import { randomUUID } from 'node:crypto';
import type { TokenPair } from '../../contract/index.js';
import type { AppContext } from '../context.js';
import { one, run } from '../db/query.js';
import { DAY_MS } from '../lib/time.js';
import { hashToken, newToken } from '../lib/tokens.js';

export type { TokenPair };

/**
 * A session is one sign-in: the pair `Auth/Login` issues and every pair rotated from it share a
 * `session_id` (both token tables). It is live while its user is not blocked and one of its tokens
 * still works; logout, a reused refresh token, a password change or reset and the console's
 * account closure end it whole, and tell `ctx.events` so the hub closes the connections it opened.
 */

export const REFRESH_TTL_REMEMBER_MS = 30 * DAY_MS;
export const REFRESH_TTL_SESSION_MS = DAY_MS;

/** Signs in: a new session with an access token (config TTL) and a refresh token (30 days with remember-me, else 1 day). */
export function createSession(ctx: AppContext, userId: number, remember: boolean): TokenPair {
  return issuePair(ctx, userId, remember, randomUUID());
}

function issuePair(ctx: AppContext, userId: number, remember: boolean, sessionId: string): TokenPair {
  const now = ctx.now();
  const accessToken = newToken();
  const refreshToken = newToken();
  const accessHash = hashToken(accessToken);
  run(
    ctx.db,
    `INSERT INTO access_tokens (token_hash, user_id, session_id, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?)`,
    accessHash,
    userId,
    sessionId,
    now,
    now + ctx.accessTokenTtlSeconds * 1000,
  );
  run(
    ctx.db,
    `INSERT INTO refresh_tokens (token_hash, user_id, session_id, access_token_hash, remember, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    hashToken(refreshToken),
    userId,
    sessionId,
    accessHash,
    remember ? 1 : 0,
    now,
    now + (remember ? REFRESH_TTL_REMEMBER_MS : REFRESH_TTL_SESSION_MS),
  );
  return { accessToken, refreshToken };
}

interface RefreshRow {
  user_id: number;
  session_id: string;
  access_token_hash: string;
  remember: number;
  expires_at: number;
  used_at: number | null;
  is_blocked: number;
}

/**
 * Rotates a token pair within its session. The refresh token must be unused, unexpired, of a user
 * not blocked, and issued together with the given access token; it is marked used and the old
 * access token is revoked. A used refresh token ends its whole session. Null when refused.
 */
export function refreshSession(ctx: AppContext, accessToken: string, refreshToken: string): TokenPair | null {
  return ctx.db.transaction((): TokenPair | null => {
    const now = ctx.now();
    const refreshHash = hashToken(refreshToken);
    const row = one<RefreshRow>(
      ctx.db,
      `SELECT r.user_id, r.session_id, r.access_token_hash, r.remember, r.expires_at, r.used_at, u.is_blocked
       FROM refresh_tokens r JOIN users u ON u.id = r.user_id WHERE r.token_hash = ?`,
      refreshHash,
    );
    if (!row) return null;
    if (row.used_at !== null) {
      // Rotated tokens are in two hands now, the client's and a thief's, and nothing tells which
      // came first: the session ends for both.
      endSessionById(ctx, row.user_id, row.session_id);
      return null;
    }
    const accessHash = hashToken(accessToken);
    if (row.expires_at <= now || row.is_blocked === 1 || row.access_token_hash !== accessHash) return null;
    run(ctx.db, 'UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ?', now, refreshHash);
    run(
      ctx.db,
      'UPDATE access_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
      now,
      accessHash,
    );
    return issuePair(ctx, row.user_id, row.remember === 1, row.session_id);
  })();
}

export type AccessCheck =
  | { kind: 'valid'; userId: number; sessionId: string; tokenHash: string }
  | { kind: 'expired' }
  | { kind: 'invalid' };

/** Unknown, revoked or blocked-user tokens are invalid; a known token past its lifetime is expired. */
export function checkAccessToken(ctx: AppContext, token: string): AccessCheck {
  const tokenHash = hashToken(token);
  const row = one<{
    user_id: number;
    session_id: string;
    expires_at: number;
    revoked_at: number | null;
    is_blocked: number;
  }>(
    ctx.db,
    `SELECT t.user_id, t.session_id, t.expires_at, t.revoked_at, u.is_blocked
     FROM access_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?`,
    tokenHash,
  );
  if (!row || row.revoked_at !== null || row.is_blocked === 1) return { kind: 'invalid' };
  if (row.expires_at <= ctx.now()) return { kind: 'expired' };
  return { kind: 'valid', userId: row.user_id, sessionId: row.session_id, tokenHash };
}

/**
 * Whether a session is still live: its user is not blocked and it has an unrevoked, unexpired
 * access token or an unused, unexpired refresh token. A hub connection lives only as long.
 */
export function isSessionLive(ctx: AppContext, userId: number, sessionId: string): boolean {
  const row = one<{ live: number }>(
    ctx.db,
    `SELECT 1 AS live FROM users u WHERE u.id = @userId AND u.is_blocked = 0 AND (
       EXISTS (SELECT 1 FROM refresh_tokens r WHERE r.session_id = @sessionId AND r.user_id = u.id
               AND r.used_at IS NULL AND r.expires_at > @now)
       OR EXISTS (SELECT 1 FROM access_tokens t WHERE t.session_id = @sessionId AND t.user_id = u.id
               AND t.revoked_at IS NULL AND t.expires_at > @now))`,
    { userId, sessionId, now: ctx.now() },
  );
  return row !== undefined;
}

/**
 * Ends every session of a user: after a password reset or the console's account closure, or
 * after a password change, which keeps the session it was made from (that of
 * `keepAccessTokenHash`).
 */
export function revokeUserSessions(
  ctx: AppContext,
  userId: number,
  keepAccessTokenHash: string | null = null,
): void {
  const now = ctx.now();
  const keep = keepAccessTokenHash
    ? (one<{ session_id: string }>(
        ctx.db,
        'SELECT session_id FROM access_tokens WHERE token_hash = ?',
        keepAccessTokenHash,
      )?.session_id ?? '')
    : '';
  const ended =
    run(
      ctx.db,
      'UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND session_id <> ?',
      now,
      userId,
      keep,
    ).changes +
    run(
      ctx.db,
      'UPDATE refresh_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL AND session_id <> ?',
      now,
      userId,
      keep,
    ).changes;
  if (ended > 0) ctx.events.sessionsEnded(userId);
}

interface SessionRow {
  user_id: number;
  session_id: string;
}

/**
 * Logout: ends the session of an access token (valid, expired or already rotated) and that of a
 * refresh token, whichever are given, with every token issued in it. Unknown tokens are ignored.
 */
export function endSession(ctx: AppContext, accessToken: string | null, refreshToken: string | null): void {
  ctx.db.transaction(() => {
    const sessions: (SessionRow | undefined)[] = [];
    if (accessToken) {
      sessions.push(
        one<SessionRow>(
          ctx.db,
          'SELECT user_id, session_id FROM access_tokens WHERE token_hash = ?',
          hashToken(accessToken),
        ),
      );
    }
    if (refreshToken) {
      sessions.push(
        one<SessionRow>(
          ctx.db,
          'SELECT user_id, session_id FROM refresh_tokens WHERE token_hash = ?',
          hashToken(refreshToken),
        ),
      );
    }
    for (const session of sessions) {
      if (session) endSessionById(ctx, session.user_id, session.session_id);
    }
  })();
}

/** Revokes every token of one session; tells the hub when something was still live. */
function endSessionById(ctx: AppContext, userId: number, sessionId: string): void {
  const now = ctx.now();
  const ended =
    run(
      ctx.db,
      'UPDATE access_tokens SET revoked_at = ? WHERE session_id = ? AND revoked_at IS NULL',
      now,
      sessionId,
    ).changes +
    run(
      ctx.db,
      'UPDATE refresh_tokens SET used_at = ? WHERE session_id = ? AND used_at IS NULL',
      now,
      sessionId,
    ).changes;
  if (ended > 0) ctx.events.sessionsEnded(userId);
}
