import type {
  ChangePasswordBody,
  LoginBody,
  LoginReply,
  PasswordCheckLocked,
  ResetPasswordBody,
} from '../../contract';
import { request, requestEnvelope, type Envelope } from './http';

/** The wire shapes of this module (contract/auth.ts). */
export type LoginPayload = LoginBody;
export type LoginData = LoginReply;
export type ResetPasswordPayload = ResetPasswordBody;
/** Field names spelled as the contract spells them. */
export type ChangePasswordPayload = ChangePasswordBody;

export type { PasswordCheckLocked };

/** Login statuses other than 1 are the caller's messages, so the whole envelope comes back. */
export const login = (payload: LoginPayload): Promise<Envelope<LoginData | PasswordCheckLocked>> =>
  requestEnvelope<LoginData | PasswordCheckLocked>('Auth/Login', { body: payload });

/** The status of a refused password check: a wrong password, or (with `data.retryAfterSeconds`) a locked attempt. */
export const WRONG_PASSWORD_STATUS = -4;

/**
 * Whether a reply is a throttled refusal (docs/contract/auth.md "Throttling"): status -4 with
 * `data.retryAfterSeconds`. A plain wrong password is -4 without data.
 */
export function isLockedAttempt(envelope: Envelope<unknown>): envelope is Envelope<PasswordCheckLocked> {
  const data = envelope.data as Partial<PasswordCheckLocked> | null | undefined;
  return (
    envelope.status === WRONG_PASSWORD_STATUS &&
    typeof data?.retryAfterSeconds === 'number' &&
    Number.isFinite(data.retryAfterSeconds)
  );
}

/** Forgot password: only the status is read (1 shows the confirmation card). */
export const forgotPassword = async (email: string): Promise<number> =>
  (await requestEnvelope<unknown>('Auth/ForgotPassword', { body: { email } })).status;

/** Reset password: no reply field is read; the caller shows a toast on failure. */
export const resetPassword = (payload: ResetPasswordPayload): Promise<unknown> =>
  request<unknown>('Auth/ResetPassword', { body: payload, onFailure: 'silent' });

/** Status -4 (wrong current password) is the caller's message; other failures go to /error-page. */
export const CHANGE_PASSWORD_WRONG_CURRENT = -4;
export const changePassword = (payload: ChangePasswordPayload): Promise<unknown> =>
  request<unknown>('Auth/ChangePassword', { body: payload, handles: [CHANGE_PASSWORD_WRONG_CURRENT] });

/**
 * Ends the session on the server (`Auth/Logout`: the bearer access token and the refresh token are
 * revoked). Silent: a failure (or a server without the call) never leaves for /error-page, the
 * caller signs out locally anyway.
 */
export const logout = (refreshToken: string | null): Promise<unknown> =>
  request<unknown>('Auth/Logout', { body: refreshToken ? { refreshToken } : {}, onFailure: 'silent' });
