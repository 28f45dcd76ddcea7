import type { FastifyInstance } from 'fastify';
import { all } from '../../server/db/query.js';
import { OPEN_DISPUTE_STATUSES } from '../../rules/index.js';
import {
  badRequest,
  booleanFilter,
  findRecord,
  integerFilter,
  listRoute,
  oneRoute,
  refuseOtherMethods,
  type ListSpec,
} from './rest.js';

/** What the wholesale and retail order resources share: filters, the new-order body, the routes. */

/** 1 when the order `o` of the market has an open dispute (open or in arbitration), else 0. */
const openDisputeSql = (isRetail: boolean) =>
  `EXISTS (SELECT 1 FROM disputes d WHERE d.is_retail = ${isRetail ? 1 : 0} AND d.order_id = o.id
    AND d.status_id IN (${OPEN_DISPUTE_STATUSES.join(', ')}))`;

/**
 * The filters of a market's orders. `hasOpenDispute: false` keeps the orders a buyer may open a
 * dispute on (the dispute form's picker); a closed dispute does not count.
 */
export const orderFilters = (market: 'wholesale' | 'retail') => ({
  sellerId: integerFilter('o.seller_id'),
  buyerId: integerFilter('o.buyer_id'),
  statusId: integerFilter('o.status_id', true),
  hasOpenDispute: booleanFilter(openDisputeSql(market === 'retail')),
});

/** The JSON schema of a new order: the common keys, `extra` ones, and lines priced by `priceKey`. */
export const newOrderSchema = (priceKey: 'price' | 'priceForOne', extra: Record<string, object>) =>
  ({
    type: 'object',
    required: ['sellerId', 'buyerId', 'shippingMethodId', 'deliveryMethodId', 'lines'],
    properties: {
      sellerId: { type: 'integer', minimum: 1 },
      buyerId: { type: 'integer', minimum: 1 },
      shippingMethodId: { type: 'integer', enum: [1, 2] },
      deliveryMethodId: { type: 'integer', enum: [1, 2, 3] },
      /** The seller's coupon code (docs/contract/marketing.md "Coupons in orders (console)"). */
      couponCode: { type: ['string', 'null'], maxLength: 40 },
      ...extra,
      lines: {
        type: 'array',
        minItems: 1,
        maxItems: 50,
        items: {
          type: 'object',
          required: ['productId', 'quantity', priceKey],
          properties: {
            productId: { type: 'integer', minimum: 1 },
            quantity: { type: 'integer', minimum: 1, maximum: 100_000 },
            [priceKey]: { type: 'number', exclusiveMinimum: 0, maximum: 100_000_000 },
          },
        },
      },
    },
  }) as const;

export interface OrderRoutes<Line, Body> {
  /** SELECT of an order's lines (one `?`: the order id), in their order. */
  linesSql: string;
  /** Rounds a line's money as the record does. */
  toLine: (line: Line) => Line;
  /** The JSON schema of the POST body (`newOrderSchema`). */
  schema: object;
  /** Places the order as its buyer; a refusal's message answers 400. */
  create: (body: Body) => { ok: true; orderId: number } | { ok: false; message: string };
}

/** list, one (with its lines) and POST (a buyer places an order) of an order resource. */
export function registerOrderRoutes<Row, Rec extends { id: number }, Line, Body>(
  app: FastifyInstance,
  spec: ListSpec<Row, Rec>,
  { linesSql, toLine, schema, create }: OrderRoutes<Line, Body>,
): void {
  const { ctx } = app;
  const withLines = (order: Rec) => ({ ...order, lines: all<Line>(ctx.db, linesSql, order.id).map(toLine) });
  listRoute(app, spec);
  oneRoute(app, spec, withLines);
  app.post<{ Body: Body }>('/', { schema: { body: schema } }, async (request, reply) => {
    const created = create(request.body as Body);
    if (!created.ok) throw badRequest(created.message);
    const order = findRecord(ctx, spec, created.orderId);
    return reply.code(201).send(order && withLines(order));
  });
  refuseOtherMethods(app, { collection: ['GET', 'POST'], record: ['GET'] });
}
