import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/index.js';
import { all, one, run } from '../db/query.js';
import { WholesaleStatus as W } from '../lib/statuses.js';
import { HOUR_MS } from '../lib/time.js';
import { PAGE_WIDTH, renderPdf, type PdfRule, type PdfText } from '../lib/pdf.js';
import { commissionKopecks, commissionPercentage, kopecks, safeDealOf, toRubles } from './finances.js';
import { BUYER_NAME_SQL } from './ordersCommon.js';
import { sweepOverdue } from './ordersSweep.js';

/**
 * Invoice PDFs of wholesale orders: `GET /seller/invoices/<orderId>.pdf` (docs/contract/finances.md).
 *
 * The finance page opens the invoice in a new tab, which sends no bearer header, so the
 * `invoicePath` of a finance row carries a short signed capability: `?expires=<epoch s>&signature=…`,
 * an HMAC-SHA256 of (seller, order, expiry) under a random server secret kept in the database.
 * A link is valid for one to two hours (the expiry is rounded up to the next hour but one, so
 * every list call within an hour hands out the same link). A bearer or `accessToken` header of
 * the owning seller is accepted instead of the signature.
 */

export const INVOICES_URL_PREFIX = '/seller/invoices/';

/** Server secrets are created on first use and kept (random, 256 bits). */
const secrets = new WeakMap<Db, Buffer>();
function invoiceSecret(db: Db): Buffer {
  let secret = secrets.get(db);
  if (!secret) {
    run(
      db,
      'INSERT OR IGNORE INTO server_secrets (name, value) VALUES (?, ?)',
      'invoice',
      randomBytes(32).toString('hex'),
    );
    const value = one<{ value: string }>(db, 'SELECT value FROM server_secrets WHERE name = ?', 'invoice');
    if (!value) throw new Error('invoice secret missing');
    secret = Buffer.from(value.value, 'hex');
    secrets.set(db, secret);
  }
  return secret;
}

const signature = (db: Db, sellerId: number, orderId: number, expires: number): string =>
  createHmac('sha256', invoiceSecret(db))
    .update(`invoice:${sellerId}:${orderId}:${expires}`)
    .digest('base64url')
    .slice(0, 32);

/** Expiry (epoch seconds) of links handed out at `now`: the start of the hour after next. */
export const linkExpiry = (now: number): number => ((Math.floor(now / HOUR_MS) + 2) * HOUR_MS) / 1000;

/** The `invoicePath` of a finance row. */
export function invoicePath(db: Db, sellerId: number, orderId: number, now: number): string {
  const expires = linkExpiry(now);
  return `${INVOICES_URL_PREFIX}${orderId}.pdf?expires=${expires}&signature=${signature(db, sellerId, orderId, expires)}`;
}

export type LinkCheck = 'valid' | 'expired' | 'invalid';

/** Checks a link's signature against the order's seller and the clock. */
export function checkInvoiceLink(
  db: Db,
  now: number,
  sellerId: number,
  orderId: number,
  expires: string | undefined,
  given: string | undefined,
): LinkCheck {
  if (!expires || !given || !/^\d{1,12}$/.test(expires)) return 'invalid';
  const expected = Buffer.from(signature(db, sellerId, orderId, Number(expires)));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'invalid';
  return Number(expires) * 1000 <= now ? 'expired' : 'valid';
}

/** The seller of a wholesale order, or null when there is no such order. */
export const sellerOfOrder = (db: Db, orderId: number): number | null =>
  one<{ seller_id: number }>(db, 'SELECT seller_id FROM wholesale_orders WHERE id = ?', orderId)?.seller_id ??
  null;

// The document --------------------------------------------------------------------------------------

const STATUS_NAMES: Record<number, string> = {
  [W.notPaid]: 'Not paid',
  [W.notSent]: 'Not sent',
  [W.readyToSend]: 'Ready to send',
  [W.readyToShip]: 'Ready to ship',
  [W.inTransit]: 'In transit',
  [W.shipped]: 'Shipped',
  [W.completed]: 'Completed',
  [W.shipmentOverdue]: 'Shipment overdue',
  [W.paymentOverdue]: 'Payment overdue',
  [W.declined]: 'Declined',
  [W.sendingOverdue]: 'Sending overdue',
  [W.readinessOverdue]: 'Readiness overdue',
  [W.deliveryOverdue]: 'Delivery overdue',
  [W.cancelled]: 'Cancelled',
};
const SAFE_DEAL_NAMES: Record<number, string> = {
  1: 'Reserved',
  2: 'Sent',
  3: 'Return issued',
  4: 'Not paid',
};

interface InvoiceOrder {
  id: number;
  seller_id: number;
  status_id: number;
  created_at: string;
  invoice_number: string | null;
  products_amount: number;
  delivery_amount: number;
  nds_amount: number;
  total_amount: number;
  buyer_name: string;
  buyer_email: string;
  buyer_city: string | null;
  seller_company: string | null;
  store_name: string | null;
}

interface InvoiceLine {
  product_name: string;
  vendor_code: string | null;
  quantity: number;
  measure_unit: string;
  price_for_one: number;
  amount: number;
}

/** `12 345.67` */
export function formatAmount(rubles: number): string {
  const [whole = '0', cents = '00'] = Math.abs(rubles).toFixed(2).split('.');
  return `${rubles < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')}.${cents}`;
}

const day = (isoDate: string): string => {
  const d = new Date(isoDate);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;
};

const clip = (text: string, max: number): string =>
  text.length > max ? `${text.slice(0, max - 3)}...` : text;

