import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, DEMO_PASSWORD } from './helpers.js';
import { type HubServer } from './hubHelpers.js';
import {
  connect,
  expectSessionClosed,
  openSession,
  refresh,
  sendNotice,
  startSessionServer,
  stopClients,
  titlesOf,
  tokenStatus,
  TRANSPORTS,
  type Session,
} from './sessionEndHelpers.js';

/** Issue 28, item 1: logout and a password change close the hub connections of the sessions they end. */

let server: HubServer;
let admin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, admin, close } = await startSessionServer());
});
afterEach(stopClients);
afterAll(() => close());

const NEW_PASSWORD = 'Smena-2026';

async function changePassword(session: Session, oldPassword: string, newPassword: string): Promise<void> {
  const reply = await call(server.app, 'POST', '/Auth/ChangePassword', {
    token: session.accessToken,
    body: {
      userId: session.userId,
      oldPasword: oldPassword,
      newPasword: newPassword,
      confirmNewPasword: newPassword,
    },
  });
  expect(reply.body.status).toBe(1);
}

describe.each(TRANSPORTS)('over %s', (transport) => {
  it('logout closes the connection of that session at once; a later notice reaches only the other session', async () => {
    const ending = await openSession(server);
    const staying = await openSession(server);
    const [gone, kept] = await Promise.all([
      connect(server, ending, transport),
      connect(server, staying, transport),
    ]);
    const logout = await call(server.app, 'POST', '/Auth/Logout', {
      token: ending.accessToken,
      body: { refreshToken: ending.refreshToken },
    });
    expect(logout.body.status).toBe(1);
    await expectSessionClosed(gone);

    await sendNotice(server, admin, ending.sellerId, 'После выхода');
    await expect.poll(() => titlesOf(kept)).toEqual(['После выхода']);
    expect(gone.received).toEqual([]);
    expect(kept.client.state).toBe(HubConnectionState.Connected);
    expect(server.app.hub.findById(gone.connectionId)?.state).toBe('closed');
  });

  it('a password change closes the connections of the other sessions, not of the one it was made from', async () => {
    const other = await openSession(server);
    const changer = await openSession(server);
    const [gone, kept] = await Promise.all([
      connect(server, other, transport),
      connect(server, changer, transport),
    ]);
    try {
      await changePassword(changer, DEMO_PASSWORD, NEW_PASSWORD);
      await expectSessionClosed(gone);
      expect(await tokenStatus(server, other.accessToken)).toBe(401);
      expect((await refresh(server, other)).body.status).toBe(-1);

      await sendNotice(server, admin, other.sellerId, 'После смены пароля');
      await expect.poll(() => titlesOf(kept)).toEqual(['После смены пароля']);
      expect(gone.received).toEqual([]);
      expect(kept.client.state).toBe(HubConnectionState.Connected);
    } finally {
      // The next tests sign in with the demo password.
      await changePassword(changer, NEW_PASSWORD, DEMO_PASSWORD);
    }
  });
});

describe('what does not end a session', () => {
  it('a refresh keeps the connection the rotated token opened; a failed password change closes nothing', async () => {
    const session = await openSession(server);
    const live = await connect(server, session, 'WebSockets');
    const rotated = await refresh(server, session);
    expect(rotated.body.status).toBe(1);
    const wrong = await call(server.app, 'POST', '/Auth/ChangePassword', {
      token: rotated.body.data?.accessToken,
      body: {
        userId: session.userId,
        oldPasword: 'not-the-password',
        newPasword: NEW_PASSWORD,
        confirmNewPasword: NEW_PASSWORD,
      },
    });
    expect(wrong.body.status).toBe(-4);
    await sendNotice(server, admin, session.sellerId, 'После обновления токена');
    await expect.poll(() => titlesOf(live)).toEqual(['После обновления токена']);
    expect(live.client.state).toBe(HubConnectionState.Connected);
  });

  it('logout with an access token already rotated ends the session it belongs to', async () => {
    const session = await openSession(server);
    const live = await connect(server, session, 'WebSockets');
    const rotated = (await refresh(server, session)).body.data;
    if (!rotated) throw new Error('no tokens');
    await call(server.app, 'POST', '/Auth/Logout', { token: session.accessToken });
    await expectSessionClosed(live);
    expect(await tokenStatus(server, rotated.accessToken)).toBe(401);
    expect((await refresh(server, rotated)).body.status).toBe(-1);
  });
});
