import type { FastifyInstance } from 'fastify';
import type { AcceptedBody, CouponInput, CouponListBody, CouponUpdateBody } from '../../contract/index.js';
import { notYours, sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import {
  COUPONS_PAGE_SIZE,
  createCoupon,
  deleteCoupon,
  listCoupons,
  updateCoupon,
} from '../services/coupons.js';
import { couponIdQuery, couponInputSchema, couponListSchema, couponUpdateSchema } from './couponSchemas.js';

/** Coupons under `/seller/api/Marketing/...` (docs/contract/marketing.md "Coupons"); the caller's store only. */
export async function couponRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };

  app.post<{ Body: AcceptedBody<CouponListBody> }>(
    '/Marketing/GetCoupones',
    { ...guard, schema: { body: couponListSchema } },
    async (request) => {
      const caller = sellerOf(request);
      const b = request.body ?? {};
      if (b.sellerId && b.sellerId !== caller.sellerId) return notYours('sellerId');
      const code = b.code?.trim() ? b.code.trim() : null;
      return ok(
        listCoupons(ctx.db, ctx.now(), {
          storeId: caller.storeId,
          status: b.status ?? null,
          code,
          marketType: b.marketType ?? null,
          page: b.pagination?.page ?? 1,
          pageSize: b.pagination?.pageSize ?? COUPONS_PAGE_SIZE,
        }),
      );
    },
  );

  app.post<{ Body: CouponInput }>(
    '/Marketing/CreateCoupone',
    { ...guard, schema: { body: couponInputSchema } },
    async (request) => createCoupon(ctx.db, ctx.now(), sellerOf(request).storeId, request.body),
  );

  app.post<{ Body: CouponUpdateBody }>(
    '/Marketing/UpdateCoupones',
    { ...guard, schema: { body: couponUpdateSchema } },
    async (request) => {
      const { id, reactivate, ...input } = request.body;
      return updateCoupon(ctx.db, ctx.now(), sellerOf(request).storeId, id, input, reactivate === true);
    },
  );

  app.post<{ Querystring: { couponeId: number } }>(
    '/Marketing/DeleteCoupone',
    { ...guard, schema: { querystring: couponIdQuery } },
    async (request) => deleteCoupon(ctx.db, sellerOf(request).storeId, request.query.couponeId),
  );
}
