import { randomBytes, randomUUID } from 'node:crypto';
import type { UserEvent } from '../lib/events.js';
import type { HubCaller } from './auth.js';
import { HubConnection, SESSION_ENDED, type ConnectionState, type TransportKind } from './connection.js';
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

/** Whether the session that negotiated a connection is still live (server/services/sessions.ts). */
export type SessionLiveness = (owner: HubCaller) => boolean;

/**
 * Every hub connection by its token (transport requests) and its id (registration), and the
 * registered open connections of each user (event delivery). A connection lives no longer than
 * the session that negotiated it.
 */
export class ConnectionRegistry {
  private readonly byToken = new Map<string, HubConnection>();
  private readonly byId = new Map<string, HubConnection>();
  private readonly registeredByUser = new Map<number, Set<HubConnection>>();

  constructor(
    private readonly timings: RegistryTimings,
    private readonly isLive: SessionLiveness,
  ) {}

  create(owner: HubCaller): HubConnection {
    const connection = new HubConnection(
      randomUUID(),
      randomBytes(24).toString('base64url'),
      owner,
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

  /**
   * Writes one event to every registered open connection of its user, encoded once; returns how
   * many got it. A connection whose session ended unnoticed (it expired, or the account was
   * blocked without a revocation) is closed instead.
   */
  deliver(event: UserEvent): number {
    const connections = this.registeredByUser.get(event.userId);
    if (!connections) return 0;
    const record = toRecord({
      type: MessageType.invocation,
      target: event.target,
      arguments: [event.payload],
    });
    const live = new Map<string, boolean>();
    let delivered = 0;
    for (const connection of [...connections]) {
      const isLive = live.get(connection.sessionId) ?? this.isLive(connection);
      live.set(connection.sessionId, isLive);
      if (!isLive) {
        connection.close(SESSION_ENDED);
        continue;
      }
      connection.deliver(record);
      delivered++;
    }
    return delivered;
  }

  /** Closes every connection a session negotiated, open or not yet; returns how many. */
  closeSession(sessionId: string): number {
    let closed = 0;
    for (const connection of [...this.byId.values()]) {
      if (connection.sessionId !== sessionId || connection.state === 'closed') continue;
      connection.close(SESSION_ENDED);
      closed++;
    }
    return closed;
  }

  /** Closes a connection not yet closed whose session is no longer live; true when it did. */
  closeIfSessionEnded(connection: HubConnection): boolean {
    if (connection.state === 'closed' || this.isLive(connection)) return false;
    connection.close(SESSION_ENDED);
    return true;
  }

  /** After sessions of a user ended: closes the connections of those no longer live; returns how many. */
  closeEndedSessions(userId: number): number {
    const sessions = new Map<string, HubConnection>();
    for (const connection of this.byId.values()) {
      if (connection.userId === userId && connection.state !== 'closed') {
        sessions.set(connection.sessionId, connection);
      }
    }
    let closed = 0;
    for (const [sessionId, connection] of sessions) {
      if (!this.isLive(connection)) closed += this.closeSession(sessionId);
    }
    return closed;
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
