import type { FastifyInstance } from 'fastify';
import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  ResetPasswordBody,
  TokenPair,
} from '../../contract/index.js';
import { accessTokenOf, notYours, userOf } from '../lib/auth.js';
import { ApiStatus, fail, ok } from '../lib/envelope.js';
import { schemas, toId } from '../lib/validation.js';
import { requestPasswordReset, resetPassword } from '../services/passwordReset.js';
import { logIn } from '../services/login.js';
import { changePassword } from '../services/passwordChange.js';
import { endSession, refreshSession } from '../services/sessions.js';

/** `isRememberMe` may be absent (false). */
type LoginRequest = Omit<LoginBody, 'isRememberMe'> & Partial<Pick<LoginBody, 'isRememberMe'>>;

const password = { type: 'string', minLength: 1, maxLength: 128 } as const;
const token = schemas.text(512);

function body(required: string[], properties: Record<string, object>) {
  return { type: 'object', required, properties } as const;
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post<{ Body: LoginRequest }>(
    '/Auth/Login',
    {
      schema: {
        body: body(['email', 'password'], {
          email: schemas.text(256),
          password,
          isRememberMe: schemas.boolean,
        }),
      },
    },
    async (request) =>
      logIn(ctx, {
        email: request.body.email,
        password: request.body.password,
        remember: request.body.isRememberMe === true,
        address: request.ip,
      }),
  );

  app.post<{ Body: TokenPair }>(
    '/Auth/RefreshTheToken',
    { schema: { body: body(['accessToken', 'refreshToken'], { accessToken: token, refreshToken: token }) } },
    async (request) => {
      const pair = refreshSession(ctx, request.body.accessToken, request.body.refreshToken);
      return pair ? ok(pair) : fail(ApiStatus.invalid, 'Refresh token is invalid, expired or already used');
    },
  );

  /**
   * Ends the caller's session: the bearer access token (even an expired one) and the optional
   * `refreshToken`. Always status 1, so a client can sign out whatever state its tokens are in.
   */
  app.post<{ Body: { refreshToken?: string } }>(
    '/Auth/Logout',
    {
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: { body: { type: 'object', properties: { refreshToken: token } } },
    },
    async (request) => {
      endSession(ctx, accessTokenOf(request), request.body.refreshToken ?? null);
      return ok(true);
    },
  );

  app.post<{ Body: ForgotPasswordBody }>(
    '/Auth/ForgotPassword',
    { schema: { body: body(['email'], { email: schemas.text(256) }) } },
    async (request) => {
      const result = requestPasswordReset(ctx, request.body.email, request.ip);
      if (result.kind === 'unknown')
        return fail(ApiStatus.unknownEmail, 'User with this e-mail does not exist');
      if (result.kind === 'limit')
        return fail(ApiStatus.limitReached, 'Password reset limit reached, try again in 24 hours');
      request.log.info(
        { userId: result.userId, resetLink: result.link },
        `Password reset link: ${result.link}`,
      );
      return ok(true);
    },
  );

  app.post<{ Body: ResetPasswordBody }>(
    '/Auth/ResetPassword',
    {
      schema: {
        body: body(['userId', 'token', 'password', 'confirmPassword'], {
          userId: schemas.id,
          token,
          password,
          confirmPassword: password,
        }),
      },
    },
    async (request) => {
      const { userId, token: code, password: newPassword, confirmPassword } = request.body;
      const result = await resetPassword(ctx, {
        userId: toId(userId),
        code,
        password: newPassword,
        confirmPassword,
      });
      return result.ok ? ok(true) : fail(ApiStatus.invalid, result.message);
    },
  );

  app.post<{ Body: ChangePasswordBody }>(
    '/Auth/ChangePassword',
    {
      preHandler: app.requireUser,
      schema: {
        body: body(['userId', 'oldPasword', 'newPasword', 'confirmNewPasword'], {
          userId: schemas.id,
          oldPasword: password,
          newPasword: password,
          confirmNewPasword: password,
        }),
      },
    },
    async (request) => {
      const caller = userOf(request);
      const { userId, oldPasword, newPasword, confirmNewPasword } = request.body;
      if (toId(userId) !== caller.userId) return notYours('userId');
      return changePassword(ctx, {
        userId: caller.userId,
        accessTokenHash: caller.accessTokenHash,
        address: request.ip,
        oldPassword: oldPasword,
        newPassword: newPasword,
        confirmNewPassword: confirmNewPasword,
      });
    },
  );
}
