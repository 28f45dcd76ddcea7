import type { TokenPair } from '../../contract/index.js';
import type { AppContext } from '../context.js';
import { one, run } from '../db/query.js';
import { DAY_MS } from '../lib/time.js';
import { hashToken, newToken } from '../lib/tokens.js';

export type { TokenPair };

export const REFRESH_TTL_REMEMBER_MS = 30 * DAY_MS;
export const REFRESH_TTL_SESSION_MS = DAY_MS;

/** Issues an access token (config TTL) and a refresh token (30 days with remember-me, else 1 day). */
export function createSession(ctx: AppContext, userId: number, remember: boolean): TokenPair {
  const now = ctx.now();
  const accessToken = newToken();
  const refreshToken = newToken();
  const accessHash = hashToken(accessToken);
  run(
    ctx.db,
    'INSERT INTO access_tokens (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
    accessHash,
    userId,
    now,
    now + ctx.accessTokenTtlSeconds * 1000,
  );
  run(
    ctx.db,
    `INSERT INTO refresh_tokens (token_hash, user_id, access_token_hash, remember, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    hashToken(refreshToken),
    userId,
    accessHash,
    remember ? 1 : 0,
    now,
    now + (remember ? REFRESH_TTL_REMEMBER_MS : REFRESH_TTL_SESSION_MS),
  );
  return { accessToken, refreshToken };
}

interface RefreshRow {
  user_id: number;
  access_token_hash: string;
  remember: number;
  expires_at: number;
  used_at: number | null;
  is_blocked: number;
}

/**
 * Rotates a token pair. The refresh token must be unused, unexpired and issued together with the
 * given access token; it is marked used and the old access token is revoked. Null when refused.
 */
export function refreshSession(ctx: AppContext, accessToken: string, refreshToken: string): TokenPair | null {
  return ctx.db.transaction((): TokenPair | null => {
    const now = ctx.now();
    const row = one<RefreshRow>(
      ctx.db,
      `SELECT r.user_id, r.access_token_hash, r.remember, r.expires_at, r.used_at, u.is_blocked
       FROM refresh_tokens r JOIN users u ON u.id = r.user_id WHERE r.token_hash = ?`,
      hashToken(refreshToken),
    );
    const accessHash = hashToken(accessToken);
    if (!row || row.used_at !== null || row.expires_at <= now || row.is_blocked === 1) return null;
    if (row.access_token_hash !== accessHash) return null;
    run(ctx.db, 'UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ?', now, hashToken(refreshToken));
    run(
      ctx.db,
      'UPDATE access_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
      now,
      accessHash,
    );
    return createSession(ctx, row.user_id, row.remember === 1);
  })();
}

export type AccessCheck =
  { kind: 'valid'; userId: number; tokenHash: string } | { kind: 'expired' } | { kind: 'invalid' };

/** Unknown, revoked or blocked-user tokens are invalid; a known token past its lifetime is expired. */
export function checkAccessToken(ctx: AppContext, token: string): AccessCheck {
  const tokenHash = hashToken(token);
  const row = one<{ user_id: number; expires_at: number; revoked_at: number | null; is_blocked: number }>(
    ctx.db,
    `SELECT t.user_id, t.expires_at, t.revoked_at, u.is_blocked
     FROM access_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = ?`,
    tokenHash,
  );
  if (!row || row.revoked_at !== null || row.is_blocked === 1) return { kind: 'invalid' };
  if (row.expires_at <= ctx.now()) return { kind: 'expired' };
  return { kind: 'valid', userId: row.user_id, tokenHash };
}

/**
 * Ends every session of a user: after a password reset, or after a password change, which keeps
 * the session it was made from (`keepAccessTokenHash` and the refresh token issued with it).
 */
export function revokeUserSessions(
  ctx: AppContext,
  userId: number,
  keepAccessTokenHash: string | null = null,
): void {
  const now = ctx.now();
  const keep = keepAccessTokenHash ?? '';
  run(
    ctx.db,
    'UPDATE access_tokens SET revoked_at = ? WHERE user_id = ? AND revoked_at IS NULL AND token_hash <> ?',
    now,
    userId,
    keep,
  );
  run(
    ctx.db,
    'UPDATE refresh_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL AND access_token_hash <> ?',
    now,
    userId,
    keep,
  );
}

/**
 * Logout: ends the session of an access token (valid or already expired) and of a refresh token,
 * whichever are given; each revokes its partner too. Unknown or already ended tokens are ignored.
 */
export function endSession(ctx: AppContext, accessToken: string | null, refreshToken: string | null): void {
  ctx.db.transaction(() => {
    const now = ctx.now();
    const accessHashes: string[] = [];
    if (accessToken) accessHashes.push(hashToken(accessToken));
    if (refreshToken) {
      const refreshHash = hashToken(refreshToken);
      const row = one<{ access_token_hash: string }>(
        ctx.db,
        'SELECT access_token_hash FROM refresh_tokens WHERE token_hash = ?',
        refreshHash,
      );
      run(
        ctx.db,
        'UPDATE refresh_tokens SET used_at = ? WHERE token_hash = ? AND used_at IS NULL',
        now,
        refreshHash,
      );
      if (row) accessHashes.push(row.access_token_hash);
    }
    for (const accessHash of accessHashes) {
      run(
        ctx.db,
        'UPDATE access_tokens SET revoked_at = ? WHERE token_hash = ? AND revoked_at IS NULL',
        now,
        accessHash,
      );
      run(
        ctx.db,
        'UPDATE refresh_tokens SET used_at = ? WHERE access_token_hash = ? AND used_at IS NULL',
        now,
        accessHash,
      );
    }
  })();
}
