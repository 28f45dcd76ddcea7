import type {
  DeliveryMethodId,
  InTransitFormField,
  ReadyToSendAddress,
  ShippingDetails,
  ShippingMethodId,
  WholesaleOrder,
  WholesaleOrderListItem,
  WholesaleOrderSortColumn,
  WholesaleStatusId,
} from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, bool, one, run, type SqlValue } from '../db/query.js';
import { ok, fail, type Envelope } from '../lib/envelope.js';
import {
  isWholesalePseudoStatus,
  WHOLESALE_PSEUDO_STATUS_QUERIES,
  WHOLESALE_STATUS_IDS,
  WholesaleStatus as S,
} from '../../rules/index.js';
import { DAY_MS, iso } from '../lib/time.js';
import { uploadUrl, type StoredFile } from '../lib/uploads.js';
import {
  actionNotAllowed,
  applyStatusChange,
  BUYER_NAME_SQL,
  decideAction,
  DeliveryMethod,
  findSellerOrder,
  futureDeadline,
  invalid,
  ORDER_IS_PAID,
  ordersPage,
  PAYMENT_CONFLICT,
  phoneDigits,
  pushCreatedRange,
  round2,
  ShippingMethod,
  statusHistory,
  textOrNull,
  WHOLESALE_TABLES,
  type DateRange,
  type ListPage,
  type PageWindow,
  type StatusChange,
} from './ordersCommon.js';
import { addressText } from './locations.js';
import { sweepOverdue } from './ordersSweep.js';

/** Wholesale orders: list, detail and the status machine of docs/contract/orders.md. */

/** After OrderDispatched the goods must leave (in transit or collected) within this many days. */
export const SHIPMENT_DAYS = 5;
/** After OrderInTransit the delivery deadline is this many days away. */
export const DELIVERY_DAYS = 14;

export { WHOLESALE_STATUS_IDS };

export const WHOLESALE_FILTER_STATUS_IDS: readonly number[] = [0, ...WHOLESALE_STATUS_IDS, 30, 31, 32];

export const SORT_COLUMNS = {
  id: 'o.id',
  creationDate: 'o.created_at',
  buyerName: BUYER_NAME_SQL,
  totalAmount: 'o.total_amount',
  statusId: 'o.status_id',
} as const satisfies Record<WholesaleOrderSortColumn, string>;
export type SortColumn = keyof typeof SORT_COLUMNS;

