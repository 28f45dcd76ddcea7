import type { FastifyInstance } from 'fastify';
import { ApiStatus, fail, ok } from '../lib/envelope.js';
import { schemas } from '../lib/validation.js';
import { widgetInfo } from '../services/widgetInfo.js';

const storeIdQuery = {
  type: 'object',
  required: ['storeId'],
  properties: { storeId: schemas.queryId },
} as const;

/**
 * The store widget's one call. Public: other sites embed the widget, so there is no token (no
 * preHandler); the reply carries only what the widget shows.
 */
export async function widgetRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get<{ Querystring: { storeId: number } }>(
    '/Marketing/GetWidgetInfoByStoreId',
    { schema: { querystring: storeIdQuery } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const info = widgetInfo(ctx.db, ctx.publicOrigin, request.query.storeId);
      return info ? ok(info) : fail(ApiStatus.invalid, 'Магазин не найден');
    },
  );
}
