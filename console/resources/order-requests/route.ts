import type { FastifyInstance } from 'fastify';
import type { HistoryEntry, OrderProposal, OrderRequestStatusId } from '../../../contract/index.js';
import { BUYER_NAME_SQL, round2, wireDate } from '../../../server/services/ordersCommon.js';
import { createOrderRequest, type NewOrderRequest } from '../../../server/services/orderRequestsBuyer.js';
import {
  requestDeliveryAddress,
  requestHistory,
  requestProducts,
  requestProposal,
} from '../../../server/services/orderRequestsDetail.js';
import { PROPOSAL_AMOUNT_SQL } from '../../../server/services/orderRequestsList.js';
import {
  allowedBuyerRequestActions,
  type BuyerRequestAction,
} from '../../../server/services/orderRequestsRules.js';
import { sweepOrderRequests } from '../../../server/services/orderRequestsSweep.js';
import {
  badRequest,
  findRecord,
  integerFilter,
  listRoute,
  oneRoute,
  refuseOtherMethods,
  type ListSpec,
} from '../../server/rest.js';

/**
 * Order requests of every seller, as their buyers see them (requests the seller deleted too);
 * POST sends a new one as a buyer (server/services/orderRequestsBuyer.ts).
 */

export interface OrderRequestRecord {
  id: number;
  sellerId: number;
  storeName: string | null;
  buyerId: number;
  buyerName: string;
  statusId: OrderRequestStatusId;
  shippingMethodId: number;
  countryId: number | null;
  cityId: number | null;
  deliveryAddress: string | null;
  deadline: string;
  comment: string | null;
  createdAt: string;
  productsCount: number;
  proposalAmount: number | null;
  orderId: number | null;
  rejectReason: string | null;
  buyerRejectReason: string | null;
  deletedBySeller: boolean;
  allowedActions: BuyerRequestAction[];
}

type OrderRequestRow = Omit<OrderRequestRecord, 'deletedBySeller' | 'allowedActions'> & {
  deletedBySeller: number;
};

export interface OrderRequestLine {
  id: number;
  productId: number;
  productName: string;
  measureUnit: string;
  quantity: number;
  targetPrice: number | null;
}

/** One record: the list record with the place as text, the lines, the proposal and the history. */
export interface OrderRequestFullRecord extends OrderRequestRecord {
  deliveryAddressText: string | null;
  lines: OrderRequestLine[];
  proposal: OrderProposal | null;
  history: HistoryEntry<OrderRequestStatusId>[];
}

export const ORDER_REQUESTS: ListSpec<OrderRequestRow, OrderRequestRecord> = {
  resource: 'order-requests',
  columns: `o.id AS id, o.seller_id AS sellerId, st.store_name AS storeName, o.buyer_id AS buyerId,
    ${BUYER_NAME_SQL} AS buyerName, o.status_id AS statusId, o.shipping_method_id AS shippingMethodId,
    o.country_id AS countryId, o.city_id AS cityId, o.delivery_address AS deliveryAddress,
    o.deadline AS deadline, o.comment AS comment, o.created_at AS createdAt,
    (SELECT COUNT(*) FROM order_request_products l WHERE l.request_id = o.id) AS productsCount,
    ${PROPOSAL_AMOUNT_SQL} AS proposalAmount, o.order_id AS orderId, o.reject_reason AS rejectReason,
    o.buyer_reject_reason AS buyerRejectReason, o.deleted_by_seller AS deletedBySeller`,
  from: 'order_requests o JOIN users u ON u.id = o.buyer_id LEFT JOIN stores st ON st.seller_id = o.seller_id',
  id: 'o.id',
  sort: { id: 'o.id', createdAt: 'o.created_at', deadline: 'o.deadline', statusId: 'o.status_id' },
  filters: {
    sellerId: integerFilter('o.seller_id'),
    buyerId: integerFilter('o.buyer_id'),
    statusId: integerFilter('o.status_id', true),
  },
  beforeRead: (ctx) => sweepOrderRequests(ctx.db, ctx.now()),
  toRecord: (row) => ({
    ...row,
    proposalAmount: row.proposalAmount === null ? null : round2(row.proposalAmount),
    deletedBySeller: row.deletedBySeller === 1,
    allowedActions: allowedBuyerRequestActions(row.statusId),
  }),
};

const createSchema = {
  type: 'object',
  required: ['sellerId', 'buyerId', 'shippingMethodId', 'deadline', 'lines'],
  properties: {
    sellerId: { type: 'integer', minimum: 1 },
    buyerId: { type: 'integer', minimum: 1 },
    shippingMethodId: { type: 'integer', enum: [1, 2] },
    cityId: { type: ['integer', 'null'], minimum: 1 },
    deliveryAddress: { type: ['string', 'null'], maxLength: 300 },
    deadline: wireDate,
    comment: { type: ['string', 'null'], maxLength: 1000 },
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: {
        type: 'object',
        required: ['productId', 'quantity'],
        properties: {
          productId: { type: 'integer', minimum: 1 },
          quantity: { type: 'integer', minimum: 1, maximum: 1_000_000 },
          targetPrice: { type: ['number', 'null'], exclusiveMinimum: 0, maximum: 100_000_000 },
        },
      },
    },
  },
} as const;

type NewRequestBody = Omit<NewOrderRequest, 'cityId' | 'deliveryAddress' | 'comment' | 'lines'> & {
  cityId?: number | null;
  deliveryAddress?: string | null;
  comment?: string | null;
  lines: { productId: number; quantity: number; targetPrice?: number | null }[];
};

export async function orderRequestsRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const full = (record: OrderRequestRecord): OrderRequestFullRecord => ({
    ...record,
    deliveryAddressText: requestDeliveryAddress(ctx.db, {
      shipping_method_id: record.shippingMethodId,
      country_id: record.countryId,
      city_id: record.cityId,
      delivery_address: record.deliveryAddress,
    }),
    lines: requestProducts(ctx.db, record.id).map((l) => ({
      id: l.id,
      productId: l.productId,
      productName: l.productName,
      measureUnit: l.measureUnit,
      quantity: l.quantity,
      targetPrice: l.targetPrice,
    })),
    proposal: requestProposal(ctx.db, record.id),
    history: requestHistory(ctx.db, record.id),
  });
  listRoute(app, ORDER_REQUESTS);
  oneRoute(app, ORDER_REQUESTS, full);
  app.post<{ Body: NewRequestBody }>('/', { schema: { body: createSchema } }, async (request, reply) => {
    const b = request.body;
    const created = createOrderRequest(ctx.db, ctx.now(), {
      ...b,
      cityId: b.cityId ?? null,
      deliveryAddress: b.deliveryAddress ?? null,
      comment: b.comment ?? null,
      lines: b.lines.map((l) => ({
        productId: l.productId,
        quantity: l.quantity,
        targetPrice: l.targetPrice ?? null,
      })),
    });
    if (!created.ok) throw badRequest(created.message);
    const record = findRecord(ctx, ORDER_REQUESTS, created.requestId);
    return reply.code(201).send(record && full(record));
  });
  refuseOtherMethods(app, { collection: ['GET', 'POST'], record: ['GET'] });
}
