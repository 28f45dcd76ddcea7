import type {
  HistoryEntry,
  OrderProposal,
  OrderRequest,
  OrderRequestProduct,
  OrderRequestStatusId,
  StoredFile,
} from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one } from '../db/query.js';
import { uploadUrl } from '../lib/uploads.js';
import { addressText } from './locations.js';
import { fullName, phoneDigits, round2, ShippingMethod } from './ordersCommon.js';
import { REQUEST_LIST_COLUMNS, requestListItem, type RequestListRow } from './orderRequestsList.js';
import { sweepOrderRequests } from './orderRequestsSweep.js';

/** GetOrderRequestById (docs/contract/requests-tenders.md) and the pieces the console reads too. */

interface DetailRow extends RequestListRow {
  comment: string | null;
  city_id: number | null;
  delivery_address: string | null;
  reject_reason: string | null;
  buyer_reject_reason: string | null;
  order_description: string | null;
  zip_file: string | null;
}

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

interface LineRow {
  id: number;
  product_id: number;
  product_name: string;
  vendor_code: string | null;
  image: string | null;
  measure_unit: string | null;
  quantity: number;
  target_price: number | null;
  min_price: number;
  max_price: number;
  options_count: number;
}

/** The requested lines with the product's current name, picture, unit and wholesale price range. */
export function requestProducts(db: Db, requestId: number): OrderRequestProduct[] {
  return all<LineRow>(
    db,
    `SELECT l.id, l.product_id, p.product_name, p.base_vendor_code AS vendor_code, p.base_image AS image,
       mu.name AS measure_unit, l.quantity, l.target_price, p.min_price, p.max_price, p.options_count
     FROM order_request_products l JOIN products p ON p.id = l.product_id
     LEFT JOIN measure_units mu ON mu.id = p.measure_unit_id
     WHERE l.request_id = ? ORDER BY l.position, l.id`,
    requestId,
  ).map((l) => {
    const priced = l.options_count > 0;
    return {
      id: l.id,
      productId: l.product_id,
      productName: l.product_name,
      vendoreCode: l.vendor_code,
      image: l.image,
      measureUnit: l.measure_unit ?? '',
      quantity: l.quantity,
      targetPrice: l.target_price,
      minPrice: priced ? round2(l.min_price) : null,
      maxPrice: priced ? round2(l.max_price) : null,
    };
  });
}

interface ProposalRow {
  id: number;
  created_at: string;
  updated_at: string | null;
  valid_until: string;
  delivery_days: number;
  delivery_amount: number;
  comment: string | null;
}

interface ProposalLineRow {
  request_product_id: number;
  product_id: number;
  product_name: string;
  quantity: number;
  price: number;
}

/** The seller's proposal on the request with its lines in the request's order, or null. */
export function requestProposal(db: Db, requestId: number): OrderProposal | null {
  const proposal = one<ProposalRow>(
    db,
    `SELECT id, created_at, updated_at, valid_until, delivery_days, delivery_amount, comment
     FROM order_proposals WHERE request_id = ?`,
    requestId,
  );
  if (!proposal) return null;
  const lines = all<ProposalLineRow>(
    db,
    `SELECT pl.request_product_id, l.product_id, p.product_name, pl.quantity, pl.price
     FROM order_proposal_lines pl JOIN order_request_products l ON l.id = pl.request_product_id
     JOIN products p ON p.id = l.product_id
     WHERE pl.proposal_id = ? ORDER BY l.position, l.id`,
    proposal.id,
  ).map((l) => ({
    orderRequestProductId: l.request_product_id,
    productId: l.product_id,
    productName: l.product_name,
    quantity: l.quantity,
    price: round2(l.price),
    amount: round2(l.quantity * l.price),
  }));
  const productsAmount = round2(lines.reduce((sum, l) => sum + l.amount, 0));
  const deliveryAmount = round2(proposal.delivery_amount);
  return {
    id: proposal.id,
    creationDate: proposal.created_at,
    updateDate: proposal.updated_at,
    validUntil: proposal.valid_until,
    deliveryDays: proposal.delivery_days,
    deliveryAmount,
    comment: proposal.comment,
    lines,
    productsAmount,
    totalAmount: round2(productsAmount + deliveryAmount),
  };
}

