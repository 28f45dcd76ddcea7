import type { FastifyInstance } from 'fastify';
import { allowedBuyerActions } from '../../../server/services/buyerActions.js';
import { createRetailOrder } from '../../../server/services/buyerOrders.js';
import { BUYER_NAME_SQL, round2 } from '../../../server/services/ordersCommon.js';
import { sweepOverdue } from '../../../server/services/ordersSweep.js';
import { newOrderSchema, orderFilters, registerOrderRoutes } from '../../server/orders.js';
import type { ListSpec } from '../../server/rest.js';
import type { RetailOrderRecord } from '../../app/records.js';

/** Retail orders of every seller; POST places one as a buyer. */

type RetailOrderRow = Omit<RetailOrderRecord, 'allowedActions'>;

export interface RetailLine {
  id: number;
  productId: number | null;
  productName: string;
  quantity: number;
  price: number;
  amount: number;
}

export const RETAIL_ORDERS: ListSpec<RetailOrderRow, RetailOrderRecord> = {
  resource: 'retail-orders',
  columns: `o.id AS id, o.number AS number, o.seller_id AS sellerId, st.store_name AS storeName,
    o.buyer_id AS buyerId, ${BUYER_NAME_SQL} AS buyerName, o.status_id AS statusId,
    o.shipping_method_id AS shippingMethodId, o.delivery_method_id AS deliveryMethodId,
    o.total_amount AS amount, o.delivery_address AS deliveryAddress, o.coupon_code AS couponCode,
    o.discount_amount AS discountAmount, o.created_at AS createdAt`,
  from: `retail_orders o JOIN users u ON u.id = o.buyer_id LEFT JOIN stores st ON st.seller_id = o.seller_id`,
  id: 'o.id',
  sort: { id: 'o.id', createdAt: 'o.created_at', amount: 'o.total_amount', statusId: 'o.status_id' },
  filters: orderFilters('retail'),
  search: ['o.number'],
  beforeRead: (ctx) => sweepOverdue(ctx.db, ctx.now()),
  toRecord: (row) => ({
    ...row,
    amount: round2(row.amount),
    discountAmount: round2(row.discountAmount),
    allowedActions: allowedBuyerActions('retail', {
      id: row.id,
      status_id: row.statusId,
      pay_renewal_days: null,
      dispatch_extension_date: null,
    }),
  }),
};

const createSchema = newOrderSchema('price', {
  deliveryAddress: { type: ['string', 'null'], maxLength: 300 },
});

interface NewRetailBody {
  sellerId: number;
  buyerId: number;
  shippingMethodId: number;
  deliveryMethodId: number;
  deliveryAddress?: string | null;
  couponCode?: string | null;
  lines: { productId: number; quantity: number; price: number }[];
}

export async function retailOrdersRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  registerOrderRoutes<RetailOrderRow, RetailOrderRecord, RetailLine, NewRetailBody>(app, RETAIL_ORDERS, {
    linesSql: `SELECT id, product_id AS productId, product_name AS productName, quantity, price, amount
      FROM retail_order_products WHERE order_id = ? ORDER BY id`,
    toLine: (line) => ({ ...line, price: round2(line.price), amount: round2(line.amount) }),
    schema: createSchema,
    create: (body) =>
      createRetailOrder(
        ctx.db,
        ctx.now(),
        {
          ...body,
          deliveryAddress: body.deliveryAddress ?? null,
          lines: body.lines.map((l) => ({ productId: l.productId, quantity: l.quantity, price: l.price })),
        },
        'buyer',
      ),
  });
}
