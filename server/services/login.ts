import type { PasswordCheckLocked } from '../../contract/index.js';
import type { AppContext } from '../context.js';
import { bool } from '../db/query.js';
import { ApiStatus, fail, ok, type Envelope } from '../lib/envelope.js';
import { verifyPassword } from '../lib/password.js';
import { lockedReply } from './loginThrottle.js';
import { createSession, type TokenPair } from './sessions.js';
import { findUserByEmail, NON_SELLER_BUSINESS } from './users.js';

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
  /** The client address, for throttling. */
  address: string;
}

export interface LoginData extends TokenPair {
  userCategoryId: number;
  isRegistered: boolean;
}

/**
 * `Auth/Login`: the password is checked before the account state is revealed (-5, -8, -10), so
 * an unknown password learns nothing about the account. Attempts are throttled per client
 * address and per account (services/loginThrottle.ts): a locked attempt answers -4 with a wait
 * message and `data.retryAfterSeconds`, without checking the password.
 */
export async function logIn(
  ctx: AppContext,
  input: LoginInput,
): Promise<Envelope<LoginData | PasswordCheckLocked>> {
  const throttle = ctx.loginThrottle;
  const addressWait = throttle.addressWaitMs(input.address);
  if (addressWait > 0) return lockedReply(addressWait);
  const user = findUserByEmail(ctx.db, input.email);
  if (!user) {
    throttle.failed(null, input.address);
    return fail(ApiStatus.unknownEmail, 'User with this e-mail does not exist');
  }
  const accountWait = throttle.accountWaitMs(user.id);
  if (accountWait > 0) return lockedReply(accountWait);
  if (!(await verifyPassword(input.password, user.password_hash))) {
    throttle.failed(user.id, input.address);
    return fail(ApiStatus.wrongPassword, 'Wrong password');
  }
  throttle.succeeded(user.id);
  if (!bool(user.email_confirmed)) return fail(ApiStatus.emailNotConfirmed, 'E-mail is not confirmed');
  if (bool(user.is_blocked)) return fail(ApiStatus.blocked, 'The account is blocked');
  if (NON_SELLER_BUSINESS.includes(user.user_category_id)) return fail(ApiStatus.notSeller, 'Вы не продавец');
  const tokens = createSession(ctx, user.id, input.remember);
  return ok({ userCategoryId: user.user_category_id, isRegistered: bool(user.is_registered), ...tokens });
}
