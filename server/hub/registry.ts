import { randomBytes, randomUUID } from 'node:crypto';
import type { UserEvent } from '../lib/events.js';
import { HubConnection, type ConnectionState, type TransportKind } from './connection.js';
import { MessageType, toRecord } from './protocol.js';

export interface RegistryTimings {
  /** A ping goes to a connection the server has not written to for this long. */
  keepAliveMs: number;
  /** A connection whose client was silent this long is closed; a negotiation never used is dropped. */
  clientTimeoutMs: number;
  /** Closed connections are kept this long for `DeleteRetiredUser`, then forgotten anyway. */
  closedRetentionMs: number;
}

export interface ConnectionInfo {
  connectionId: string;
  state: ConnectionState;
  registered: boolean;
  transport: TransportKind | null;
}

export type RegisterResult = 'registered' | 'notFound' | 'otherUser';

/**
 * Every hub connection by its token (transport requests) and its id (registration), and the
 * registered open connections of each user (event delivery).
 */
export class ConnectionRegistry {
  private readonly byToken = new Map<string, HubConnection>();
  private readonly byId = new Map<string, HubConnection>();
  private readonly registeredByUser = new Map<number, Set<HubConnection>>();

  constructor(private readonly timings: RegistryTimings) {}

  create(userId: number): HubConnection {
    const connection = new HubConnection(
      randomUUID(),
      randomBytes(24).toString('base64url'),
      userId,
      (closed) => this.unregister(closed),
    );
    this.byToken.set(connection.connectionToken, connection);
    this.byId.set(connection.connectionId, connection);
    return connection;
  }

  findByToken(connectionToken: string): HubConnection | undefined {
    return this.byToken.get(connectionToken);
  }

  findById(connectionId: string): HubConnection | undefined {
    return this.byId.get(connectionId);
  }

  /** `AddOnlineUser`: an open connection negotiated by `userId` starts receiving that user's events. */
  register(userId: number, connectionId: string): RegisterResult {
    const connection = this.byId.get(connectionId);
    if (!connection?.isOpen) return 'notFound';
    if (connection.userId !== userId) return 'otherUser';
    connection.registered = true;
    const set = this.registeredByUser.get(userId) ?? new Set<HubConnection>();
    set.add(connection);
    this.registeredByUser.set(userId, set);
    return 'registered';
  }

  /** `DeleteRetiredUser`: forgets the user's closed connections; returns how many. */
  retire(userId: number): number {
    let forgotten = 0;
    for (const connection of this.byId.values()) {
      if (connection.userId === userId && connection.state === 'closed') {
        this.forget(connection);
        forgotten++;
      }
    }
    return forgotten;
  }

  /** Writes one event to every registered open connection of its user, encoded once. */
  deliver(event: UserEvent): number {
    const connections = this.registeredByUser.get(event.userId);
    if (!connections) return 0;
    const record = toRecord({
      type: MessageType.invocation,
      target: event.target,
      arguments: [event.payload],
    });
    for (const connection of connections) connection.deliver(record);
    return connections.size;
  }

  /** Pings, client timeouts, unused negotiations and old closed connections. */
  sweep(now: number, tickMs: number): void {
    const { keepAliveMs, clientTimeoutMs, closedRetentionMs } = this.timings;
    for (const connection of this.byId.values()) {
      if (connection.state === 'negotiated') {
        if (now - connection.changedAt > clientTimeoutMs) this.forget(connection);
      } else if (connection.state === 'closed') {
        if (now - connection.changedAt > closedRetentionMs) this.forget(connection);
      } else if (connection.transport?.isWaiting()) {
        connection.lastReceivedAt = now;
      } else if (now - connection.lastReceivedAt > clientTimeoutMs) {
        // As ASP.NET Core does: a client whose timers were throttled (a background tab) may come back.
        connection.close({
          error: 'Server timeout elapsed without receiving a message from the client.',
          allowReconnect: true,
        });
      } else if (
        connection.transport?.kind !== 'LongPolling' &&
        now - connection.lastSentAt >= keepAliveMs - tickMs
      ) {
        // Ticks are a fraction of the interval: ping early rather than late, so no gap exceeds it.
        connection.ping();
      }
    }
  }

  /** Server shutdown: every open connection is told it may reconnect, then everything is dropped. */
  closeAll(): void {
    for (const connection of this.byId.values()) connection.close({ allowReconnect: true });
    this.byId.clear();
    this.byToken.clear();
    this.registeredByUser.clear();
  }

  /** The user's connections by id and state (diagnostics and tests). */
  connectionsOf(userId: number): ConnectionInfo[] {
    return [...this.byId.values()]
      .filter((connection) => connection.userId === userId)
      .map(({ connectionId, state, registered, transport }) => ({
        connectionId,
        state,
        registered,
        transport: transport?.kind ?? null,
      }));
  }

  get size(): number {
    return this.byId.size;
  }

  private unregister(connection: HubConnection): void {
    const set = this.registeredByUser.get(connection.userId);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.registeredByUser.delete(connection.userId);
  }

  private forget(connection: HubConnection): void {
    this.unregister(connection);
    this.byId.delete(connection.connectionId);
    this.byToken.delete(connection.connectionToken);
  }
}
