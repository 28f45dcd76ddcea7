import type {
  DeliveryMethodId,
  RetailOrder,
  RetailOrderListItem,
  RetailOrderSortColumn,
  RetailStatusId,
  ShippingMethodId,
} from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one, placeholders, run, type SqlValue } from '../db/query.js';
import { ok, type Envelope } from '../lib/envelope.js';
import { RetailStatus as R } from '../../rules/index.js';
import { DAY_MS, iso, moscowDayStart } from '../lib/time.js';
import type { StoredFile } from '../lib/uploads.js';
import { orderFileNames, orderFiles, recordFiles } from './ordersFiles.js';
import {
  actionNotAllowed,
  applyStatusChange,
  BUYER_NAME_MATCH,
  BUYER_NAME_SQL,
  decideAction,
  DeliveryMethod,
  findSellerOrder,
  fullName,
  invalid,
  MAX_AHEAD_DAYS,
  ordersPage,
  parseWireDate,
  phoneDigits,
  pushCreatedRange,
  registerSqlFunctions,
  RETAIL_TABLES,
  round2,
  statusHistory,
  type DateRange,
  type ListPage,
  type PageWindow,
  type StatusChange,
} from './ordersCommon.js';
import { sweepOverdue } from './ordersSweep.js';

/** Retail orders: lists, detail, status changes and shipping info (docs/contract/orders.md). */

export { RETAIL_STATUS_IDS } from '../../rules/index.js';
/** A new order must be ready to ship within this many days (1 -> 7 afterwards). */
export const RETAIL_READINESS_DAYS = 2;
/** Once ready to ship (2) it must be handed over within this many days, or by the pick-up day. */
export const RETAIL_SHIPPING_DAYS = 3;
/** Once in transit (3) it must be delivered within this many days (-> 16 afterwards). */
export const RETAIL_DELIVERY_DAYS = 10;

/** Allowed sources of each target status of ChangeRetailOrderStatus. */
export const RETAIL_TRANSITIONS: Record<number, readonly number[]> = {
  [R.ReadyToShip]: [R.NotSent, R.ReadinessOverdue],
  [R.InTransit]: [R.ReadyToShip, R.ShippingOverdue],
  [R.Delivered]: [R.InTransit, R.DeliveryOverdue],
  [R.Cancelled]: [R.NotSent, R.ReadinessOverdue],
};

/** AddInfoForShipping is allowed from these statuses; 1 and 7 then become 2. */
export const SHIPPING_INFO_FROM: readonly number[] = [R.NotSent, R.ReadyToShip, R.ReadinessOverdue];

interface RetailRow {
  id: number;
  seller_id: number;
  buyer_id: number;
  status_id: RetailStatusId;
  total_amount: number;
  created_at: string;
  number: string;
  shipping_method_id: ShippingMethodId;
  delivery_method_id: DeliveryMethodId;
  delivery_address: string | null;
  cdek_office_address: string | null;
  im_ids: string | null;
  readiness_deadline: string | null;
  shipping_deadline: string | null;
  delivery_deadline: string | null;
}

interface RetailListRow extends RetailRow {
  buyer_name: string;
  product_name: string | null;
  products_count: number;
}

const ORDER_COLUMNS = `o.id, o.seller_id, o.buyer_id, o.status_id, o.total_amount, o.created_at, o.number,
  o.shipping_method_id, o.delivery_method_id, o.delivery_address, o.cdek_office_address, o.im_ids,
  o.readiness_deadline, o.shipping_deadline, o.delivery_deadline`;

const LIST_COLUMNS = `${ORDER_COLUMNS}, ${BUYER_NAME_SQL} AS buyer_name,
  (SELECT p.product_name FROM retail_order_products p WHERE p.order_id = o.id ORDER BY p.id LIMIT 1) AS product_name,
  (SELECT COUNT(*) FROM retail_order_products p WHERE p.order_id = o.id) AS products_count`;

const listItem = (row: RetailListRow): RetailOrderListItem => ({
  id: row.id,
  number: row.number,
  creationDate: row.created_at,
  buyerName: row.buyer_name,
  productName: row.product_name,
  productsCount: row.products_count,
  amount: round2(row.total_amount),
  retailOrderStatus: row.status_id,
  deliveryMethodId: row.delivery_method_id,
  shipingMethodId: row.shipping_method_id,
});

// Lists -----------------------------------------------------------------------------------------

