import { HubConnectionState } from '@microsoft/signalr';
import { afterAll, describe, expect, it } from 'vitest';
import {
  collect,
  hubClient,
  registerConnection,
  signInSeller,
  startHubServer,
  tempDbFile,
  type HubServer,
} from './hubHelpers.js';

const db = tempDbFile();
let running: HubServer | null = null;
afterAll(async () => {
  await running?.app.close();
  db.remove();
});

describe('a full server restart on the same port and database', () => {
  it('is survived by the client with automatic reconnect; events flow after it registers again', async () => {
    running = await startHubServer(db.dbFile);
    const first = running;
    const seller = await signInSeller(first.app);
    const client = hubClient(first.hubUrl, seller.token, {
      reconnectDelays: [0, 100, 200, 400, 800, 1600, 3200],
    });
    const received = collect(client, 'OrderStatusChanged');
    const states: string[] = [];
    client.onreconnecting(() => states.push('reconnecting'));
    // As the shell does: the two registration calls after each (re)connect, against whichever server is up.
    client.onreconnected((connectionId) => {
      states.push('reconnected');
      void registerConnection(running?.app ?? first.app, seller, connectionId ?? null);
    });
    await client.start();
    await registerConnection(first.app, seller, client.connectionId);
    first.app.ctx.events.publish(seller.userId, 'OrderStatusChanged', {
      orderId: 1,
      marketType: 1,
      statusId: 2,
    });
    await expect.poll(() => received.length).toBe(1);

    running = null;
    await first.app.close();
    await expect.poll(() => client.state).toBe(HubConnectionState.Reconnecting);
    const second = await startHubServer(db.dbFile, { port: first.port, seed: false });
    running = second;

    await expect.poll(() => client.state, { timeout: 15_000 }).toBe(HubConnectionState.Connected);
    await expect.poll(() => second.app.hub.connectionsOf(seller.userId).some((c) => c.registered)).toBe(true);
    second.app.ctx.events.publish(seller.userId, 'OrderStatusChanged', {
      orderId: 2,
      marketType: 2,
      statusId: 5,
    });
    await expect.poll(() => received.map((event) => event.orderId)).toEqual([1, 2]);
    expect(states).toEqual(['reconnecting', 'reconnected']);
    await client.stop();
  });
});
