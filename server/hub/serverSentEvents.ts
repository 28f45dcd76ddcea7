import type { ServerResponse } from 'node:http';
import type { HubTransport } from './connection.js';

/** The Server-Sent Events transport: records as `data:` events on one open response. */
export class ServerSentEventsTransport implements HubTransport {
  readonly kind = 'ServerSentEvents';

  constructor(private readonly response: ServerResponse) {
    response.writeHead(200, {
      'content-type': 'text/event-stream',
      'cache-control': 'no-cache',
      // Proxies such as nginx must pass each event on at once.
      'x-accel-buffering': 'no',
    });
    // A comment line flushes the headers, so the client's EventSource opens now.
    response.write(':\r\n\r\n');
  }

  send(text: string): void {
    if (this.response.writableEnded) return;
    // JSON records contain no line breaks, so every record fits one `data:` line.
    this.response.write(`data: ${text}\r\n\r\n`);
  }

  close(): void {
    if (!this.response.writableEnded) this.response.end();
  }

  discardUnsent(): void {
    // Each record is written at once.
  }

  isWaiting(): boolean {
    return false;
  }
}
