import type { FastifyInstance } from 'fastify';
import { allowedBuyerActions } from '../../../server/services/buyerActions.js';
import { createWholesaleOrder } from '../../../server/services/buyerOrders.js';
import { BUYER_NAME_SQL, round2 } from '../../../server/services/ordersCommon.js';
import { sweepOverdue } from '../../../server/services/ordersSweep.js';
import { newOrderSchema, orderFilters, registerOrderRoutes } from '../../server/orders.js';
import type { ListSpec } from '../../server/rest.js';
import type { WholesaleOrderRecord } from '../../app/records.js';

/** Wholesale orders of every seller; POST places one as a buyer. */

type WholesaleOrderRow = Omit<WholesaleOrderRecord, 'isPaid' | 'allowedActions'> & { isPaid: number };

export interface WholesaleLine {
  id: number;
  productId: number | null;
  productName: string;
  quantity: number;
  measureUnit: string;
  priceForOne: number;
  amount: number;
}

export const WHOLESALE_ORDERS: ListSpec<WholesaleOrderRow, WholesaleOrderRecord> = {
  resource: 'wholesale-orders',
  columns: `o.id AS id, o.invoice_number AS invoiceNumber, o.seller_id AS sellerId, st.store_name AS storeName,
    o.buyer_id AS buyerId, ${BUYER_NAME_SQL} AS buyerName, o.status_id AS statusId,
    o.shipping_method_id AS shippingMethodId, o.delivery_method_id AS deliveryMethodId,
    o.total_amount AS totalAmount, o.coupon_code AS couponCode, o.discount_amount AS discountAmount,
    o.is_paid AS isPaid, o.created_at AS createdAt,
    o.payment_deadline AS paymentDeadline, o.dispatch_deadline AS dispatchDeadline,
    o.delivery_deadline AS deliveryDeadline, o.pay_renewal_days AS payRenewalDays,
    o.dispatch_extension_date AS dispatchExtensionDate`,
  from: `wholesale_orders o JOIN users u ON u.id = o.buyer_id LEFT JOIN stores st ON st.seller_id = o.seller_id`,
  id: 'o.id',
  sort: { id: 'o.id', createdAt: 'o.created_at', totalAmount: 'o.total_amount', statusId: 'o.status_id' },
  filters: orderFilters('wholesale'),
  search: ['o.invoice_number'],
  beforeRead: (ctx) => sweepOverdue(ctx.db, ctx.now()),
  toRecord: (row) => ({
    ...row,
    totalAmount: round2(row.totalAmount),
    discountAmount: round2(row.discountAmount),
    isPaid: row.isPaid === 1,
    allowedActions: allowedBuyerActions('wholesale', {
      id: row.id,
      status_id: row.statusId,
      pay_renewal_days: row.payRenewalDays,
      dispatch_extension_date: row.dispatchExtensionDate,
    }),
  }),
};

const createSchema = newOrderSchema('priceForOne', {
  deliveryAmount: { type: ['number', 'null'], minimum: 0, maximum: 1_000_000_000 },
});

interface NewWholesaleBody {
  sellerId: number;
  buyerId: number;
  shippingMethodId: number;
  deliveryMethodId: number;
  deliveryAmount?: number | null;
  couponCode?: string | null;
  lines: { productId: number; quantity: number; priceForOne: number }[];
}

export async function wholesaleOrdersRoute(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  registerOrderRoutes<WholesaleOrderRow, WholesaleOrderRecord, WholesaleLine, NewWholesaleBody>(
    app,
    WHOLESALE_ORDERS,
    {
      linesSql: `SELECT id, product_id AS productId, product_name AS productName, quantity, measure_unit AS measureUnit,
        price_for_one AS priceForOne, amount
      FROM wholesale_order_products WHERE order_id = ? ORDER BY id`,
      toLine: (line) => ({ ...line, priceForOne: round2(line.priceForOne), amount: round2(line.amount) }),
      schema: createSchema,
      create: (body) =>
        createWholesaleOrder(
          ctx.db,
          ctx.now(),
          {
            ...body,
            deliveryAmount: body.deliveryAmount ?? null,
            lines: body.lines.map((l) => ({
              productId: l.productId,
              quantity: l.quantity,
              price: l.priceForOne,
            })),
          },
          'buyer',
        ),
    },
  );
}
