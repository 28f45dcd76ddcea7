import type { FastifyInstance } from 'fastify';
import { notYours, userOf } from '../lib/auth.js';
import { ApiStatus, fail, ok } from '../lib/envelope.js';
import { schemas } from '../lib/validation.js';
import { markFirstVisitDone, userProfile } from '../services/users.js';

export const userIdQuery = {
  type: 'object',
  required: ['userId'],
  properties: { userId: schemas.queryId },
} as const;

export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  /** Any signed-in user (customers get `seller: null`); the token comes from header `accessToken` or the bearer. */
  app.post('/User/GetUserByAccessToken', { preHandler: app.requireUser }, async (request) => {
    const profile = userProfile(ctx.db, userOf(request).userId);
    return profile ? ok(profile) : fail(ApiStatus.unauthorized, 'User not found');
  });

  app.post<{ Querystring: { userId: number } }>(
    '/User/SetFirstVisitStatus',
    { preHandler: app.requireUser, schema: { querystring: userIdQuery } },
    async (request) => {
      const caller = userOf(request);
      if (request.query.userId !== caller.userId) return notYours('userId');
      markFirstVisitDone(ctx.db, caller.userId);
      return ok(true);
    },
  );
}
