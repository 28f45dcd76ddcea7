import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatusChangedEvent } from '../../contract/index.js';
import { call, DEMO_ACCOUNTS } from './helpers.js';
import {
  collect,
  HttpTransportType,
  hubClient,
  negotiate,
  registerConnection,
  signInSeller,
  startHubServer,
  tempDbFile,
  type HubServer,
  type Seller,
} from './hubHelpers.js';

let server: HubServer;
let removeDb: () => void;
let seller: Seller;
let seller2: Seller;
const clients: HubConnection[] = [];

beforeAll(async () => {
  const db = tempDbFile();
  removeDb = db.remove;
  server = await startHubServer(db.dbFile);
  seller = await signInSeller(server.app);
  seller2 = await signInSeller(server.app, DEMO_ACCOUNTS.seller2);
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.stop()));
});
afterAll(async () => {
  await server.app.close();
  removeDb();
});

const statusChange = (orderId: number): OrderStatusChangedEvent => ({ orderId, marketType: 1, statusId: 3 });

async function connected(who: Seller, options: Parameters<typeof hubClient>[2] = {}): Promise<HubConnection> {
  const client = hubClient(server.hubUrl, who.token, options);
  clients.push(client);
  await client.start();
  return client;
}

type ServerConnection = NonNullable<ReturnType<HubServer['app']['hub']['findById']>>;

const connectionInfo = (who: Seller, client: HubConnection) =>
  server.app.hub.connectionsOf(who.userId).find((c) => c.connectionId === client.connectionId);

describe('the real @microsoft/signalr client', () => {
  it('connects over WebSockets and receives an event only after registering', async () => {
    const client = await connected(seller);
    expect(client.state).toBe(HubConnectionState.Connected);
    expect(connectionInfo(seller, client)).toMatchObject({ transport: 'WebSockets', registered: false });
    const received = collect(client, 'OrderStatusChanged');

    server.app.ctx.events.publish(seller.userId, 'OrderStatusChanged', statusChange(1));
    const reply = await registerConnection(server.app, seller, client.connectionId);
    expect(reply.body.status).toBe(1);
    server.app.ctx.events.publish(seller.userId, 'OrderStatusChanged', statusChange(2));

    await expect.poll(() => received).toEqual([statusChange(2)]);
    expect(connectionInfo(seller, client)).toMatchObject({ state: 'open', registered: true });
  });

  it('gives each of two connected sellers only their own events, on every connection of theirs', async () => {
    const [first, firstAgain, second] = await Promise.all([
      connected(seller),
      connected(seller),
      connected(seller2),
    ]);
    for (const [client, who] of [
      [first, seller],
      [firstAgain, seller],
      [second, seller2],
    ] as const) {
      expect((await registerConnection(server.app, who, client.connectionId)).body.status).toBe(1);
    }
    const toFirst = collect(first, 'MessageReceived');
    const toFirstAgain = collect(firstAgain, 'MessageReceived');
    const toSecond = collect(second, 'MessageReceived');
    const message = (chatId: number) => ({
      chatId,
      id: chatId,
      senderId: 9,
      text: '<b>Привет</b>',
      createdAt: '2026-11-26T10:00:00.000Z',
    });

    server.app.ctx.events.publish(seller.userId, 'MessageReceived', message(1));
    server.app.ctx.events.publish(seller2.userId, 'MessageReceived', message(2));

    await expect.poll(() => toSecond).toEqual([message(2)]);
    await expect.poll(() => toFirst).toEqual([message(1)]);
    expect(toFirstAgain).toEqual([message(1)]);
  });

  it.each([
    ['long polling', HttpTransportType.LongPolling],
    ['Server-Sent Events', HttpTransportType.ServerSentEvents],
  ])('works with the transport pinned to %s', async (_name, transport) => {
    const client = await connected(seller, { transport });
    expect(connectionInfo(seller, client)?.transport).toBe(HttpTransportType[transport]);
    const received = collect(client, 'UnreadMessagesChanged');
    expect((await registerConnection(server.app, seller, client.connectionId)).body.status).toBe(1);

    server.app.ctx.events.publish(seller.userId, 'UnreadMessagesChanged', { unreadCount: 4 });
    server.app.ctx.events.publish(seller.userId, 'UnreadMessagesChanged', { unreadCount: 5 });

    await expect.poll(() => received).toEqual([{ unreadCount: 4 }, { unreadCount: 5 }]);
    // A hub method call travels client → server over the transport's POST and is answered.
    await expect(client.invoke('Join')).rejects.toThrow("Unknown hub method 'Join'");
  });

  it('answers an invocation of an unknown hub method with a completion error over WebSockets', async () => {
    const client = await connected(seller);
    await expect(client.invoke('SendMessage', 'hi')).rejects.toThrow("Unknown hub method 'SendMessage'");
    expect(client.state).toBe(HubConnectionState.Connected);
  });

  it.each([
    ['with a close message allowing it', (c: ServerConnection) => c.close({ allowReconnect: true })],
    ['when the server just closes the socket', (c: ServerConnection) => c.transport?.close()],
  ])(
    'reconnects automatically after the server drops the connection %s; events flow after re-registering',
    async (_how, drop) => {
      const client = await connected(seller, { reconnectDelays: [0, 50, 100, 200] });
      const received = collect(client, 'NotificationReceived');
      const reconnected = new Promise<string | undefined>((resolve) => client.onreconnected(resolve));
      const firstId = client.connectionId;
      await registerConnection(server.app, seller, firstId);

      const dropped = server.app.hub.findById(firstId ?? '');
      if (dropped) drop(dropped);
      const newId = await reconnected;
      expect(newId).not.toBe(firstId);
      expect((await registerConnection(server.app, seller, newId ?? null)).body.status).toBe(1);

      const notification = {
        id: 7,
        title: 'Заказ',
        text: 'Оплачен',
        createdAt: '2026-11-26T10:00:00.000Z',
        isRead: false,
        link: '/orders/7',
      };
      server.app.ctx.events.publish(seller.userId, 'NotificationReceived', notification);
      await expect.poll(() => received).toEqual([notification]);
      // The dropped connection was forgotten by DeleteRetiredUser; the new one is the only one.
      expect(server.app.hub.connectionsOf(seller.userId).map((c) => c.connectionId)).not.toContain(firstId);
    },
  );
});

