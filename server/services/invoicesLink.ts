import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/index.js';
import { one, run } from '../db/query.js';
import { HOUR_MS } from '../lib/time.js';

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
