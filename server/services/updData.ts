import type { ClosingOrderKind } from '../../contract/index.js';
import type { Db } from '../db/index.js';
import { all, one } from '../db/query.js';
import {
  COMPLETED_STATUSES,
  isOrderCompleted,
  moscowDayOf,
  spreadKopecks,
  toKopecks,
  vatPartKopecks,
  VAT_RATE_PERCENT,
} from '../../rules/index.js';
import { ORDER_NOT_FOUND } from './ordersCommon.js';
import { sweepOverdue } from './ordersSweep.js';
import { buyerParty, sellerParty, type DocumentParty } from './closingParties.js';

/**
 * What the УПД of a completed order says (docs/contract/documents.md "УПД"): the parties, the
 * lines with their VAT and the totals, all in kopecks. The total is the order's total (the
 * finance page's 'Сумма заказа'); a coupon discount is spread over the lines in proportion to
 * their sums, so the lines add up to it exactly.
 */

export const UPD_MESSAGES = {
  notFound: ORDER_NOT_FOUND,
  notCompleted: (number: string) =>
    `Заказ № ${number} ещё не выполнен: УПД оформляется для доставленных и завершённых заказов`,
} as const;

export interface UpdLine {
  name: string;
  unit: string;
  quantity: number;
  /** The VAT rate in percent, or null: 'без НДС'. */
  vatRate: number | null;
  /** Kopecks: the line's sum with VAT, its VAT, and the sum without it (amount − vat). */
  amount: number;
  vat: number;
  amountWithoutVat: number;
}

export interface UpdData {
  kind: ClosingOrderKind;
  orderId: number;
  number: string;
  /** Moscow day the order was completed (delivered), `yyyy-MM-dd`. */
  day: string;
  seller: DocumentParty;
  buyer: DocumentParty;
  lines: UpdLine[];
  /** Kopecks: Σ lines. */
  total: number;
  vat: number;
  totalWithoutVat: number;
}

interface OrderRow {
  id: number;
  seller_id: number;
  buyer_id: number;
  status_id: number;
  total_amount: number;
  created_at: string;
  number: string | null;
  delivery_amount: number;
}

interface SourceLine {
  name: string;
  unit: string;
  quantity: number;
  /** Kopecks before the discount. */
  amount: number;
  withVat: boolean;
}

const TABLES = {
  wholesale: { orders: 'wholesale_orders', history: 'wholesale_order_history' },
  retail: { orders: 'retail_orders', history: 'retail_order_history' },
} as const;

function sourceLines(db: Db, kind: ClosingOrderKind, order: OrderRow): SourceLine[] {
  if (kind === 'wholesale') {
    const lines = all<{
      product_name: string;
      measure_unit: string;
      quantity: number;
      amount: number;
      with_nds: number;
    }>(
      db,
      `SELECT product_name, measure_unit, quantity, amount, with_nds FROM wholesale_order_products
        WHERE order_id = ? ORDER BY id`,
      order.id,
    );
    const goods: SourceLine[] = lines.map((l) => ({
      name: l.product_name,
      unit: l.measure_unit.trim() || 'шт',
      quantity: l.quantity,
      amount: toKopecks(l.amount),
      withVat: l.with_nds === 1,
    }));
    const delivery = toKopecks(order.delivery_amount);
    return delivery > 0
      ? [...goods, { name: 'Доставка', unit: 'усл.', quantity: 1, amount: delivery, withVat: false }]
      : goods;
  }
  // Retail prices carry no VAT (the finance page's retail VAT is 0).
  return all<{ product_name: string; quantity: number; amount: number }>(
    db,
    'SELECT product_name, quantity, amount FROM retail_order_products WHERE order_id = ? ORDER BY id',
    order.id,
  ).map((l) => ({
    name: l.product_name,
    unit: 'шт',
    quantity: l.quantity,
    amount: toKopecks(l.amount),
    withVat: false,
  }));
}

/** The lines brought to the order's total: a discount spread over them, a remainder as delivery. */
export function updLines(source: readonly SourceLine[], total: number): UpdLine[] {
  const sum = source.reduce((s, l) => s + l.amount, 0);
  let lines = [...source];
  if (total > sum) {
    lines.push({ name: 'Доставка', unit: 'усл.', quantity: 1, amount: total - sum, withVat: false });
  }
  const cuts = spreadKopecks(
    lines.map((l) => l.amount),
    Math.max(0, sum - total),
  );
  lines = lines.map((l, i) => ({ ...l, amount: l.amount - (cuts[i] ?? 0) }));
  return lines.map((l) => {
    const vat = l.withVat ? vatPartKopecks(l.amount) : 0;
    return {
      name: l.name,
      unit: l.unit,
      quantity: l.quantity,
      vatRate: l.withVat ? VAT_RATE_PERCENT : null,
      amount: l.amount,
      vat,
      amountWithoutVat: l.amount - vat,
    };
  });
}

export type UpdResult = { ok: true; data: UpdData } | { ok: false; message: string };

/** The УПД of the seller's own completed order, or the refusal. The overdue sweep runs first. */
export function loadUpd(
  db: Db,
  now: number,
  sellerId: number,
  kind: ClosingOrderKind,
  orderId: number,
): UpdResult {
  sweepOverdue(db, now);
  const tables = TABLES[kind];
  const order = one<OrderRow>(
    db,
    `SELECT o.id, o.seller_id, o.buyer_id, o.status_id, o.total_amount, o.created_at,
            ${kind === 'retail' ? 'o.number' : 'NULL'} AS number,
            ${kind === 'wholesale' ? 'o.delivery_amount' : '0'} AS delivery_amount
       FROM ${tables.orders} o WHERE o.id = ? AND o.seller_id = ?`,
    orderId,
    sellerId,
  );
  if (!order) return { ok: false, message: UPD_MESSAGES.notFound };
  const number = order.number?.trim() || String(order.id);
  if (!isOrderCompleted(kind, order.status_id))
    return { ok: false, message: UPD_MESSAGES.notCompleted(number) };
  const completedAt = one<{ at: string | null }>(
    db,
    `SELECT MIN(created_at) AS at FROM ${tables.history} WHERE order_id = ? AND status_id IN (${COMPLETED_STATUSES[kind].join(', ')})`,
    order.id,
  )?.at;
  const total = toKopecks(order.total_amount);
  const lines = updLines(sourceLines(db, kind, order), total);
  const vat = lines.reduce((s, l) => s + l.vat, 0);
  return {
    ok: true,
    data: {
      kind,
      orderId: order.id,
      number,
      day: moscowDayOf(Date.parse(completedAt ?? order.created_at)),
      seller: sellerParty(db, order.seller_id),
      buyer: buyerParty(db, order.buyer_id),
      lines,
      total,
      vat,
      totalWithoutVat: total - vat,
    },
  };
}
