import type { FastifyInstance } from 'fastify';
import type {
  AcceptedBody,
  BuyerFilterBody,
  BuyerOrdersBody,
  BuyerOrderTypeId,
  BuyerSort,
} from '../../contract/index.js';
import { notYours, sellerOf } from '../lib/auth.js';
import { ok } from '../lib/envelope.js';
import { toId } from '../lib/validation.js';
import { defaultAscending, listBuyers } from '../services/buyers.js';
import { buyerDetail, buyerNotFound, buyerOrders } from '../services/buyersDetail.js';
import { pageWindow, textOrNull } from '../services/ordersCommon.js';
import { buyerFilterSchema, buyerIdQuery, buyerOrdersSchema } from './buyerSchemas.js';
import { listFilter } from './orderFilters.js';

/** The seller's buyers under `/seller/api/SellerSettings/...` (docs/contract/buyers.md). */

type BuyerBody = AcceptedBody<BuyerFilterBody & BuyerSort>;
/** The buyer id may come as digits (ids taken from URLs). */
type OrdersBody = AcceptedBody<Omit<BuyerOrdersBody, 'buyerId'>> & { buyerId: number | string };

const selection = (value: number | null | undefined): number | null => (value && value > 0 ? value : null);

const orderTypeOf = (value: number | null | undefined): BuyerOrderTypeId | null =>
  value === 1 || value === 2 ? value : null;

export async function buyerRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const guard = { preHandler: app.requireSeller };

  app.post<{ Body: BuyerBody }>(
    '/SellerSettings/GetBuyersByFilter',
    { ...guard, schema: { body: buyerFilterSchema } },
    async (request) => {
      const b = request.body;
      const filter = listFilter(request, b.sellerId, 'lastOrderDate', b.lastOrderDate, 'lastOrderDate', null);
      if (!filter.ok) return filter.reply;
      const column = b.column ?? 'buyerName';
      return ok(
        listBuyers(ctx.db, {
          sellerId: filter.sellerId,
          orderType: orderTypeOf(b.orderTypeId),
          countryId: selection(b.country),
          userTypeId: selection(b.userTypeId),
          lastOrderFrom: filter.range.from,
          minOrders: selection(b.ordersCount),
          minSpent: selection(b.spentAmount),
          search: textOrNull(b.searchValue)?.toLowerCase() ?? null,
          buyerIds: b.buyerIds ? [...new Set(b.buyerIds)] : null,
          column,
          ascending: b.sortByAscending ?? defaultAscending(column),
          window: pageWindow(b.pagination),
        }),
      );
    },
  );

  app.post<{ Querystring: { buyerId: number } }>(
    '/SellerSettings/GetSingleBuyer',
    { ...guard, schema: { querystring: buyerIdQuery } },
    async (request) => {
      const detail = buyerDetail(ctx.db, sellerOf(request).sellerId, request.query.buyerId);
      return detail ? ok(detail) : buyerNotFound();
    },
  );

  app.post<{ Body: OrdersBody }>(
    '/SellerSettings/GetBuyerOrders',
    { ...guard, schema: { body: buyerOrdersSchema } },
    async (request) => {
      const b = request.body;
      const caller = sellerOf(request);
      if (b.sellerId && b.sellerId !== caller.sellerId) return notYours('sellerId');
      const orders = buyerOrders(ctx.db, ctx.now(), {
        sellerId: caller.sellerId,
        buyerId: toId(b.buyerId),
        orderType: orderTypeOf(b.orderTypeId),
        window: pageWindow(b.pagination),
      });
      return orders ? ok(orders) : buyerNotFound();
    },
  );
}
