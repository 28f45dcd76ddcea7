import type { HubTransport } from './connection.js';

export interface PollReply {
  /** 200 with the queued records (empty when the poll timed out), 204 when the connection ended. */
  status: 200 | 204;
  body: string;
}

/**
 * The long-polling transport of one connection: records wait in a queue until a poll takes them;
 * a poll waits until something is sent, the connection ends or the poll times out.
 */
export class LongPollingTransport implements HubTransport {
  readonly kind = 'LongPolling';
  private queue: string[] = [];
  private waiting: { answer: (reply: PollReply) => void; timer: NodeJS.Timeout } | null = null;
  private ended = false;

  constructor(private readonly pollTimeoutMs: number) {}

  send(text: string): void {
    this.queue.push(text);
    this.answerWaiting();
  }

  close(): void {
    this.ended = true;
    this.answerWaiting();
  }

  discardUnsent(): void {
    this.queue = [];
  }

  isWaiting(): boolean {
    return this.waiting !== null;
  }

  /**
   * One poll; a poll still waiting is answered empty, as only the newest one is read by the
   * client. `abandon` is for a client that went away while its poll waited.
   */
  poll(): { reply: Promise<PollReply>; abandon: () => void } {
    this.answer({ status: 200, body: '' });
    const ready = this.take();
    if (ready) return { reply: Promise.resolve(ready), abandon: () => undefined };
    let resolve: (reply: PollReply) => void = () => undefined;
    const reply = new Promise<PollReply>((done) => (resolve = done));
    const timer = setTimeout(() => this.answer({ status: 200, body: '' }), this.pollTimeoutMs);
    const waiting = { answer: resolve, timer };
    this.waiting = waiting;
    const abandon = () => {
      if (this.waiting === waiting) this.answer({ status: 200, body: '' });
    };
    return { reply, abandon };
  }

  private take(): PollReply | null {
    if (this.queue.length > 0) {
      const body = this.queue.join('');
      this.queue = [];
      return { status: 200, body };
    }
    return this.ended ? { status: 204, body: '' } : null;
  }

  private answerWaiting(): void {
    if (!this.waiting) return;
    const ready = this.take();
    if (ready) this.answer(ready);
  }

  private answer(reply: PollReply): void {
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = null;
    clearTimeout(waiting.timer);
    waiting.answer(reply);
  }
}
