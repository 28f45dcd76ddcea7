import type { FastifyInstance } from 'fastify';
import { notYours, sellerOf } from '../lib/auth.js';
import { ApiStatus, fail, ok } from '../lib/envelope.js';
import { schemas } from '../lib/validation.js';
import { dashboardInfo, dashboardStatistics } from '../services/dashboard.js';
import { userIdQuery } from './user.js';

const sellerIdQuery = {
  type: 'object',
  required: ['sellerId'],
  properties: { sellerId: schemas.queryId },
} as const;

/** Dashboard figures, read on each call (the sales from the order totals of migration 022). */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get<{ Querystring: { userId: number } }>(
    '/User/GetDashboardStatistics',
    { preHandler: app.requireSeller, schema: { querystring: userIdQuery } },
    async (request) => {
      const caller = sellerOf(request);
      if (request.query.userId !== caller.userId) return notYours('userId');
      return ok(dashboardStatistics(ctx.db, caller.userId, caller.sellerId, ctx.now()));
    },
  );

  app.get<{ Querystring: { sellerId: number } }>(
    `/${ctx.brand}Seller/GetDashboardInfo`,
    { preHandler: app.requireSeller, schema: { querystring: sellerIdQuery } },
    async (request) => {
      const caller = sellerOf(request);
      if (request.query.sellerId !== caller.sellerId) return notYours('sellerId');
      const info = dashboardInfo(ctx.db, caller.sellerId);
      return info ? ok(info) : fail(ApiStatus.invalid, 'Store not found');
    },
  );
}
