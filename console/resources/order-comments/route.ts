import type { FastifyInstance } from 'fastify';
import { ORDER_NOT_FOUND } from '../../../server/services/ordersCommon.js';
import {
  addBuyerComment,
  COMMENT_AUTHOR_SQL,
  COMMENT_FROM,
  COMMENT_MAX_LENGTH,
} from '../../../server/services/ordersComments.js';
import {
  badRequest,
  findRecord,
  integerFilter,
  listRoute,
  notFound,
  oneRoute,
  refuseOtherMethods,
  type ListSpec,
} from '../../server/rest.js';

/** Comments of wholesale orders (both sides); POST writes one as the order's buyer. */

export interface OrderCommentRecord {
  id: number;
  orderId: number;
  userId: number;
  authorName: string;
  comment: string;
  createdAt: string;
}

export const ORDER_COMMENTS: ListSpec<OrderCommentRecord, OrderCommentRecord> = {
  resource: 'order-comments',
  columns: `c.id AS id, c.order_id AS orderId, c.user_id AS userId, ${COMMENT_AUTHOR_SQL} AS authorName,
    c.comment AS comment, c.created_at AS createdAt`,
  from: COMMENT_FROM,
  id: 'c.id',
  sort: { id: 'c.id', createdAt: 'c.created_at' },
  filters: { orderId: integerFilter('c.order_id') },
  toRecord: (row) => row,
};

const createSchema = {
  type: 'object',
  required: ['orderId', 'comment'],
  properties: {
    orderId: { type: 'integer', minimum: 1 },
    comment: { type: 'string', minLength: 1, maxLength: COMMENT_MAX_LENGTH },
  },
} as const;

export async function orderCommentsRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  listRoute(app, ORDER_COMMENTS);
  oneRoute(app, ORDER_COMMENTS);
  app.post<{ Body: { orderId: number; comment: string } }>(
    '/',
    { schema: { body: createSchema } },
    async (request, reply) => {
      const { orderId, comment } = request.body;
      // Stored exactly as sent, like the seller's comments; only a blank one is refused.
      if (comment.trim() === '') throw badRequest("Field 'comment' must not be blank");
      const id = addBuyerComment(ctx.db, ctx.now(), orderId, comment);
      if (id === null) throw notFound(ORDER_NOT_FOUND);
      return reply.code(201).send(findRecord(ctx, ORDER_COMMENTS, id));
    },
  );
  refuseOtherMethods(app, { collection: ['GET', 'POST'], record: ['GET'] });
}
