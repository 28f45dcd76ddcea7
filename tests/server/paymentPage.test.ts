import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { one, run } from '../../server/db/query.js';
import { createPayment } from '../../server/services/payments.js';
import { BASE_NOW, createTestServer, DEMO_ACCOUNTS, type TestServer } from './helpers.js';

/** The payment stand-in page (docs/contract/marketing.md "Stand-in page"). */

let server: TestServer;
let sellerId: number;
let productId: number;

beforeEach(async () => {
  server = await createTestServer();
  sellerId =
    one<{ id: number }>(
      server.db,
      'SELECT s.id FROM sellers s JOIN users u ON u.id = s.user_id WHERE u.email = ?',
      DEMO_ACCOUNTS.seller,
    )?.id ?? 0;
  productId =
    one<{ id: number }>(
      server.db,
      'SELECT p.id FROM products p JOIN stores st ON st.id = p.store_id WHERE st.seller_id = ? ORDER BY p.id LIMIT 1',
      sellerId,
    )?.id ?? 0;
});
afterEach(async () => {
  await server.app.close();
});

/** A pending highlight of label 2 for 7 days whose product is named `name`. */
function highlight(name = 'Чайник', amount = 1490) {
  run(server.db, 'UPDATE products SET product_name = ? WHERE id = ?', name, productId);
  const payment = createPayment(server.db, {
    sellerId,
    kind: 'highlight',
    amount,
    now: new Date(BASE_NOW),
    publicOrigin: 'http://localhost:8080',
  });
  run(
    server.db,
    `INSERT INTO promotions (kind, seller_id, product_id, label_id, period_id, days_count, price, payment_id, created_at)
     VALUES ('highlight', ?, ?, 2, 1, 7, ?, ?, ?)`,
    sellerId,
    productId,
    amount,
    payment.rowId,
    new Date(BASE_NOW).toISOString(),
  );
  return payment;
}

const page = (url: string) => server.app.inject({ method: 'GET', url });
const post = (url: string) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe('GET /pay/{paymentId}', () => {
  it('shows what is paid for, the amount and the two forms; no script; form posts allowed to self', async () => {
    const { paymentId } = highlight('Чайник «Север»', 1490);
    const response = await page(`/pay/${paymentId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<p>Выделение товара «Чайник «Север»» меткой «Скидка» на 7 дней</p>');
    expect(response.body).toContain('1\u00a0490,00 руб.');
    expect(response.body).toContain(`<form method="post" action="/pay/${paymentId}/confirm"`);
    expect(response.body).toContain(`<form method="post" action="/pay/${paymentId}/cancel"`);
    expect(response.body).toContain('>Оплатить</button>');
    expect(response.body).toContain('>Отменить</button>');
    expect(response.body).not.toContain('<script');
    expect(String(response.headers['content-security-policy'])).toContain("form-action 'self'");
  });

  it('escapes the product name', async () => {
    const { paymentId } = highlight('<img src=x onerror=alert(1)>');
    const response = await page(`/pay/${paymentId}`);
    expect(response.body).not.toContain('<img');
    expect(response.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('answers an unknown id with the 404 page linking to the back office', async () => {
    for (const id of ['A'.repeat(24), 'short', '%3Cscript%3E']) {
      const response = await page(`/pay/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<h1>Платёж не найден</h1>');
      expect(response.body).toContain('href="/seller/"');
    }
  });
});

describe('POST /pay/{paymentId}/confirm and /cancel', () => {
  it('confirm pays, activates the highlight and answers 303 to the return route', async () => {
    const { paymentId, rowId } = highlight();
    server.clock.now = BASE_NOW + 60_000;
    const response = await post(`/pay/${paymentId}/confirm`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/seller/marketing/highlights/add/${paymentId}`);
    expect(one(server.db, 'SELECT status, decided_at FROM marketing_payments WHERE id = ?', rowId)).toEqual({
      status: 'paid',
      decided_at: new Date(BASE_NOW + 60_000).toISOString(),
    });
    expect(
      one(server.db, 'SELECT state, active_from, active_to FROM promotions WHERE payment_id = ?', rowId),
    ).toEqual({
      state: 'paid',
      active_from: new Date(BASE_NOW + 60_000).toISOString(),
      active_to: new Date(BASE_NOW + 60_000 + 7 * 86_400_000).toISOString(),
    });

    const finished = await page(`/pay/${paymentId}`);
    expect(finished.statusCode).toBe(200);
    expect(finished.body).toContain('<h1>Платёж уже оплачен</h1>');
    expect(finished.body).toContain(`href="/seller/marketing/highlights/add/${paymentId}"`);
    expect(finished.body).not.toContain('<form');

    // A POST on a finished payment just redirects, and changes nothing.
    const again = await post(`/pay/${paymentId}/cancel`);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/seller/marketing/highlights/add/${paymentId}`);
    expect(one(server.db, 'SELECT status FROM marketing_payments WHERE id = ?', rowId)).toEqual({
      status: 'paid',
    });
  });

  it('cancel cancels the row and the banner return route carries the payment id', async () => {
    const payment = createPayment(server.db, {
      sellerId,
      kind: 'banner',
      amount: 3000,
      now: new Date(BASE_NOW),
      publicOrigin: 'http://localhost:8080',
    });
    const bannerId = Number(
      run(
        server.db,
        `INSERT INTO banners (seller_id, position_id, payment_id, file_path, date_from, date_to, price, created_at)
         VALUES (?, 1, ?, '/seller/uploads/x.png', '2026-03-20', '2026-03-20', 3000, ?)`,
        sellerId,
        payment.rowId,
        new Date(BASE_NOW).toISOString(),
      ).lastInsertRowid,
    );
    const response = await post(`/pay/${payment.paymentId}/cancel`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/seller/marketing/banners?paymentId=${payment.paymentId}`);
    expect(one(server.db, 'SELECT state FROM banners WHERE id = ?', bannerId)).toEqual({
      state: 'cancelled',
    });
    const finished = await page(`/pay/${payment.paymentId}`);
    expect(finished.body).toContain('<h1>Платёж отменён</h1>');
  });

  it('a POST for an unknown payment answers the 404 page', async () => {
    const response = await post(`/pay/${'B'.repeat(24)}/confirm`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Платёж не найден');
  });
});