/** Where the seller delivers as one line ('Россия, г. Казань, ул. Баумана, д. 7'), null when the buyer collects. */
export function requestDeliveryAddress(
  db: Db,
  r: {
    shipping_method_id: number;
    country_id: number | null;
    city_id: number | null;
    delivery_address: string | null;
  },
): string | null {
  if (r.shipping_method_id === ShippingMethod.BuyerCollects) return null;
  const city =
    r.city_id === null
      ? undefined
      : one<{ region_id: number }>(db, 'SELECT region_id FROM cities WHERE id = ?', r.city_id);
  const text = addressText(db, {
    countryId: r.country_id,
    regionId: city?.region_id ?? null,
    cityId: city ? r.city_id : null,
    street: r.delivery_address,
    houseNumber: null,
    apartmentOrOficeNumber: null,
    postalIndex: null,
  });
  return text === '' ? null : text;
}

export const zipPathOf = (zipFile: string | null): string | null => (zipFile ? uploadUrl(zipFile) : null);

function requestFiles(db: Db, requestId: number): StoredFile[] {
  return all<{ file_name: string; original_name: string | null }>(
    db,
    'SELECT file_name, original_name FROM order_request_files WHERE request_id = ? ORDER BY id',
    requestId,
  ).map((f) => ({ url: uploadUrl(f.file_name), fileName: f.original_name ?? f.file_name }));
}

export const requestHistory = (db: Db, requestId: number): HistoryEntry<OrderRequestStatusId>[] =>
  all<{ status_id: OrderRequestStatusId; created_at: string }>(
    db,
    'SELECT status_id, created_at FROM order_request_history WHERE request_id = ? ORDER BY created_at, id',
    requestId,
  ).map((h) => ({ statusId: h.status_id, date: h.created_at }));

/** The seller's request (not deleted) in full, or null for an unknown, foreign or deleted one. */
export function orderRequestDetail(
  db: Db,
  now: number,
  sellerId: number,
  requestId: number,
): OrderRequest | null {
  sweepOrderRequests(db, now);
  const row = one<DetailRow>(
    db,
    `SELECT ${REQUEST_LIST_COLUMNS}, o.comment, o.city_id, o.delivery_address, o.reject_reason,
       o.buyer_reject_reason, o.order_description, o.zip_file
     FROM order_requests o JOIN users u ON u.id = o.buyer_id
     WHERE o.id = ? AND o.seller_id = ? AND o.deleted_by_seller = 0`,
    requestId,
    sellerId,
  );
  if (!row) return null;
  const buyer = one<BuyerRow>(
    db,
    'SELECT id, first_name, last_name, middle_name, company_name, email, phone, city FROM users WHERE id = ?',
    row.buyer_id,
  );
  if (!buyer) return null;
  return {
    ...requestListItem(row),
    buyer: {
      id: buyer.id,
      fullName: fullName(buyer),
      companyName: buyer.company_name,
      email: buyer.email,
      phoneNumber: phoneDigits(buyer.phone),
      city: buyer.city,
    },
    comment: row.comment,
    deliveryAddress: requestDeliveryAddress(db, row),
    products: requestProducts(db, row.id),
    proposal: requestProposal(db, row.id),
    rejectReason: row.reject_reason,
    buyerRejectReason: row.buyer_reject_reason,
    orderDescription: row.order_description,
    technicalDocumentations: requestFiles(db, row.id),
    zipPath: zipPathOf(row.zip_file),
    history: requestHistory(db, row.id),
  };
}
