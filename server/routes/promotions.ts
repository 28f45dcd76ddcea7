import type { FastifyInstance } from 'fastify';
import type {
  AcceptedBody,
  AdvertStatus,
  HighlightLabel,
  MakeHighlightBody,
  MakeTopBody,
  ProductsForHighlightingBody,
  PromotionListBody,
  SearchOptimizationQuery,
} from '../../contract/index.js';
import { notYours, sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { toId } from '../lib/validation.js';
import { highlightCandidates } from '../services/highlights.js';
import { buyHighlight } from '../services/highlightsPurchase.js';
import { pageWindow } from '../services/ordersCommon.js';
import {
  listPromotions,
  PROMOTION_PAGE_SIZE,
  promotionPeriods,
  type PromotionKind,
} from '../services/promotionsCommon.js';
import { OPTIMIZATION_PAGE_SIZE, searchOptimization } from '../services/searchOptimization.js';
import { topCandidates } from '../services/topProducts.js';
import { buyTop } from '../services/topProductsPurchase.js';
import {
  candidatesSchema,
  highlightListSchema,
  makeHighlightSchema,
  makeTopSchema,
  optimizationQuery,
  sellerQuery,
  topListSchema,
} from './promotionSchemas.js';

/** Highlights, top and search optimization under `/seller/api/Marketing/` (docs/contract/marketing.md). */

type CandidatesBody = AcceptedBody<ProductsForHighlightingBody>;
type ListBody = AcceptedBody<PromotionListBody>;
/** Ids may come as digits (taken from URLs). */
type Ids<T> = Omit<T, 'productId' | 'periodId'> & { productId: number | string; periodId: number | string };

export async function promotionRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };

  for (const [path, kind] of [
    ['HighlightedPeriods', 'highlight'],
    ['TopProductsPeriods', 'top'],
  ] as const) {
    app.get(`/Marketing/${path}`, guard, async () => ok(promotionPeriods(ctx.db, kind)));
  }

  app.post<{ Body: CandidatesBody }>(
    '/Marketing/ProductsForHighlighting',
    { ...guard, schema: { body: candidatesSchema } },
    async (request) => {
      const b = request.body;
      const caller = sellerOf(request);
      if (b.sellerId && b.sellerId !== caller.sellerId) return notYours('sellerId');
      return ok(
        highlightCandidates(ctx.db, ctx.now(), caller, {
          forNew: b.forNew ?? false,
          forDiscount: b.forDiscount ?? false,
          forSale: b.forSale ?? false,
          forFreeDelivery: b.forFreeDelivery ?? false,
          forTop: b.forTop ?? false,
        }),
      );
    },
  );

  app.get<{ Querystring: { sellerId?: number | null } }>(
    '/Marketing/ProductsThatRatingMoreThanFour',
    { ...guard, schema: { querystring: sellerQuery } },
    async (request) => {
      const caller = sellerOf(request);
      const sent = request.query.sellerId;
      if (sent && sent !== caller.sellerId) return notYours('sellerId');
      return ok(topCandidates(ctx.db, ctx.now(), caller));
    },
  );

  const lists: readonly [string, PromotionKind, object][] = [
    ['HighlightedProducts', 'highlight', highlightListSchema],
    ['TopProducts', 'top', topListSchema],
  ];
  for (const [path, kind, schema] of lists) {
    app.post<{ Body: ListBody }>(
      `/Marketing/${path}`,
      { ...guard, schema: { body: schema } },
      async (request) => {
        const b = request.body;
        const caller = sellerOf(request);
        if (b.sellerId && b.sellerId !== caller.sellerId) return notYours('sellerId');
        const label: HighlightLabel | null = kind === 'highlight' ? (b.label ?? null) : null;
        const status: AdvertStatus | null = b.status ?? null;
        return ok(
          listPromotions(ctx.db, ctx.now(), {
            sellerId: caller.sellerId,
            kind,
            label,
            status,
            window: pageWindow({
              page: b.pagination?.page ?? null,
              pageSize: b.pagination?.pageSize ?? PROMOTION_PAGE_SIZE,
            }),
          }),
        );
      },
    );
  }

  app.post<{ Body: Ids<MakeHighlightBody> }>(
    '/Marketing/MakeProductAsHighlight',
    { ...guard, schema: { body: makeHighlightSchema } },
    async (request) => {
      const b = request.body;
      return buyHighlight(ctx.db, ctx.now(), ctx.publicOrigin, sellerOf(request), {
        productId: toId(b.productId),
        periodId: toId(b.periodId),
        label: b.label,
      });
    },
  );

  app.post<{ Body: Ids<MakeTopBody> }>(
    '/Marketing/MakeProductAsTop',
    { ...guard, schema: { body: makeTopSchema } },
    async (request) => {
      const b = request.body;
      return buyTop(ctx.db, ctx.now(), ctx.publicOrigin, sellerOf(request), {
        productId: toId(b.productId),
        periodId: toId(b.periodId),
      });
    },
  );

  app.get<{ Querystring: AcceptedBody<SearchOptimizationQuery> }>(
    '/Marketing/GetSearchOptimization',
    { ...guard, schema: { querystring: optimizationQuery } },
    async (request) => {
      const { page, pageSize } = request.query;
      const window = pageWindow({ page: page ?? null, pageSize: pageSize ?? OPTIMIZATION_PAGE_SIZE });
      return ok(searchOptimization(ctx.db, ctx.now(), sellerOf(request).storeId, window));
    },
  );
}
