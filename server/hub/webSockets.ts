import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { AppContext } from '../context.js';
import { hubCaller, isOwner } from './auth.js';
import type { HubConnection, HubTransport } from './connection.js';
import { HUB_PATH } from './httpRoutes.js';
import type { ConnectionRegistry } from './registry.js';

/** A client that reads this far behind is dropped instead of buffering without end. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const MAX_FRAME_BYTES = 1024 * 1024;

const STATUS_TEXT: Record<number, string> = { 401: 'Unauthorized', 404: 'Not Found', 409: 'Conflict' };

function refuse(socket: Duplex, status: number): void {
  socket.end(`HTTP/1.1 ${status} ${STATUS_TEXT[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

const textOf = (data: RawData): string =>
  Array.isArray(data)
    ? Buffer.concat(data).toString('utf8')
    : Buffer.from(data as ArrayBuffer).toString('utf8');

function attach(connection: HubConnection, socket: WebSocket): void {
  const transport: HubTransport = {
    kind: 'WebSockets',
    send(text) {
      if (socket.readyState !== socket.OPEN) return;
      if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.terminate();
      else socket.send(text);
    },
    close: () => socket.close(1000),
    // Each record is written at once.
    discardUnsent: () => undefined,
    isWaiting: () => false,
  };
  connection.attach(transport);
  socket.on('message', (data) => connection.receive(textOf(data)));
  socket.on('close', () => connection.transportEnded());
  // Invalid frames (bad UTF-8, too large) are reported here; ws then closes the socket.
  socket.on('error', () => connection.transportEnded());
}

/**
 * The WebSocket transport: upgrades of `/seller/notification?id=<connectionToken>` by the user who
 * negotiated that connection. Returns the socket server (to end its clients on shutdown) and a
 * function that stops listening.
 */
export function acceptWebSockets(
  server: Server,
  ctx: AppContext,
  registry: ConnectionRegistry,
): { sockets: WebSocketServer; stop: () => void } {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://hub.invalid');
    if (url.pathname !== HUB_PATH) {
      // Nobody else takes upgrades of other paths: refuse rather than leave the socket hanging.
      if (server.listenerCount('upgrade') === 1) refuse(socket, 404);
      return;
    }
    const connection = registry.findByToken(url.searchParams.get('id') ?? '');
    if (!connection || connection.state === 'closed') return refuse(socket, 404);
    if (connection.state === 'open') return refuse(socket, 409);
    const caller = hubCaller(ctx, request.headers.authorization, url.searchParams.get('access_token'));
    if (!isOwner(caller, connection)) return refuse(socket, 401);
    sockets.handleUpgrade(request, socket, head, (webSocket) => attach(connection, webSocket));
  };
  server.on('upgrade', onUpgrade);
  return { sockets, stop: () => server.off('upgrade', onUpgrade) };
}
