import type { FastifyInstance } from 'fastify';
import { REVIEW_NOT_FOUND } from '../../../server/services/reviews.js';
import {
  addBuyerReviewComment,
  REVIEW_COMMENT_AUTHOR_SQL,
  REVIEW_COMMENT_FROM,
  REVIEW_COMMENT_MAX_LENGTH,
} from '../../../server/services/reviewsThread.js';
import {
  badRequest,
  conflict,
  findRecord,
  integerFilter,
  listRoute,
  notFound,
  oneOfFilter,
  oneRoute,
  refuseOtherMethods,
  type ListSpec,
} from '../../server/rest.js';

/** Comments under product reviews (both sides); POST writes one as the review's buyer. */

export interface ReviewCommentRecord {
  id: number;
  reviewId: number;
  authorRole: 'buyer' | 'seller';
  userId: number;
  authorName: string;
  text: string;
  createdAt: string;
}

export const REVIEW_COMMENTS: ListSpec<ReviewCommentRecord, ReviewCommentRecord> = {
  resource: 'review-comments',
  columns: `c.id AS id, c.review_id AS reviewId, c.author_role AS authorRole, c.user_id AS userId,
    ${REVIEW_COMMENT_AUTHOR_SQL} AS authorName, c.text AS text, c.created_at AS createdAt`,
  from: REVIEW_COMMENT_FROM,
  id: 'c.id',
  sort: { id: 'c.id', createdAt: 'c.created_at' },
  filters: {
    reviewId: integerFilter('c.review_id'),
    authorRole: oneOfFilter('c.author_role', ['buyer', 'seller']),
  },
  toRecord: (row) => row,
};

export const REVIEW_WITHOUT_BUYER = 'У отзыва нет покупателя: ответить от его имени нельзя';

const createSchema = {
  type: 'object',
  required: ['reviewId', 'text'],
  properties: {
    reviewId: { type: 'integer', minimum: 1 },
    text: { type: 'string', minLength: 1, maxLength: REVIEW_COMMENT_MAX_LENGTH },
  },
} as const;

export async function reviewCommentsRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  listRoute(app, REVIEW_COMMENTS);
  oneRoute(app, REVIEW_COMMENTS);
  app.post<{ Body: { reviewId: number; text: string } }>(
    '/',
    { schema: { body: createSchema } },
    async (request, reply) => {
      const { reviewId, text } = request.body;
      // Stored exactly as sent, like the seller's answers; only a blank one is refused.
      if (text.trim() === '') throw badRequest("Field 'text' must not be blank");
      const result = addBuyerReviewComment(ctx.db, ctx.now(), reviewId, text);
      if (result.kind === 'notFound') throw notFound(REVIEW_NOT_FOUND);
      if (result.kind === 'noBuyer') throw conflict(REVIEW_WITHOUT_BUYER);
      return reply.code(201).send(findRecord(ctx, REVIEW_COMMENTS, result.id));
    },
  );
  refuseOtherMethods(app, { collection: ['GET', 'POST'], record: ['GET'] });
}
