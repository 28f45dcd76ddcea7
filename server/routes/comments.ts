import type { FastifyInstance } from 'fastify';
import type { AddCommentBody } from '../../contract/index.js';
import { sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { schemas, toId } from '../lib/validation.js';
import { invalid, orderNotFound } from '../services/ordersCommon.js';
import {
  addOrderComment,
  COMMENT_MAX_LENGTH,
  orderComments,
  orderReview,
} from '../services/ordersComments.js';

/** Comments of a wholesale order (`Common/...`) and its review (`Order/GetReviewByOrderId`). */

const orderIdQuery = {
  type: 'object',
  required: ['orderId'],
  properties: { orderId: schemas.queryId },
} as const;

const addCommentSchema = {
  type: 'object',
  required: ['orderId', 'comment'],
  properties: {
    orderId: schemas.id,
    comment: { type: 'string', minLength: 1, maxLength: COMMENT_MAX_LENGTH },
  },
} as const;

export async function commentRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };

  app.post<{ Querystring: { orderId: number } }>(
    '/Common/GetComments',
    { ...guard, schema: { querystring: orderIdQuery } },
    async (request) => {
      const comments = orderComments(ctx.db, ctx.now(), sellerOf(request).sellerId, request.query.orderId);
      return comments ? ok(comments) : orderNotFound();
    },
  );

  app.post<{ Body: AddCommentBody }>(
    '/Common/AddComment',
    { ...guard, schema: { body: addCommentSchema } },
    async (request) => {
      const { orderId, comment } = request.body;
      // Stored exactly as sent (the client renders it as text); only a blank comment is refused.
      if (comment.trim() === '') return invalid("Field 'comment' must not be blank");
      const caller = sellerOf(request);
      const added = addOrderComment(ctx.db, ctx.now(), caller, toId(orderId), comment);
      return added ? ok(added) : orderNotFound();
    },
  );

  app.post<{ Querystring: { orderId: number } }>(
    '/Order/GetReviewByOrderId',
    { ...guard, schema: { querystring: orderIdQuery } },
    async (request) => {
      const lookup = orderReview(ctx.db, ctx.now(), sellerOf(request).sellerId, request.query.orderId);
      return lookup.found ? ok(lookup.review) : orderNotFound();
    },
  );
}
