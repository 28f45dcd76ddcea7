import { describe, expect, it } from 'vitest';
import type { AccountInfo, DeletionRequest } from '../../contract/index.js';
import { admin } from './consoleHelpers.js';
import { call, DEMO_ACCOUNTS, login } from './helpers.js';
import type { SellerSession } from './ordersHelpers.js';
import { settingsCall, withSettingsServer, type SettingsContext } from './settingsHelpers.js';

/** The account page and account deletion (docs/contract/settings.md "Account"). */

let c: SettingsContext;
withSettingsServer((context) => {
  c = context;
});

const accountOf = async (who: SellerSession): Promise<AccountInfo> => {
  const reply = await call<AccountInfo>(c.server.app, 'GET', '/SellerSettings/GetAccountInfo', {
    token: who.token,
  });
  if (reply.body.status !== 1 || !reply.body.data) throw new Error(JSON.stringify(reply.body));
  return reply.body.data;
};

/** Completes (or reopens) every order of the seller. */
function setOrders(who: SellerSession, finished: boolean): void {
  c.server.db
    .prepare('UPDATE wholesale_orders SET status_id = ? WHERE seller_id = ?')
    .run(finished ? 7 : 2, who.sellerId);
  c.server.db
    .prepare('UPDATE retail_orders SET status_id = ? WHERE seller_id = ?')
    .run(finished ? 5 : 1, who.sellerId);
}

const deleteAccount = (who: SellerSession) =>
  settingsCall<DeletionRequest>(c.server, who, `DeleteAccount?userId=${who.userId}`);

describe('DeleteAccount', () => {
  it('answers -5 while the seller has unfinished orders', async () => {
    expect(await deleteAccount(c.seller)).toEqual({ status: -5, errorMessage: 'Unfinished orders' });
    expect((await accountOf(c.seller)).deletionRequest).toBeNull();
  });

  it('sends the request (1), answers -7 while it waits; the console approval blocks the account', async () => {
    const info = await accountOf(c.seller);
    expect(info).toMatchObject({
      email: DEMO_ACCOUNTS.seller,
      countryName: 'Россия',
      storeStatusId: 1,
      userTypeId: 8,
    });
    setOrders(c.seller, true);
    const sent = await deleteAccount(c.seller);
    expect(sent).toMatchObject({ status: 1, data: { status: 'pending', decidedAt: null } });
    expect(await deleteAccount(c.seller)).toEqual({
      status: -7,
      errorMessage: 'The deletion request was already sent',
    });
    expect(await accountOf(c.seller)).toMatchObject({
      storeStatusId: 2,
      deletionRequest: { status: 'pending' },
    });

    const id = sent.data?.id ?? 0;
    setOrders(c.seller, false);
    const refused = await admin(c.server.app, 'PUT', `/account-deletions/${id}`, {
      token: c.admin,
      body: { status: 'approved' },
    });
    expect(refused).toMatchObject({
      statusCode: 409,
      body: { message: 'У продавца есть незавершённые заказы: закрыть аккаунт нельзя' },
    });
    setOrders(c.seller, true);
    const approved = await admin(c.server.app, 'PUT', `/account-deletions/${id}`, {
      token: c.admin,
      body: { status: 'approved' },
    });
    expect(approved).toMatchObject({ statusCode: 200, body: { id, status: 'approved' } });
    expect((await login(c.server.app, DEMO_ACCOUNTS.seller)).body.status).toBe(-8);
    expect(
      (await call(c.server.app, 'GET', '/SellerSettings/GetAccountInfo', { token: c.seller.token })).body
        .status,
    ).toBe(401);
  });

  it('a rejection shows the reason and allows a new request', async () => {
    setOrders(c.other, true);
    const sent = await deleteAccount(c.other);
    const reason = 'Сначала закройте открытые споры';
    const rejected = await admin(c.server.app, 'PUT', `/account-deletions/${sent.data?.id ?? 0}`, {
      token: c.admin,
      body: { status: 'rejected', reason },
    });
    expect(rejected.statusCode).toBe(200);
    expect(await accountOf(c.other)).toMatchObject({
      storeStatusId: 1,
      deletionRequest: { status: 'rejected', reason },
    });
    expect((await deleteAccount(c.other)).status).toBe(1);
    const list = await admin<{ status: string }[]>(c.server.app, 'GET', '/account-deletions', {
      token: c.admin,
      query: { filter: { status: 'pending' } },
    });
    expect(list.body).toHaveLength(1);
  });
});
