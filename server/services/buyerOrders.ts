import type { Db } from '../db/index.js';
import { vatPartOf } from '../../rules/index.js';
import { one, run, scalar } from '../db/query.js';
import { ProductType, RetailStatus, WholesaleStatus } from '../../rules/index.js';
import { DAY_MS, iso } from '../lib/time.js';
import { checkOrderCoupon, COUPON_USED_UP, takeCouponUse, type AppliedCoupon } from './couponsApply.js';
import { announceNewOrder, type OrderActor } from './notifyOrders.js';
import { DeliveryMethod, historyActorOf, round2, ShippingMethod } from './ordersCommon.js';
import { RETAIL_READINESS_DAYS } from './ordersRetail.js';
import { UserCategory } from './users.js';

/**
 * Orders placed by a buyer from the marketplace console (docs/contract/console.md,
 * "wholesale-orders" and "retail-orders" POST), written the way the seed writes its orders:
 * lines, amounts, deadlines, numbers and the first history entry.
 */

/** A new wholesale order must be paid within this many days (1 -> 9 afterwards). */
export const PAYMENT_DAYS = 5;
/** The general taxation system: the seller prices with VAT (rules/vat.ts: 20/120 of each amount). */
const WITH_VAT_SYSTEM = 1;
/** Products carry no unit; console orders count pieces. */
const MEASURE_UNIT = 'шт.';
const FIRST_RETAIL_NUMBER = 1_000_001;
const LAST_RETAIL_NUMBER = 9_999_999;

export interface OrderLineInput {
  productId: number;
  quantity: number;
  /** Price of one unit (rubles). */
  price: number;
}

export interface NewOrderInput {
  sellerId: number;
  buyerId: number;
  shippingMethodId: number;
  deliveryMethodId: number;
  lines: readonly OrderLineInput[];
  /** The seller's coupon code as the buyer typed it (any case); blank or absent = none. */
  couponCode?: string | null;
}

export interface NewWholesaleOrder extends NewOrderInput {
  deliveryAmount: number | null;
  /** Days the buyer has to pay (an invoice's validity); `PAYMENT_DAYS` when absent. */
  paymentDays?: number;
}

export interface NewRetailOrder extends NewOrderInput {
  deliveryAddress: string | null;
}

export type Creation = { ok: true; orderId: number } | { ok: false; message: string };

interface ProductRow {
  id: number;
  name: string;
  product_type_id: number;
  is_active: number;
  is_draft: number;
  is_blocked: number;
  base_image: string | null;
}

interface CheckedParties {
  storeId: number;
  /** The input's lines with their products, in order. */
  lines: { line: OrderLineInput; product: ProductRow }[];
}

const PRODUCT_KIND: Record<number, string> = {
  [ProductType.Retail]: 'розничный',
  [ProductType.Wholesale]: 'оптовый',
};

/** The seller (with a store), a buyer, and every line's product: the seller's, of the market, on sale. */
function checkParties(db: Db, input: NewOrderInput, productType: number): CheckedParties | string {
  const store = one<{ id: number }>(db, 'SELECT id FROM stores WHERE seller_id = ?', input.sellerId);
  if (!store) return `Продавец ${input.sellerId} не найден`;
  const buyer = one<{ id: number }>(
    db,
    'SELECT id FROM users WHERE id = ? AND user_category_id = ?',
    input.buyerId,
    UserCategory.customer,
  );
  if (!buyer) return `Пользователь ${input.buyerId} не покупатель`;
  const lines: CheckedParties['lines'] = [];
  for (const [index, line] of input.lines.entries()) {
    const label = `Строка ${index + 1}: товар ${line.productId}`;
    const product = one<ProductRow>(
      db,
      `SELECT id, product_name AS name, product_type_id, is_active, is_draft, is_blocked, base_image
       FROM products WHERE id = ? AND store_id = ?`,
      line.productId,
      store.id,
    );
    if (!product) return `${label} не найден у продавца ${input.sellerId}`;
    if (product.product_type_id !== productType) {
      return `${label} — ${PRODUCT_KIND[product.product_type_id] ?? 'другого типа'}, нужен ${PRODUCT_KIND[productType]}`;
    }
    if (product.is_draft === 1) return `${label} — черновик`;
    if (product.is_blocked === 1) return `${label} заблокирован`;
    if (product.is_active !== 1) return `${label} снят с продажи`;
    lines.push({ line, product });
  }
  return { storeId: store.id, lines };
}

