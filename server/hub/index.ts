import type { FastifyInstance } from 'fastify';
import type { WebSocketServer } from 'ws';
import { isSessionLive } from '../services/sessions.js';
import type { TransportKind } from './connection.js';
import { hubHttpRoutes } from './httpRoutes.js';
import { ConnectionRegistry } from './registry.js';
import { acceptWebSockets } from './webSockets.js';

export { HUB_PATH } from './httpRoutes.js';
export type { TransportKind } from './connection.js';
export type { ConnectionRegistry } from './registry.js';

export interface HubOptions {
  /** The transports negotiate offers, in the client's order of preference; default all three. */
  transports?: readonly TransportKind[];
  /** Server pings at least this often (default 15 s). */
  keepAliveMs?: number;
  /** A client silent this long is closed (default 30 s). */
  clientTimeoutMs?: number;
  /** A long poll with nothing to send is answered empty after this long (default 90 s). */
  pollTimeoutMs?: number;
}

export const ALL_TRANSPORTS: readonly TransportKind[] = ['WebSockets', 'ServerSentEvents', 'LongPolling'];

/** Closed connections wait this long for the owner's `DeleteRetiredUser`. */
const CLOSED_RETENTION_MS = 10 * 60_000;
/** How long shutdown waits for WebSocket clients to answer the close before cutting them off. */
const SHUTDOWN_GRACE_MS = 500;

declare module 'fastify' {
  interface FastifyInstance {
    /** The real-time hub's connections (`server/hub/`): registration routes and tests use it. */
    hub: ConnectionRegistry;
  }
}

/**
 * The real-time hub at `/seller/notification` (docs/contract/realtime.md): negotiation, the
 * WebSocket, Server-Sent Events and long-polling transports, the JSON hub protocol, keep-alive,
 * delivery of `ctx.events` to the registered connections of each event's user, and the close of
 * every connection whose session ended.
 */
export async function registerHub(app: FastifyInstance, options: HubOptions = {}): Promise<void> {
  const keepAliveMs = options.keepAliveMs ?? 15_000;
  const clientTimeoutMs = options.clientTimeoutMs ?? 30_000;
  const transports = options.transports ?? ALL_TRANSPORTS;
  const { ctx } = app;
  const registry = new ConnectionRegistry(
    { keepAliveMs, clientTimeoutMs, closedRetentionMs: CLOSED_RETENTION_MS },
    (owner) => isSessionLive(ctx, owner.userId, owner.sessionId),
  );
  app.decorate('hub', registry);

  const unsubscribe = ctx.events.subscribe((event) => registry.deliver(event));
  // Raised inside the ending transaction: checked once it is over, so a rollback closes nothing.
  const unsubscribeEnds = ctx.events.onSessionsEnded((userId) =>
    queueMicrotask(() => {
      try {
        registry.closeEndedSessions(userId);
      } catch {
        // Out of any request, a failure would end the process; the next delivery checks again.
      }
    }),
  );
  const tickMs = Math.max(5, Math.min(keepAliveMs, clientTimeoutMs) / 3);
  const timer = setInterval(() => registry.sweep(Date.now(), tickMs), tickMs);
  timer.unref();
  const webSockets = transports.includes('WebSockets') ? acceptWebSockets(app.server, ctx, registry) : null;

  await app.register(hubHttpRoutes, {
    ctx,
    registry,
    transports,
    pollTimeoutMs: options.pollTimeoutMs ?? 90_000,
  });

  // Before the HTTP server waits for open requests: end the streams and polls, tell clients to reconnect.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    unsubscribe();
    unsubscribeEnds();
    registry.closeAll();
    if (!webSockets) return;
    webSockets.stop();
    await closeSockets(webSockets.sockets);
  });
}

async function closeSockets(sockets: WebSocketServer): Promise<void> {
  const open = [...sockets.clients];
  const closed = Promise.all(
    open.map((socket) => new Promise<void>((resolve) => socket.once('close', () => resolve()))),
  );
  const grace = new Promise<void>((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref());
  await Promise.race([closed, grace]);
  for (const socket of sockets.clients) socket.terminate();
  await new Promise<void>((resolve) => sockets.close(() => resolve()));
}
