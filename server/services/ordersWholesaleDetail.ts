import type { ShippingDetails, WholesaleOrder, WholesaleStatusId } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, bool, one } from '../db/query.js';
import {
  findSellerOrder,
  fullName,
  phoneDigits,
  round2,
  statusHistory,
  WHOLESALE_TABLES,
} from './ordersCommon.js';
import { orderFileNames, orderFiles } from './ordersFiles.js';
import { addressText } from './locations.js';
import { sweepOverdue } from './ordersSweep.js';
import {
  findWholesaleOrder,
  LIST_COLUMNS,
  listItem,
  type ListRow,
  type OrderRow,
  type ShippingRow,
} from './ordersWholesaleRows.js';

/** One wholesale order as the seller sees it: buyer, products, amounts, shipping and history. */

interface BuyerRow {
  id: number;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  company_name: string | null;
  email: string;
  phone: string | null;
  city: string | null;
}

interface ProductRow {
  id: number;
  product_id: number | null;
  product_name: string;
  vendor_code: string | null;
  quantity: number;
  measure_unit: string;
  price_for_one: number;
  with_nds: number;
  nds_price: number;
  amount: number;
  image: string | null;
}

function shippingDetails(db: Db, order: OrderRow): ShippingDetails {
  const s = one<ShippingRow>(db, 'SELECT * FROM wholesale_shipping_details WHERE order_id = ?', order.id);
  const address =
    s !== undefined && s.street !== null
      ? {
          countryId: s.country_id,
          regionId: s.region_id,
          cityId: s.city_id,
          street: s.street,
          houseNumber: s.house_number,
          apartmentOrOficeNumber: s.apartment_or_office_number,
          postalIndex: s.postal_index,
        }
      : null;
  return {
    shippingMethodId: null,
    deliveryMethodId: order.delivery_method_id,
    address,
    /** The address as text with the country, region and city names (services/locations.ts). */
    addressText: address ? addressText(db, address) : null,
    dispatchDay: s?.dispatch_day ?? null,
    readyDays: s?.ready_days ?? null,
    transportMark: s?.transport_mark ?? null,
    transportNumber: s?.transport_number ?? null,
    driverFulname: s?.driver_fullname ?? null,
    driverPhone: phoneDigits(s?.driver_phone),
    voyageNumber: s?.voyage_number ?? null,
    trackCode: s?.track_code ?? null,
    additionalInfo: s?.additional_info ?? null,
    pickUpDate: s?.pick_up_date ?? null,
    procurationFiles: orderFiles(db, false, order.id),
    fileNames: orderFileNames(db, false, order.id),
  };
}

/** True when the order exists and belongs to the seller (after the sweep). */
export function ownsWholesaleOrder(db: Db, now: number, sellerId: number, orderId: number): boolean {
  sweepOverdue(db, now);
  return findWholesaleOrder(db, sellerId, orderId) !== undefined;
}

export function wholesaleOrderDetail(
  db: Db,
  now: number,
  sellerId: number,
  orderId: number,
): WholesaleOrder | null {
  sweepOverdue(db, now);
  const row = findSellerOrder<ListRow>(db, WHOLESALE_TABLES, LIST_COLUMNS, sellerId, orderId, true);
  if (!row) return null;
  const buyer = one<BuyerRow>(
    db,
    'SELECT id, first_name, last_name, middle_name, company_name, email, phone, city FROM users WHERE id = ?',
    row.buyer_id,
  );
  const products = all<ProductRow>(
    db,
    'SELECT * FROM wholesale_order_products WHERE order_id = ? ORDER BY id',
    row.id,
  );
  const history = statusHistory<WholesaleStatusId>(db, WHOLESALE_TABLES, row.id);
  return {
    ...listItem(row),
    buyer: buyer
      ? {
          id: buyer.id,
          fullName: fullName(buyer),
          companyName: buyer.company_name,
          email: buyer.email,
          phoneNumber: phoneDigits(buyer.phone),
          city: buyer.city,
        }
      : null,
    products: products.map((p) => ({
      id: p.id,
      productId: p.product_id,
      productName: p.product_name,
      vendoreCode: p.vendor_code,
      quantity: p.quantity,
      measureUnit: p.measure_unit,
      priceForOne: round2(p.price_for_one),
      withNDS: bool(p.with_nds),
      ndsPrice: round2(p.nds_price),
      amount: round2(p.amount),
      image: p.image,
    })),
    amounts: {
      productsAmount: round2(row.products_amount),
      deliveryAmount: round2(row.delivery_amount),
      ndsPrice: round2(row.nds_amount),
      totalAmount: round2(row.total_amount),
      discountAmount: round2(row.discount_amount),
    },
    shippingDetails: shippingDetails(db, row),
    payRenewalRequest: row.pay_renewal_days !== null ? { suggestedDays: row.pay_renewal_days } : null,
    dispatchDeadlineRequest:
      row.dispatch_extension_date !== null ? { extendingDate: row.dispatch_extension_date } : null,
    declinePurpose: row.decline_purpose,
    couponCode: row.coupon_code,
    history: history.map((h) => ({ statusId: h.status_id, date: h.created_at })),
  };
}
