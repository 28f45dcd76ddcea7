import type { FastifyInstance } from 'fastify';
import {
  BUYER_ACTIONS,
  MARKETS,
  runBuyerAction,
  type Market,
} from '../../../server/services/buyerActions.js';
import { wireDate } from '../../../server/services/ordersCommon.js';
import { adminSessionOf } from '../../server/auth.js';
import {
  ConsoleHttpError,
  findRecord,
  integerFilter,
  listRoute,
  oneOfFilter,
  oneRoute,
  refuseOtherMethods,
  type ListSpec,
} from '../../server/rest.js';
import type { OrderActionRecord } from '../../app/records.js';

/** The log of buyer actions run from the console; POST runs one (server/services/buyerActions.ts). */

export const ORDER_ACTIONS: ListSpec<OrderActionRecord, OrderActionRecord> = {
  resource: 'order-actions',
  columns: `a.id AS id, a.market AS market, a.order_id AS orderId, a.action AS action, a.days AS days,
    a.date AS date, a.status_before AS statusBefore, a.status_after AS statusAfter, a.created_at AS createdAt`,
  from: 'console_actions a',
  id: 'a.id',
  sort: { id: 'a.id', createdAt: 'a.created_at' },
  filters: { market: oneOfFilter('a.market', MARKETS), orderId: integerFilter('a.order_id') },
  toRecord: (row) => row,
};

const createSchema = {
  type: 'object',
  required: ['market', 'orderId', 'action'],
  properties: {
    market: { type: 'string', enum: MARKETS },
    orderId: { type: 'integer', minimum: 1 },
    action: { type: 'string', enum: BUYER_ACTIONS },
    days: { type: ['integer', 'null'], minimum: 1, maximum: 90 },
    date: { ...wireDate, type: ['string', 'null'] },
  },
} as const;

interface NewActionBody {
  market: Market;
  orderId: number;
  action: string;
  days?: number | null;
  date?: string | null;
}

export async function orderActionsRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  listRoute(app, ORDER_ACTIONS);
  oneRoute(app, ORDER_ACTIONS);
  app.post<{ Body: NewActionBody }>('/', { schema: { body: createSchema } }, async (request, reply) => {
    const body = request.body;
    const result = runBuyerAction(ctx.db, ctx.now(), {
      market: body.market,
      orderId: body.orderId,
      action: body.action,
      days: body.days ?? null,
      date: body.date ?? null,
      adminId: adminSessionOf(request).admin.id,
    });
    if (!result.ok) throw new ConsoleHttpError(result.status, result.message);
    return reply.code(201).send(findRecord(ctx, ORDER_ACTIONS, result.actionId));
  });
  refuseOtherMethods(app, { collection: ['GET', 'POST'], record: ['GET'] });
}
