import type { PasswordCheckLocked } from '../../contract/index.js';
import type { AppContext } from '../context.js';
import { ApiStatus, fail, ok, type Envelope } from '../lib/envelope.js';
import { hashPassword, isStrongPassword, PASSWORD_RULE_MESSAGE, verifyPassword } from '../lib/password.js';
import { lockedReply } from './loginThrottle.js';
import { revokeUserSessions } from './sessions.js';
import { findUserById, setPasswordHash } from './users.js';

export interface PasswordChange {
  userId: number;
  /** The session the change is made from: it stays signed in, every other session ends. */
  accessTokenHash: string;
  /** The client address: wrong current passwords count as failed logins (throttling). */
  address: string;
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * `Auth/ChangePassword` for the signed-in user: -4 when the current password is wrong. Every
 * other session of the user ends (a thief who knew the old password is signed out).
 */
export async function changePassword(
  ctx: AppContext,
  input: PasswordChange,
): Promise<Envelope<true | PasswordCheckLocked>> {
  const user = findUserById(ctx.db, input.userId);
  if (!user) return fail(ApiStatus.wrongPassword, 'Current password is wrong');
  // Guessing the current password through this call is throttled like logins.
  const wait = Math.max(
    ctx.loginThrottle.addressWaitMs(input.address),
    ctx.loginThrottle.accountWaitMs(user.id),
  );
  if (wait > 0) return lockedReply(wait);
  if (!(await verifyPassword(input.oldPassword, user.password_hash))) {
    ctx.loginThrottle.failed(user.id, input.address);
    return fail(ApiStatus.wrongPassword, 'Current password is wrong');
  }
  if (!isStrongPassword(input.newPassword)) return fail(ApiStatus.invalid, PASSWORD_RULE_MESSAGE);
  if (input.newPassword !== input.confirmNewPassword)
    return fail(ApiStatus.invalid, 'Passwords do not match');
  const hash = await hashPassword(input.newPassword);
  ctx.db.transaction(() => {
    setPasswordHash(ctx.db, user.id, hash);
    revokeUserSessions(ctx, user.id, input.accessTokenHash);
  })();
  return ok(true);
}
