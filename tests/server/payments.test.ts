import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdvertStatus } from '../../contract/index.js';
import { one, run } from '../../server/db/query.js';
import {
  advertStatusOfBanner,
  bannerAdvertStatusSql,
  createPayment,
  decidePayment,
  paymentReturnPath,
  paymentSubject,
  promotionAdvertStatusSql,
  type PaymentRow,
} from '../../server/services/payments.js';
import { BASE_NOW, createTestServer, DEMO_ACCOUNTS, type TestServer } from './helpers.js';

/** server/services/payments.ts: the payment of the three kinds and what paying or cancelling does. */

let server: TestServer;
let sellerId: number;
let productId: number;
let productName: string;
const NOW = new Date(BASE_NOW);
const DAY = 86_400_000;
const ORIGIN = 'https://market.example';

beforeEach(async () => {
  server = await createTestServer();
  const seller = one<{ id: number }>(
    server.db,
    'SELECT s.id FROM sellers s JOIN users u ON u.id = s.user_id WHERE u.email = ?',
    DEMO_ACCOUNTS.seller,
  );
  sellerId = seller?.id ?? 0;
  // A product without seeded paid labels, so the label rows below are this test's own.
  const product = one<{ id: number; product_name: string }>(
    server.db,
    `SELECT p.id, p.product_name FROM products p JOIN stores st ON st.id = p.store_id
     WHERE st.seller_id = ? AND NOT EXISTS (SELECT 1 FROM product_labels l WHERE l.product_id = p.id)
     ORDER BY p.id LIMIT 1`,
    sellerId,
  );
  productId = product?.id ?? 0;
  productName = product?.product_name ?? '';
  run(server.db, 'DELETE FROM promotions');
});
afterEach(async () => {
  await server.app.close();
});

/** A pending highlight (label) or top (label null) row with its payment, as MakeProductAs… stores them. */
function promotion(label: number | null, days = 7, now = NOW) {
  const payment = createPayment(server.db, {
    sellerId,
    kind: label === null ? 'top' : 'highlight',
    amount: 490,
    now,
    publicOrigin: ORIGIN,
  });
  const period = label === null ? (days === 3 ? 4 : 5) : days === 7 ? 1 : 2;
  const id = Number(
    run(
      server.db,
      `INSERT INTO promotions (kind, seller_id, product_id, label_id, period_id, days_count, price, payment_id, created_at)
       VALUES (?, ?, ?, ?, ?, ?, 490, ?, ?)`,
      label === null ? 'top' : 'highlight',
      sellerId,
      productId,
      label,
      period,
      days,
      payment.rowId,
      now.toISOString(),
    ).lastInsertRowid,
  );
  return { id, payment };
}

function banner(state = 'awaitingPayment') {
  const payment = createPayment(server.db, {
    sellerId,
    kind: 'banner',
    amount: 3000,
    now: NOW,
    publicOrigin: ORIGIN,
  });
  const id = Number(
    run(
      server.db,
      `INSERT INTO banners (seller_id, position_id, payment_id, file_path, date_from, date_to, price, state, created_at)
       VALUES (?, 1, ?, '/seller/uploads/b.png', '2026-03-20', '2026-03-22', 3000, ?, ?)`,
      sellerId,
      payment.rowId,
      state,
      NOW.toISOString(),
    ).lastInsertRowid,
  );
  return { id, payment };
}

const promotionRow = (id: number) =>
  one<{ state: string; active_from: string | null; active_to: string | null }>(
    server.db,
    'SELECT state, active_from, active_to FROM promotions WHERE id = ?',
    id,
  );

function promotionStatus(id: number, now: Date): AdvertStatus | null {
  const status = promotionAdvertStatusSql('p', now);
  return (
    one<{ s: AdvertStatus | null }>(
      server.db,
      `SELECT ${status.sql} AS s FROM promotions p WHERE p.id = ?`,
      ...status.params,
      id,
    )?.s ?? null
  );
}

function bannerStatus(id: number, now: Date): AdvertStatus | null {
  const status = bannerAdvertStatusSql('b', now);
  return (
    one<{ s: AdvertStatus | null }>(
      server.db,
      `SELECT ${status.sql} AS s FROM banners b WHERE b.id = ?`,
      ...status.params,
      id,
    )?.s ?? null
  );
}

