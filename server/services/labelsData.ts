import type { Db } from '../db/index.js';
import { all, one } from '../db/query.js';
import { ShippingMethod, DeliveryMethod } from '../../rules/index.js';
import { addressText } from './locations.js';
import { BUYER_NAME_SQL, ORDER_NOT_FOUND } from './ordersCommon.js';
import { sweepOverdue } from './ordersSweep.js';
import {
  isReadyForLabels,
  MAX_LABEL_ORDERS,
  type LabelDestination,
  type LabelOrderFacts,
  type LabelOrderKind,
} from './labelsLayout.js';

/** The facts of the seller's own orders that their shipping labels print (labelsLayout.ts). */

export interface LabelOrderRef {
  id: number;
  kind: LabelOrderKind;
}

export const LABEL_MESSAGES = {
  notFound: ORDER_NOT_FOUND,
  empty: 'Выберите хотя бы один заказ',
  tooMany: `За один раз можно напечатать этикетки не более чем для ${MAX_LABEL_ORDERS} заказов`,
  notReady: (number: string) =>
    `Заказ № ${number} не готов к отгрузке: этикетки печатаются для заказов, готовых к отгрузке`,
} as const;

interface OrderRow {
  id: number;
  status_id: number;
  shipping_method_id: number;
  delivery_method_id: number;
  buyer_name: string | null;
  buyer_city: string | null;
  seller_name: string | null;
}

interface RetailRow extends OrderRow {
  number: string | null;
  delivery_address: string | null;
  cdek_office_address: string | null;
}

interface WarehouseRow {
  country_id: number | null;
  region_id: number | null;
  city_id: number | null;
  street: string | null;
  house_number: string | null;
  apartment_or_office_number: string | null;
  postal_index: string | null;
}

const COMMON_COLUMNS = `o.id, o.status_id, o.shipping_method_id, o.delivery_method_id,
  ${BUYER_NAME_SQL} AS buyer_name, u.city AS buyer_city,
  (SELECT COALESCE(NULLIF(st.store_name, ''), su.company_name)
     FROM sellers s JOIN users su ON su.id = s.user_id LEFT JOIN stores st ON st.seller_id = s.id
    WHERE s.id = o.seller_id) AS seller_name`;

/**
 * Grams of the order when every line's product has a weight (kilograms per unit × quantity), else
 * null: a label never shows a weight that leaves part of the goods out.
 */
function orderWeight(db: Db, table: 'wholesale_order_products' | 'retail_order_products', orderId: number) {
  const lines = all<{ quantity: number; weight: number | null }>(
    db,
    `SELECT l.quantity, p.weight FROM ${table} l LEFT JOIN products p ON p.id = l.product_id WHERE l.order_id = ?`,
    orderId,
  );
  if (lines.length === 0 || lines.some((l) => l.weight === null || !(l.weight > 0))) return null;
  return lines.reduce((sum, l) => sum + Math.round((l.weight ?? 0) * 1000) * l.quantity, 0);
}

const nonBlank = (text: string | null | undefined): string | null =>
  text && text.trim() ? text.trim() : null;

