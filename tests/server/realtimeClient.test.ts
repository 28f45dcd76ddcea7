import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationReceivedEvent } from '../../contract/index.js';
import { onHubEvent } from '../../src/realtime/hubEvents.js';
import type { HubSession, HubState } from '../../src/realtime/hubTypes.js';
import { startSignalRHub } from '../../src/realtime/signalrHub.js';
import { DEMO_ACCOUNTS } from '../../server/db/demoAccounts.js';
import type { TransportKind } from '../../server/hub/index.js';
import {
  registerConnection,
  signInSeller,
  startHubServer,
  tempDbFile,
  type HubServer,
  type Seller,
} from './hubHelpers.js';

/**
 * The shell's hub client (src/realtime/signalrHub.ts: the real @microsoft/signalr client, its
 * retry policy, restart loop and registration hook) against the reference hub, in Node.
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const notice = (id: number): NotificationReceivedEvent => ({
  id,
  title: `Уведомление ${id}`,
  text: 'Текст',
  createdAt: new Date().toISOString(),
  isRead: false,
  link: null,
});

interface ShellClient {
  session: HubSession;
  states: HubState[];
  opens: { connectionId: string; reconnect: boolean }[];
  received: number[];
}

/** Starts the client as RealtimeConnection does; registration goes to whichever server is up. */
function startShellClient(
  hubUrl: string,
  seller: Seller,
  server: () => HubServer | null,
  asUser: Seller = seller,
): ShellClient {
  const client: ShellClient = {
    session: { stop: async () => undefined },
    states: [],
    opens: [],
    received: [],
  };
  const unsubscribe = onHubEvent('NotificationReceived', (event) => client.received.push(event?.id ?? 0));
  client.session = startSignalRHub({
    url: hubUrl,
    accessToken: () => seller.token,
    onState: (state) => client.states.push(state),
    onOpen: async (connectionId, reconnect) => {
      const running = server();
      if (!running) throw new Error('server down');
      const reply = await registerConnection(running.app, asUser, connectionId);
      if (reply.body.status !== 1) throw new Error('registration refused');
      client.opens.push({ connectionId, reconnect });
    },
  });
  cleanups.push(async () => {
    unsubscribe();
    await client.session.stop();
  });
  return client;
}

async function serverWith(transports?: readonly TransportKind[]) {
  const db = tempDbFile();
  cleanups.push(db.remove);
  const server = await startHubServer(db.dbFile, transports ? { hub: { transports } } : {});
  cleanups.push(() => server.app.close());
  return { server, seller: await signInSeller(server.app), db };
}

describe('the shell hub client against the reference hub', () => {
  it.each([[['ServerSentEvents'] as const], [['LongPolling'] as const], [undefined]])(
    'connects with the transports offered (%s), registers, and delivers events to the bus',
    async (transports) => {
      const { server, seller } = await serverWith(transports);
      const client = startShellClient(server.hubUrl, seller, () => server);
      await expect.poll(() => client.states.at(-1)).toBe('connected');
      expect(client.states[0]).toBe('connecting');
      expect(client.opens).toEqual([{ connectionId: expect.any(String), reconnect: false }]);
      server.app.ctx.events.publish(seller.userId, 'NotificationReceived', notice(1));
      await expect.poll(() => client.received).toEqual([1]);
    },
  );

  it('a refused registration closes the connection: no event arrives, and the client keeps trying', async () => {
    const { server, seller } = await serverWith();
    const other = await signInSeller(server.app, DEMO_ACCOUNTS.seller2);
    let registerAs = other; // the other seller's registration of this connection is refused
    const client = startShellClient(server.hubUrl, seller, () => server, {
      get token() {
        return registerAs.token;
      },
      get userId() {
        return registerAs.userId;
      },
    });
    await expect
      .poll(() => client.states.filter((state) => state === 'reconnecting').length)
      .toBeGreaterThan(0);
    server.app.ctx.events.publish(seller.userId, 'NotificationReceived', notice(4));
    expect(client.states).not.toContain('connected');
    registerAs = seller;
    await expect.poll(() => client.states.at(-1), { timeout: 15_000 }).toBe('connected');
    server.app.ctx.events.publish(seller.userId, 'NotificationReceived', notice(5));
    await expect.poll(() => client.received).toEqual([5]);
  });

  it('keeps trying when the first start fails, and connects once the server is up', async () => {
    const { server: first, seller, db } = await serverWith();
    const port = first.port;
    await first.app.close();
    let running: HubServer | null = null;
    const client = startShellClient(first.hubUrl, seller, () => running);
    await expect.poll(() => client.states.includes('reconnecting')).toBe(true);
    running = await startHubServer(db.dbFile, { port, seed: false });
    const second = running;
    cleanups.push(() => second.app.close());
    await expect.poll(() => client.states.at(-1), { timeout: 15_000 }).toBe('connected');
    second.app.ctx.events.publish(seller.userId, 'NotificationReceived', notice(2));
    await expect.poll(() => client.received).toEqual([2]);
  });

  it('survives a server restart: reconnecting, then registered again as a reconnect; events flow', async () => {
    const { server: first, seller, db } = await serverWith();
    let running: HubServer | null = first;
    const client = startShellClient(first.hubUrl, seller, () => running);
    await expect.poll(() => client.states.at(-1)).toBe('connected');
    running = null;
    await first.app.close();
    await expect.poll(() => client.states.at(-1)).toBe('reconnecting');
    running = await startHubServer(db.dbFile, { port: first.port, seed: false });
    const second = running;
    cleanups.push(() => second.app.close());
    await expect.poll(() => client.opens.length, { timeout: 15_000 }).toBe(2);
    expect(client.opens[1]!.reconnect).toBe(true);
    expect(client.states.at(-1)).toBe('connected');
    second.app.ctx.events.publish(seller.userId, 'NotificationReceived', notice(3));
    await expect.poll(() => client.received).toEqual([3]);
  });
});
