import { describe, expect, it } from 'vitest';
import type { Banner, PagedReply, SellerNotification } from '../../contract/index.js';
import type { BannerRecord } from '../../console/resources/banners/route.js';
import type { PaymentRecord } from '../../console/resources/payments/route.js';
import { one, run } from '../../server/db/query.js';
import { createPayment } from '../../server/services/payments.js';
import { admin, withConsoleServer, type ConsoleContext, type Message } from './consoleHelpers.js';
import { BASE_NOW, call } from './helpers.js';

/** Console `payments` and `banners` (docs/contract/marketing.md "Console"). */

let c: ConsoleContext;
withConsoleServer((context) => {
  c = context;
});

/** A banner of the demo seller in `state` with its payment (`pending` unless paid already). */
function banner(state: string, dates: [string, string] = ['2026-03-20', '2026-03-22']) {
  const payment = createPayment(c.server.db, {
    sellerId: c.seller.sellerId,
    kind: 'banner',
    amount: 12000,
    now: new Date(BASE_NOW),
    publicOrigin: 'http://localhost:8080',
  });
  if (state !== 'awaitingPayment')
    run(c.server.db, "UPDATE marketing_payments SET status = 'paid' WHERE id = ?", payment.rowId);
  const id = Number(
    run(
      c.server.db,
      `INSERT INTO banners (seller_id, position_id, payment_id, file_path, date_from, date_to, price, state, created_at)
       VALUES (?, 3, ?, '/seller/uploads/b.png', ?, ?, 12000, ?, ?)`,
      c.seller.sellerId,
      payment.rowId,
      dates[0],
      dates[1],
      state,
      new Date(BASE_NOW).toISOString(),
    ).lastInsertRowid,
  );
  return { id, payment };
}

const notifications = async () =>
  (
    await call<PagedReply<SellerNotification>>(c.server.app, 'POST', '/Notification/GetNotifications', {
      token: c.seller.token,
      body: { onlyUnread: false, pagination: { page: 1, pageSize: 5 } },
    })
  ).body.data?.results ?? [];

const sellerBanner = async (id: number) =>
  (
    await call<PagedReply<Banner>>(c.server.app, 'POST', '/Marketing/GetBanners', {
      token: c.seller.token,
      body: { pagination: { page: 1, pageSize: 100 } },
    })
  ).body.data?.results.find((b) => b.id === id);

describe('console banners', () => {
  it('approve: the banner is approved, the seller sees it active and is notified', async () => {
    const { id } = banner('awaitingApproval');
    const reply = await admin<BannerRecord>(c.server.app, 'PUT', `/banners/${id}`, {
      token: c.token,
      body: { status: 'approved' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toMatchObject({
      id,
      state: 'approved',
      advertStatus: 1,
      positionName: 'Каталог — над списком товаров',
      width: 970,
      height: 250,
      decidedAt: new Date(BASE_NOW).toISOString(),
    });
    expect(await sellerBanner(id)).toMatchObject({ state: 'approved', advertStatus: 1 });
    expect((await notifications())[0]).toMatchObject({
      text: 'Баннер «Каталог — над списком товаров» одобрен',
      link: '/marketing/banners',
    });
  });

  it('decline needs a reason; the seller sees it with the reason', async () => {
    const { id } = banner('awaitingApproval');
    const missing = await admin<Message>(c.server.app, 'PUT', `/banners/${id}`, {
      token: c.token,
      body: { status: 'rejected', reason: '  ' },
    });
    expect(missing.statusCode).toBe(400);
    const reply = await admin<BannerRecord>(c.server.app, 'PUT', `/banners/${id}`, {
      token: c.token,
      body: { status: 'rejected', reason: 'Нечитаемый текст' },
    });
    expect(reply.body).toMatchObject({
      state: 'declined',
      advertStatus: 4,
      declineReason: 'Нечитаемый текст',
    });
    expect(await sellerBanner(id)).toMatchObject({ advertStatus: 4, declineReason: 'Нечитаемый текст' });
    expect((await notifications())[0]?.text).toBe(
      'Баннер «Каталог — над списком товаров» отклонён: Нечитаемый текст',
    );
  });

  it('only a banner awaiting approval may be decided: 409, nothing changes', async () => {
    for (const state of ['awaitingPayment', 'approved', 'declined', 'cancelled']) {
      const { id } = banner(state);
      const reply = await admin<Message>(c.server.app, 'PUT', `/banners/${id}`, {
        token: c.token,
        body: { status: 'approved' },
      });
      expect(reply.statusCode).toBe(409);
      expect(reply.body.message).toBe('Баннер не ожидает решения');
      expect(one(c.server.db, 'SELECT state FROM banners WHERE id = ?', id)).toEqual({ state });
    }
    expect(
      (await admin(c.server.app, 'PUT', '/banners/999999', { token: c.token, body: { status: 'approved' } }))
        .statusCode,
    ).toBe(404);
  });

  it('filters by state and by advert status computed now', async () => {
    const active = banner('approved');
    const expired = banner('approved', ['2026-03-01', '2026-03-02']);
    const ids = async (filter: Record<string, unknown>) =>
      (
        await admin<BannerRecord[]>(c.server.app, 'GET', '/banners', { token: c.token, query: { filter } })
      ).body.map((b) => b.id);
    expect(await ids({ advertStatus: 1, sellerId: c.seller.sellerId })).toContain(active.id);
    expect(await ids({ advertStatus: 1, sellerId: c.seller.sellerId })).not.toContain(expired.id);
    expect(await ids({ advertStatus: 2, sellerId: c.seller.sellerId })).toContain(expired.id);
    expect(await ids({ state: 'approved', positionId: 3 })).toEqual(
      expect.arrayContaining([active.id, expired.id]),
    );
    const bad = await admin<Message>(c.server.app, 'GET', '/banners', {
      token: c.token,
      query: { filter: { advertStatus: 9 } },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('console payments', () => {
  it('lists with the subject, and PUT paid activates through the payment service', async () => {
    const { id: bannerId, payment } = banner('awaitingPayment');
    const list = await admin<PaymentRecord[]>(c.server.app, 'GET', '/payments', {
      token: c.token,
      query: { filter: { q: payment.paymentId } },
    });
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      id: payment.rowId,
      paymentId: payment.paymentId,
      kind: 'banner',
      status: 'pending',
      amount: 12000,
      sellerId: c.seller.sellerId,
      subject: 'Баннер «Каталог — над списком товаров» с 2026-03-20 по 2026-03-22',
    });
    const paid = await admin<PaymentRecord>(c.server.app, 'PUT', `/payments/${payment.rowId}`, {
      token: c.token,
      body: { status: 'paid' },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', decidedAt: new Date(BASE_NOW).toISOString() });
    expect(one(c.server.db, 'SELECT state FROM banners WHERE id = ?', bannerId)).toEqual({
      state: 'awaitingApproval',
    });

    const again = await admin<Message>(c.server.app, 'PUT', `/payments/${payment.rowId}`, {
      token: c.token,
      body: { status: 'cancelled' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.body.message).toBe('Платёж уже завершён');
    expect(
      (await admin(c.server.app, 'PUT', '/payments/999999', { token: c.token, body: { status: 'paid' } }))
        .statusCode,
    ).toBe(404);
  });
});
