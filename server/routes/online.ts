import type { FastifyInstance } from 'fastify';
import type { AddOnlineUserBody } from '../../contract/index.js';
import { notYours, userOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { schemas, toId } from '../lib/validation.js';
import { invalid } from '../services/ordersCommon.js';
import { query } from './orderFilters.js';

/** Online-user registration of hub connections, `/seller/api/Common/...` (docs/contract/realtime.md). */

export const CONNECTION_NOT_FOUND = 'Соединение не найдено';

/** `userId` is also taken as a numeric string, like other ids. */
const addOnlineUserSchema = {
  type: 'object',
  required: ['userId', 'connectionId'],
  properties: {
    userId: schemas.id,
    connectionId: { type: 'string', minLength: 1, maxLength: 100 },
  },
} as const;

export async function onlineRoutes(app: FastifyInstance): Promise<void> {
  // Any signed-in user: a seller who has not finished registration keeps a working shell too.
  const guard = { preHandler: app.requireUser };

  app.post<{ Querystring: { retiredUserId: number } }>(
    '/Common/DeleteRetiredUser',
    { ...guard, schema: { querystring: query({ retiredUserId: schemas.queryId }) } },
    async (request) => {
      const { userId } = userOf(request);
      if (request.query.retiredUserId !== userId) return notYours('retiredUserId');
      app.hub.retire(userId);
      return ok(null);
    },
  );

  app.post<{ Body: Omit<AddOnlineUserBody, 'userId'> & { userId: number | string } }>(
    '/Common/AddOnlineUser',
    { ...guard, schema: { body: addOnlineUserSchema } },
    async (request) => {
      const { userId } = userOf(request);
      if (toId(request.body.userId) !== userId) return notYours('userId');
      const result = app.hub.register(userId, request.body.connectionId);
      return result === 'registered' ? ok(null) : invalid(CONNECTION_NOT_FOUND);
    },
  );
}
