import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  HttpTransportType,
  HubConnectionBuilder,
  LogLevel,
  type HubConnection,
  type IHttpConnectionOptions,
} from '@microsoft/signalr';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';
import type { HubEvents, HubTarget } from '../../contract/index.js';
import { buildMarketplace, type MarketplaceOptions } from '../../server/marketplace.js';
import { seedDatabase } from '../../server/db/seed.js';
import { call, DEMO_ACCOUNTS, me, signIn } from './helpers.js';

export { HttpTransportType };
export const RS = '\u001e';

/** A listening server on a database file (so a restart keeps the sessions). */
export interface HubServer {
  app: FastifyInstance;
  port: number;
  /** `http://127.0.0.1:<port>/seller/notification` */
  hubUrl: string;
  dbFile: string;
}

export function tempDbFile(): { dbFile: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'seller-hub-'));
  return {
    dbFile: path.join(dir, 'market.sqlite'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** Builds and starts the server; seeds only a new database. Real clock: tokens are issued now. */
export async function startHubServer(
  dbFile: string,
  options: { port?: number; seed?: boolean } & Partial<MarketplaceOptions> = {},
): Promise<HubServer> {
  const { port: wanted = 0, seed = true, ...rest } = options;
  const app = await buildMarketplace({ dbFile, distDir: path.join(tmpdir(), 'seller-no-dist'), ...rest });
  if (seed) seedDatabase(app.ctx.db, { now: Date.now() });
  await app.listen({ port: wanted, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : wanted;
  return { app, port, hubUrl: `http://127.0.0.1:${port}/seller/notification`, dbFile };
}

export interface Seller {
  token: string;
  userId: number;
}

export async function signInSeller(
  app: FastifyInstance,
  email: string = DEMO_ACCOUNTS.seller,
): Promise<Seller> {
  const { accessToken } = await signIn(app, email);
  return { token: accessToken, userId: (await me(app, accessToken)).id };
}

/** The two registration calls the client makes after each (re)connect; returns AddOnlineUser's envelope. */
export async function registerConnection(app: FastifyInstance, seller: Seller, connectionId: string | null) {
  await call(app, 'POST', `/Common/DeleteRetiredUser?retiredUserId=${seller.userId}`, {
    token: seller.token,
  });
  return call(app, 'POST', '/Common/AddOnlineUser', {
    token: seller.token,
    body: { userId: seller.userId, connectionId },
  });
}

/** The unmodified `@microsoft/signalr` client; options may pin a transport or add automatic reconnect. */
export function hubClient(
  hubUrl: string,
  token: string,
  options: Partial<IHttpConnectionOptions> & { reconnectDelays?: number[] } = {},
): HubConnection {
  const { reconnectDelays, ...http } = options;
  const builder = new HubConnectionBuilder()
    .withUrl(hubUrl, { accessTokenFactory: () => token, ...http })
    .configureLogging(LogLevel.None);
  return (reconnectDelays ? builder.withAutomaticReconnect(reconnectDelays) : builder).build();
}

/** Collects what a client receives for one target. */
export function collect<T extends HubTarget>(connection: HubConnection, target: T): HubEvents[T][] {
  const received: HubEvents[T][] = [];
  connection.on(target, (payload: HubEvents[T]) => received.push(payload));
  return received;
}

/** A raw WebSocket client of the hub: negotiates, connects and records every text it receives. */
export interface RawClient {
  socket: WebSocket;
  connectionId: string;
  /** Every record received, without separators. */
  records: string[];
  closed: Promise<number>;
  send(text: string): void;
}

export async function negotiate(hubUrl: string, token: string) {
  const response = await fetch(`${hubUrl}/negotiate?negotiateVersion=1`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    status: response.status,
    body: response.status === 200 ? ((await response.json()) as NegotiateBody) : null,
  };
}

export interface NegotiateBody {
  connectionId: string;
  connectionToken: string;
  negotiateVersion: number;
  availableTransports: { transport: string; transferFormats: string[] }[];
}

export const JSON_HANDSHAKE = `{"protocol":"json","version":1}${RS}`;
export const PING = '{"type":6}';

/**
 * Opens a raw WebSocket to a negotiated connection; sends the JSON handshake unless `handshake` is
 * false, and answers each server ping with a ping unless `answerPings` is false (a silent client).
 */
export async function rawClient(
  hubUrl: string,
  token: string,
  options: { handshake?: boolean; answerPings?: boolean } = {},
): Promise<RawClient> {
  const { body } = await negotiate(hubUrl, token);
  if (!body) throw new Error('negotiate refused');
  const socket = new WebSocket(socketUrl(hubUrl, body.connectionToken, token));
  const records: string[] = [];
  let tail = '';
  socket.on('message', (data: Buffer) => {
    const parts = (tail + data.toString('utf8')).split(RS);
    tail = parts.pop() ?? '';
    records.push(...parts);
    if (options.answerPings !== false && parts.includes(PING) && socket.readyState === socket.OPEN) {
      socket.send(PING + RS);
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (options.handshake !== false) socket.send(JSON_HANDSHAKE);
  return { socket, connectionId: body.connectionId, records, closed, send: (text) => socket.send(text) };
}

export const socketUrl = (hubUrl: string, connectionToken: string, token: string | null): string =>
  `${hubUrl.replace(/^http/, 'ws')}?id=${connectionToken}` +
  (token ? `&access_token=${encodeURIComponent(token)}` : '');

/** The records other than pings. */
export const withoutPings = (records: string[]): string[] => records.filter((record) => record !== PING);

/** Resolves with the HTTP status that refused an upgrade, or 101 when the socket opened. */
export function upgradeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const socket = new WebSocket(url, { headers });
    socket.once('open', () => {
      socket.close();
      resolve(101);
    });
    socket.once('unexpected-response', (_request, response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    socket.once('error', () => undefined);
  });
}