function wholesaleFacts(db: Db, sellerId: number, id: number): LabelOrderFacts | 'notFound' | 'notReady' {
  const row = one<OrderRow>(
    db,
    `SELECT ${COMMON_COLUMNS} FROM wholesale_orders o JOIN users u ON u.id = o.buyer_id
      WHERE o.id = ? AND o.seller_id = ?`,
    id,
    sellerId,
  );
  if (!row) return 'notFound';
  if (!isReadyForLabels('wholesale', row.status_id)) return 'notReady';
  let destination: LabelDestination;
  if (row.shipping_method_id === ShippingMethod.BuyerCollects) {
    // The ready-to-send address of an order the buyer collects is the seller's warehouse.
    const w = one<WarehouseRow>(db, 'SELECT * FROM wholesale_shipping_details WHERE order_id = ?', row.id);
    const text =
      w && w.street !== null
        ? addressText(db, {
            countryId: w.country_id,
            regionId: w.region_id,
            cityId: w.city_id,
            street: w.street,
            houseNumber: w.house_number,
            apartmentOrOficeNumber: w.apartment_or_office_number,
            postalIndex: w.postal_index,
          })
        : null;
    destination = { kind: 'sellerPickup', text: nonBlank(text) };
  } else {
    // A wholesale order knows the buyer's city only (the buyer's own delivery address is not kept).
    const city = nonBlank(row.buyer_city);
    destination = city ? { kind: 'address', text: `г. ${city}` } : { kind: 'unknown' };
  }
  return {
    kind: 'wholesale',
    id: row.id,
    number: String(row.id),
    buyer: nonBlank(row.buyer_name),
    destination,
    seller: nonBlank(row.seller_name),
    weightGrams: orderWeight(db, 'wholesale_order_products', row.id),
    packages: 1,
  };
}

function retailFacts(db: Db, sellerId: number, id: number): LabelOrderFacts | 'notFound' | 'notReady' {
  const row = one<RetailRow>(
    db,
    `SELECT ${COMMON_COLUMNS}, o.number, o.delivery_address, o.cdek_office_address
       FROM retail_orders o JOIN users u ON u.id = o.buyer_id
      WHERE o.id = ? AND o.seller_id = ?`,
    id,
    sellerId,
  );
  if (!row) return 'notFound';
  if (!isReadyForLabels('retail', row.status_id)) return 'notReady';
  const office = nonBlank(row.cdek_office_address);
  const address = nonBlank(row.delivery_address);
  const destination: LabelDestination =
    row.shipping_method_id === ShippingMethod.BuyerCollects
      ? { kind: 'sellerPickup', text: null }
      : row.delivery_method_id === DeliveryMethod.Cdek && office
        ? { kind: 'pickupPoint', text: `СДЭК: ${office}` }
        : address
          ? { kind: 'address', text: address }
          : { kind: 'unknown' };
  return {
    kind: 'retail',
    id: row.id,
    number: nonBlank(row.number) ?? String(row.id),
    buyer: nonBlank(row.buyer_name),
    destination,
    seller: nonBlank(row.seller_name),
    weightGrams: orderWeight(db, 'retail_order_products', row.id),
    packages: 1,
  };
}

export type LabelFactsResult = { ok: true; orders: LabelOrderFacts[] } | { ok: false; message: string };

/**
 * The facts of every order asked, in the order asked (a repeated order once), or the refusal of
 * the first order that is not the seller's ('Заказ не найден') or not ready to ship. The overdue
 * sweep runs first, as before every orders call.
 */
export function labelFacts(
  db: Db,
  now: number,
  sellerId: number,
  refs: readonly LabelOrderRef[],
): LabelFactsResult {
  if (refs.length === 0) return { ok: false, message: LABEL_MESSAGES.empty };
  const seen = new Set<string>();
  const unique = refs.filter((ref) => {
    const key = `${ref.kind}:${ref.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (unique.length > MAX_LABEL_ORDERS) return { ok: false, message: LABEL_MESSAGES.tooMany };
  sweepOverdue(db, now);
  const orders: LabelOrderFacts[] = [];
  for (const ref of unique) {
    const facts =
      ref.kind === 'wholesale' ? wholesaleFacts(db, sellerId, ref.id) : retailFacts(db, sellerId, ref.id);
    if (facts === 'notFound') return { ok: false, message: LABEL_MESSAGES.notFound };
    if (facts === 'notReady') {
      const number =
        ref.kind === 'retail'
          ? (one<{ number: string | null }>(db, 'SELECT number FROM retail_orders WHERE id = ?', ref.id)
              ?.number ?? String(ref.id))
          : String(ref.id);
      return { ok: false, message: LABEL_MESSAGES.notReady(number) };
    }
    orders.push(facts);
  }
  return { ok: true, orders };
}