describe('createPayment', () => {
  it('stores a pending payment with an unguessable id and the page URL on the public origin', () => {
    const first = createPayment(server.db, {
      sellerId,
      kind: 'banner',
      amount: 1490.5,
      now: NOW,
      publicOrigin: ORIGIN,
    });
    const second = createPayment(server.db, {
      sellerId,
      kind: 'banner',
      amount: 1,
      now: NOW,
      publicOrigin: ORIGIN,
    });
    expect(first.paymentId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(first.paymentId).not.toBe(second.paymentId);
    expect(first.paymentUrl).toBe(`${ORIGIN}/pay/${first.paymentId}`);
    expect(first.amount).toBe(1490.5);
    const row = one<PaymentRow>(server.db, 'SELECT * FROM marketing_payments WHERE id = ?', first.rowId);
    expect(row).toMatchObject({
      payment_id: first.paymentId,
      seller_id: sellerId,
      status: 'pending',
      amount: 1490.5,
    });
    expect(row?.created_at).toBe(NOW.toISOString());
    expect(row?.decided_at).toBeNull();
  });
});

describe('decidePayment', () => {
  it('paying a sale highlight starts its period and shows the label in the product lists', () => {
    const { id, payment } = promotion(3, 7);
    expect(promotionStatus(id, NOW)).toBe(5);
    const paidAt = new Date(BASE_NOW + 60_000);
    const decided = decidePayment(server.db, payment.paymentId, 'paid', paidAt);
    expect(decided.status).toBe('paid');
    expect(promotionRow(id)).toEqual({
      state: 'paid',
      active_from: paidAt.toISOString(),
      active_to: new Date(paidAt.getTime() + 7 * DAY).toISOString(),
    });
    const label = one<{ until: string }>(
      server.db,
      'SELECT until FROM product_labels WHERE product_id = ? AND label_id = 3',
      productId,
    );
    expect(label?.until).toBe(new Date(paidAt.getTime() + 7 * DAY).toISOString());
    expect(promotionStatus(id, paidAt)).toBe(1);
    expect(promotionStatus(id, new Date(paidAt.getTime() + 7 * DAY))).toBe(2);
  });

  it('a later label keeps the later end; buying again is "reactivated"', () => {
    const first = promotion(4, 14);
    decidePayment(server.db, first.payment.paymentId, 'paid', NOW);
    const second = promotion(4, 7);
    decidePayment(server.db, second.payment.paymentId, 'paid', new Date(BASE_NOW + DAY));
    const label = one<{ until: string }>(
      server.db,
      'SELECT until FROM product_labels WHERE product_id = ? AND label_id = 4',
      productId,
    );
    expect(label?.until).toBe(new Date(BASE_NOW + 14 * DAY).toISOString());
    expect(promotionStatus(first.id, new Date(BASE_NOW + DAY))).toBe(1);
    expect(promotionStatus(second.id, new Date(BASE_NOW + DAY))).toBe(3);
  });

  it('a discount highlight and a top row write no product label', () => {
    const highlight = promotion(2);
    const top = promotion(null, 3);
    decidePayment(server.db, highlight.payment.paymentId, 'paid', NOW);
    decidePayment(server.db, top.payment.paymentId, 'paid', NOW);
    expect(
      one(server.db, 'SELECT 1 AS x FROM product_labels WHERE product_id = ?', productId),
    ).toBeUndefined();
    expect(promotionRow(top.id)?.active_to).toBe(new Date(BASE_NOW + 3 * DAY).toISOString());
  });

  it('cancelling a promotion cancels its row (not listed) and writes no period', () => {
    const { id, payment } = promotion(3);
    decidePayment(server.db, payment.paymentId, 'cancelled', NOW);
    expect(promotionRow(id)).toEqual({ state: 'cancelled', active_from: null, active_to: null });
    expect(promotionStatus(id, NOW)).toBeNull();
    expect(
      one(server.db, 'SELECT 1 AS x FROM product_labels WHERE product_id = ?', productId),
    ).toBeUndefined();
  });

  it('paying a banner sends it to the administrator; cancelling frees it', () => {
    const paid = banner();
    const cancelled = banner();
    decidePayment(server.db, paid.payment.paymentId, 'paid', NOW);
    decidePayment(server.db, cancelled.payment.paymentId, 'cancelled', NOW);
    const state = (id: number) =>
      one<{ state: string }>(server.db, 'SELECT state FROM banners WHERE id = ?', id)?.state;
    expect(state(paid.id)).toBe('awaitingApproval');
    expect(state(cancelled.id)).toBe('cancelled');
    expect(bannerStatus(paid.id, NOW)).toBe(5);
    expect(bannerStatus(cancelled.id, NOW)).toBeNull();
  });

  it('refuses a finished or unknown payment and changes nothing', () => {
    const { id, payment } = promotion(3);
    decidePayment(server.db, payment.paymentId, 'cancelled', NOW);
    expect(() => decidePayment(server.db, payment.paymentId, 'paid', NOW)).toThrow('Платёж уже завершён');
    expect(promotionRow(id)?.state).toBe('cancelled');
    expect(() => decidePayment(server.db, 'x'.repeat(24), 'paid', NOW)).toThrow('Платёж не найден');
  });
});

describe('advert status of banners', () => {
  it('approved is active through its last Moscow day, expired after; declined 4', () => {
    const approved = banner('approved');
    const declined = banner('declined');
    // 2026-03-22 23:59 Moscow = 20:59 UTC: still the last day.
    const lastMinute = new Date('2026-03-22T20:59:00Z');
    const nextDay = new Date('2026-03-22T21:00:00Z');
    expect(bannerStatus(approved.id, lastMinute)).toBe(1);
    expect(advertStatusOfBanner('approved', '2026-03-22', lastMinute)).toBe(1);
    expect(bannerStatus(approved.id, nextDay)).toBe(2);
    expect(advertStatusOfBanner('approved', '2026-03-22', nextDay)).toBe(2);
    expect(bannerStatus(declined.id, NOW)).toBe(4);
  });
});

describe('paymentSubject and paymentReturnPath', () => {
  it('says in Russian what is paid for, with the declined number of days', () => {
    const highlight = promotion(2, 14);
    const top = promotion(null, 3);
    const b = banner();
    expect(paymentSubject(server.db, { id: highlight.payment.rowId, kind: 'highlight' })).toBe(
      `Выделение товара «${productName}» меткой «Скидка» на 14 дней`,
    );
    expect(paymentSubject(server.db, { id: top.payment.rowId, kind: 'top' })).toBe(
      `Поднятие товара «${productName}» на 3 дня`,
    );
    expect(paymentSubject(server.db, { id: b.payment.rowId, kind: 'banner' })).toBe(
      'Баннер «Главная — верхний баннер» с 2026-03-20 по 2026-03-22',
    );
  });

  it('returns each kind to its back-office route', () => {
    expect(paymentReturnPath('highlight', 'abc')).toBe('/seller/marketing/highlights/add/abc');
    expect(paymentReturnPath('top', 'abc')).toBe('/seller/marketing/top/add/abc');
    expect(paymentReturnPath('banner', 'abc')).toBe('/seller/marketing/banners?paymentId=abc');
  });
});
