import type { FastifyInstance } from 'fastify';
import type { OrderTimelineBody, OrderTimelineReply } from '../../contract/index.js';
import { sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { orderNotFound } from '../services/ordersCommon.js';
import { orderTimeline } from '../services/orderTimeline.js';

/** `POST Order/GetOrderTimeline` (ours, docs/contract/orders.md "Timeline"): the caller's orders only. */

const bodySchema = {
  type: 'object',
  required: ['orderId', 'kind'],
  properties: {
    orderId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    kind: { type: 'string', enum: ['wholesale', 'retail'] },
  },
} as const;

export async function orderTimelineRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  app.post<{ Body: OrderTimelineBody }>(
    '/Order/GetOrderTimeline',
    { preHandler: app.requireSeller, schema: { body: bodySchema } },
    async (request) => {
      const { orderId, kind } = request.body;
      const events = orderTimeline(ctx.db, ctx.now(), sellerOf(request).sellerId, kind, orderId);
      return events === null ? orderNotFound() : ok<OrderTimelineReply>({ events });
    },
  );
}
