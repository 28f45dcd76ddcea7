import type { HubCaller } from './auth.js';
import {
  closeRecord,
  HANDSHAKE_OK_RECORD,
  handshakeError,
  parseClientMessage,
  PING_RECORD,
  RecordReader,
  toRecord,
  unknownMethodCompletion,
} from './protocol.js';

export type TransportKind = 'WebSockets' | 'ServerSentEvents' | 'LongPolling';

/** One transport under a connection: text out, and an end. */
export interface HubTransport {
  readonly kind: TransportKind;
  send(text: string): void;
  /** Ends the transport after what was already sent. */
  close(): void;
  /** Drops what was sent but not yet taken by the client (only long polling holds any). */
  discardUnsent(): void;
  /** True while the peer shows life without sending (a long poll is waiting). */
  isWaiting(): boolean;
}

/** negotiated: no transport yet; open: a transport is attached; closed: ended for good. */
export type ConnectionState = 'negotiated' | 'open' | 'closed';

export interface CloseReason {
  error?: string;
  /** Tells the client it may reconnect (server shutdown), as ASP.NET Core does. */
  allowReconnect?: boolean;
  /** Events not yet taken are dropped: they were for a session that is over. */
  discardUnsent?: boolean;
}

/**
 * The close of a connection whose session ended (logout, password change, reused refresh token,
 * blocked account): the client must not come back with that session's token, and a new sign-in
 * starts a new connection anyway.
 */
export const SESSION_ENDED: CloseReason = {
  error: 'The session has ended.',
  allowReconnect: false,
  discardUnsent: true,
};

/** One negotiated connection of one user's session and its hub-protocol state. */
export class HubConnection implements HubCaller {
  state: ConnectionState = 'negotiated';
  /** Set by `Common/AddOnlineUser`; only registered connections receive events. */
  registered = false;
  handshaken = false;
  transport: HubTransport | null = null;
  /** When the state last changed, the client last sent, the server last sent (epoch ms). */
  changedAt: number;
  lastReceivedAt: number;
  lastSentAt: number;
  readonly userId: number;
  /** The session (sign-in) of the token that negotiated it: the connection ends with it. */
  readonly sessionId: string;
  private readonly reader = new RecordReader();

  constructor(
    readonly connectionId: string,
    readonly connectionToken: string,
    owner: HubCaller,
    private readonly onClosed: (connection: HubConnection) => void,
  ) {
    this.userId = owner.userId;
    this.sessionId = owner.sessionId;
    this.changedAt = this.lastReceivedAt = this.lastSentAt = Date.now();
  }

  get isOpen(): boolean {
    return this.state === 'open';
  }

  attach(transport: HubTransport): void {
    this.transport = transport;
    this.state = 'open';
    this.changedAt = this.lastReceivedAt = Date.now();
  }

  /** Text from the client: the handshake first, then hub messages; anything malformed ends the connection. */
  receive(text: string): void {
    if (!this.isOpen) return;
    this.lastReceivedAt = Date.now();
    const records = this.reader.push(text);
    if (records === null) {
      this.failHandshakeOr('The message is too large or has no record separator.');
      return;
    }
    for (const record of records) {
      if (!this.isOpen) return;
      if (!this.handshaken) this.handshake(record);
      else this.handle(record);
    }
  }

  /** Sends one server-to-client invocation, if the connection may receive events. */
  deliver(record: string): void {
    if (this.isOpen && this.handshaken && this.registered) this.send(record);
  }

  ping(): void {
    if (this.isOpen && this.handshaken) this.send(PING_RECORD);
  }

  /** Ends the connection from the server side: a close message first when the client can read one. */
  close(reason: CloseReason = {}): void {
    if (!this.isOpen) {
      this.markClosed();
      return;
    }
    if (reason.discardUnsent) this.transport?.discardUnsent();
    if (this.handshaken) this.send(closeRecord(reason.error, reason.allowReconnect ?? false));
    this.transport?.close();
    this.markClosed();
  }

  /** The transport ended from the client's side (socket closed, stream gone, DELETE). */
  transportEnded(): void {
    this.markClosed();
  }

  private send(text: string): void {
    this.lastSentAt = Date.now();
    this.transport?.send(text);
  }

  private handshake(record: string): void {
    const error = handshakeError(record);
    if (error) {
      this.send(toRecord({ error }));
      this.transport?.close();
      this.markClosed();
      return;
    }
    this.handshaken = true;
    this.send(HANDSHAKE_OK_RECORD);
  }

  private handle(record: string): void {
    const message = parseClientMessage(record);
    switch (message.kind) {
      case 'invoke':
        if (message.invocationId !== null) {
          this.send(unknownMethodCompletion(message.invocationId, message.target));
        }
        return;
      case 'close':
        this.transport?.close();
        this.markClosed();
        return;
      case 'noAnswer':
        return;
      case 'malformed':
        this.close({ error: `Connection closed with an error. InvalidDataException: ${message.error}` });
    }
  }

  private failHandshakeOr(error: string): void {
    if (this.handshaken)
      this.close({ error: `Connection closed with an error. InvalidDataException: ${error}` });
    else this.handshake('');
  }

  private markClosed(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.changedAt = Date.now();
    this.onClosed(this);
  }
}