/** Lines shown on the page; an order with more says how many are left out. */
const MAX_LINES = 40;

/**
 * The invoice of the seller's own wholesale order as a PDF, or null when the order is not the
 * seller's (or does not exist). Amounts as in the order detail and the finance row.
 */
export function invoicePdf(db: Db, now: number, sellerId: number, orderId: number): Buffer | null {
  sweepOverdue(db, now);
  const order = one<InvoiceOrder>(
    db,
    `SELECT o.id, o.seller_id, o.status_id, o.created_at, o.invoice_number, o.products_amount, o.delivery_amount,
       o.nds_amount, o.total_amount, ${BUYER_NAME_SQL} AS buyer_name, u.email AS buyer_email, u.city AS buyer_city,
       (SELECT COALESCE(r.company_name_or_ip_name, su.company_name)
          FROM sellers s JOIN users su ON su.id = s.user_id LEFT JOIN requisites r ON r.user_id = s.user_id
          WHERE s.id = o.seller_id) AS seller_company,
       (SELECT st.store_name FROM stores st WHERE st.seller_id = o.seller_id) AS store_name
     FROM wholesale_orders o JOIN users u ON u.id = o.buyer_id
     WHERE o.id = ? AND o.seller_id = ?`,
    orderId,
    sellerId,
  );
  if (!order) return null;
  const lines = all<InvoiceLine>(
    db,
    `SELECT product_name, vendor_code, quantity, measure_unit, price_for_one, amount
     FROM wholesale_order_products WHERE order_id = ? ORDER BY id`,
    order.id,
  );
  const percentage = commissionPercentage(db, sellerId);
  const sd = safeDealOf('wholesale', order.status_id);
  const total = kopecks(order.total_amount);
  const commission = sd === 1 || sd === 2 ? commissionKopecks(total, Math.round(percentage * 100)) : null;
  const number = order.invoice_number ?? String(order.id);

  const texts: PdfText[] = [];
  const rules: PdfRule[] = [];
  const left = 50;
  const right = PAGE_WIDTH - 50;
  let y = 790;
  const text = (x: number, value: string, options: Partial<PdfText> = {}) =>
    texts.push({ x, y, text: value, ...options });

  text(left, `Invoice No. ${number}`, { size: 18, bold: true });
  y -= 24;
  text(left, `Date: ${day(order.created_at)}    Order: ${order.id}`);
  y -= 14;
  text(
    left,
    `Order status: ${STATUS_NAMES[order.status_id] ?? String(order.status_id)}    Safe deal: ${
      sd === null ? '-' : SAFE_DEAL_NAMES[sd]
    }`,
  );
  y -= 24;
  text(left, 'Seller', { bold: true });
  text(300, 'Buyer', { bold: true });
  y -= 14;
  text(left, clip(order.seller_company ?? '', 45));
  text(300, clip(order.buyer_name, 45));
  y -= 14;
  text(left, clip(order.store_name ? `Store: ${order.store_name}` : '', 45));
  text(300, clip([order.buyer_email, order.buyer_city].filter(Boolean).join(', '), 45));
  y -= 28;

  const columns = { no: left, item: left + 22, qty: 360, unit: 368, price: 470, amount: right };
  text(columns.no, 'No.', { bold: true, size: 9 });
  text(columns.item, 'Item', { bold: true, size: 9 });
  text(columns.qty, 'Qty', { bold: true, size: 9, align: 'right' });
  text(columns.unit, 'Unit', { bold: true, size: 9 });
  text(columns.price, 'Price, RUB', { bold: true, size: 9, align: 'right' });
  text(columns.amount, 'Amount, RUB', { bold: true, size: 9, align: 'right' });
  y -= 5;
  rules.push({ x1: left, y1: y, x2: right, y2: y });
  y -= 13;
  lines.slice(0, MAX_LINES).forEach((line, i) => {
    const name = line.vendor_code ? `${line.product_name} (${line.vendor_code})` : line.product_name;
    text(columns.no, String(i + 1), { size: 9 });
    text(columns.item, clip(name, 52), { size: 9 });
    text(columns.qty, String(line.quantity), { size: 9, align: 'right' });
    text(columns.unit, clip(line.measure_unit, 12), { size: 9 });
    text(columns.price, formatAmount(line.price_for_one), { size: 9, align: 'right' });
    text(columns.amount, formatAmount(line.amount), { size: 9, align: 'right' });
    y -= 13;
  });
  if (lines.length > MAX_LINES) {
    text(columns.item, `... and ${lines.length - MAX_LINES} more lines`, { size: 9 });
    y -= 13;
  }
  y += 5;
  rules.push({ x1: left, y1: y, x2: right, y2: y });
  y -= 18;

  const sums: [string, string, boolean][] = [
    ['Products', formatAmount(order.products_amount), false],
    ['Delivery', formatAmount(order.delivery_amount), false],
    ['incl. VAT', formatAmount(order.nds_amount), false],
    ['Total, RUB', formatAmount(toRubles(total)), true],
    [
      `Commission (${percentage} %)`,
      commission === null ? '----' : formatAmount(toRubles(commission)),
      false,
    ],
    [
      'Payment to the seller',
      commission === null ? '----' : formatAmount(toRubles(total - commission)),
      true,
    ],
  ];
  for (const [label, value, bold] of sums) {
    text(360, label, { bold });
    text(right, value, { bold, align: 'right' });
    y -= 15;
  }
  y = 60;
  text(left, 'Names are transliterated: the PDF uses the built-in Latin fonts.', { size: 8 });

  return renderPdf({ title: `Invoice No. ${number}`, texts, rules });
}
