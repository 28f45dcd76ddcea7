import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from './helpers.js';
import {
  JSON_HANDSHAKE,
  negotiate,
  PING,
  rawClient,
  registerConnection,
  RS,
  signInSeller,
  socketUrl,
  startHubServer,
  tempDbFile,
  upgradeStatus,
  withoutPings,
  type HubServer,
  type RawClient,
  type Seller,
} from './hubHelpers.js';

/** Short timings so pings and timeouts are seen within a test; clients answer pings unless silent. */
const KEEP_ALIVE_MS = 100;
const CLIENT_TIMEOUT_MS = 1500;

let server: HubServer;
let removeDb: () => void;
let seller: Seller;
let seller2: Seller;

beforeAll(async () => {
  const db = tempDbFile();
  removeDb = db.remove;
  server = await startHubServer(db.dbFile, {
    hub: { keepAliveMs: KEEP_ALIVE_MS, clientTimeoutMs: CLIENT_TIMEOUT_MS },
  });
  seller = await signInSeller(server.app);
  seller2 = await signInSeller(server.app, DEMO_ACCOUNTS.seller2);
});
afterAll(async () => {
  await server.app.close();
  removeDb();
});

const closeRecordOf = (client: RawClient) =>
  client.records.map((r) => JSON.parse(r) as Record<string, unknown>).find((m) => m.type === 7);

async function handshaken(who: Seller = seller): Promise<RawClient> {
  const client = await rawClient(server.hubUrl, who.token);
  await expect.poll(() => client.records[0]).toBe('{}');
  return client;
}

describe('negotiate and the WebSocket upgrade', () => {
  it('negotiates version 1 with a bearer token and offers every transport in Text format', async () => {
    const { status, body } = await negotiate(server.hubUrl, seller.token);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      negotiateVersion: 1,
      availableTransports: [
        { transport: 'WebSockets', transferFormats: ['Text'] },
        { transport: 'ServerSentEvents', transferFormats: ['Text'] },
        { transport: 'LongPolling', transferFormats: ['Text'] },
      ],
    });
    expect(body?.connectionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body?.connectionToken).not.toBe(body?.connectionId);
  });

  it('refuses negotiate without a valid token with HTTP 401', async () => {
    expect((await negotiate(server.hubUrl, 'not-a-token')).status).toBe(401);
    const bare = await fetch(`${server.hubUrl}/negotiate?negotiateVersion=1`, { method: 'POST' });
    expect(bare.status).toBe(401);
    const negotiateUrl = `${server.hubUrl}/negotiate?negotiateVersion=1`;
    const byQuery = await fetch(`${negotiateUrl}&access_token=${seller.token}`, { method: 'POST' });
    expect(byQuery.status).toBe(200);
    const repeated = await fetch(`${negotiateUrl}&access_token=${seller.token}&access_token=x`, {
      method: 'POST',
    });
    expect(repeated.status).toBe(401);
  });

  it('upgrades only the negotiating user, once, to a known connection token', async () => {
    const { body } = await negotiate(server.hubUrl, seller.token);
    const token = body?.connectionToken ?? '';
    expect(await upgradeStatus(socketUrl(server.hubUrl, token, seller2.token))).toBe(401);
    expect(await upgradeStatus(socketUrl(server.hubUrl, token, null))).toBe(401);
    expect(await upgradeStatus(socketUrl(server.hubUrl, 'unknown', seller.token))).toBe(404);
    // The Node client sends the token as a bearer header instead of the query.
    expect(
      await upgradeStatus(socketUrl(server.hubUrl, token, null), { authorization: `Bearer ${seller.token}` }),
    ).toBe(101);
    expect(await upgradeStatus(socketUrl(server.hubUrl, token, seller.token))).toBe(409);
  });
});