describe('Common/AddOnlineUser and Common/DeleteRetiredUser', () => {
  const addOnlineUser = (who: Seller, body: unknown) =>
    call(server.app, 'POST', '/Common/AddOnlineUser', { token: who.token, body });
  const refusal = { status: -1, errorMessage: 'Соединение не найдено' };

  it('refuses the connection of another seller, an unknown one, and one negotiated but never opened', async () => {
    const theirs = await connected(seller2);
    expect(
      (await addOnlineUser(seller, { userId: seller.userId, connectionId: theirs.connectionId })).body,
    ).toEqual(refusal);
    expect((await addOnlineUser(seller, { userId: seller.userId, connectionId: 'no-such-id' })).body).toEqual(
      refusal,
    );
    const { body } = await negotiate(server.hubUrl, seller.token);
    expect(
      (await addOnlineUser(seller, { userId: seller.userId, connectionId: body?.connectionId })).body,
    ).toEqual(refusal);

    const toTheirs = collect(theirs, 'UnreadMessagesChanged');
    server.app.ctx.events.publish(seller2.userId, 'UnreadMessagesChanged', { unreadCount: 1 });
    const mine = await connected(seller);
    await registerConnection(server.app, seller, mine.connectionId);
    const toMine = collect(mine, 'UnreadMessagesChanged');
    server.app.ctx.events.publish(seller.userId, 'UnreadMessagesChanged', { unreadCount: 2 });
    await expect.poll(() => toMine).toEqual([{ unreadCount: 2 }]);
    // The refused registration gave seller2's connection neither seller's events nor its own.
    expect(toTheirs).toEqual([]);
  });

  it('refuses a userId other than the caller, and checks the body', async () => {
    const mine = await connected(seller);
    const reply = await addOnlineUser(seller, { userId: seller2.userId, connectionId: mine.connectionId });
    expect(reply.body).toMatchObject({ status: -1, errorMessage: expect.stringContaining('userId') });
    expect((await addOnlineUser(seller, { userId: seller.userId })).body).toEqual({
      status: -1,
      errorMessage: "Field 'connectionId' is required",
    });
    const anonymous = await call(server.app, 'POST', '/Common/AddOnlineUser', {
      body: { userId: seller.userId, connectionId: mine.connectionId },
    });
    expect(anonymous.body.status).toBe(401);
  });

  it('refuses a closed connection; DeleteRetiredUser forgets only the caller’s closed ones', async () => {
    const gone = await connected(seller);
    const goneId = gone.connectionId ?? '';
    const stays = await connected(seller);
    const theirsGone = await connected(seller2);
    // The client forgets its connection id when it stops.
    const theirsGoneId = theirsGone.connectionId ?? '';
    await Promise.all([gone.stop(), theirsGone.stop()]);
    await expect.poll(() => server.app.hub.findById(goneId)?.state).toBe('closed');
    expect((await addOnlineUser(seller, { userId: seller.userId, connectionId: goneId })).body).toEqual(
      refusal,
    );

    const others = await call(
      server.app,
      'POST',
      `/Common/DeleteRetiredUser?retiredUserId=${seller2.userId}`,
      {
        token: seller.token,
      },
    );
    expect(others.body.status).toBe(-1);
    expect(server.app.hub.findById(theirsGoneId)?.state).toBe('closed');

    const own = await call(server.app, 'POST', `/Common/DeleteRetiredUser?retiredUserId=${seller.userId}`, {
      token: seller.token,
    });
    expect(own.body).toEqual({ status: 1, data: null });
    const states = server.app.hub.connectionsOf(seller.userId).map((c) => c.state);
    expect(states).not.toContain('closed');
    expect(server.app.hub.findById(stays.connectionId ?? '')?.state).toBe('open');
    expect(server.app.hub.findById(theirsGoneId)?.state).toBe('closed');
  });

  it('registers the same connection twice without doubling its events', async () => {
    const client = await connected(seller);
    expect((await registerConnection(server.app, seller, client.connectionId)).body.status).toBe(1);
    expect((await registerConnection(server.app, seller, client.connectionId)).body.status).toBe(1);
    const received = collect(client, 'OrderStatusChanged');
    server.app.ctx.events.publish(seller.userId, 'OrderStatusChanged', statusChange(8));
    server.app.ctx.events.publish(seller.userId, 'OrderStatusChanged', statusChange(9));
    await expect.poll(() => received).toEqual([statusChange(8), statusChange(9)]);
  });
});