export interface RetailQuery {
  sellerId: number;
  orderId: number | null;
  statuses: readonly number[] | null;
  range: DateRange;
  /** Lower-cased substring of a product name. */
  productName: string | null;
  /** Digits contained in the order number. */
  number: string | null;
  /** Lower-cased substring of the number, the buyer's name or a product name. */
  search: string | null;
  /** Optional sort (not in the specification's retail filter; default newest first). */
  sort?: { column: RetailSortColumn; ascending: boolean } | null;
  window: PageWindow;
}

export const RETAIL_SORT_COLUMNS = {
  id: 'o.id',
  creationDate: 'o.created_at',
  buyerName: BUYER_NAME_SQL,
  amount: 'o.total_amount',
  retailOrderStatus: 'o.status_id',
} as const satisfies Record<RetailOrderSortColumn, string>;
export type RetailSortColumn = keyof typeof RETAIL_SORT_COLUMNS;

function retailOrder(sort: RetailQuery['sort']): { order: string; sortJoin: string } {
  if (!sort) return { order: 'o.created_at DESC, o.id DESC', sortJoin: '' };
  const direction = sort.ascending ? 'ASC' : 'DESC';
  return {
    order: `${RETAIL_SORT_COLUMNS[sort.column]} ${direction}, o.id ${direction}`,
    sortJoin: sort.column === 'buyerName' ? 'JOIN users u ON u.id = o.buyer_id' : '',
  };
}

/** Lines carry their name in lower case (`search_name`): one native scan of the lines per query. */
const PRODUCT_MATCH = `o.id IN (SELECT p.order_id FROM retail_order_products p WHERE instr(p.search_name, ?) > 0)`;

/** One page of the seller's retail orders, newest first; `rowCount` is a COUNT with the same WHERE. */
export function listRetailOrders(db: Db, now: number, q: RetailQuery): ListPage<RetailOrderListItem> {
  registerSqlFunctions(db);
  sweepOverdue(db, now);
  const where = ['o.seller_id = ?'];
  const params: SqlValue[] = [q.sellerId];
  if (q.orderId !== null) {
    where.push('o.id = ?');
    params.push(q.orderId);
  }
  if (q.statuses && q.statuses.length > 0) {
    where.push(`o.status_id IN (${placeholders(q.statuses)})`);
    params.push(...q.statuses);
  }
  pushCreatedRange(where, params, q.range);
  if (q.number) {
    where.push('instr(o.number, ?) > 0');
    params.push(q.number);
  }
  if (q.productName) {
    where.push(PRODUCT_MATCH);
    params.push(q.productName);
  }
  if (q.search) {
    where.push(`(instr(o.number, ?) > 0 OR ${BUYER_NAME_MATCH} OR ${PRODUCT_MATCH})`);
    params.push(q.search, q.search, q.search);
  }
  return ordersPage(
    db,
    {
      table: RETAIL_TABLES.orders,
      columns: LIST_COLUMNS,
      where: where.join(' AND '),
      params,
      ...retailOrder(q.sort),
      window: q.window,
    },
    listItem,
  );
}

// Detail ----------------------------------------------------------------------------------------

const parseIds = (text: string | null): string[] => {
  if (!text) return [];
  const value = JSON.parse(text) as unknown;
  return Array.isArray(value) ? value.map(String) : [];
};

