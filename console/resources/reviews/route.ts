import type { FastifyInstance } from 'fastify';
import {
  ACTION_NOT_ALLOWED,
  BUYER_NAME_SQL,
  ORDER_NOT_FOUND,
} from '../../../server/services/ordersCommon.js';
import { addBuyerReview } from '../../../server/services/ordersComments.js';
import {
  badRequest,
  conflict,
  findRecord,
  integerFilter,
  listRoute,
  notFound,
  oneRoute,
  refuseOtherMethods,
  type ListSpec,
} from '../../server/rest.js';

/** Reviews of every seller; POST writes the buyer's review of a shipped or completed wholesale order. */

export interface ReviewRecord {
  id: number;
  sellerId: number;
  orderId: number | null;
  productId: number;
  buyerId: number | null;
  buyerName: string | null;
  rating: number;
  text: string;
  createdAt: string;
}

export const REVIEWS: ListSpec<ReviewRecord, ReviewRecord> = {
  resource: 'reviews',
  columns: `r.id AS id, r.seller_id AS sellerId, r.order_id AS orderId, r.product_id AS productId,
    r.buyer_id AS buyerId, CASE WHEN u.id IS NULL THEN NULL ELSE ${BUYER_NAME_SQL} END AS buyerName,
    r.rating AS rating, r.text AS text, r.created_at AS createdAt`,
  from: 'reviews r LEFT JOIN users u ON u.id = r.buyer_id',
  id: 'r.id',
  sort: { id: 'r.id', createdAt: 'r.created_at', rating: 'r.rating' },
  filters: { sellerId: integerFilter('r.seller_id'), orderId: integerFilter('r.order_id') },
  toRecord: (row) => row,
};

export const REVIEW_EXISTS = 'Отзыв на этот заказ уже оставлен';

const createSchema = {
  type: 'object',
  required: ['orderId', 'rating', 'text'],
  properties: {
    orderId: { type: 'integer', minimum: 1 },
    rating: { type: 'integer', minimum: 1, maximum: 5 },
    text: { type: 'string', minLength: 1, maxLength: 1000 },
  },
} as const;

export async function reviewsRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  listRoute(app, REVIEWS);
  oneRoute(app, REVIEWS);
  app.post<{ Body: { orderId: number; rating: number; text: string } }>(
    '/',
    { schema: { body: createSchema } },
    async (request, reply) => {
      if (request.body.text.trim() === '') throw badRequest("Field 'text' must not be blank");
      const result = addBuyerReview(ctx.db, ctx.now(), request.body);
      if (result.kind === 'notFound') throw notFound(ORDER_NOT_FOUND);
      if (result.kind === 'notAllowed') throw conflict(ACTION_NOT_ALLOWED);
      if (result.kind === 'duplicate') throw conflict(REVIEW_EXISTS);
      return reply.code(201).send(findRecord(ctx, REVIEWS, result.id));
    },
  );
  refuseOtherMethods(app, { collection: ['GET', 'POST'], record: ['GET'] });
}
