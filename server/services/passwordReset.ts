import type { AppContext } from '../context.js';
import { one, run, scalar } from '../db/query.js';
import { hashPassword, isStrongPassword, PASSWORD_RULE_MESSAGE } from '../lib/password.js';
import { DAY_MS } from '../lib/time.js';
import { hashToken, newResetCode } from '../lib/tokens.js';
import { revokeUserSessions } from './sessions.js';
import { findUserByEmail, findUserById, setPasswordHash } from './users.js';

export const RESET_MAIL_SUBJECT = 'Восстановление пароля';
/** A reset code is valid for 24 hours and can be used once. */
export const RESET_CODE_TTL_MS = DAY_MS;
/**
 * Reset requests in 24 hours before the next answers -5 (specification: 'Ваш лимит заполнен').
 * Counted per requester (client address) so that anyone can no longer block a user's reset:
 * at most 3 for one user from one address, 10 for one user from all addresses together (a bound
 * on mail to one inbox), 20 for one address over all users.
 */
export const RESET_DAILY_LIMIT = 3;
export const RESET_DAILY_LIMIT_PER_USER = 10;
export const RESET_DAILY_LIMIT_PER_REQUESTER = 20;

/** The page of the back office that sets the new password. */
export const resetPath = (userId: number, code: string): string =>
  `/seller/account/reset/userId=${userId}&code=${code}`;

export type ResetRequest =
  { kind: 'unknown' } | { kind: 'limit' } | { kind: 'sent'; userId: number; link: string };

function overDailyLimit(ctx: AppContext, userId: number, requester: string, since: number): boolean {
  const count = (where: string, ...params: (string | number)[]) =>
    scalar(
      ctx.db,
      `SELECT COUNT(*) AS value FROM password_reset_codes WHERE ${where} AND created_at > ?`,
      ...params,
      since,
    );
  return (
    count('user_id = ? AND requester = ?', userId, requester) >= RESET_DAILY_LIMIT ||
    count('user_id = ?', userId) >= RESET_DAILY_LIMIT_PER_USER ||
    count('requester = ?', requester) >= RESET_DAILY_LIMIT_PER_REQUESTER
  );
}

/**
 * Stores a new hashed reset code and "mails" the link (outbox + caller logs it), built on
 * PUBLIC_ORIGIN. `requester` is the client address the daily limits are counted by.
 */
export function requestPasswordReset(ctx: AppContext, email: string, requester: string): ResetRequest {
  const user = findUserByEmail(ctx.db, email);
  if (!user) return { kind: 'unknown' };
  const now = ctx.now();
  if (overDailyLimit(ctx, user.id, requester, now - DAY_MS)) return { kind: 'limit' };
  const code = newResetCode();
  run(
    ctx.db,
    `INSERT INTO password_reset_codes (user_id, code_hash, created_at, expires_at, requester)
     VALUES (?, ?, ?, ?, ?)`,
    user.id,
    hashToken(code),
    now,
    now + RESET_CODE_TTL_MS,
    requester,
  );
  const link = `${ctx.publicOrigin}${resetPath(user.id, code)}`;
  ctx.outbox.send({
    userId: user.id,
    to: user.email,
    subject: RESET_MAIL_SUBJECT,
    link,
    payload: { code },
    sentAt: now,
  });
  return { kind: 'sent', userId: user.id, link };
}

export type ResetResult = { ok: true } | { ok: false; message: string };

/** Sets a new password with a valid code; consumes every open code and ends all sessions of the user. */
export async function resetPassword(
  ctx: AppContext,
  input: { userId: number; code: string; password: string; confirmPassword: string },
): Promise<ResetResult> {
  const now = ctx.now();
  const user = findUserById(ctx.db, input.userId);
  const code = user
    ? one<{ id: number }>(
        ctx.db,
        `SELECT id FROM password_reset_codes
         WHERE user_id = ? AND code_hash = ? AND used_at IS NULL AND expires_at > ?`,
        user.id,
        hashToken(input.code.trim()),
        now,
      )
    : undefined;
  if (!user || !code) return { ok: false, message: 'The reset code is invalid or has expired' };
  if (!isStrongPassword(input.password)) return { ok: false, message: PASSWORD_RULE_MESSAGE };
  if (input.password !== input.confirmPassword) return { ok: false, message: 'Passwords do not match' };
  const hash = await hashPassword(input.password);
  // Re-checked inside the transaction: a parallel reset may have used the code while hashing.
  const applied = ctx.db.transaction((): boolean => {
    const at = ctx.now();
    const claimed = run(
      ctx.db,
      'UPDATE password_reset_codes SET used_at = ? WHERE id = ? AND used_at IS NULL',
      at,
      code.id,
    );
    if (claimed.changes !== 1) return false;
    setPasswordHash(ctx.db, user.id, hash);
    run(
      ctx.db,
      'UPDATE password_reset_codes SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
      at,
      user.id,
    );
    revokeUserSessions(ctx, user.id);
    return true;
  })();
  return applied ? { ok: true } : { ok: false, message: 'The reset code is invalid or has expired' };
}

/** Test helper: the code of the latest reset mail sent to a user (codes are stored hashed). */
export function latestResetCode(ctx: AppContext, userId: number): string | null {
  return ctx.outbox.latest(userId, RESET_MAIL_SUBJECT)?.payload.code ?? null;
}