export function retailOrderDetail(
  db: Db,
  now: number,
  sellerId: number,
  orderId: number,
): RetailOrder | null {
  sweepOverdue(db, now);
  const row = findSellerOrder<RetailListRow>(db, RETAIL_TABLES, LIST_COLUMNS, sellerId, orderId, true);
  if (!row) return null;
  const buyer = one<{
    first_name: string;
    last_name: string;
    middle_name: string | null;
    phone: string | null;
    email: string;
  }>(db, 'SELECT first_name, last_name, middle_name, phone, email FROM users WHERE id = ?', row.buyer_id);
  const products = all<{
    id: number;
    product_id: number | null;
    product_name: string;
    quantity: number;
    price: number;
    amount: number;
    image: string | null;
  }>(db, 'SELECT * FROM retail_order_products WHERE order_id = ? ORDER BY id', row.id);
  const shipping = one<{
    pickup_date: string;
    driver_phone: string | null;
    shipping_method_id: ShippingMethodId;
    delivery_method_id: DeliveryMethodId;
  }>(db, 'SELECT * FROM retail_shipping_info WHERE order_id = ?', row.id);
  const history = statusHistory<RetailStatusId>(db, RETAIL_TABLES, row.id);
  const extra = one<{ decline_purpose: string | null; coupon_code: string | null; discount_amount: number }>(
    db,
    'SELECT decline_purpose, coupon_code, discount_amount FROM retail_orders WHERE id = ?',
    row.id,
  );
  return {
    ...listItem(row),
    buyer: buyer
      ? {
          id: row.buyer_id,
          fullName: fullName(buyer),
          phoneNumber: phoneDigits(buyer.phone),
          email: buyer.email,
        }
      : null,
    deliveryAddress: row.delivery_address,
    products: products.map((p) => ({
      retailOrderProductsId: p.id,
      productId: p.product_id,
      productName: p.product_name,
      quantity: p.quantity,
      price: round2(p.price),
      amount: round2(p.amount),
      image: p.image,
    })),
    shippingInfo: shipping
      ? {
          pickupDate: shipping.pickup_date,
          driverPhone: phoneDigits(shipping.driver_phone),
          deliveryMethodId: shipping.delivery_method_id,
          shippingMethodId: shipping.shipping_method_id,
          images: orderFiles(db, true, row.id),
          fileNames: orderFileNames(db, true, row.id),
        }
      : null,
    cdekOfficeAddress: row.cdek_office_address,
    imIds: parseIds(row.im_ids),
    declinePurpose: extra?.decline_purpose ?? null,
    couponCode: extra?.coupon_code ?? null,
    discountAmount: round2(extra?.discount_amount ?? 0),
    readinessDeadline: row.readiness_deadline,
    shippingDeadline: row.shipping_deadline,
    deliveryDeadline: row.delivery_deadline,
    history: history.map((h) => ({ retailOrderStatus: h.status_id, date: h.created_at })),
  };
}

// Actions ---------------------------------------------------------------------------------------

type RetailColumn =
  'cdek_office_address' | 'im_ids' | 'shipping_deadline' | 'delivery_deadline' | 'decline_purpose';

interface RetailChange extends StatusChange {
  set?: Partial<Record<RetailColumn, SqlValue>>;
  shippingInfo?: {
    pickupDate: string;
    driverPhone: string | null;
    shippingMethodId: number;
    deliveryMethodId: number;
    productLineIds: readonly number[] | null;
  };
}

type RetailDecide = (order: RetailRow, now: number) => Envelope<never> | RetailChange;

const findOrder = (db: Db, sellerId: number, orderId: number): RetailRow | undefined =>
  findSellerOrder<RetailRow>(db, RETAIL_TABLES, ORDER_COLUMNS, sellerId, orderId);

export interface RetailActionResult {
  reply: Envelope<true>;
  /** Files no longer referenced (replaced shipping images), to delete after the commit. */
  released: string[];
}

/** One action in a transaction: sweep, the seller's order, the decision, then the writes. */
export function runRetailAction(
  db: Db,
  now: number,
  sellerId: number,
  orderId: number,
  decide: RetailDecide,
  files?: readonly StoredFile[],
): RetailActionResult {
  return db.transaction((): RetailActionResult => {
    const decision = decideAction(db, now, () => findOrder(db, sellerId, orderId), decide);
    if (!decision.ok) return { reply: decision.refusal, released: [] };
    const { order, change } = decision;
    const at = iso(now);
    applyStatusChange(db, RETAIL_TABLES, order, change, at, 'seller');
    const released: string[] = [];
    const info = change.shippingInfo;
    if (info) {
      run(
        db,
        `INSERT INTO retail_shipping_info
           (order_id, pickup_date, driver_phone, shipping_method_id, delivery_method_id, product_line_ids, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT(order_id) DO UPDATE SET pickup_date = excluded.pickup_date,
           driver_phone = excluded.driver_phone, shipping_method_id = excluded.shipping_method_id,
           delivery_method_id = excluded.delivery_method_id, product_line_ids = excluded.product_line_ids,
           updated_at = excluded.updated_at`,
        order.id,
        info.pickupDate,
        phoneDigits(info.driverPhone),
        info.shippingMethodId,
        info.deliveryMethodId,
        info.productLineIds ? JSON.stringify(info.productLineIds) : null,
        at,
      );
    }
    if (files && files.length > 0) {
      released.push(
        ...all<{ file_name: string }>(
          db,
          "SELECT file_name FROM order_files WHERE is_retail = 1 AND order_id = ? AND kind = 'shipping'",
          order.id,
        ).map((f) => f.file_name),
      );
      run(db, "DELETE FROM order_files WHERE is_retail = 1 AND order_id = ? AND kind = 'shipping'", order.id);
      recordFiles(db, true, order.id, 'shipping', files, at);
    }
    return { reply: ok(true), released };
  })();
}

