import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { hubCaller, isOwner } from './auth.js';
import type { HubConnection, TransportKind } from './connection.js';
import { LongPollingTransport } from './longPolling.js';
import type { ConnectionRegistry } from './registry.js';
import { ServerSentEventsTransport } from './serverSentEvents.js';

export const HUB_PATH = '/seller/notification';

export interface HubHttpOptions {
  ctx: AppContext;
  registry: ConnectionRegistry;
  transports: readonly TransportKind[];
  pollTimeoutMs: number;
}

/** Query values are unchecked: a repeated parameter arrives as an array. */
type HubRequest = FastifyRequest<{ Querystring: { id?: unknown; access_token?: unknown } }>;

/**
 * Negotiation and the HTTP transports (aspnetcore `src/SignalR/docs/specs/TransportProtocols.md`):
 * `POST negotiate`, then on the hub URL with `?id=<connectionToken>`: `GET` (a long poll, or the
 * event stream when it accepts `text/event-stream`), `POST` (client records for both) and
 * `DELETE` (the long-polling client leaves).
 */
export async function hubHttpRoutes(app: FastifyInstance, options: HubHttpOptions): Promise<void> {
  const { ctx, registry, transports } = options;
  // Bodies are hub records (or nothing), whatever content type the client declares.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  const callerOf = (request: HubRequest) =>
    hubCaller(ctx, request.headers.authorization, request.query.access_token);

  /**
   * The connection of `?id=`, if the caller is the user who negotiated it, in the same session;
   * otherwise the reply is sent. A refused caller whose connection's session has ended (expired,
   * or the account blocked without a revocation) closes it. With `closedIsFree`, a closed
   * long-polling connection needs no token: the poll that takes its close message, and the
   * client's DELETE after it, come when the token is no longer valid; the connection token proves
   * whose it is.
   */
  function connectionOf(
    request: HubRequest,
    reply: FastifyReply,
    closedIsFree = false,
  ): HubConnection | null {
    const { id } = request.query;
    const connection = typeof id === 'string' ? registry.findByToken(id) : undefined;
    if (!connection) {
      void reply.code(404).type('text/plain').send('No Connection with that ID');
      return null;
    }
    if (isOwner(callerOf(request), connection)) return connection;
    registry.closeIfSessionEnded(connection);
    if (closedIsFree && connection.state === 'closed' && connection.transport?.kind === 'LongPolling') {
      return connection;
    }
    void reply.code(401).type('text/plain').send('Unauthorized');
    return null;
  }

  app.post(`${HUB_PATH}/negotiate`, async (request: HubRequest, reply) => {
    const caller = callerOf(request);
    if (caller === null) return reply.code(401).type('text/plain').send('Unauthorized');
    const connection = registry.create(caller);
    return {
      connectionId: connection.connectionId,
      connectionToken: connection.connectionToken,
      negotiateVersion: 1,
      availableTransports: transports.map((transport) => ({ transport, transferFormats: ['Text'] })),
    };
  });

  app.get(HUB_PATH, async (request: HubRequest, reply) => {
    const connection = connectionOf(request, reply, true);
    if (!connection) return reply;
    const wantsEvents = (request.headers.accept ?? '').includes('text/event-stream');
    const kind: TransportKind = wantsEvents ? 'ServerSentEvents' : 'LongPolling';
    const transport = connection.transport;
    if (connection.state === 'negotiated') {
      if (!transports.includes(kind))
        return reply.code(404).type('text/plain').send(`${kind} is not offered`);
      if (kind === 'ServerSentEvents') {
        reply.hijack();
        const events = new ServerSentEventsTransport(reply.raw);
        reply.raw.once('close', () => connection.transportEnded());
        connection.attach(events);
        return reply;
      }
      // The first poll only opens the connection; it is answered at once.
      connection.attach(new LongPollingTransport(options.pollTimeoutMs));
      return reply.code(200).type('text/plain').send('');
    }
    if (!(transport instanceof LongPollingTransport)) {
      return reply.code(409).type('text/plain').send('The connection uses another transport');
    }
    const poll = transport.poll();
    reply.raw.once('close', poll.abandon);
    const answer = await poll.reply;
    return reply.code(answer.status).type('text/plain').send(answer.body);
  });

  app.post(HUB_PATH, async (request: HubRequest, reply) => {
    const connection = connectionOf(request, reply);
    if (!connection) return reply;
    if (!connection.isOpen || connection.transport?.kind === 'WebSockets') {
      return reply.code(404).type('text/plain').send('No open connection for this transport');
    }
    connection.receive(typeof request.body === 'string' ? request.body : '');
    return reply.code(200).type('text/plain').send('');
  });

  app.delete(HUB_PATH, async (request: HubRequest, reply) => {
    const connection = connectionOf(request, reply, true);
    if (!connection) return reply;
    connection.transport?.close();
    connection.transportEnded();
    return reply.code(202).type('text/plain').send('');
  });
}
