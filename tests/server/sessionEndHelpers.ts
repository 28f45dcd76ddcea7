import { HubConnectionState, type HubConnection } from '@microsoft/signalr';
import { expect } from 'vitest';
import type { NotificationReceivedEvent } from '../../contract/index.js';
import { one } from '../../server/db/query.js';
import type { TransportKind } from '../../server/hub/index.js';
import { admin, adminToken } from './consoleHelpers.js';
import { call, DEMO_ACCOUNTS, me, signIn, type LoginData } from './helpers.js';
import {
  collect,
  HttpTransportType,
  hubClient,
  registerConnection,
  startHubServer,
  tempDbFile,
  type HubServer,
} from './hubHelpers.js';

/** Shared by tests/server/sessionEnd*.test.ts: hub connections end with the session that opened them. */

export const TRANSPORTS: readonly TransportKind[] = ['WebSockets', 'ServerSentEvents', 'LongPolling'];

/** How long a closing connection may take to report it (a loaded 2-core machine). */
const CLOSE_WITHIN_MS = 5_000;
export const SESSION_ENDED_ERROR = 'Server returned an error on close: The session has ended.';

/** One sign-in of a seller. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  userId: number;
  sellerId: number;
}

export async function openSession(server: HubServer, email: string = DEMO_ACCOUNTS.seller): Promise<Session> {
  const { accessToken, refreshToken } = await signIn(server.app, email);
  const userId = (await me(server.app, accessToken)).id;
  const seller = one<{ id: number }>(server.app.ctx.db, 'SELECT id FROM sellers WHERE user_id = ?', userId);
  if (!seller) throw new Error(`${email} is not a seller`);
  return { accessToken, refreshToken, userId, sellerId: seller.id };
}

/** A registered hub client on one transport and what it saw. */
export interface LiveClient {
  client: HubConnection;
  connectionId: string;
  received: NotificationReceivedEvent[];
  /** Resolves with the error `onclose` reported. */
  closed: Promise<Error | undefined>;
  /** Whether it ever tried to reconnect (it has automatic reconnect). */
  reconnected: () => boolean;
}

const clients: HubConnection[] = [];

/** For `afterEach`: stops every client the test started. */
export async function stopClients(): Promise<void> {
  await Promise.all(clients.splice(0).map((client) => client.stop()));
}

/** Stops the clients and the server, and removes its database. */
export async function closeServer(server: HubServer, removeDb: () => void): Promise<void> {
  await stopClients();
  // A long poll the Node client aborts while its socket connects (it stops right after the close
  // message) leaves a socket that never sends a request; the server would wait for it until its
  // keep-alive timeout (72 s).
  server.app.server.closeAllConnections();
  await server.app.close();
  removeDb();
}

export interface SessionServer {
  server: HubServer;
  /** The console administrator's token. */
  admin: string;
  /** Stops the clients and the server and removes its database. */
  close: () => Promise<void>;
}

/** A hub server on a database of its own, with the console administrator signed in. */
export async function startSessionServer(): Promise<SessionServer> {
  const db = tempDbFile();
  const server = await startHubServer(db.dbFile);
  return { server, admin: await adminToken(server.app), close: () => closeServer(server, db.remove) };
}

/**
 * Connects the unmodified client on `transport` with `token` (the session's by default), with
 * automatic reconnect so a close that allows it would show, and registers the connection.
 */
export async function connect(
  server: HubServer,
  session: Session,
  transport: TransportKind,
  token: string = session.accessToken,
): Promise<LiveClient> {
  const client = hubClient(server.hubUrl, token, {
    transport: HttpTransportType[transport],
    reconnectDelays: [0, 50],
  });
  clients.push(client);
  const received = collect(client, 'NotificationReceived');
  const closed = new Promise<Error | undefined>((resolve) => client.onclose(resolve));
  let reconnected = false;
  client.onreconnecting(() => {
    reconnected = true;
  });
  await client.start();
  const connectionId = client.connectionId ?? '';
  const reply = await registerConnection(server.app, { token, userId: session.userId }, connectionId);
  if (reply.body.status !== 1) throw new Error(`registration refused: ${JSON.stringify(reply.body)}`);
  return { client, connectionId, received, closed, reconnected: () => reconnected };
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The server closed the client for its ended session, without letting it reconnect. */
export async function expectSessionClosed(live: LiveClient): Promise<void> {
  const error = await within(live.closed, CLOSE_WITHIN_MS, 'onclose');
  expect(error?.message).toBe(SESSION_ENDED_ERROR);
  expect(live.reconnected()).toBe(false);
  expect(live.client.state).toBe(HubConnectionState.Disconnected);
}

/** The administrator's notification to a seller (console), as the hub publishes it. */
export async function sendNotice(
  server: HubServer,
  adminToken: string,
  sellerId: number,
  title: string,
): Promise<void> {
  const reply = await admin(server.app, 'POST', '/notifications', {
    token: adminToken,
    body: { sellerId, title, text: 'Текст уведомления' },
  });
  expect(reply.statusCode).toBe(201);
}

export const titlesOf = (live: LiveClient): (string | undefined)[] =>
  live.received.map((notice) => notice.title);

export const refresh = (server: HubServer, pair: Pick<LoginData, 'accessToken' | 'refreshToken'>) =>
  call<{ accessToken: string; refreshToken: string }>(server.app, 'POST', '/Auth/RefreshTheToken', {
    body: { accessToken: pair.accessToken, refreshToken: pair.refreshToken },
  });

/** `GetUserByAccessToken`'s status: 1 while the token works, 401 once its session ended. */
export const tokenStatus = async (server: HubServer, token: string): Promise<number> =>
  (await call(server.app, 'POST', '/User/GetUserByAccessToken', { token })).body.status;
