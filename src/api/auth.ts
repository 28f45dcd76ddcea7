import type { ChangePasswordBody, LoginBody, ResetPasswordBody } from '../../contract';
import { decoder, flag, ignoreData, num, numOr, record, text, type Decoded } from './decode';
import { request, requestEnvelope } from './http';

/** The wire shapes of this module (contract/auth.ts). */
export type LoginPayload = LoginBody;
export type ResetPasswordPayload = ResetPasswordBody;
/** Field names spelled as the contract spells them. */
export type ChangePasswordPayload = ChangePasswordBody;

/**
 * A login reply as decoded: spec section 7 reads status, userCategoryId, isRegistered,
 * accessToken and refreshToken; `retryAfterSeconds` is our throttling addition
 * (docs/contract/auth.md "Throttling"), `null` from a server without it.
 */
const loginReply = record({
  status: numOr(0),
  errorMessage: text,
  data: record({
    userCategoryId: num,
    isRegistered: flag,
    accessToken: text,
    refreshToken: text,
    retryAfterSeconds: num,
  }),
});
export type LoginReply = Decoded<typeof loginReply>;
const decodeLoginReply = decoder(loginReply);

/** Login statuses other than 1 are the caller's messages, so the whole reply comes back. */
export const login = async (payload: LoginPayload): Promise<LoginReply> =>
  decodeLoginReply(await requestEnvelope('Auth/Login', { body: payload }));

/** The status of a refused password check: a wrong password, or (with `data.retryAfterSeconds`) a locked attempt. */
export const WRONG_PASSWORD_STATUS = -4;

/**
 * Whether a reply is a throttled refusal (docs/contract/auth.md "Throttling"): status -4 with
 * `data.retryAfterSeconds`. A plain wrong password is -4 without data.
 */
export const isLockedAttempt = (reply: LoginReply): boolean =>
  reply.status === WRONG_PASSWORD_STATUS && reply.data.retryAfterSeconds !== null;

/** Forgot password: only the status is read (1 shows the confirmation card). */
export const forgotPassword = async (email: string): Promise<number> =>
  (await requestEnvelope('Auth/ForgotPassword', { body: { email } })).status;

/** Reset password: no reply field is read; the caller shows a toast on failure. */
export const resetPassword = (payload: ResetPasswordPayload): Promise<void> =>
  request('Auth/ResetPassword', ignoreData, { body: payload, onFailure: 'silent' });

/** Status -4 (wrong current password) is the caller's message; other failures go to /error-page. */
export const CHANGE_PASSWORD_WRONG_CURRENT = -4;
export const changePassword = (payload: ChangePasswordPayload): Promise<void> =>
  request('Auth/ChangePassword', ignoreData, { body: payload, handles: [CHANGE_PASSWORD_WRONG_CURRENT] });

/**
 * Ends the session on the server (`Auth/Logout`: the bearer access token and the refresh token are
 * revoked). Silent: a failure (or a server without the call) never leaves for /error-page, the
 * caller signs out locally anyway.
 */
export const logout = (refreshToken: string | null): Promise<void> =>
  request('Auth/Logout', ignoreData, { body: refreshToken ? { refreshToken } : {}, onFailure: 'silent' });
