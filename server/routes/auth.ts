import type { FastifyInstance } from 'fastify';
import type {
  ChangePasswordBody,
  ForgotPasswordBody,
  LoginBody,
  LoginReply,
  ResetPasswordBody,
  TokenPair,
} from '../../contract/index.js';
import { bool, run } from '../db/query.js';
import { notYours, userOf } from '../lib/auth.js';
import { ApiStatus, fail, ok } from '../lib/envelope.js';
import { hashPassword, isStrongPassword, PASSWORD_RULE_MESSAGE, verifyPassword } from '../lib/password.js';
import { schemas, toId } from '../lib/validation.js';
import { requestPasswordReset, resetPassword } from '../services/passwordReset.js';
import { createSession, refreshSession } from '../services/sessions.js';
import { findUserByEmail, findUserById, NON_SELLER_BUSINESS } from '../services/users.js';

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
    async (request) => {
      const { email, isRememberMe } = request.body;
      const user = findUserByEmail(ctx.db, email);
      if (!user) return fail(ApiStatus.unknownEmail, 'User with this e-mail does not exist');
      if (!(await verifyPassword(request.body.password, user.password_hash))) {
        return fail(ApiStatus.wrongPassword, 'Wrong password');
      }
      if (!bool(user.email_confirmed)) return fail(ApiStatus.emailNotConfirmed, 'E-mail is not confirmed');
      if (bool(user.is_blocked)) return fail(ApiStatus.blocked, 'The account is blocked');
      if (NON_SELLER_BUSINESS.includes(user.user_category_id))
        return fail(ApiStatus.notSeller, 'Вы не продавец');
      const tokens = createSession(ctx, user.id, isRememberMe === true);
      return ok<LoginReply>({
        userCategoryId: user.user_category_id,
        isRegistered: bool(user.is_registered),
        ...tokens,
      });
    },
  );

  app.post<{ Body: TokenPair }>(
    '/Auth/RefreshTheToken',
    { schema: { body: body(['accessToken', 'refreshToken'], { accessToken: token, refreshToken: token }) } },
    async (request) => {
      const pair = refreshSession(ctx, request.body.accessToken, request.body.refreshToken);
      return pair ? ok(pair) : fail(ApiStatus.invalid, 'Refresh token is invalid, expired or already used');
    },
  );

  app.post<{ Body: ForgotPasswordBody }>(
    '/Auth/ForgotPassword',
    { schema: { body: body(['email'], { email: schemas.text(256) }) } },
    async (request) => {
      const result = requestPasswordReset(ctx, request.body.email, `${request.protocol}://${request.host}`);
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
      const user = findUserById(ctx.db, caller.userId);
      if (!user || !(await verifyPassword(oldPasword, user.password_hash))) {
        return fail(ApiStatus.wrongPassword, 'Current password is wrong');
      }
      if (!isStrongPassword(newPasword)) return fail(ApiStatus.invalid, PASSWORD_RULE_MESSAGE);
      if (newPasword !== confirmNewPasword) return fail(ApiStatus.invalid, 'Passwords do not match');
      run(ctx.db, 'UPDATE users SET password_hash = ? WHERE id = ?', await hashPassword(newPasword), user.id);
      return ok(true);
    },
  );
}
