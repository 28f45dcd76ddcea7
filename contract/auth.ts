import type { UserCategoryId } from './statuses.js';

/** Authentication calls under `/seller/api/Auth/...` (spec section 7 "Authentication and user"). */

/** Body of `Auth/Login`. */
export interface LoginBody {
  email: string;
  password: string;
  isRememberMe: boolean;
}

/** `data` of `Auth/Login` (status 1; a non-seller category or `isRegistered: false` is sent away by the client). */
export interface LoginReply {
  userCategoryId: UserCategoryId;
  isRegistered: boolean;
  accessToken: string;
  /** Optional in the specification; the reference server always sends it. */
  refreshToken?: string;
}

/**
 * `data` of a throttled refusal of `Auth/Login` or `Auth/ChangePassword` (status -4, an addition
 * to the specification; docs/contract/auth.md "Throttling"): its presence tells a locked attempt
 * from a wrong password, whose -4 reply has no `data`. The reply's errorMessage is the Russian wait text.
 */
export interface PasswordCheckLocked {
  /** Whole seconds until the next attempt is checked (at least 1). */
  retryAfterSeconds: number;
}

/** Body of `Auth/RefreshTheToken`, and its `data` (a new pair; the used refresh token is revoked). */
export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/** Body of `Auth/ForgotPassword` (only the reply status is read). */
export interface ForgotPasswordBody {
  email: string;
}

/** Body of `Auth/ResetPassword`: `userId` and `token` come from the link's code. */
export interface ResetPasswordBody {
  /** A number or digits (the link carries it as text). */
  userId: number | string;
  token: string;
  password: string;
  confirmPassword: string;
}

/** Body of `Auth/ChangePassword` (field names spelled so). */
export interface ChangePasswordBody {
  /** A number (the server also accepts digits). */
  userId: number | string;
  oldPasword: string;
  newPasword: string;
  confirmNewPasword: string;
}