/**
 * The order's coupon (docs/contract/marketing.md "Coupons in orders (console)"): checked against the
 * order's lines (the goods) before the discount, then one use taken. Runs inside the order's
 * transaction before any row of the order is written, so a refusal leaves nothing behind.
 */
function useCoupon(
  db: Db,
  now: number,
  input: NewOrderInput,
  order: {
    storeId: number;
    marketType: 1 | 2;
    lines: { productId: number; amount: number }[];
  },
): { ok: true; coupon: AppliedCoupon | null } | { ok: false; message: string } {
  const checked = checkOrderCoupon(db, { ...order, code: input.couponCode, now });
  if (!checked.ok || checked.coupon === null) return checked;
  if (!takeCouponUse(db, checked.coupon.couponId)) return { ok: false, message: COUPON_USED_UP };
  return checked;
}

/** The buyer collects (shipping method 2) with delivery method 1 (docs/contract/orders.md). */
const deliveryMethodOf = (input: NewOrderInput): number =>
  input.shippingMethodId === ShippingMethod.BuyerCollects
    ? DeliveryMethod.MotorTransport
    : input.deliveryMethodId;

function sellerPricesWithVat(db: Db, sellerId: number): boolean {
  const system = one<{ value: number | null }>(
    db,
    `SELECT r.taxation_system_types_id AS value FROM requisites r JOIN sellers s ON s.user_id = r.user_id
     WHERE s.id = ?`,
    sellerId,
  );
  return system?.value === WITH_VAT_SYSTEM;
}

