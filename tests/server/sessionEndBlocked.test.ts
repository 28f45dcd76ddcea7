import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { run } from '../../server/db/query.js';
import { admin } from './consoleHelpers.js';
import { call, DEMO_ACCOUNTS, login } from './helpers.js';
import { negotiate, type HubServer } from './hubHelpers.js';
import {
  connect,
  expectSessionClosed,
  openSession,
  refresh,
  sendNotice,
  startSessionServer,
  TRANSPORTS,
  type Session,
} from './sessionEndHelpers.js';

/**
 * Issue 28, items 1 and 8: a blocked account's refresh is refused and its hub connections close,
 * whether the block revoked its sessions (the console's account closure) or not (a block written
 * straight to the database: the refresh and each delivery check the account themselves).
 */

let server: HubServer;
let adminAuth: string;
let close: () => Promise<void>;

// Each test blocks the demo seller: a fresh database for each.
beforeEach(async () => {
  ({ server, admin: adminAuth, close } = await startSessionServer());
});
afterEach(() => close());

const setBlocked = (session: Session, blocked: boolean) =>
  run(server.app.ctx.db, 'UPDATE users SET is_blocked = ? WHERE id = ?', blocked ? 1 : 0, session.userId);

/** The console's account closure: the seller asks, the administrator approves (docs/contract/console.md). */
async function closeAccount(session: Session): Promise<void> {
  const { db } = server.app.ctx;
  run(db, 'UPDATE wholesale_orders SET status_id = 7 WHERE seller_id = ?', session.sellerId);
  run(db, 'UPDATE retail_orders SET status_id = 5 WHERE seller_id = ?', session.sellerId);
  const asked = await call<{ id: number }>(
    server.app,
    'POST',
    `/SellerSettings/DeleteAccount?userId=${session.userId}`,
    { token: session.accessToken },
  );
  expect(asked.body.status).toBe(1);
  const approved = await admin(server.app, 'PUT', `/account-deletions/${asked.body.data?.id ?? 0}`, {
    token: adminAuth,
    body: { status: 'approved' },
  });
  expect(approved.statusCode).toBe(200);
}

describe.each(TRANSPORTS)('over %s', (transport) => {
  it("the console's account closure blocks the seller and closes every connection of every session", async () => {
    const first = await openSession(server);
    const second = await openSession(server);
    const lives = await Promise.all([connect(server, first, transport), connect(server, second, transport)]);
    await closeAccount(first);
    await Promise.all(lives.map(expectSessionClosed));
    expect((await refresh(server, first)).body.status).toBe(-1);
    expect((await login(server.app, DEMO_ACCOUNTS.seller)).body.status).toBe(-8);
    expect((await negotiate(server.hubUrl, second.accessToken)).status).toBe(401);

    await sendNotice(server, adminAuth, first.sellerId, 'После блокировки');
    expect(lives.flatMap((live) => live.received)).toEqual([]);
    expect(server.app.hub.connectionsOf(first.userId).map((info) => info.state)).toEqual([
      'closed',
      'closed',
    ]);
  });

  it('a block that revoked nothing: the next delivery closes the connection instead of sending', async () => {
    const session = await openSession(server);
    const live = await connect(server, session, transport);
    setBlocked(session, true);
    await sendNotice(server, adminAuth, session.sellerId, 'После блокировки');
    await expectSessionClosed(live);
    expect(live.received).toEqual([]);
  });
});

describe('the refresh of a blocked account', () => {
  it('is refused while the account is blocked, though nothing was revoked; the same pair works once unblocked', async () => {
    const session = await openSession(server);
    setBlocked(session, true);
    expect((await refresh(server, session)).body.status).toBe(-1);
    setBlocked(session, false);
    expect((await refresh(server, session)).body.status).toBe(1);
  });
});