interface OrderRow {
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

interface ListRow extends OrderRow {
  buyer_name: string;
  products_count: number;
}

const ORDER_COLUMNS = `o.id, o.seller_id, o.buyer_id, o.status_id, o.total_amount, o.created_at, o.invoice_number,
  o.shipping_method_id, o.delivery_method_id, o.is_paid, o.products_amount, o.delivery_amount, o.nds_amount,
  o.payment_deadline, o.dispatch_deadline, o.delivery_deadline, o.pay_renewal_days,
  o.dispatch_extension_date, o.decline_purpose, o.coupon_code, o.discount_amount`;

const LIST_COLUMNS = `${ORDER_COLUMNS}, ${BUYER_NAME_SQL} AS buyer_name,
  (SELECT COUNT(*) FROM wholesale_order_products p WHERE p.order_id = o.id) AS products_count`;

function listItem(row: ListRow): WholesaleOrderListItem {
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

// List ------------------------------------------------------------------------------------------

export interface WholesaleQuery {
  sellerId: number;
  buyerId: number | null;
  statusId: number | null;
  shippingMethodId: number | null;
  range: DateRange;
  window: PageWindow;
  column: SortColumn;
  ascending: boolean;
}

/**
 * One page of the seller's orders. The WHERE always starts with `seller_id` and, with a status,
 * `status_id`, so `(seller_id, status_id, created_at)` narrows the rows; the page's ids are
 * chosen first and only those rows are joined; `rowCount` is a COUNT with the same WHERE.
 */
export function listWholesaleOrders(
  db: Db,
  now: number,
  q: WholesaleQuery,
): ListPage<WholesaleOrderListItem> {
  sweepOverdue(db, now);
  const where = ['o.seller_id = ?'];
  const params: SqlValue[] = [q.sellerId];
  let statusId = q.statusId;
  const pseudo =
    statusId !== null && isWholesalePseudoStatus(statusId)
      ? WHOLESALE_PSEUDO_STATUS_QUERIES[statusId]
      : undefined;
  if (pseudo) statusId = pseudo.statusId;
  if (statusId) {
    where.push('o.status_id = ?');
    params.push(statusId);
  }
  for (const method of [pseudo?.keepShippingMethodId ?? pseudo?.bodyShippingMethodId, q.shippingMethodId]) {
    if (!method) continue;
    where.push('o.shipping_method_id = ?');
    params.push(method);
  }
  if (q.buyerId !== null) {
    where.push('o.buyer_id = ?');
    params.push(q.buyerId);
  }
  pushCreatedRange(where, params, q.range);
  const direction = q.ascending ? 'ASC' : 'DESC';
  return ordersPage(
    db,
    {
      table: WHOLESALE_TABLES.orders,
      columns: LIST_COLUMNS,
      where: where.join(' AND '),
      params,
      order: `${SORT_COLUMNS[q.column]} ${direction}, o.id ${direction}`,
      sortJoin: q.column === 'buyerName' ? 'JOIN users u ON u.id = o.buyer_id' : '',
      window: q.window,
    },
    listItem,
  );
}

// Detail ----------------------------------------------------------------------------------------

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

/** The ready-to-send address columns: ReadyToSent writes them together, so all are set or none is. */
type ShippingAddressColumns =
  | { country_id: number; region_id: number; city_id: number; street: string; house_number: string }
  | { country_id: null; region_id: null; city_id: null; street: null; house_number: null };

type ShippingRow = ShippingAddressColumns & {
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

export const fullName = (p: { last_name: string; first_name: string; middle_name: string | null }): string =>
  [p.last_name, p.first_name, p.middle_name].filter(Boolean).join(' ');

/**
 * The names the order's files had on the uploader's computer, by URL (answered beside the URL
 * lists as `fileNames`); files stored without a name are left out.
 */
export function orderFileNames(db: Db, isRetail: boolean, orderId: number): Record<string, string> {
  const rows = all<{ file_name: string; original_name: string | null }>(
    db,
    'SELECT file_name, original_name FROM order_files WHERE is_retail = ? AND order_id = ? ORDER BY id',
    isRetail ? 1 : 0,
    orderId,
  );
  return Object.fromEntries(
    rows.flatMap((f) => (f.original_name ? [[uploadUrl(f.file_name), f.original_name] as const] : [])),
  );
}

export function orderFiles(db: Db, isRetail: boolean, orderId: number): string[] {
  return all<{ file_name: string }>(
    db,
    'SELECT file_name FROM order_files WHERE is_retail = ? AND order_id = ? ORDER BY id',
    isRetail ? 1 : 0,
    orderId,
  ).map((f) => uploadUrl(f.file_name));
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

const findOrder = (db: Db, sellerId: number, orderId: number): OrderRow | undefined =>
  findSellerOrder<OrderRow>(db, WHOLESALE_TABLES, ORDER_COLUMNS, sellerId, orderId);

/** True when the order exists and belongs to the seller (after the sweep). */
export function ownsWholesaleOrder(db: Db, now: number, sellerId: number, orderId: number): boolean {
  sweepOverdue(db, now);
  return findOrder(db, sellerId, orderId) !== undefined;
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

// Actions ---------------------------------------------------------------------------------------

type OrderColumn =
  | 'payment_deadline'
  | 'dispatch_deadline'
  | 'delivery_deadline'
  | 'pay_renewal_days'
  | 'dispatch_extension_date'
  | 'decline_purpose';

export type ShippingColumn = keyof ShippingRow;
export type ShippingPatch = Partial<Record<ShippingColumn, SqlValue>>;

/** What an allowed action changes; column names are code constants, values are bound. */
export interface Change extends StatusChange {
  set?: Partial<Record<OrderColumn, SqlValue>>;
  shipping?: ShippingPatch;
}

/** Either a refusal to send or the change to apply. */
export type Decide = (order: OrderRow, now: number) => Envelope<never> | Change;

function applyShipping(db: Db, orderId: number, patch: ShippingPatch, at: string): void {
  const columns = Object.keys(patch) as ShippingColumn[];
  const values = columns.map((c) => patch[c] ?? null);
  const updates = [...columns.map((c) => `${c} = excluded.${c}`), 'updated_at = excluded.updated_at'].join(
    ', ',
  );
  run(
    db,
    `INSERT INTO wholesale_shipping_details (order_id, ${[...columns, 'updated_at'].join(', ')})
     VALUES (?, ${[...columns, 'updated_at'].map(() => '?').join(', ')})
     ON CONFLICT(order_id) DO UPDATE SET ${updates}`,
    orderId,
    ...values,
    at,
  );
}

export function recordFiles(
  db: Db,
  isRetail: boolean,
  orderId: number,
  kind: string,
  stored: readonly StoredFile[],
  at: string,
): void {
  for (const file of stored) {
    run(
      db,
      `INSERT INTO order_files (is_retail, order_id, kind, file_name, original_name, mime_type, size, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      isRetail ? 1 : 0,
      orderId,
      kind,
      file.fileName,
      file.originalName,
      file.mime,
      file.size,
      at,
    );
  }
}

export interface ActionFiles {
  kind: string;
  stored: readonly StoredFile[];
}

/**
 * Runs one action in a transaction: the overdue sweep, the seller's order (else 'Заказ не найден'),
 * the decision, then the update, the history row, shipping details and files.
 */
export function runWholesaleAction(
  db: Db,
  now: number,
  sellerId: number,
  orderId: number,
  decide: Decide,
  files?: ActionFiles,
): Envelope<true> {
  return db.transaction((): Envelope<true> => {
    const decision = decideAction(db, now, () => findOrder(db, sellerId, orderId), decide);
    if (!decision.ok) return decision.refusal;
    const { order, change } = decision;
    const at = iso(now);
    applyStatusChange(db, WHOLESALE_TABLES, order, change, at, 'seller');
    if (change.shipping) applyShipping(db, order.id, change.shipping, at);
    if (files) recordFiles(db, false, order.id, files.kind, files.stored, at);
    return ok(true);
  })();
}

/** The same checks without changing anything: run before uploaded files are written. */
export function precheckWholesaleAction(
  db: Db,
  now: number,
  sellerId: number,
  orderId: number,
  decide: Decide,
): Envelope<never> | null {
  const decision = decideAction(db, now, () => findOrder(db, sellerId, orderId), decide);
  return decision.ok ? null : decision.refusal;
}

const allowedFrom = (order: OrderRow, statuses: readonly number[]): boolean =>
  statuses.includes(order.status_id);

/** Decline: unpaid 1 and 9 only; a paid order not yet shipped answers -20 (payment warning). */
export const decline =
  (purpose: string): Decide =>
  (order) => {
    if (allowedFrom(order, [S.NotPaid, S.PaymentOverdue]) && !bool(order.is_paid)) {
      return {
        to: S.Declined,
        set: { decline_purpose: purpose, pay_renewal_days: null, dispatch_extension_date: null },
      };
    }
    if (allowedFrom(order, [S.NotSent, S.ReadyToSend, S.SendingOverdue, S.ReadinessOverdue])) {
      return fail(PAYMENT_CONFLICT, ORDER_IS_PAID);
    }
    return actionNotAllowed();
  };

export const acceptPayRenewal =
  (days: number): Decide =>
  (order, now) => {
    if (!allowedFrom(order, [S.NotPaid, S.PaymentOverdue]) || order.pay_renewal_days === null) {
      return actionNotAllowed();
    }
    // N more days to pay: added to the current deadline, or to now once it has passed (an
    // overdue order must come back to 1 with N days ahead, not stay overdue).
    const deadline = order.payment_deadline === null ? now : Date.parse(order.payment_deadline);
    const from = Number.isNaN(deadline) ? now : Math.max(deadline, now);
    return { to: S.NotPaid, set: { payment_deadline: iso(from + days * DAY_MS), pay_renewal_days: null } };
  };

export const prolongDispatch =
  (date: string): Decide =>
  (order, now) => {
    if (!allowedFrom(order, [S.NotSent, S.SendingOverdue])) return actionNotAllowed();
    const deadline = futureDeadline('prolonagationDate', date, now);
    if (!deadline.ok) return invalid(deadline.message);
    return { to: S.NotSent, set: { dispatch_deadline: deadline.at } };
  };

const EXTENSION_RETURNS: Record<number, number> = {
  [S.ReadyToSend]: S.ReadyToSend,
  [S.ReadinessOverdue]: S.ReadyToSend,
  [S.ReadyToShip]: S.ReadyToShip,
  [S.ShipmentOverdue]: S.ReadyToShip,
};

export const acceptDispatchDeadline =
  (date: string): Decide =>
  (order, now) => {
    const to = EXTENSION_RETURNS[order.status_id];
    if (to === undefined || order.dispatch_extension_date === null) return actionNotAllowed();
    const deadline = futureDeadline('extendingDate', date, now);
    if (!deadline.ok) return invalid(deadline.message);
    return { to, set: { dispatch_deadline: deadline.at, dispatch_extension_date: null } };
  };

export interface ReadyToSentInput {
  dispatchDay: string | null;
  readyDays: number | null;
  address: ReadyToSendAddress | null;
  /** Why the address's country, region and city do not hold together (services/locations.ts), or null. */
  addressProblem: string | null;
}

/**
 * ReadyToSent: delivery method 3 sends only `dispatchDay` (the ready-by deadline is the end of
 * that day); any other method sends `readyDays` (deadline now + days) and the `address` the goods
 * leave from.
 */
export const readyToSent =
  (input: ReadyToSentInput): Decide =>
  (order, now) => {
    if (!allowedFrom(order, [S.NotSent, S.SendingOverdue])) return actionNotAllowed();
    const method = order.delivery_method_id;
    if (method === DeliveryMethod.PostOrCourier) {
      if (input.dispatchDay === null) return invalid("Field 'dispatchDay' is required for delivery method 3");
      if (input.readyDays !== null || input.address !== null) {
        return invalid("Delivery method 3 takes only 'dispatchDay', not 'readyDays' or 'address'");
      }
      const day = futureDeadline('dispatchDay', input.dispatchDay, now);
      if (!day.ok) return invalid(day.message);
      return {
        to: S.ReadyToSend,
        set: { dispatch_deadline: day.at },
        shipping: { dispatch_day: day.at, ready_days: null },
      };
    }
    if (input.dispatchDay !== null) {
      return invalid(`Delivery method ${method} takes 'readyDays' and 'address', not 'dispatchDay'`);
    }
    if (input.readyDays === null)
      return invalid(`Field 'readyDays' is required for delivery method ${method}`);
    if (input.address === null) return invalid(`Field 'address' is required for delivery method ${method}`);
    if (input.addressProblem !== null) return invalid(input.addressProblem);
    const a = input.address;
    return {
      to: S.ReadyToSend,
      set: { dispatch_deadline: iso(now + input.readyDays * DAY_MS) },
      shipping: {
        ready_days: input.readyDays,
        dispatch_day: null,
        country_id: a.countryId,
        region_id: a.regionId,
        city_id: a.cityId,
        street: a.street.trim(),
        house_number: a.houseNumber.trim(),
        apartment_or_office_number: textOrNull(a.apartmentOrOficeNumber),
        postal_index: textOrNull(a.postalIndex),
      },
    };
  };

export const orderDispatched: Decide = (order, now) => {
  if (!allowedFrom(order, [S.ReadyToSend, S.ReadinessOverdue])) return actionNotAllowed();
  return { to: S.ReadyToShip, set: { dispatch_deadline: iso(now + SHIPMENT_DAYS * DAY_MS) } };
};

/** The in-transit form after type checks; method-dependent rules are checked against the order. */
export interface InTransitForm {
  shippingMethodId: number;
  deliveryMethodId: number | null;
  transportMark: string | null;
  transportNumber: string | null;
  driverFulname: string | null;
  driverPhone: string | null;
  voyageNumber: string | null;
  trackCode: string | null;
  additionalInfo: string | null;
  pickUpDate: string | null;
}

const REQUIRED_BY_DELIVERY: Record<number, [keyof InTransitForm, InTransitFormField][]> = {
  [DeliveryMethod.MotorTransport]: [
    ['transportMark', 'TransportMark'],
    ['transportNumber', 'TransportNumber'],
    ['driverFulname', 'DriverFulname'],
    ['driverPhone', 'DriverPhone'],
  ],
  [DeliveryMethod.Cdek]: [['trackCode', 'TrackCode']],
  [DeliveryMethod.PostOrCourier]: [['trackCode', 'TrackCode']],
};

/**
 * OrderInTransit: shipping method 1 only, from 4 or 8. Motor transport (1) needs the vehicle and
 * the driver; CDEK (2) and post (3) need the track code; method 3 takes no driver phone.
 */
export const orderInTransit =
  (form: InTransitForm): Decide =>
  (order, now) => {
    if (order.shipping_method_id !== ShippingMethod.SellerDelivers) return actionNotAllowed();
    if (!allowedFrom(order, [S.ReadyToShip, S.ShipmentOverdue])) return actionNotAllowed();
    if (form.shippingMethodId !== order.shipping_method_id) {
      return invalid(
        `Field 'ShippingMethodId' must be the order's shipping method (${order.shipping_method_id})`,
      );
    }
    const method = order.delivery_method_id;
    if (form.deliveryMethodId !== null && form.deliveryMethodId !== method) {
      return invalid(`Field 'DeliveryMethodId' must be the order's delivery method (${method})`);
    }
    for (const [key, name] of REQUIRED_BY_DELIVERY[method] ?? []) {
      if (form[key] === null) return invalid(`Field '${name}' is required for delivery method ${method}`);
    }
    if (method === DeliveryMethod.PostOrCourier && form.driverPhone !== null) {
      return invalid("Field 'DriverPhone' is not used with delivery method 3");
    }
    return {
      to: S.InTransit,
      set: { delivery_deadline: iso(now + DELIVERY_DAYS * DAY_MS) },
      shipping: {
        transport_mark: form.transportMark,
        transport_number: form.transportNumber,
        driver_fullname: form.driverFulname,
        driver_phone: phoneDigits(form.driverPhone),
        voyage_number: form.voyageNumber,
        track_code: form.trackCode,
        additional_info: form.additionalInfo,
        pick_up_date: form.pickUpDate,
      },
    };
  };

/** Delivered: 5/23 -> 6 when the seller delivers; 4/8 -> 6 when the buyer collects (method 2). */
export const orderDelivered: Decide = (order) => {
  const from =
    order.shipping_method_id === ShippingMethod.SellerDelivers
      ? [S.InTransit, S.DeliveryOverdue]
      : [S.ReadyToShip, S.ShipmentOverdue];
  if (!allowedFrom(order, from)) return actionNotAllowed();
  return { to: S.Shipped };
};
