import type { FastifyInstance } from 'fastify';
import type { AcceptedBody, ReviewCommentBody, ReviewFilterBody } from '../../contract/index.js';
import { sellerOf } from '../lib/auth.js';
import { brandedName } from '../lib/brand.js';
import { ok } from '../lib/envelope.js';
import { schemas, toId } from '../lib/validation.js';
import { invalid, nullableWireDate, pageWindow, paginationSchema } from '../services/ordersCommon.js';
import { listReviews, REVIEW_SORT_COLUMNS, reviewNotFound } from '../services/reviews.js';
import {
  addSellerReviewComment,
  REVIEW_COMMENT_MAX_LENGTH,
  reviewDetail,
} from '../services/reviewsThread.js';
import { filterId, listFilter, query } from './orderFilters.js';

/** Product reviews under `/seller/api/{brand}Seller/...` (docs/contract/disputes.md "Reviews"). */

type FilterBody = AcceptedBody<ReviewFilterBody>;
/** The comment body as sent: the id may come as digits (ids taken from URLs). */
type CommentBody = Omit<ReviewCommentBody, 'reviewId'> & { reviewId: number | string };

const filterSchema = {
  type: 'object',
  properties: {
    sellerId: filterId,
    /** 0 counts as no filter, like null. */
    rating: { type: ['integer', 'null'], minimum: 0, maximum: 5 },
    withAnswer: { type: ['boolean', 'null'] },
    productId: filterId,
    dateFrom: nullableWireDate,
    dateTo: nullableWireDate,
    column: { type: ['string', 'null'], enum: [null, ...REVIEW_SORT_COLUMNS] },
    sortByAscending: { type: ['boolean', 'null'] },
    pagination: paginationSchema,
  },
} as const;

const commentSchema = {
  type: 'object',
  required: ['reviewId', 'text'],
  properties: {
    reviewId: schemas.id,
    text: { type: 'string', minLength: 1, maxLength: REVIEW_COMMENT_MAX_LENGTH },
  },
} as const;

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };
  const area = brandedName(ctx.brand, 'Seller');

  app.post<{ Body: FilterBody }>(
    `/${area}/GetReviews`,
    { ...guard, schema: { body: filterSchema } },
    async (request) => {
      const b = request.body;
      const filter = listFilter(request, b.sellerId, 'dateFrom', b.dateFrom, 'dateTo', b.dateTo);
      if (!filter.ok) return filter.reply;
      return ok(
        listReviews(ctx.db, {
          sellerId: filter.sellerId,
          rating: b.rating || null,
          withAnswer: b.withAnswer ?? null,
          productId: b.productId || null,
          range: filter.range,
          column: b.column ?? 'creationDate',
          ascending: b.sortByAscending ?? false,
          window: pageWindow(b.pagination),
        }),
      );
    },
  );

  app.get<{ Querystring: { id: number } }>(
    `/${area}/GetReviewsDetailInfo`,
    { ...guard, schema: { querystring: query({ id: schemas.queryId }) } },
    async (request) => {
      const detail = reviewDetail(ctx.db, sellerOf(request).sellerId, request.query.id);
      return detail ? ok(detail) : reviewNotFound();
    },
  );

  app.post<{ Body: CommentBody }>(
    `/${area}/AddReviewComment`,
    { ...guard, schema: { body: commentSchema } },
    async (request) => {
      const { reviewId, text } = request.body;
      // Stored exactly as sent (the client renders it as text); only a blank text is refused.
      if (text.trim() === '') return invalid("Field 'text' must not be blank");
      const added = addSellerReviewComment(ctx.db, ctx.now(), sellerOf(request), toId(reviewId), text);
      return added ? ok(added) : reviewNotFound();
    },
  );
}
