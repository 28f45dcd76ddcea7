/**
 * The JSON hub protocol of ASP.NET Core SignalR (aspnetcore `src/SignalR/docs/specs/HubProtocol.md`):
 * records are JSON texts each ended by the record separator 0x1E.
 */

export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  invocation: 1,
  streamItem: 2,
  completion: 3,
  streamInvocation: 4,
  cancelInvocation: 5,
  ping: 6,
  close: 7,
  ack: 8,
  sequence: 9,
} as const;

/** A record can be split over frames; a partial record larger than this is refused. */
export const MAX_RECORD_CHARS = 64 * 1024;

export const toRecord = (message: object): string => JSON.stringify(message) + RECORD_SEPARATOR;

export const PING_RECORD = toRecord({ type: MessageType.ping });
export const HANDSHAKE_OK_RECORD = toRecord({});

export const closeRecord = (error: string | undefined, allowReconnect: boolean): string =>
  toRecord({
    type: MessageType.close,
    ...(error ? { error } : {}),
    ...(allowReconnect ? { allowReconnect: true } : {}),
  });

/** Splits received text into whole records and keeps the unfinished tail for the next frame. */
export class RecordReader {
  private tail = '';

  /** The complete records in `text` (with what was kept before), or null when the tail is too large. */
  push(text: string): string[] | null {
    const parts = (this.tail + text).split(RECORD_SEPARATOR);
    this.tail = parts.pop() ?? '';
    if (this.tail.length > MAX_RECORD_CHARS) return null;
    return parts;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The handshake request: only `{"protocol":"json","version":1}` is accepted. Null when accepted. */
export function handshakeError(text: string): string | null {
  const request = parseJson(text);
  if (!isRecord(request) || typeof request.protocol !== 'string' || typeof request.version !== 'number') {
    return 'Handshake request is malformed.';
  }
  if (request.protocol !== 'json') return `The protocol '${request.protocol}' is not supported.`;
  if (request.version !== 1) {
    return `The server does not support version ${request.version} of the '${request.protocol}' protocol.`;
  }
  return null;
}

/** What the server does with one record from the client. */
export type ClientMessage =
  /** An invocation of a hub method; answered only when it has an invocation id. */
  | { kind: 'invoke'; target: string; invocationId: string | null }
  | { kind: 'close' }
  /** Pings, acks, cancellations and completions need no answer: the hub never invokes the client for a result. */
  | { kind: 'noAnswer' }
  | { kind: 'malformed'; error: string };

const malformed = (error: string): ClientMessage => ({ kind: 'malformed', error });

export function parseClientMessage(text: string): ClientMessage {
  const message = parseJson(text);
  if (!isRecord(message)) return malformed('Message is not a JSON object.');
  switch (message.type) {
    case MessageType.invocation:
    case MessageType.streamInvocation: {
      if (typeof message.target !== 'string') return malformed("Missing required property 'target'.");
      const id = message.invocationId;
      if (id !== undefined && id !== null && typeof id !== 'string') {
        return malformed("Expected 'invocationId' to be of type String.");
      }
      // A stream invocation always expects an answer.
      const invocationId = typeof id === 'string' ? id : null;
      if (message.type === MessageType.streamInvocation && invocationId === null) {
        return malformed("Missing required property 'invocationId'.");
      }
      return { kind: 'invoke', target: message.target, invocationId };
    }
    case MessageType.close:
      return { kind: 'close' };
    case MessageType.streamItem:
    case MessageType.completion:
    case MessageType.cancelInvocation:
    case MessageType.ping:
    case MessageType.ack:
    case MessageType.sequence:
      return { kind: 'noAnswer' };
    default:
      return malformed(`Unknown message type '${String(message.type)}'.`);
  }
}

export const unknownMethodCompletion = (invocationId: string, target: string): string =>
  toRecord({ type: MessageType.completion, invocationId, error: `Unknown hub method '${target}'` });
