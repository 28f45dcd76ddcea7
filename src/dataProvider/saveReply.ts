import { goToErrorPage } from '../api/navigation';

/** Thrown after sending the browser to /error-page: a save the server answered without `true`. */
export class UnexpectedSaveReplyError extends Error {
  constructor(call: string) {
    super(`${call}: the reply's data is not true`);
    this.name = 'UnexpectedSaveReplyError';
  }
}

/**
 * A saving call's `data` must be `true` (docs/contract/products.md "Client"): anything else is a
 * failure of the error catalogue, so the browser goes to /error-page and the call rejects.
 */
export function expectTrueReply(reply: unknown, call: string): void {
  if (reply === true) return;
  goToErrorPage();
  throw new UnexpectedSaveReplyError(call);
}
