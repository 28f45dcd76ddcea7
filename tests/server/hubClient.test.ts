import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OrderStatusChangedEvent } from '../../contract/index.js';
import { DEMO_ACCOUNTS } from './helpers.js';
import {
  collect,
  HttpTransportType,
  hubClient,
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

  it('reconnects automatically after the server drops the connection, and events flow after re-registering', async () => {
    const client = await connected(seller, { reconnectDelays: [0, 50, 100, 200] });
    const received = collect(client, 'NotificationReceived');
    const reconnected = new Promise<string | undefined>((resolve) => client.onreconnected(resolve));
    const firstId = client.connectionId;
    await registerConnection(server.app, seller, firstId);

    server.app.hub.findById(firstId ?? '')?.close({ allowReconnect: true });
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
  });
});
