import type { FastifyInstance } from 'fastify';
import type { AcceptedBody, BuyerFilterBody } from '../../contract/index.js';
import { ok } from '../lib/envelope.js';
import { listBuyers } from '../services/buyers.js';
import { MAX_PAGE_SIZE, nullableWireDate, pageWindow, paginationSchema, textOrNull } from '../services/ordersCommon.js';
import { filterId, listFilter } from './orderFilters.js';

/** The seller's buyers under `/seller/api/SellerSettings/...` (docs/contract/buyers.md). */

type BuyerBody = AcceptedBody<BuyerFilterBody>;

/** `-1` (spec section 5) and `0` count as no selection, like null. */
const anyOrId = { type: ['integer', 'null'], minimum: -1 } as const;

const buyerFilterSchema = {
  type: 'object',
  properties: {
    country: anyOrId,
    userTypeId: anyOrId,
    orderTypeId: { type: ['integer', 'null'], enum: [null, 0, 1, 2] },
    lastOrderDate: nullableWireDate,
    ordersCount: { type: ['integer', 'null'], minimum: 0, maximum: 1_000_000_000 },
    spentAmount: { type: ['number', 'null'], minimum: 0, maximum: 1e15 },
    pagination: paginationSchema,
    sellerId: filterId,
    searchValue: { type: ['string', 'null'], maxLength: 100 },
    buyerIds: {
      type: ['array', 'null'],
      maxItems: MAX_PAGE_SIZE,
      items: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    },
  },
} as const;

const selection = (value: number | null | undefined): number | null => (value && value > 0 ? value : null);

export async function buyerRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post<{ Body: BuyerBody }>(
    '/SellerSettings/GetBuyersByFilter',
    { preHandler: app.requireSeller, schema: { body: buyerFilterSchema } },
    async (request) => {
      const b = request.body;
      const filter = listFilter(request, b.sellerId, 'lastOrderDate', b.lastOrderDate, 'lastOrderDate', null);
      if (!filter.ok) return filter.reply;
      const orderType = b.orderTypeId === 1 || b.orderTypeId === 2 ? b.orderTypeId : null;
      return ok(
        listBuyers(ctx.db, {
          sellerId: filter.sellerId,
          orderType,
          countryId: selection(b.country),
          userTypeId: selection(b.userTypeId),
          lastOrderFrom: filter.range.from,
          minOrders: selection(b.ordersCount),
          minSpent: selection(b.spentAmount),
          search: textOrNull(b.searchValue)?.toLowerCase() ?? null,
          buyerIds: b.buyerIds ? [...new Set(b.buyerIds)] : null,
          window: pageWindow(b.pagination),
        }),
      );
    },
  );
}