describe('the JSON hub protocol over a raw WebSocket', () => {
  it('answers the handshake with an empty record', async () => {
    const client = await handshaken();
    expect(client.records[0]).toBe('{}');
    client.socket.close();
  });

  it('answers an unknown protocol with a handshake error and closes', async () => {
    const client = await rawClient(server.hubUrl, seller.token, { handshake: false });
    client.send(`{"protocol":"messagepack","version":1}${RS}`);
    await client.closed;
    expect(client.records).toEqual([`{"error":"The protocol 'messagepack' is not supported."}`]);
  });

  it('answers a handshake that is not JSON with an error and closes', async () => {
    const client = await rawClient(server.hubUrl, seller.token, { handshake: false });
    client.send(`hello${RS}`);
    await client.closed;
    expect(client.records).toEqual(['{"error":"Handshake request is malformed."}']);
  });

  it('reads two records sent in one frame, and a record split across frames', async () => {
    const client = await handshaken();
    const invoke = (id: string) =>
      `{"type":1,"invocationId":"${id}","target":"Nope${id}","arguments":[]}${RS}`;
    client.send(invoke('1') + invoke('2'));
    const third = invoke('3');
    client.send(third.slice(0, 20));
    await expect.poll(() => withoutPings(client.records).length).toBe(3);
    client.send(third.slice(20));
    await expect
      .poll(() => withoutPings(client.records).slice(1))
      .toEqual(
        ['1', '2', '3'].map(
          (id) => `{"type":3,"invocationId":"${id}","error":"Unknown hub method 'Nope${id}'"}`,
        ),
      );
    client.socket.close();
  });

  it('answers only invocations that carry an invocation id', async () => {
    const client = await handshaken();
    client.send(
      `{"type":1,"target":"Fire","arguments":[]}${RS}{"type":1,"invocationId":"9","target":"Ask","arguments":[]}${RS}`,
    );
    await expect
      .poll(() => withoutPings(client.records))
      .toEqual(['{}', `{"type":3,"invocationId":"9","error":"Unknown hub method 'Ask'"}`]);
    client.socket.close();
  });

  it('closes a connection that sends a malformed frame with an error; the server keeps serving others', async () => {
    const bystander = await handshaken(seller2);
    expect((await registerConnection(server.app, seller2, bystander.connectionId)).body.status).toBe(1);
    const broken = await handshaken();
    broken.send(`{"type":1,"target":${RS}`);
    await broken.closed;
    expect(closeRecordOf(broken)).toEqual({
      type: 7,
      error: 'Connection closed with an error. InvalidDataException: Message is not a JSON object.',
    });

    const unknownType = await handshaken();
    unknownType.send(`{"type":42}${RS}`);
    await unknownType.closed;
    expect(closeRecordOf(unknownType)?.error).toContain("Unknown message type '42'");

    const endless = await handshaken();
    endless.send('x'.repeat(70 * 1024));
    await endless.closed;
    expect(closeRecordOf(endless)?.error).toContain('too large or has no record separator');

    const notUtf8 = await handshaken();
    notUtf8.socket.send(Buffer.from([0xc3, 0x28]), { binary: false });
    expect(await notUtf8.closed).toBe(1007);

    server.app.ctx.events.publish(seller2.userId, 'UnreadMessagesChanged', { unreadCount: 3 });
    await expect
      .poll(() => withoutPings(bystander.records))
      .toEqual(['{}', '{"type":1,"target":"UnreadMessagesChanged","arguments":[{"unreadCount":3}]}']);
    expect((await negotiate(server.hubUrl, seller.token)).status).toBe(200);
    bystander.socket.close();
  });

  it('sends pings to an idle client and closes a client silent past the timeout', async () => {
    const silent = await rawClient(server.hubUrl, seller.token, { answerPings: false });
    const lively = await rawClient(server.hubUrl, seller.token);
    await expect.poll(() => lively.records.filter((r) => r === PING).length).toBeGreaterThanOrEqual(2);

    await silent.closed;
    expect(closeRecordOf(silent)).toEqual({
      type: 7,
      error: 'Server timeout elapsed without receiving a message from the client.',
      allowReconnect: true,
    });
    expect(lively.socket.readyState).toBe(lively.socket.OPEN);
    lively.socket.close();
  });

  it('closes quietly when the client sends a close message', async () => {
    const client = await handshaken();
    const [connection] = server.app.hub
      .connectionsOf(seller.userId)
      .filter((c) => c.connectionId === client.connectionId);
    expect(connection?.state).toBe('open');
    client.send(`{"type":7}${RS}`);
    expect(await client.closed).toBe(1000);
    expect(server.app.hub.findById(client.connectionId)?.state).toBe('closed');
  });
});

describe('long polling over plain HTTP', () => {
  it('opens on the first poll, carries records both ways and answers 204 after DELETE', async () => {
    const { body } = await negotiate(server.hubUrl, seller.token);
    const url = `${server.hubUrl}?id=${body?.connectionToken}`;
    const auth = { authorization: `Bearer ${seller.token}` };
    const first = await fetch(url, { headers: auth });
    expect([first.status, await first.text()]).toEqual([200, '']);
    const sent = await fetch(url, { method: 'POST', headers: auth, body: JSON_HANDSHAKE });
    expect(sent.status).toBe(200);
    const handshake = await fetch(url, { headers: auth });
    expect(await handshake.text()).toBe(`{}${RS}`);

    expect((await fetch(url, { headers: { authorization: `Bearer ${seller2.token}` } })).status).toBe(401);
    const waiting = fetch(url, { headers: auth });
    expect((await registerConnection(server.app, seller, body?.connectionId ?? null)).body.status).toBe(1);
    server.app.ctx.events.publish(seller.userId, 'OrderStatusChanged', {
      orderId: 5,
      marketType: 2,
      statusId: 4,
    });
    expect(await (await waiting).text()).toBe(
      `{"type":1,"target":"OrderStatusChanged","arguments":[{"orderId":5,"marketType":2,"statusId":4}]}${RS}`,
    );

    expect((await fetch(url, { method: 'DELETE', headers: auth })).status).toBe(202);
    expect((await fetch(url, { headers: auth })).status).toBe(204);
  });
});
