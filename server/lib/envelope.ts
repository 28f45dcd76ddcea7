import type { Envelope } from '../../contract/index.js';

/** The wire envelope: every API reply is HTTP 200 with `{ status, data?, errorMessage? }` (contract/envelope.ts). */
export type { Envelope };

/** Body status codes used by the server (specification sections 4, 8 and 9). */
export const ApiStatus = {
  ok: 1,
  invalid: -1,
  unknownEmail: -3,
  wrongPassword: -4,
  /** Login: e-mail not confirmed. ForgotPassword: daily limit reached. */
  emailNotConfirmed: -5,
  limitReached: -5,
  blocked: -8,
  notSeller: -10,
  tokenExpired: -43,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
} as const;

export function ok<T>(data: T): Envelope<T> {
  return { status: ApiStatus.ok, data };
}

export function fail(status: number, errorMessage: string): Envelope<never> {
  return { status, errorMessage };
}