/** Places a wholesale order (announced to the seller, notified unless `placedBy` the seller): status 1, payment deadline now + 5 (or `paymentDays`) days, invoice `yyyy-NNNNNN`. */
export function createWholesaleOrder(
  db: Db,
  now: number,
  input: NewWholesaleOrder,
  placedBy: OrderActor,
): Creation {
  return db.transaction((): Creation => {
    const checked = checkParties(db, input, ProductType.Wholesale);
    if (typeof checked === 'string') return { ok: false, message: checked };
    const withVat = sellerPricesWithVat(db, input.sellerId);
    const lines = checked.lines.map(({ line, product }) => {
      const amount = round2(line.quantity * line.price);
      return { line, product, amount, vat: vatPartOf(amount, withVat) };
    });
    const productsAmount = round2(lines.reduce((sum, l) => sum + l.amount, 0));
    const vatAmount = round2(lines.reduce((sum, l) => sum + l.vat, 0));
    const deliveryAmount = round2(input.deliveryAmount ?? 0);
    const coupon = useCoupon(db, now, input, {
      storeId: checked.storeId,
      marketType: ProductType.Wholesale,
      lines: lines.map((l) => ({ productId: l.line.productId, amount: l.amount })),
    });
    if (!coupon.ok) return coupon;
    const discount = coupon.coupon?.discount ?? 0;
    const at = iso(now);
    const orderId = Number(
      run(
        db,
        `INSERT INTO wholesale_orders (seller_id, buyer_id, status_id, total_amount, created_at,
           shipping_method_id, delivery_method_id, is_paid, products_amount, delivery_amount, nds_amount,
           payment_deadline, coupon_id, coupon_code, discount_amount)
         VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)`,
        input.sellerId,
        input.buyerId,
        WholesaleStatus.NotPaid,
        round2(productsAmount + deliveryAmount - discount),
        at,
        input.shippingMethodId,
        deliveryMethodOf(input),
        productsAmount,
        deliveryAmount,
        // The VAT inside the discounted goods: the discount carries its VAT part.
        round2(vatAmount - vatPartOf(discount, withVat)),
        iso(now + (input.paymentDays ?? PAYMENT_DAYS) * DAY_MS),
        coupon.coupon?.couponId ?? null,
        coupon.coupon?.code ?? null,
        discount,
      ).lastInsertRowid,
    );
    const invoice = `${new Date(now).getUTCFullYear()}-${String(orderId).padStart(6, '0')}`;
    run(db, 'UPDATE wholesale_orders SET invoice_number = ? WHERE id = ?', invoice, orderId);
    for (const { line, product, amount, vat } of lines) {
      run(
        db,
        `INSERT INTO wholesale_order_products (order_id, product_id, product_name, vendor_code, quantity,
           measure_unit, price_for_one, with_nds, nds_price, amount, image) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        orderId,
        line.productId,
        product.name,
        `${checked.storeId}-${String(line.productId).padStart(5, '0')}`,
        line.quantity,
        MEASURE_UNIT,
        line.price,
        withVat ? 1 : 0,
        vat,
        amount,
        product.base_image,
      );
    }
    run(
      db,
      'INSERT INTO wholesale_order_history (order_id, status_id, created_at, actor) VALUES (?, ?, ?, ?)',
      orderId,
      WholesaleStatus.NotPaid,
      at,
      historyActorOf(placedBy),
    );
    announceNewOrder(db, 'wholesale', orderId, WholesaleStatus.NotPaid, placedBy, at);
    return { ok: true, orderId };
  })();
}

function nextRetailNumber(db: Db): string {
  const last = scalar(db, 'SELECT MAX(CAST(number AS INTEGER)) AS value FROM retail_orders');
  const next = Math.max(FIRST_RETAIL_NUMBER, last + 1);
  if (next > LAST_RETAIL_NUMBER) throw new Error('No free 7-digit retail order number is left');
  return String(next);
}

/**
 * Places a retail order: status 1, readiness deadline now + 2 days, the next free number; the
 * delivery address only when the seller delivers.
 */
export function createRetailOrder(
  db: Db,
  now: number,
  input: NewRetailOrder,
  placedBy: OrderActor,
): Creation {
  return db.transaction((): Creation => {
    const sellerDelivers = input.shippingMethodId === ShippingMethod.SellerDelivers;
    const address = input.deliveryAddress?.trim() ?? '';
    if (sellerDelivers && address === '') {
      return {
        ok: false,
        message: "Field 'deliveryAddress' is required when the seller delivers (shipping method 1)",
      };
    }
    const checked = checkParties(db, input, ProductType.Retail);
    if (typeof checked === 'string') return { ok: false, message: checked };
    const lines = checked.lines.map(({ line, product }) => ({
      line,
      name: product.name,
      image: product.base_image,
      amount: round2(line.quantity * line.price),
    }));
    const total = round2(lines.reduce((sum, l) => sum + l.amount, 0));
    const coupon = useCoupon(db, now, input, {
      storeId: checked.storeId,
      marketType: ProductType.Retail,
      lines: lines.map((l) => ({ productId: l.line.productId, amount: l.amount })),
    });
    if (!coupon.ok) return coupon;
    const discount = coupon.coupon?.discount ?? 0;
    const at = iso(now);
    const orderId = Number(
      run(
        db,
        `INSERT INTO retail_orders (seller_id, buyer_id, status_id, total_amount, created_at, number,
           shipping_method_id, delivery_method_id, delivery_address, readiness_deadline,
           coupon_id, coupon_code, discount_amount)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        input.sellerId,
        input.buyerId,
        RetailStatus.NotSent,
        round2(total - discount),
        at,
        nextRetailNumber(db),
        input.shippingMethodId,
        deliveryMethodOf(input),
        sellerDelivers ? address : null,
        iso(now + RETAIL_READINESS_DAYS * DAY_MS),
        coupon.coupon?.couponId ?? null,
        coupon.coupon?.code ?? null,
        discount,
      ).lastInsertRowid,
    );
    for (const { line, name, image, amount } of lines) {
      run(
        db,
        `INSERT INTO retail_order_products (order_id, product_id, product_name, search_name, quantity, price, amount, image)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
        orderId,
        line.productId,
        name,
        name.toLowerCase(),
        line.quantity,
        line.price,
        amount,
        image,
      );
    }
    run(
      db,
      'INSERT INTO retail_order_history (order_id, status_id, created_at, actor) VALUES (?, ?, ?, ?)',
      orderId,
      RetailStatus.NotSent,
      at,
      historyActorOf(placedBy),
    );
    announceNewOrder(db, 'retail', orderId, RetailStatus.NotSent, placedBy, at);
    return { ok: true, orderId };
  })();
}