export function precheckRetailAction(
  db: Db,
  now: number,
  sellerId: number,
  orderId: number,
  decide: RetailDecide,
): Envelope<never> | null {
  const decision = decideAction(db, now, () => findOrder(db, sellerId, orderId), decide);
  return decision.ok ? null : decision.refusal;
}

export interface StatusChangeInput {
  to: number;
  cdekOfficeAddress: string | null;
  imIds: readonly string[];
  /** The seller's reason of a cancel (to 6), stored with it; ignored for other targets. */
  declinePurpose?: string | null;
}

/** ChangeRetailOrderStatus; in transit with CDEK (delivery method 2) needs the office and ImIds. */
export const changeRetailStatus =
  (input: StatusChangeInput): RetailDecide =>
  (order, now) => {
    const from = RETAIL_TRANSITIONS[input.to];
    if (!from || !from.includes(order.status_id)) return actionNotAllowed();
    if (input.to === R.ReadyToShip) {
      return { to: R.ReadyToShip, set: { shipping_deadline: iso(now + RETAIL_SHIPPING_DAYS * DAY_MS) } };
    }
    if (input.to === R.InTransit) {
      const set: Partial<Record<RetailColumn, SqlValue>> = {
        delivery_deadline: iso(now + RETAIL_DELIVERY_DAYS * DAY_MS),
      };
      if (order.delivery_method_id === DeliveryMethod.Cdek) {
        if (input.cdekOfficeAddress === null || input.imIds.length === 0) {
          return invalid("Delivery by CDEK (method 2) requires 'cdekOfficeAddress' and a non-empty 'ImIds'");
        }
        set.cdek_office_address = input.cdekOfficeAddress;
        set.im_ids = JSON.stringify(input.imIds);
      }
      return { to: R.InTransit, set };
    }
    if (input.to === R.Cancelled) {
      return { to: R.Cancelled, set: { decline_purpose: input.declinePurpose ?? null } };
    }
    return { to: input.to };
  };

export interface ShippingInfoInput {
  pickupDate: string;
  driverPhone: string | null;
  shippingMethodId: number;
  deliveryMethodId: number;
  productLineIds: readonly number[] | null;
}

/**
 * AddInfoForShipping: allowed while 1, 2 or 7; the delivery method must be the order's; the
 * driver phone is required for methods 1 and 2 and refused for 3; the pick-up day is today or
 * later. 1 and 7 become 2; the shipping deadline becomes the end of the pick-up day.
 */
export const addShippingInfo =
  (db: Db, input: ShippingInfoInput): RetailDecide =>
  (order, now) => {
    if (!SHIPPING_INFO_FROM.includes(order.status_id)) return actionNotAllowed();
    if (input.deliveryMethodId !== order.delivery_method_id) {
      return invalid(
        `Field 'deliveryMethodId' must be the order's delivery method (${order.delivery_method_id})`,
      );
    }
    if (input.deliveryMethodId === DeliveryMethod.PostOrCourier && input.driverPhone !== null) {
      return invalid("Field 'driverPhone' is not sent with delivery method 3");
    }
    if (input.deliveryMethodId !== DeliveryMethod.PostOrCourier && input.driverPhone === null) {
      return invalid(`Field 'driverPhone' is required for delivery method ${input.deliveryMethodId}`);
    }
    const date = parseWireDate(input.pickupDate);
    if (!date) return invalid("Field 'pickupDate' is not a valid date");
    // Calendar days in Moscow time (server/lib/time.ts), the days the seller sees.
    const today = moscowDayStart(now);
    const day = moscowDayStart(date.ms);
    if (day < today) return invalid("Field 'pickupDate' must be today or later");
    if (day > today + MAX_AHEAD_DAYS * DAY_MS) {
      return invalid(`Field 'pickupDate' must be at most ${MAX_AHEAD_DAYS} days ahead`);
    }
    if (input.productLineIds && input.productLineIds.length > 0) {
      const lines = new Set(
        all<{ id: number }>(db, 'SELECT id FROM retail_order_products WHERE order_id = ?', order.id).map(
          (l) => l.id,
        ),
      );
      const foreign = input.productLineIds.find((id) => !lines.has(id));
      if (foreign !== undefined) return invalid(`Product line ${foreign} is not part of order ${order.id}`);
    }
    return {
      to: R.ReadyToShip,
      set: { shipping_deadline: iso(day + DAY_MS - 1) },
      shippingInfo: {
        pickupDate: iso(date.ms),
        driverPhone: input.driverPhone,
        shippingMethodId: input.shippingMethodId,
        deliveryMethodId: input.deliveryMethodId,
        productLineIds: input.productLineIds,
      },
    };
  };
