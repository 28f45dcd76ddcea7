import { ApiError, NETWORK_FAILURE_STATUS, SessionError } from './errors';

/**
 * Whether a failed call was refused by the server (a business status, or an HTTP error page such
 * as 404) rather than lost on the way or ended by the session. A server that honours only the
 * specification refuses every call of ours that way.
 */
export function isRefusal(error: unknown): boolean {
  if (!(error instanceof ApiError) || error instanceof SessionError) return false;
  return error.status !== NETWORK_FAILURE_STATUS || error.httpStatus !== undefined;
}

/**
 * A call of ours (not in spec section 7) whose refusal reads as `absent` (an empty list, no
 * steps): the screen shows its empty state instead of a failure. Other failures still reject.
 */
export async function unlessRefused<T, A>(call: Promise<T>, absent: A): Promise<T | A> {
  try {
    return await call;
  } catch (error) {
    if (isRefusal(error)) return absent;
    throw error;
  }
}
