import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { upgradeStatus, negotiate, socketUrl, type HubServer } from './hubHelpers.js';
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
} from './sessionEndHelpers.js';

/**
 * Issue 28, item 5: a rotated refresh token used again is theft; the whole session ends (every
 * pair rotated from the same sign-in) with its hub connections.
 */

let server: HubServer;
let admin: string;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ server, admin, close } = await startSessionServer());
});
afterEach(stopClients);
afterAll(() => close());

describe.each(TRANSPORTS)('over %s', (transport) => {
  it("reusing a rotated refresh token ends the thief's pair and closes the session's connections", async () => {
    const victim = await openSession(server);
    const bystander = await openSession(server);
    const [victimLive, control] = await Promise.all([
      connect(server, victim, transport),
      connect(server, bystander, transport),
    ]);
    const stolen = (await refresh(server, victim)).body.data;
    if (!stolen) throw new Error('no tokens');
    const thiefLive = await connect(server, victim, transport, stolen.accessToken);

    expect((await refresh(server, victim)).body.status).toBe(-1);
    await Promise.all([expectSessionClosed(victimLive), expectSessionClosed(thiefLive)]);
    expect(await tokenStatus(server, stolen.accessToken)).toBe(401);
    expect((await refresh(server, stolen)).body.status).toBe(-1);

    await sendNotice(server, admin, victim.sellerId, 'После кражи');
    await expect.poll(() => titlesOf(control)).toEqual(['После кражи']);
    expect(victimLive.received).toEqual([]);
    expect(thiefLive.received).toEqual([]);
    expect(control.client.state).toBe(HubConnectionState.Connected);
    expect(await tokenStatus(server, bystander.accessToken)).toBe(1);
  });
});

describe('refresh-token reuse', () => {
  it('ends every pair rotated from the sign-in, however far down; other sign-ins keep working', async () => {
    const first = await openSession(server);
    const other = await openSession(server);
    const second = (await refresh(server, first)).body.data;
    if (!second) throw new Error('no tokens');
    const third = (await refresh(server, second)).body.data;
    if (!third) throw new Error('no tokens');

    expect((await refresh(server, first)).body.status).toBe(-1);
    expect(await tokenStatus(server, third.accessToken)).toBe(401);
    expect((await refresh(server, third)).body.status).toBe(-1);
    expect(await tokenStatus(server, other.accessToken)).toBe(1);
    expect((await refresh(server, other)).body.status).toBe(1);
  });

  it('refuses a hub connection to a token of another session of the same user', async () => {
    const mine = await openSession(server);
    const theirs = await openSession(server);
    const { body } = await negotiate(server.hubUrl, mine.accessToken);
    if (!body) throw new Error('negotiate refused');
    expect(await upgradeStatus(socketUrl(server.hubUrl, body.connectionToken, theirs.accessToken))).toBe(401);
    expect(await upgradeStatus(socketUrl(server.hubUrl, body.connectionToken, mine.accessToken))).toBe(101);
  });
});
