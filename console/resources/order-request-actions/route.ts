import type { FastifyInstance } from 'fastify';
import { runBuyerRequestAction } from '../../../server/services/orderRequestsBuyer.js';
import { BUYER_REQUEST_ACTIONS } from '../../../server/services/orderRequestsRules.js';
import { adminSessionOf } from '../../server/auth.js';
import {
  ConsoleHttpError,
  findRecord,
  integerFilter,
  listRoute,
  oneRoute,
  refuseOtherMethods,
  type ListSpec,
} from '../../server/rest.js';

/**
 * The log of the buyers' answers to proposals run from the console; POST runs one
 * (server/services/orderRequestsBuyer.ts, rules in server/services/orderRequestsRules.ts).
 */

export interface OrderRequestActionRecord {
  id: number;
  orderRequestId: number;
  action: string;
  reason: string | null;
  statusBefore: number;
  statusAfter: number;
  createdAt: string;
}

export const ORDER_REQUEST_ACTIONS: ListSpec<OrderRequestActionRecord, OrderRequestActionRecord> = {
  resource: 'order-request-actions',
  columns: `a.id AS id, a.request_id AS orderRequestId, a.action AS action, a.reason AS reason,
    a.status_before AS statusBefore, a.status_after AS statusAfter, a.created_at AS createdAt`,
  from: 'console_request_actions a',
  id: 'a.id',
  sort: { id: 'a.id', createdAt: 'a.created_at' },
  filters: { orderRequestId: integerFilter('a.request_id') },
  toRecord: (row) => row,
};

const createSchema = {
  type: 'object',
  required: ['orderRequestId', 'action'],
  properties: {
    orderRequestId: { type: 'integer', minimum: 1 },
    action: { type: 'string', enum: BUYER_REQUEST_ACTIONS },
    reason: { type: ['string', 'null'], maxLength: 500 },
  },
} as const;

interface NewActionBody {
  orderRequestId: number;
  action: string;
  reason?: string | null;
}

export async function orderRequestActionsRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  listRoute(app, ORDER_REQUEST_ACTIONS);
  oneRoute(app, ORDER_REQUEST_ACTIONS);
  app.post<{ Body: NewActionBody }>('/', { schema: { body: createSchema } }, async (request, reply) => {
    const body = request.body;
    const result = runBuyerRequestAction(ctx.db, ctx.now(), {
      requestId: body.orderRequestId,
      action: body.action,
      reason: body.reason ?? null,
      adminId: adminSessionOf(request).admin.id,
    });
    if (!result.ok) throw new ConsoleHttpError(result.status, result.message);
    return reply.code(201).send(findRecord(ctx, ORDER_REQUEST_ACTIONS, result.actionId));
  });
  refuseOtherMethods(app, { collection: ['GET', 'POST'], record: ['GET'] });
}
