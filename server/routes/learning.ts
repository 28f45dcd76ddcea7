import type { FastifyInstance } from 'fastify';
import { notYours, sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { schemas } from '../lib/validation.js';
import { learningSteps } from '../services/learningSteps.js';

/** `sellerId` may be left out (the caller); another seller's id is refused. */
const stepsQuery = {
  type: 'object',
  properties: { sellerId: schemas.queryId },
} as const;

/** The learning checklist 'Шаги к успеху' (docs/contract/learning.md). */
export async function learningRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get<{ Querystring: { sellerId?: number } }>(
    '/Analytics/GetLearningSteps',
    { preHandler: app.requireSeller, schema: { querystring: stepsQuery } },
    async (request) => {
      const caller = sellerOf(request);
      const asked = request.query.sellerId;
      if (asked !== undefined && asked !== caller.sellerId) return notYours('sellerId');
      return ok(learningSteps(ctx.db, caller));
    },
  );
}
