import type {
  DeliveryMethodId,
  ShippingMethodId,
  WholesaleOrderListItem,
  WholesaleStatusId,
} from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { bool } from '../db/query.js';
import { BUYER_NAME_SQL, findSellerOrder, round2, WHOLESALE_TABLES } from './ordersCommon.js';

/** The wholesale order rows as the database has them, and the list item every wholesale reply starts from. */

export interface OrderRow {
  id: number;
  seller_id: number;
  buyer_id: number;
  status_id: WholesaleStatusId;
  total_amount: number;
  created_at: string;
  invoice_number: string | null;
  shipping_method_id: ShippingMethodId;
  delivery_method_id: DeliveryMethodId;
  is_paid: number;
  products_amount: number;
  delivery_amount: number;
  nds_amount: number;
  payment_deadline: string | null;
  dispatch_deadline: string | null;
  delivery_deadline: string | null;
  pay_renewal_days: number | null;
  dispatch_extension_date: string | null;
  decline_purpose: string | null;
  coupon_code: string | null;
  discount_amount: number;
}

export interface ListRow extends OrderRow {
  buyer_name: string;
  products_count: number;
}

export const ORDER_COLUMNS = `o.id, o.seller_id, o.buyer_id, o.status_id, o.total_amount, o.created_at, o.invoice_number,
  o.shipping_method_id, o.delivery_method_id, o.is_paid, o.products_amount, o.delivery_amount, o.nds_amount,
  o.payment_deadline, o.dispatch_deadline, o.delivery_deadline, o.pay_renewal_days,
  o.dispatch_extension_date, o.decline_purpose, o.coupon_code, o.discount_amount`;

export const LIST_COLUMNS = `${ORDER_COLUMNS}, ${BUYER_NAME_SQL} AS buyer_name,
  (SELECT COUNT(*) FROM wholesale_order_products p WHERE p.order_id = o.id) AS products_count`;

export function listItem(row: ListRow): WholesaleOrderListItem {
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    creationDate: row.created_at,
    buyerId: row.buyer_id,
    buyerName: row.buyer_name,
    statusId: row.status_id,
    shipingMethodId: row.shipping_method_id,
    deliveryMethodId: row.delivery_method_id,
    totalAmount: round2(row.total_amount),
    productsCount: row.products_count,
    isPaid: bool(row.is_paid),
    paymentDeadline: row.payment_deadline,
    dispatchDeadline: row.dispatch_deadline,
    deliveryDeadline: row.delivery_deadline,
  };
}

/** The ready-to-send address columns: ReadyToSent writes them together, so all are set or none is. */
type ShippingAddressColumns =
  | { country_id: number; region_id: number; city_id: number; street: string; house_number: string }
  | { country_id: null; region_id: null; city_id: null; street: null; house_number: null };

export type ShippingRow = ShippingAddressColumns & {
  apartment_or_office_number: string | null;
  postal_index: string | null;
  dispatch_day: string | null;
  ready_days: number | null;
  transport_mark: string | null;
  transport_number: string | null;
  driver_fullname: string | null;
  driver_phone: string | null;
  voyage_number: string | null;
  track_code: string | null;
  additional_info: string | null;
  pick_up_date: string | null;
};

export const findWholesaleOrder = (db: Db, sellerId: number, orderId: number): OrderRow | undefined =>
  findSellerOrder<OrderRow>(db, WHOLESALE_TABLES, ORDER_COLUMNS, sellerId, orderId);
